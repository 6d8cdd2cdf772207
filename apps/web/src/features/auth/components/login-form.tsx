import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import type { LoginResult } from '@hh/domain/auth/auth.schema';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import { type FormEvent, useRef, useState } from 'react';
import { useSignIn } from '../api/sign-in';
import { type LoginErrors, type LoginValues, loginErrors, passwordError, phoneError } from './login-validation';

const ICON_STYLE = { color: 'rgba(0, 0, 0, 0.62)' };

/**
 * Phone and password; the server's message is shown when it refuses (wrong password, the
 * warning before a lock, the lock). A plain form rather than antd's Form: the rules are two,
 * and antd's Form would be a third of the sign-in page's download.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const [values, setValues] = useState<LoginValues>({ phone: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const phoneRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const signIn = useSignIn();

  const change = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (signIn.isError) signIn.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = loginErrors(values);
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    signIn.mutate(values, { onSuccess: onSignedIn });
  };

  return (
    <form className="hh-login-form" onSubmit={submit} noValidate aria-label="登录表单">
      <div className="hh-login-form__field">
        <label htmlFor="login-phone">手机号</label>
        <Input
          id="login-phone"
          ref={phoneRef}
          size="large"
          prefix={<MobileOutlined style={ICON_STYLE} />}
          placeholder="请输入11位手机号"
          inputMode="tel"
          autoComplete="username"
          maxLength={20}
          value={values.phone}
          status={errors.phone ? 'error' : undefined}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'login-phone-error' : undefined}
          onChange={(e) => change('phone', e.target.value)}
          onBlur={() => values.phone !== '' && setErrors((e) => ({ ...e, phone: phoneError(values.phone) }))}
        />
        <div id="login-phone-error" className="hh-login-form__error">
          {errors.phone}
        </div>
      </div>
      <div className="hh-login-form__field">
        <label htmlFor="login-password">密码</label>
        <Input.Password
          id="login-password"
          ref={passwordRef}
          size="large"
          prefix={<LockOutlined style={ICON_STYLE} />}
          placeholder="请输入密码"
          autoComplete="current-password"
          value={values.password}
          status={errors.password ? 'error' : undefined}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          onChange={(e) => change('password', e.target.value)}
          onBlur={() => values.password !== '' && setErrors((e) => ({ ...e, password: passwordError(values.password) }))}
        />
        <div id="login-password-error" className="hh-login-form__error">
          {errors.password}
        </div>
      </div>
      {signIn.isError ? (
        <div className="hh-login-form__refused" role="alert" data-testid="login-error">
          <CloseCircleFilled style={{ color: '#cf1322', marginTop: 4 }} />
          <span>{signIn.error.message}</span>
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending} aria-disabled={signIn.isPending}>
        {signIn.isPending ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
