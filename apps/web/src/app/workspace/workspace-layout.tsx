import { WORKSPACE_HOME } from '@hh/domain/accounts/home-path';
import type { MyInfoData } from '@hh/domain/auth/auth.schema';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageSpin } from '../../components/page-spin';
import { PromptQueue } from '../../components/prompt-queue';
import { useShellSession } from '../../session/use-shell-session';
import { Brand } from '../shell/brand';
import { ShellFrame } from '../shell/shell-frame';
import { ShellOffline } from '../shell/shell-offline';
import { SignOutButton } from '../shell/sign-out-button';
import { UserSummary } from '../shell/user-summary';
import { MessageBell } from './message-bell';
import { useRedDotTotal } from './use-red-dot-total';
import { WorkspaceFooter } from './workspace-footer';
import { WorkspaceMenu } from './workspace-menu';

// The chat's socket and header badge load after the shell: they are not part of its first paint.
// The sign-in prompts load after the page: the queue holds each as pending until it reports, so their order stays.
const IdentityPrompts = lazy(() =>
  import('../../features/identity/components/identity-prompts').then((m) => ({ default: m.IdentityPrompts })),
);
const VersionNoticeDialog = lazy(() =>
  import('../../features/content/components/version-notice-dialog').then((m) => ({ default: m.VersionNoticeDialog })),
);
const chatShell = () => import('../../features/chat/components/chat-shell');
const ChatRunner = lazy(() => chatShell().then((m) => ({ default: m.ChatRunner })));
const ChatBadge = lazy(() => chatShell().then((m) => ({ default: m.ChatBadge })));
const BlindPushTipsDialog = lazy(() =>
  import('../../features/complaints/components/blind-push-tips-dialog').then((m) => ({ default: m.BlindPushTipsDialog })),
);
// The standing under the platform rules loads after the page: it is shown rarely and stays off the first load's budget.
const StandingBanner = lazy(() =>
  import('../../features/complaints/components/standing-banner').then((m) => ({ default: m.StandingBanner })),
);

// The interview prompt belongs to the home screen only: other pages do not load it.
const HomeInterviewPrompt = lazy(() =>
  import('../../features/orders/components/home-interview-prompt').then((m) => ({ default: m.HomeInterviewPrompt })),
);

/** The signed-in workspace (/index/*) of the firms' consultants. */
export function WorkspaceLayout() {
  const session = useShellSession('workspace');
  if (session.status === 'redirect') return <Navigate to={session.to} replace />;
  if (session.status === 'offline') return <ShellOffline message={session.message} onRetry={session.retry} />;
  if (session.status === 'loading') return <PageSpin full />;
  return <WorkspaceFrame info={session.info} />;
}

function WorkspaceFrame({ info }: { info: MyInfoData }) {
  const redDotTotal = useRedDotTotal();
  const home = useLocation().pathname === WORKSPACE_HOME;
  const user = <UserSummary name={info.user.cname} roleName={info.roleName} company={info.user.companyName} />;
  return (
    <ShellFrame
      brand={(phone) => <Brand to="/index/index" phone={phone} />}
      headerExtra={(phone) => (
        <>
          <Suspense fallback={null}>
            <ChatBadge to="/index/chat" />
          </Suspense>
          <Link to="/index/rules" aria-label="平台规则" title="平台规则" style={{ color: 'inherit', whiteSpace: 'nowrap' }}>
            {phone ? '规则' : '平台规则'}
          </Link>
          <MessageBell to="/index/messages" />
          {phone ? null : user}
          <SignOutButton iconOnly={phone} />
        </>
      )}
      drawerHeader={user}
      menu={(onNavigate) => <WorkspaceMenu info={info} redDotTotal={redDotTotal} onNavigate={onNavigate} />}
    >
      <Suspense fallback={null}>
        <StandingBanner />
      </Suspense>
      <Outlet />
      <Suspense fallback={null}>
        <ChatRunner me={info.user.id} />
      </Suspense>
      <WorkspaceFooter />
      {/* Spec 001 §4: real-name check, version notice, bind prompt, blind-push tips, one at a time. */}
      <PromptQueue>
        <Suspense fallback={null}>
          <IdentityPrompts userId={info.user.id} companyNature={info.user.lietouCompanyNature} />
          <VersionNoticeDialog />
          <BlindPushTipsDialog userId={info.user.id} />
        </Suspense>
        {home ? (
          <Suspense fallback={null}>
            <HomeInterviewPrompt />
          </Suspense>
        ) : null}
      </PromptQueue>
    </ShellFrame>
  );
}
