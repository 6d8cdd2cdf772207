import { otpError, recoveryCodeError } from '@hh/domain/auth/second-factor';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, useId, useState } from 'react';

export type CodeProof = { otp: string } | { recoveryCode: string };

/**
 * One field for the authenticator's current code (or, where allowed, a recovery code) and its
 * button: checked here with the server's words, then the server's refusal shown under the field.
 */
export function CodeForm({
  submitText,
  pending,
  refusal,
  allowRecovery = false,
  onSubmit,
  onEdit,
}: {
  submitText: string;
  pending: boolean;
  refusal: string | null;
  allowRecovery?: boolean;
  onSubmit: (proof: CodeProof) => void;
  onEdit: () => void;
}) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const shown = error ?? refusal ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = recovery ? recoveryCodeError(value) : otpError(value);
    setError(found);
    if (!found) onSubmit(recovery ? { recoveryCode: value } : { otp: value });
  };

  return (
    <form onSubmit={submit} noValidate className="hh-code-form">
      <label htmlFor={id} className="hh-code-form__label">
        {recovery ? '恢复码' : '动态验证码'}
      </label>
      <div className="hh-code-form__row">
        <Input
          id={id}
          value={value}
          placeholder={recovery ? '例如 k3m9q-7xp2a' : '验证器上的6位数字'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          maxLength={recovery ? 16 : 7}
          status={shown ? 'error' : undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
            onEdit();
          }}
        />
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitText}
        </Button>
      </div>
      <div id={`${id}-error`} className="hh-code-form__error" role={shown ? 'alert' : undefined}>
        {shown}
      </div>
      {allowRecovery ? (
        <Button
          type="link"
          size="small"
          className="hh-code-form__switch"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(undefined);
            onEdit();
          }}
        >
          {recovery ? '改用动态验证码' : '无法使用验证器？改用恢复码'}
        </Button>
      ) : null}
    </form>
  );
}
