import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import type { MyInfoData } from '@hh/domain/auth/auth.schema';
import Menu from 'antd/es/menu';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageSpin } from '../page-spin';
import { useShellSession } from '../session/use-shell-session';
import { Brand } from '../shell/brand';
import { ShellFrame } from '../shell/shell-frame';
import { ShellOffline } from '../shell/shell-offline';
import { SignOutButton } from '../shell/sign-out-button';
import { UserSummary } from '../shell/user-summary';

const CONSOLE_MENU = [{ key: 'messages', path: '/ops/messages', label: '消息中心', icon: <MessageOutlined /> }];

/** The platform console (/ops/*) of the operator's staff. */
export function OpsLayout() {
  const session = useShellSession('console');
  if (session.status === 'redirect') return <Navigate to={session.to} replace />;
  if (session.status === 'offline') return <ShellOffline message={session.message} onRetry={session.retry} />;
  if (session.status === 'loading') return <PageSpin full />;
  return <OpsFrame info={session.info} />;
}

function OpsFrame({ info }: { info: MyInfoData }) {
  const { pathname } = useLocation();
  const user = <UserSummary name={info.user.cname} roleName={info.roleName} company="平台运营" />;
  const selected = CONSOLE_MENU.filter((m) => pathname.startsWith(m.path)).map((m) => m.key);
  return (
    <ShellFrame
      brand={(phone) => <Brand to="/ops" suffix="运营控制台" phone={phone} />}
      headerExtra={(phone) => (
        <>
          {phone ? null : user}
          <SignOutButton iconOnly={phone} />
        </>
      )}
      drawerHeader={user}
      menu={(onNavigate) => (
        <Menu
          mode="inline"
          selectedKeys={selected}
          onClick={onNavigate}
          style={{ borderInlineEnd: 'none' }}
          items={CONSOLE_MENU.map((m) => ({ key: m.key, icon: m.icon, label: <Link to={m.path}>{m.label}</Link> }))}
        />
      )}
    >
      <Outlet />
    </ShellFrame>
  );
}
