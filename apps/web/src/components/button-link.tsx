import Button, { type ButtonProps } from 'antd/es/button';
import { useNavigate } from 'react-router';

/** A button that goes to an address of the app (a link would not look like one). */
export function ButtonLink({ to, state, ...props }: Omit<ButtonProps, 'onClick' | 'href'> & { to: string; state?: unknown }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to, { state })} />;
}
