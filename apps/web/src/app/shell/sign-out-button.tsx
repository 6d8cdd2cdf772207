import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { httpClient } from '../../api/http-client';
import { signOut } from '../session/session-api';

/** 退出登录: ends the session, clears storage and goes to the sign-in page (with a request-time stamp). */
export function SignOutButton({ iconOnly = false, block = false }: { iconOnly?: boolean; block?: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await signOut(queryClient);
    // Spec 000 §7: signing out redirects to the sign-in page with a request-time stamp.
    navigate(`/login?requesttime=${httpClient.stamp()}`, { replace: true });
  };
  return (
    <Button
      type={block ? 'default' : 'text'}
      block={block}
      icon={<LogoutOutlined />}
      loading={busy}
      onClick={onClick}
      aria-label="退出登录"
      title="退出登录"
    >
      {iconOnly ? null : '退出登录'}
    </Button>
  );
}
