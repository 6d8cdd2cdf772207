import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import CalculatorOutlined from '@ant-design/icons/es/icons/CalculatorOutlined';
import ContainerOutlined from '@ant-design/icons/es/icons/ContainerOutlined';
import FileDoneOutlined from '@ant-design/icons/es/icons/FileDoneOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import FireOutlined from '@ant-design/icons/es/icons/FireOutlined';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import MoneyCollectOutlined from '@ant-design/icons/es/icons/MoneyCollectOutlined';
import NodeIndexOutlined from '@ant-design/icons/es/icons/NodeIndexOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import ProjectOutlined from '@ant-design/icons/es/icons/ProjectOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import TrophyOutlined from '@ant-design/icons/es/icons/TrophyOutlined';
import { type ConsoleArea, staffMay } from '@hh/domain/accounts/console-access';
import type { MyInfoData } from '@hh/domain/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import Menu from 'antd/es/menu';
import Result from 'antd/es/result';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { PageSpin } from '../../components/page-spin';
import { secondFactorStatusQuery } from '../../features/auth/api/second-factor';
import { useShellSession } from '../../session/use-shell-session';
import { Brand } from '../shell/brand';
import { ShellFrame } from '../shell/shell-frame';
import { ShellOffline } from '../shell/shell-offline';
import { SignOutButton } from '../shell/sign-out-button';
import { UserSummary } from '../shell/user-summary';

// The chat's socket and header badge load after the shell: they are not part of its first paint.
const chatShell = () => import('../../features/chat/components/chat-shell');
const ChatRunner = lazy(() => chatShell().then((m) => ({ default: m.ChatRunner })));
const ChatBadge = lazy(() => chatShell().then((m) => ({ default: m.ChatBadge })));

const SECURITY_PATH = '/ops/security';

/**
 * The console's menu; an entry with an `area` shows only to the staff roles that may read that area
 * (@hh/domain/accounts/console-access: the same table the server's routes are declared with).
 */
const CONSOLE_MENU: readonly { key: string; path: string; label: string; icon: React.ReactNode; area?: ConsoleArea }[] = [
  { key: 'projects', path: '/ops/projects', label: '项目管理', icon: <ProjectOutlined />, area: 'projects' },
  { key: 'positions', path: '/ops/positions', label: '职位管理', icon: <ContainerOutlined />, area: 'projects' },
  { key: 'orders', path: '/ops/orders', label: '订单流转', icon: <NodeIndexOutlined />, area: 'orders' },
  { key: 'activities', path: '/ops/activities', label: '活动管理', icon: <FireOutlined />, area: 'content' },
  { key: 'gladTidings', path: '/ops/gladTidings', label: '喜报管理', icon: <TrophyOutlined />, area: 'content' },
  { key: 'approvals', path: '/ops/approvals', label: '资金审批', icon: <SafetyOutlined />, area: 'approvals' },
  { key: 'deliveries', path: '/ops/finance/deliveries', label: '交付记录', icon: <AccountBookOutlined />, area: 'finance' },
  { key: 'bills', path: '/ops/finance/bills', label: '结算账单', icon: <FileDoneOutlined />, area: 'finance' },
  { key: 'fines', path: '/ops/finance/fines', label: '罚款与赔偿', icon: <CalculatorOutlined />, area: 'finance' },
  { key: 'feeTerms', path: '/ops/finance/feeTerms', label: '收费条款', icon: <MoneyCollectOutlined />, area: 'finance' },
  { key: 'banners', path: '/ops/banners', label: '横幅管理', icon: <PictureOutlined />, area: 'content' },
  { key: 'complaints', path: '/ops/complaints', label: '投诉裁定', icon: <AuditOutlined />, area: 'complaints' },
  { key: 'deposits', path: '/ops/deposits', label: '业绩考核保证金', icon: <SafetyCertificateOutlined />, area: 'deposits' },
  { key: 'trials', path: '/ops/trials', label: '试用申请', icon: <SolutionOutlined />, area: 'trials' },
  { key: 'messages', path: '/ops/messages', label: '消息中心', icon: <MessageOutlined /> },
  { key: 'coins', path: '/ops/coins', label: '金币账本', icon: <AccountBookOutlined />, area: 'coins' },
  { key: 'outbox', path: '/ops/outbox', label: '发件箱', icon: <MailOutlined />, area: 'outbox' },
  { key: 'audit', path: '/ops/audit', label: '操作审计', icon: <FileSearchOutlined />, area: 'audit' },
  // Every staff member's own second factor (features/auth/pages/security-page.tsx).
  { key: 'security', path: SECURITY_PATH, label: '安全设置', icon: <KeyOutlined /> },
];

/** A console page outside the member's role: not there for them, like an unknown address. */
function ClosedArea() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在，或不在您的岗位权限内。"
      extra={<Link to="/ops">返回控制台首页</Link>}
    />
  );
}

/** /ops itself: the first console page the staff member's role has. */
export function OpsHome() {
  return <Navigate to={useOutletContext<string>()} replace />;
}

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
  // A session that has not passed the second factor may only read (the server refuses its writes):
  // it is sent to 安全设置 to enrol or verify, without holding up the frame while the status loads.
  const factor = useQuery(secondFactorStatusQuery);
  const user = <UserSummary name={info.user.cname} roleName={info.roleName} company="平台运营" />;
  const menu = CONSOLE_MENU.filter((m) => !m.area || staffMay(info.staffRole, m.area, 'read'));
  const selected = menu.filter((m) => pathname.startsWith(m.path)).map((m) => m.key);
  // A page of an area the role may not open is not there for them (the server answers its calls as missing too).
  const closed = CONSOLE_MENU.some((m) => m.area && pathname.startsWith(m.path) && !staffMay(info.staffRole, m.area, 'read'));
  if (factor.data && !factor.data.sessionVerified && !pathname.startsWith(SECURITY_PATH)) return <Navigate to={SECURITY_PATH} replace />;
  return (
    <ShellFrame
      brand={(phone) => <Brand to="/ops" suffix="运营控制台" phone={phone} />}
      headerExtra={(phone) => (
        <>
          <Suspense fallback={null}>
            <ChatBadge to="/ops/chat" />
          </Suspense>
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
          items={menu.map((m) => ({ key: m.key, icon: m.icon, label: <Link to={m.path}>{m.label}</Link> }))}
        />
      )}
    >
      {closed ? <ClosedArea /> : <Outlet context={menu[0]?.path ?? '/ops/messages'} />}
      <Suspense fallback={null}>
        <ChatRunner me={info.user.id} />
      </Suspense>
    </ShellFrame>
  );
}
