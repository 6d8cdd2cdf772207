import { WORKSPACE_HOME } from '@hh/domain/accounts/home-path';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpin } from '../components/page-spin';
import { loadPageGroup } from './load-page-group';
import { RootRoute } from './root-route';
import { PageRouteError, RethrowToCrashBoundary } from './route-error';
import type { PageHandle } from './route-handle';

/**
 * Addresses of the app (DESIGN §7). Page groups load lazily through loadPageGroup (120 s
 * time-out). Errors of a page inside the workspace or the console stay in the frame and count
 * down home; errors of a layout go on to the crash boundary at the root.
 */
const messagesPage = () =>
  loadPageGroup(() => import('../features/content/pages/messages-page')).then((m) => ({ Component: m.MessagesPage }));

const candidatePage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    loadPageGroup(load).then((m) => ({ Component: m[name] }));

/** Both console pages of the workbench live in one module: one loader, one preload list. */
const opsWorkbenchPages = () => import('../features/workbench/pages/ops-workbench-pages');

const workspacePages: RouteObject[] = [
  {
    path: 'index/complaints',
    handle: { title: '投诉管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/complaints-page'), 'ComplaintsPage'),
  },
  {
    path: 'index/complaints/new',
    handle: { title: '发起投诉', menuPath: '/index/complaints' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/complaint-form-page'), 'ComplaintFormPage'),
  },
  {
    path: 'index/complaints/:id',
    handle: { title: '投诉详情', menuPath: '/index/complaints' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/complaint-detail-page'), 'ComplaintDetailPage'),
  },
  {
    path: 'index/complaints/:id/edit',
    handle: { title: '补充修改投诉', menuPath: '/index/complaints' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/complaint-form-page'), 'ComplaintFormPage'),
  },
  {
    path: 'index/rules',
    handle: { title: '平台规则', menuPath: null } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/rules-page'), 'RulesPage'),
  },
  { path: 'index/index', element: <Navigate to={WORKSPACE_HOME} replace /> },
  {
    path: 'index/dashboard',
    handle: { title: '工作台' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/workbench/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: 'index/topic/:activityId',
    handle: { title: '活动专题', menuPath: '/index/dashboard' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/workbench/pages/topic-page'), 'TopicPage'),
  },
  {
    path: 'index/businessdata',
    handle: { title: '业务数据' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/workbench/pages/business-data-page'), 'BusinessDataPage'),
  },
  {
    path: 'index/settings',
    handle: { title: '设置', menuPath: '/index/dashboard' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/workbench/pages/settings-page'), 'SettingsPage'),
  },
  { path: 'index/messages', handle: { title: '消息中心', menuPath: null } satisfies PageHandle, lazy: messagesPage },
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
    path: 'index/positions',
    handle: { title: '职位管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/positions/pages/position-list-page'), 'PositionListPage'),
  },
  {
    path: 'index/positions/:positionId',
    handle: { title: '职位详情', menuPath: '/index/positions' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/positions/pages/position-detail-page'), 'PositionDetailPage'),
  },
  {
    path: 'index/recuit/chooseCandidate/:positionId',
    handle: { title: '选择候选人', menuPath: '/index/positions' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/positions/pages/choose-candidate-page'), 'ChooseCandidatePage'),
  },
  {
    path: 'index/recuit/uploadResume',
    handle: { title: '上传简历' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/candidates/pages/upload-page'), 'UploadPage'),
  },
  {
    path: 'index/talentSearch',
    handle: { title: '人才搜索' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/talent/pages/talent-search-page'), 'TalentSearchPage'),
  },
  {
    path: 'index/bills/mybills',
    handle: { title: '我的订单' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/orders/pages/order-list-page'), 'MyOrdersPage'),
  },
  {
    path: 'index/bills/allbills',
    handle: { title: '订单管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/orders/pages/order-list-page'), 'AllOrdersPage'),
  },
  {
    path: 'index/interviews',
    handle: { title: '面试反馈' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/orders/pages/interview-feedback-page'), 'InterviewFeedbackPage'),
  },
  {
    path: 'index/pluginResume/:id',
    handle: { title: '插件简历', menuPath: '/index/myInfo' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/plugin/pages/plugin-resume-page'), 'PluginResumePage'),
  },
  {
    path: 'index/myInfo',
    handle: { title: '个人中心' } satisfies PageHandle,
    lazy: candidatePage(() => import('./user-centre/my-info-page'), 'MyInfoPage'),
  },
  {
    path: 'index/accounts',
    handle: { title: '账号管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/accounts/pages/accounts-page'), 'AccountsPage'),
  },
  {
    path: 'index/shareResume',
    handle: { title: '共享简历库' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/share/pages/share-library-page'), 'ShareLibraryPage'),
  },
  {
    path: 'index/talentSearch/bindings',
    handle: { title: '绑定的候选人', menuPath: '/index/talentSearch' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/bindings/pages/bindings-page'), 'BindingsPage'),
  },
  {
    path: 'index/resumeLibrary',
    handle: { title: '简历库' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/library/pages/resume-library-page'), 'ResumeLibraryPage'),
  },
  {
    path: 'index/uploadRecords',
    handle: { title: '上传记录', menuPath: '/index/resumeLibrary' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/library/pages/upload-records-page'), 'UploadRecordsPage'),
  },
  {
    path: 'index/settlement',
    handle: { title: '结算管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/settlement-page'), 'SettlementPage'),
  },
  {
    path: 'index/deliveryData',
    handle: { title: '交付数据' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/delivery-data-page'), 'DeliveryDataPage'),
  },
  {
    path: 'index/callLogs',
    handle: { title: '通话记录' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/calls/pages/call-log-page'), 'CallLogPage'),
  },
  {
    path: 'index/callSettings',
    handle: { title: '呼叫设置' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/calls/pages/call-settings-page'), 'CallSettingsPage'),
  },
  {
    path: 'index/chat',
    handle: { title: '在线沟通', menuPath: null } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/chat/pages/chat-page'), 'WorkspaceChatPage'),
  },
];

const consolePages: RouteObject[] = [
  // /ops opens the first page of the staff member's menu.
  { index: true, lazy: () => loadPageGroup(() => import('./ops/ops-layout')).then((m) => ({ Component: m.OpsHome })) },
  { path: 'messages', handle: { title: '消息中心' } satisfies PageHandle, lazy: messagesPage },
  {
    path: 'chat',
    handle: { title: '在线沟通' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/chat/pages/chat-page'), 'ConsoleChatPage'),
  },
  {
    path: 'projects',
    handle: { title: '项目管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/projects-page'), 'ProjectsPage'),
  },
  {
    path: 'positions',
    handle: { title: '职位管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/positions-page'), 'OpsPositionsPage'),
  },
  {
    path: 'positions/new',
    handle: { title: '新建职位', menuPath: '/ops/positions' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/positions-edit-page'), 'PositionEditPage'),
  },
  {
    path: 'positions/:positionId',
    handle: { title: '编辑职位', menuPath: '/ops/positions' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/positions-edit-page'), 'PositionEditPage'),
  },
  {
    path: 'orders',
    handle: { title: '订单流转' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/orders-page'), 'OpsOrdersPage'),
  },
  {
    path: 'trials',
    handle: { title: '试用申请' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/trial-requests-page'), 'TrialRequestsPage'),
  },
  {
    path: 'activities',
    handle: { title: '活动管理' } satisfies PageHandle,
    lazy: candidatePage(opsWorkbenchPages, 'OpsActivitiesPage'),
  },
  {
    path: 'gladTidings',
    handle: { title: '喜报管理' } satisfies PageHandle,
    lazy: candidatePage(opsWorkbenchPages, 'OpsGladTidingsPage'),
  },
  {
    path: 'approvals',
    handle: { title: '资金审批', menuPath: '/ops/approvals' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/ops-approvals-page'), 'OpsApprovalsPage'),
  },
  {
    path: 'finance/deliveries',
    handle: { title: '交付记录' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/ops-deliveries-page'), 'OpsDeliveriesPage'),
  },
  {
    path: 'finance/bills',
    handle: { title: '结算账单' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/ops-bills-page'), 'OpsBillsPage'),
  },
  {
    path: 'finance/fines',
    handle: { title: '罚款与赔偿' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/ops-fines-page'), 'OpsFinesPage'),
  },
  {
    path: 'finance/feeTerms',
    handle: { title: '收费条款' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/finance/pages/ops-fee-terms-page'), 'OpsFeeTermsPage'),
  },
  {
    path: 'banners',
    handle: { title: '横幅管理' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/banners-page'), 'OpsBannersPage'),
  },
  {
    path: 'coins',
    handle: { title: '金币账本' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/coins/pages/ops-coins-page'), 'OpsCoinsPage'),
  },
  {
    path: 'complaints',
    handle: { title: '投诉裁定' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/ops-complaints-page'), 'OpsComplaintsPage'),
  },
  {
    path: 'complaints/:id',
    handle: { title: '投诉裁定', menuPath: '/ops/complaints' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/ops-complaints-page'), 'OpsComplaintPage'),
  },
  {
    path: 'deposits',
    handle: { title: '业绩考核保证金' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/complaints/pages/ops-deposits-page'), 'OpsDepositsPage'),
  },
  {
    path: 'outbox',
    handle: { title: '发件箱' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/ops/pages/outbox-page'), 'OutboxPage'),
  },
  {
    path: 'audit',
    handle: { title: '操作审计' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/audit/pages/audit-page'), 'AuditPage'),
  },
  {
    path: 'security',
    handle: { title: '安全设置' } satisfies PageHandle,
    lazy: candidatePage(() => import('../features/auth/pages/security-page'), 'SecurityPage'),
  },
];

/**
 * The public site's addresses, with the name of each. The server sends these pages prerendered
 * with the site's own light entry (src/site/entry-client.tsx); this app renders the same pages
 * client-side when it meets their addresses itself: in development, and after an in-app link
 * to / or /index. The site's route table stays out of this app's first load.
 */
const SITE_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['index', '首页'],
  ['products', '产品'],
  ['product/:id', '产品'],
  ['solutions', '解决方案'],
  ['solution/:id', '解决方案'],
  ['cases', '案例'],
  ['research', '研究院'],
  ['about', '关于我们'],
  ['terms', '服务条款'],
  ['privacy', '隐私政策'],
  ['agreements', '更多协议'],
];
const sitePages: RouteObject[] = SITE_PATHS.map(([path, title]) => ({
  path,
  handle: { title } satisfies PageHandle,
  lazy: () => loadPageGroup(() => import('../site/site-spa-page')).then((m) => ({ Component: m.SiteSpaPage })),
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RethrowToCrashBoundary />,
    hydrateFallbackElement: <PageSpin full />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      ...sitePages,
      {
        path: 'login',
        handle: { title: '登录' } satisfies PageHandle,
        lazy: () => loadPageGroup(() => import('../features/auth/pages/login-page')).then((m) => ({ Component: m.LoginPage })),
      },
      {
        // The recommended candidate's confirmation link (confirm blind push): public, outside the workspace.
        path: 'confirm/:token',
        handle: { title: '确认职位推荐' } satisfies PageHandle,
        lazy: () =>
          loadPageGroup(() => import('../features/complaints/pages/confirm-recommend-page')).then((m) => ({
            Component: m.ConfirmRecommendPage,
          })),
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
