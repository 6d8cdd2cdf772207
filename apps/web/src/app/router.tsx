import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadPageGroup } from './load-page-group';
import { PageSpin } from './page-spin';
import { RootRoute } from './root-route';
import { PageRouteError, RethrowToCrashBoundary } from './route-error';
import type { PageHandle } from './route-handle';
import { WORKSPACE_HOME } from './session/session-api';

/**
 * Addresses of the app (DESIGN §7). Page groups load lazily through loadPageGroup (120 s
 * time-out). Errors of a page inside the workspace or the console stay in the frame and count
 * down home; errors of a layout go on to the crash boundary at the root.
 */
const pendingPage = () => loadPageGroup(() => import('./module-pending-page')).then((m) => ({ Component: m.ModulePendingPage }));
const messagesPage = () =>
  loadPageGroup(() => import('../features/content/pages/messages-page')).then((m) => ({ Component: m.MessagesPage }));

const candidatePage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    loadPageGroup(load).then((m) => ({ Component: m[name] }));

const backToDashboard = { next: { to: WORKSPACE_HOME, label: '返回工作台' } };

/** Workspace modules whose pages come in later issues: [path under /index, module name]. */
const PENDING_WORKSPACE_MODULES: ReadonlyArray<readonly [string, string]> = [
  ['positions', '职位管理'],
  ['bills/mybills', '订单管理'],
  ['bills/allbills', '订单管理'],
  ['businessdata', '业务数据'],
  ['settlement', '结算管理'],
  ['shareResume', '共享简历库'],
  ['talentSearch', '人才搜索'],
  ['resumeLibrary', '简历库'],
  ['myInfo', '个人中心'],
];

const workspacePages: RouteObject[] = [
  { path: 'index/index', element: <Navigate to={WORKSPACE_HOME} replace /> },
  {
    path: 'index/dashboard',
    handle: { title: '工作台', pending: { description: '数据概览、喜报与排行榜正在建设中，开放后即可在这里查看。' } } satisfies PageHandle,
    lazy: pendingPage,
  },
  { path: 'index/messages', handle: { title: '消息中心' } satisfies PageHandle, lazy: messagesPage },
  {
    path: 'index/recuit/myRecruit',
    handle: { title: '我的人才' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/candidates/pages/talent-list-page'), 'MyTalentPage'),
  },
  {
    path: 'index/recuit/allRecruit',
    handle: { title: '人才管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/candidates/pages/talent-list-page'), 'AllTalentPage'),
  },
  {
    path: 'index/recuit/resume/:commonUserId',
    handle: { title: '在线简历', menuPath: '/index/recuit/myRecruit' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/candidates/pages/resume-page'), 'ResumePage'),
  },
  {
    path: 'index/recuit/uploadResume',
    handle: { title: '上传简历' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/candidates/pages/upload-page'), 'UploadPage'),
  },
  ...PENDING_WORKSPACE_MODULES.map(([path, title]) => ({
    path: `index/${path}`,
    handle: { title, pending: backToDashboard } satisfies PageHandle,
    lazy: pendingPage,
  })),
];

const consolePages: RouteObject[] = [
  {
    index: true,
    handle: {
      title: '运营控制台',
      pending: {
        description: '订单审核、面试安排、结算账单与公告发布等运营功能将陆续开放；目前可在消息中心查看通知。',
        next: { to: '/ops/messages', label: '查看消息中心' },
      },
    } satisfies PageHandle,
    lazy: pendingPage,
  },
  { path: 'messages', handle: { title: '消息中心' } satisfies PageHandle, lazy: messagesPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RethrowToCrashBoundary />,
    hydrateFallbackElement: <PageSpin full />,
    children: [
      // The public marketing site (/ and /index) is built in another issue; until then both lead to sign-in.
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'index', element: <Navigate to="/login" replace /> },
      {
        path: 'login',
        handle: { title: '登录' } satisfies PageHandle,
        lazy: () => loadPageGroup(() => import('../features/auth/pages/login-page')).then((m) => ({ Component: m.LoginPage })),
      },
      {
        lazy: () => loadPageGroup(() => import('./workspace/workspace-layout')).then((m) => ({ Component: m.WorkspaceLayout })),
        children: [{ errorElement: <PageRouteError home={WORKSPACE_HOME} homeLabel="工作台" />, children: workspacePages }],
      },
      {
        path: 'ops',
        lazy: () => loadPageGroup(() => import('./ops/ops-layout')).then((m) => ({ Component: m.OpsLayout })),
        children: [{ errorElement: <PageRouteError home="/ops" homeLabel="控制台首页" />, children: consolePages }],
      },
      {
        path: '*',
        handle: { title: '页面不存在' } satisfies PageHandle,
        lazy: () => loadPageGroup(() => import('./not-found-page')).then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
