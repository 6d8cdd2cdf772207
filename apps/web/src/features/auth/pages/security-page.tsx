import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { PageSpin } from '../../../components/page-spin';
import { secondFactorStatusQuery } from '../api/second-factor';
import { EnrolAuthenticator } from '../components/enrol-authenticator';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { RecoveryCodesRenewal } from '../components/recovery-codes-renewal';
import { VerifySession } from '../components/verify-session';
import './security-page.css';

function dateOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * 安全设置 (/ops/security): the staff member's second factor. Not enrolled: enrol an authenticator.
 * Enrolled but this session not verified: verify it. Otherwise: new recovery codes. The console
 * sends a session that has not passed the factor here (app/ops/ops-layout.tsx), since the server
 * refuses its writes.
 */
export function SecurityPage() {
  const phone = useIsPhone();
  const status = useQuery({ ...secondFactorStatusQuery, throwOnError: (error) => !isApiError(error) || error.kind === 'malformed' });
  // Recovery codes are answered once; they stay on screen until the member says they kept them.
  const [codes, setCodes] = useState<string[] | null>(null);

  let body: React.ReactNode;
  if (status.isError) body = <LoadError title="安全设置加载失败" error={status.error} onRetry={() => void status.refetch()} />;
  else if (!status.data) body = <PageSpin />;
  else {
    const s = status.data;
    body = (
      <>
        {s.sessionVerified ? null : (
          <Alert
            type="warning"
            showIcon
            title={s.enrolled ? '本次登录尚未通过动态验证码验证' : '请先绑定验证器'}
            description="为保护订单、结算与资金操作，平台员工须使用动态验证码（两步验证）登录；完成之前，控制台中的数据只能查看，不能修改。"
          />
        )}
        <dl className="hh-security__status" data-testid="security-status">
          <div>
            <dt>动态验证码</dt>
            <dd>
              {s.enrolled ? <Tag color="green">已启用</Tag> : <Tag color="orange">未启用</Tag>}
              {s.enrolledAt ? <span className="hh-security__muted">{dateOf(s.enrolledAt)} 绑定</span> : null}
            </dd>
          </div>
          <div>
            <dt>本次登录</dt>
            <dd>{s.sessionVerified ? <Tag color="green">已验证</Tag> : <Tag color="orange">未验证</Tag>}</dd>
          </div>
          {s.enrolled ? (
            <div>
              <dt>剩余恢复码</dt>
              <dd>{s.recoveryCodesLeft} 个</dd>
            </div>
          ) : null}
        </dl>
        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
        {!s.enrolled ? <EnrolAuthenticator onEnrolled={setCodes} /> : null}
        {s.enrolled && !s.sessionVerified ? <VerifySession /> : null}
        {s.enrolled && s.sessionVerified && !codes ? <RecoveryCodesRenewal onRenewed={setCodes} /> : null}
      </>
    );
  }

  return (
    <section className="hh-security" style={{ padding: phone ? '12px 12px 16px' : '16px 24px 24px' }} aria-labelledby="security-title">
      <h1 id="security-title">安全设置</h1>
      <p className="hh-security__lead">登录控制台需要密码和手机验证器上的动态验证码。</p>
      {body}
    </section>
  );
}
