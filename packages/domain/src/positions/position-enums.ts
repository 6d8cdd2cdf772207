/** Enumerations of a position (spec 001 §3). */
export const REST_CONDITION_LABELS: Record<number, string> = { 0: '双休', 1: '大小周', 2: '单休' };
export const REST_CONDITIONS = [0, 1, 2] as const;

export const SOCIAL_INSURANCE_LABELS: Record<number, string> = {
  0: '五险一金',
  1: '六险一金',
  2: '七险一金',
  3: '只有五险',
  4: '只有公积金',
  5: '只有三险',
  6: '其他',
};
export const SOCIAL_INSURANCES = [0, 1, 2, 3, 4, 5, 6] as const;

/** A position the platform publishes: draft (not visible to firms), recruiting, closed. */
export const POSITION_STATES = ['draft', 'recruiting', 'closed'] as const;
export type PositionState = (typeof POSITION_STATES)[number];
export const POSITION_STATE_LABELS: Record<PositionState, string> = { draft: '草稿', recruiting: '招聘中', closed: '已关闭' };

export const PROJECT_STATES = ['active', 'closed'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];
export const PROJECT_STATE_LABELS: Record<ProjectState, string> = { active: '进行中', closed: '已结束' };

/** Position list: 15 a page, offset = (page − 1) × 15, newest update first (spec 001 §9). */
export const POSITION_PAGE_SIZE = 15;

export const POSITION_TABS = ['ALL', 'NEW', 'RECOMMENDED'] as const;
export type PositionTab = (typeof POSITION_TABS)[number];
export const POSITION_TAB_LABELS: Record<PositionTab, string> = { ALL: '全部职位', NEW: '最新发布', RECOMMENDED: '我推荐过' };
/** A position counts as new for this many days after it was published. */
export const NEW_POSITION_DAYS = 7;

export const POSITION_ORDER_CLAUSES = ['lastUpdateTime', 'salary', 'reward'] as const;
export type PositionOrderClause = (typeof POSITION_ORDER_CLAUSES)[number];

/** Position detail tabs; the default is position_introduce (spec 001 §2). */
export const POSITION_DETAIL_TABS = [
  'position_introduce',
  'project_introduce',
  'recommend_template',
  'resume_sample',
  'my_orders',
] as const;
export type PositionDetailTab = (typeof POSITION_DETAIL_TABS)[number];
export const DEFAULT_POSITION_DETAIL_TAB: PositionDetailTab = 'position_introduce';
