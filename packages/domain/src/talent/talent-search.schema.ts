import { z } from 'zod';
import { msTimestamp } from '../time/timestamp';
import { TIP_LABELS } from './tip-labels';

/** Tabs of talent search (spec 000 §3 names tabEnum; the values are ours). */
export const TALENT_SEARCH_TABS = ['ALL', 'FREE', 'MINE'] as const;
export type TalentSearchTab = (typeof TALENT_SEARCH_TABS)[number];
export const TALENT_SEARCH_TAB_LABELS: Record<TalentSearchTab, string> = { ALL: '全部', FREE: '未被占用', MINE: '本公司人才库' };

/** Where a pool resume came from: 1 the person put it on the platform, 2 shared into the shared library with consent. */
export const POOL_SOURCES = [1, 2] as const;
export type PoolSource = (typeof POOL_SOURCES)[number];
export const POOL_SOURCE_LABELS: Record<PoolSource, string> = { 1: '平台注册', 2: '共享简历库' };

/** Sort orders: refreshed (default) or created time, newest first. */
export const TALENT_SEARCH_SORTS = ['', 'refreshTime', 'createTime'] as const;

/** 20 a page (spec 000 §9); the server caps a page at 50 and a search at 500 pages' depth. */
export const TALENT_SEARCH_PAGE_SIZE = 20;
export const TALENT_SEARCH_MAX_LIMIT = 50;
/** Counts stop here: a bigger total is answered as 10000+ (totalOverflow). */
export const TALENT_SEARCH_COUNT_CAP = 10_000;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` })
    .nullish()
    .transform((v) => (v ? v : undefined));
const num = (label: string, min: number, max: number, int = true) => {
  const base = z.number({ error: `${label}必须是数字` });
  return (int ? base.int({ error: `${label}必须是整数` }) : base)
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能大于${max}` })
    .nullish()
    .transform((v) => v ?? undefined);
};
const flag = (label: string) =>
  z
    .boolean({ error: `${label}只能是是或否` })
    .nullish()
    .transform((v) => v ?? undefined);
const time = (label: string) =>
  msTimestamp(label)
    .nullish()
    .transform((v) => v ?? undefined);

/**
 * The body of POST /api/talentSearch/list: what buildTalentSearchQuery sends (spec 000 §5 renames:
 * userIdPositionName, userIdNamePhoneEmail; work years already divided by 10; schoolType
 * comma-joined; includeUpperEducation only beside education 0), plus current and limit. The
 * server checks the same rules the builder follows and refuses what the builder never sends.
 */
