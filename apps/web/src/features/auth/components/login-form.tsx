import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import { ApiState } from '@hh/domain/api/api-state';
import type { LoginResult } from '@hh/domain/auth/auth.schema';
import Button from 'antd/es/button';
// Input and Password from their own modules: antd/es/input attaches Search, TextArea and OTP to
// Input, which would bring them (and their icons) into the sign-in page's 200 kB.
import Input, { type InputRef } from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { useSignIn } from '../api/sign-in';
import { type LoginErrors, type LoginValues, loginErrors, passwordError, phoneError } from './login-validation';

const ICON_STYLE = { color: 'rgba(0, 0, 0, 0.62)' };

// The staff second step loads only when the server asks for a code: the page stays within its budget.
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

/** The server's answer that the password was right and this account also needs its authenticator's code. */
const needsCode = (error: unknown) => isApiError(error) && error.state === ApiState.needOtp;

/**
 * Phone and password; the server's message is shown when it refuses (wrong password, the
 * warning before a lock, the lock). A plain form rather than antd's Form: the rules are two,
 * and antd's Form would be a third of the sign-in page's download. Platform staff with an
 * authenticator are then asked for its code (state 4011), sent with the same phone and password.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const [values, setValues] = useState<LoginValues>({ phone: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [codeStep, setCodeStep] = useState(false);
  const phoneRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const signIn = useSignIn();
  // Asked for a code is the next step, not a refusal to show.
  const refusal = signIn.isError && !needsCode(signIn.error) ? signIn.error.message : null;

  if (codeStep || needsCode(signIn.error)) {
    return (
      <Suspense fallback={<div className="hh-login-form__loading">加载中…</div>}>
        <SecondFactorStep
          phone={values.phone}
          pending={signIn.isPending}
          refusal={refusal}
          onSubmit={(proof) => signIn.mutate({ ...values, ...proof }, { onSuccess: onSignedIn })}
          onEdit={() => {
            if (signIn.isError) signIn.reset();
          }}
          onBack={() => {
            signIn.reset();
            setCodeStep(false);
          }}
        />
      </Suspense>
    );
  }

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
    signIn.mutate(values, { onSuccess: onSignedIn, onError: (error) => setCodeStep(needsCode(error)) });
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
        <Password
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
      {refusal ? (
        <div className="hh-login-form__refused" role="alert" data-testid="login-error">
          <CloseCircleFilled style={{ color: '#cf1322', marginTop: 4 }} />
          <span>{refusal}</span>
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending} aria-disabled={signIn.isPending}>
        {signIn.isPending ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
