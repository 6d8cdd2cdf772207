import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { maskPhone } from '@hh/domain/people/phone';
import Button from 'antd/es/button';
// Input and Password from their own modules: antd/es/input attaches Search, TextArea and OTP to
// Input, which would bring them (and their icons) into the sign-in page's 200 kB.
import Input, { type InputRef } from 'antd/es/input/Input';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { codeError, proofOf, type SecondFactorInput, type SecondFactorProof } from './second-factor-validation';

export interface SecondFactorStepProps {
  phone: string;
  pending: boolean;
  /** The server's refusal of the last code (wrong, already used, the lock), if any. */
  refusal: string | null;
  onSubmit: (proof: SecondFactorProof) => void;
  /** Any change to the field: the refusal is about the code that was sent, not the one being typed. */
  onEdit: () => void;
  onBack: () => void;
}

/**
 * The sign-in's second step for platform staff with an authenticator: the 6-digit code, or one of
 * the recovery codes shown at enrolment. Loaded only when the server asks for it (state 4011), so
 * consultants' sign-in page does not carry it (vite.config.ts: the page's 200 kB).
 */
export function SecondFactorStep({ phone, pending, refusal, onSubmit, onEdit, onBack }: SecondFactorStepProps) {
  const [kind, setKind] = useState<SecondFactorInput['kind']>('otp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<InputRef>(null);
  const isOtp = kind === 'otp';
  const label = isOtp ? '动态验证码' : '恢复码';

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const switchKind = () => {
    setKind(isOtp ? 'recovery' : 'otp');
    setValue('');
    setError(undefined);
    onEdit();
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input = { kind, value };
    const found = codeError(input);
    setError(found);
    if (found) return inputRef.current?.focus();
    onSubmit(proofOf(input));
  };

  return (
    <form className="hh-login-form" onSubmit={submit} noValidate aria-label="两步验证">
      <p className="hh-login-form__intro" data-testid="second-factor-intro">
        账号 {maskPhone(phone)} 已开启动态验证码。
        {isOtp
          ? '请打开手机上的验证器应用（如 Google Authenticator、Microsoft Authenticator），输入当前显示的6位数字。'
          : '请输入绑定时保存的恢复码，每个恢复码只能使用一次。'}
      </p>
      <div className="hh-login-form__field">
        <label htmlFor="login-code">{label}</label>
        <Input
          id="login-code"
          ref={inputRef}
          size="large"
          placeholder={isOtp ? '6位数字' : '例如 k3m9q-7xp2a'}
          inputMode={isOtp ? 'numeric' : 'text'}
          autoComplete={isOtp ? 'one-time-code' : 'off'}
          maxLength={isOtp ? 7 : 16}
          value={value}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-code-error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(undefined);
            onEdit();
          }}
        />
        <div id="login-code-error" className="hh-login-form__error">
          {error}
        </div>
      </div>
      {refusal ? (
        <div className="hh-login-form__refused" role="alert" data-testid="login-error">
          <CloseCircleFilled style={{ color: '#cf1322', marginTop: 4 }} />
          <span>{refusal}</span>
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending} aria-disabled={pending}>
        {pending ? '登录中…' : '登录'}
      </Button>
      <div className="hh-login-form__links">
        <Button type="link" size="small" onClick={onBack}>
          返回
        </Button>
        <Button type="link" size="small" onClick={switchKind}>
          {isOtp ? '无法使用验证器？改用恢复码' : '改用动态验证码'}
        </Button>
      </div>
    </form>
  );
}