export const talentSearchRequestSchema = z
  .object({
    tabEnum: z
      .enum(TALENT_SEARCH_TABS, { error: '标签页只能是ALL、FREE或MINE' })
      .nullish()
      .transform((v) => v ?? 'ALL'),
    userIdNamePhoneEmail: text(50, '姓名/手机/邮箱'),
    userIdPositionName: text(50, '职位名称'),
    includePastExperience: flag('包含过往经历'),
    // Already divided by 10 (spec 000 §9): 0.3 is three years; 5 is fifty.
    workYearLower: num('工作年限下限', 0, 5, false),
    workYearUpper: num('工作年限上限', 0, 5, false),
    city: text(200, '城市'),
    expectCity: text(200, '期望城市'),
    education: num('学历', 0, 8),
    includeUpperEducation: flag('及以上学历'),
    ageLower: num('年龄下限', 16, 80),
    ageUpper: num('年龄上限', 16, 80),
    salaryLow: num('目前月薪下限', 0, 10_000_000),
    salaryHigh: num('目前月薪上限', 0, 10_000_000),
    searchKeyWord: text(50, '关键词'),
    sex: num('性别', 0, 2),
    status: num('求职状态', 0, 4),
    projectExperiences: text(50, '项目经历'),
    companyNames: text(200, '公司名称'),
    lastSchoolNames: text(200, '最近毕业院校'),
    schoolType: z
      .string({ error: '院校类型必须是以逗号分隔的编码' })
      .trim()
      .regex(/^([1-7])(,[1-7])*$/, { error: '院校类型只能是1到7的编码，以逗号分隔' })
      .nullish()
      .transform((v) => (v ? [...new Set(v.split(',').map(Number))] : undefined)),
    sortField: z
      .enum(TALENT_SEARCH_SORTS, { error: '排序只能是refreshTime或createTime' })
      .nullish()
      .transform((v) => v || undefined),
    moreSelectCurrent: num('公司范围', 0, 1),
    graduateTime: z
      .string({ error: '毕业年份必须是文字' })
      .trim()
      .regex(/^(\d{4}|custom)?$/, { error: '毕业年份应为四位年份或custom' })
      .nullish()
      .transform((v) => v || undefined),
    customYear: num('自定义毕业年份', 1950, 2100),
    graduateAgoOrAfter: z
      .enum(['', 'ago', 'after'], { error: '毕业时间只能是ago或after' })
      .nullish()
      .transform((v) => v || undefined),
    noJuniorExp: flag('无专科经历'),
    jobHoppingSearchModel: num('跳槽频率', 1, 3),
    isOutSourcing: flag('外包经历'),
    gapPeriod: num('空窗期', 0, 1),
    isFamousEnterprise: flag('名企经历'),
    isDoubleTops: flag('双一流'),
    has985EduExp: flag('985'),
    has211EduExp: flag('211'),
    isBatchOne: flag('一本'),
    isBatchTwo: flag('二本'),
    isBatchThree: flag('三本'),
    isGovernment: flag('政府机关经历'),
    isNoGovernment: flag('无政府机关经历'),
    expectSalaryLower: num('期望月薪下限', 0, 10_000_000),
    expectSalaryUpper: num('期望月薪上限', 0, 10_000_000),
    cTimeBegin: time('创建时间起'),
    cTimeEnd: time('创建时间止'),
    rTimeBegin: time('刷新时间起'),
    rTimeEnd: time('刷新时间止'),
    canShareResume: flag('可共享'),
    source: z
      .union([z.literal(1), z.literal(2)], { error: '来源只能是1（平台注册）或2（共享简历库）' })
      .nullish()
      .transform((v) => v ?? undefined),
    hasExternalRecommend: flag('外部推荐'),
    current: z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(500, { error: '页码最大为500' }).default(1),
    limit: z
      .number({ error: '每页条数必须是数字' })
      .int()
      .min(1, { error: '每页条数最小为1' })
      .max(TALENT_SEARCH_MAX_LIMIT, { error: `每页最多${TALENT_SEARCH_MAX_LIMIT}条` })
      .default(TALENT_SEARCH_PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.includeUpperEducation !== undefined && q.education !== undefined && q.education !== 0)
      refuse('includeUpperEducation', '及以上学历只在学历为不限（0）时发送');
    const pairs: [string, number | undefined, number | undefined, string][] = [
      ['workYearUpper', q.workYearLower, q.workYearUpper, '工作年限上限不能小于下限'],
      ['ageUpper', q.ageLower, q.ageUpper, '年龄上限不能小于下限'],
      ['salaryHigh', q.salaryLow, q.salaryHigh, '目前月薪上限不能小于下限'],
      ['expectSalaryUpper', q.expectSalaryLower, q.expectSalaryUpper, '期望月薪上限不能小于下限'],
      ['cTimeEnd', q.cTimeBegin, q.cTimeEnd, '创建时间止不能早于起'],
      ['rTimeEnd', q.rTimeBegin, q.rTimeEnd, '刷新时间止不能早于起'],
    ];
    for (const [path, lo, hi, message] of pairs) if (lo !== undefined && hi !== undefined && hi < lo) refuse(path, message);
    if (q.isGovernment && q.isNoGovernment) refuse('isNoGovernment', '政府机关经历与无政府机关经历不能同时勾选');
    if (q.graduateTime === 'custom' && q.customYear === undefined) refuse('customYear', '请填写自定义毕业年份');
    if (q.graduateAgoOrAfter && !q.graduateTime) refuse('graduateAgoOrAfter', '请先选择毕业年份');
  });
export type TalentSearchRequest = z.infer<typeof talentSearchRequestSchema>;

export const TALENT_ROW_STATES = ['mine', 'occupied', 'free'] as const;
export type TalentRowState = (typeof TALENT_ROW_STATES)[number];
export const TALENT_ROW_STATE_LABELS: Record<TalentRowState, string> = { mine: '本公司人才', occupied: '已被占用', free: '未被占用' };

export const talentSearchRowSchema = z.object({
  commonUserId: z.string(),
  name: z.string(),
  sex: z.number().int(),
  age: z.number().int().nullable(),
  city: z.string(),
  education: z.number().int(),
  educationLabel: z.string(),
  workYears: z.number().int().nullable(),
  companyName: z.string(),
  positionName: z.string(),
  schoolName: z.string(),
  phone: z.string(),
  email: z.string(),
  refreshTime: z.number().int(),
  createTime: z.number().int(),
  source: z.number().int(),
  tipLabels: z.array(z.enum(TIP_LABELS)),
  /** mine: in the caller's firm's talent; occupied: in another firm's (never named); free. */
  tabState: z.enum(TALENT_ROW_STATES),
  /** The caller's firm's record, when the person is in its talent (links to the online resume). */
  userId: z.string().nullable(),
});
export type TalentSearchRow = z.infer<typeof talentSearchRowSchema>;

export const talentSearchPageSchema = z.object({
  data: z.array(talentSearchRowSchema),
  totalCount: z.number().int(),
  /** True when the count stopped at TALENT_SEARCH_COUNT_CAP: show "10000+". */
  totalOverflow: z.boolean(),
});
export type TalentSearchPage = z.infer<typeof talentSearchPageSchema>;
