import Button from 'antd/es/button';
import { useConfirmEnrolment, useEnrol } from '../api/second-factor';
import { CodeForm } from './code-form';

/** The secret as people type it: groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Enrolling an authenticator: a new secret (QR code or typed), then its first code confirms it.
 * The recovery codes the confirmation answers go up to the page, which shows them once.
 */
export function EnrolAuthenticator({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const enrol = useEnrol();
  const confirm = useConfirmEnrolment();
  const secret = enrol.data;

  return (
    <section className="hh-security__card" aria-labelledby="enrol-title">
      <h2 id="enrol-title">绑定验证器</h2>
      <ol className="hh-security__steps">
        <li>
          <p>在手机上安装验证器应用（如 Google Authenticator、Microsoft Authenticator 或腾讯身份验证器），然后获取密钥。</p>
          <Button type={secret ? 'default' : 'primary'} loading={enrol.isPending} onClick={() => enrol.mutate()}>
            {secret ? '重新获取密钥' : '获取密钥'}
          </Button>
          {enrol.isError ? (
            <p className="hh-code-form__error" role="alert">
              {enrol.error.message}
            </p>
          ) : null}
        </li>
        {secret ? (
          <li>
            <p>用验证器扫描二维码；无法扫码时，选择“输入设置密钥”并填入下面的密钥（基于时间）。</p>
            <div className="hh-security__secret">
              <img src={secret.qrDataUrl} alt="绑定验证器的二维码" width={180} height={180} />
              <div>
                <div className="hh-security__muted">密钥</div>
                <code className="hh-security__secret-text" data-testid="enrol-secret">
                  {grouped(secret.secret)}
                </code>
              </div>
            </div>
          </li>
        ) : null}
        {secret ? (
          <li>
            <p>输入验证器上显示的6位动态验证码，完成绑定。</p>
            <CodeForm
              submitText="确认绑定"
              pending={confirm.isPending}
              refusal={confirm.isError ? confirm.error.message : null}
              onEdit={() => {
                if (confirm.isError) confirm.reset();
              }}
              onSubmit={(proof) => {
                if ('otp' in proof) confirm.mutate(proof.otp, { onSuccess: (answer) => onEnrolled(answer.recoveryCodes) });
              }}
            />
          </li>
        ) : null}
      </ol>
    </section>
  );
}
