import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import { menuLeaves } from '@hh/domain/accounts/menu';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { myInfoQuery } from '../session/my-info';
import { pageHandleOf } from './route-handle';
import { menuFor } from './workspace/workspace-menu';

/** The Result's title as the page's heading, in the Result's own type. */
const HEADING = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * One page for every module that is not open yet: it says so plainly instead of showing an
 * empty screen. Each route names its module in its `handle`; real pages replace the routes.
 */
export function ModulePendingPage() {
  const handle = useMatches()
    .map((m) => pageHandleOf(m.handle))
    .findLast((h) => h !== undefined);
  const name = handle?.title ?? '该';
  const next = handle?.pending?.next;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useQuery({ ...myInfoQuery, enabled: pathname.startsWith('/index/') });
  // A workspace module outside the user's menu (a member typing /index/settlement) is not theirs to see.
  const forbidden = !!me.data && pathname.startsWith('/index/') && !menuLeaves(menuFor(me.data)).some((l) => l.path === pathname);
  if (forbidden) {
    return (
      <section
        style={{
          background: '#fff',
          borderRadius: 8,
          minHeight: 'calc(100vh - 104px)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Result
          status="403"
          title={<h1 style={HEADING}>无权查看</h1>}
          subTitle={`「${name}」不在您的权限范围内，如需使用请联系公司管理员。`}
          extra={
            <Button type="primary" onClick={() => navigate('/index/dashboard')}>
              返回工作台
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section
      style={{
        background: '#fff',
        borderRadius: 8,
        minHeight: 'calc(100vh - 104px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Result
        icon={<ToolOutlined style={{ color: '#0958d9' }} />}
        title={<h1 style={HEADING}>{`「${name}」功能即将开放`}</h1>}
        subTitle={handle?.pending?.description ?? '该模块正在建设中，开放后即可在这里使用。'}
        extra={
          next ? (
            <Button type="primary" onClick={() => navigate(next.to)}>
              {next.label}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
