import { isManager } from '@hh/domain/accounts/role';
import { useQuery } from '@tanstack/react-query';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpin } from '../../../components/page-spin';
import { ResultTitle } from '../../../components/result-title';
import { myInfoQuery } from '../../../session/my-info';

/** Finance is the firm manager's (role 30): anyone else sees 无权查看, as the server answers them as missing. */
export function ManagerOnly({ what, children }: { what: string; children: ReactNode }) {
  const { data: me } = useQuery(myInfoQuery);
  if (!me) return <PageSpin />;
  if (!isManager(me.roleCode)) {
    return (
      <section style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <Result
          status="403"
          title={<ResultTitle>无权查看</ResultTitle>}
          subTitle={`「${what}」不在您的权限范围内，如需使用请联系公司管理员。`}
          extra={<Link to="/index/dashboard">返回工作台</Link>}
        />
      </section>
    );
  }
  return <>{children}</>;
}
