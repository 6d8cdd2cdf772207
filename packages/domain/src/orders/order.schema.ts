import { z } from 'zod';
import { RoleCode } from '../accounts/role';
import { isId } from '../api/ids';
import { numberParam } from '../api/number-param';
import { optionalText } from '../api/optional-fields';
import { msTimestamp } from '../time/timestamp';

/** Order lists: 20 a page, first page 1 (spec 000 §9). */
export const ORDER_PAGE_SIZE = 20;

const dateText = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .trim()
    .max(19, { error: `${label}格式应为YYYY-MM-DD` })
    .nullish()
    .transform((v) => (v ? v : undefined));

const stateCode = (label: string) =>
  numberParam(
    z
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}必须是整数` })
      .min(0)
      .max(999),
  )
    .nullish()
    .transform((v) => v ?? undefined);

/** The order search object (spec 000 §3), the body of the four order-list calls and of the counts. */
export const orderSearchSchema = z.object({
  candidateState: stateCode('订单状态'),
  subState: stateCode('子状态'),
  /** One exact stored stage, finer than the tabs (the console and the state chips use it). */
  orderState: stateCode('订单阶段'),
  searchWord: optionalText(50, '搜索词'),
  pmId: optionalText(40, '项目经理'),
  companyName: optionalText(50, '公司名称'),
  positionName: optionalText(50, '职位名称'),
  // Ids are uuids: anything else is refused here rather than reaching a uuid column.
  companyId: optionalText(40, '公司').refine(
    (v) => v === undefined || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
    {
      error: '公司不正确',
    },
  ),
  positionId: optionalText(40, '职位'),
  filterStartDate: dateText('推荐开始日期'),
  filterEndDate: dateText('推荐结束日期'),
  interviewStartDate: dateText('面试开始日期'),
  interviewEndDate: dateText('面试结束日期'),
  query: z
    .object({
      limit: numberParam(
        z.number({ error: '每页条数必须是数字' }).int().min(1, { error: '每页条数最小为1' }).max(100, { error: '每页最多100条' }),
      ).default(ORDER_PAGE_SIZE),
      offset: numberParam(
        z.number({ error: '偏移量必须是数字' }).int().min(0, { error: '偏移量不能为负数' }).max(100_000, { error: '偏移量过大' }),
      ).default(0),
    })
    .default({ limit: ORDER_PAGE_SIZE, offset: 0 }),
  /** true: only the caller's own orders. The all-bills view of a leader sends false with groupUserIds (spec 000 §6). */
  onlyMe: z.boolean({ error: 'onlyMe必须是true或false' }).nullish(),
  groupUserIds: z
    .array(z.string().max(40).refine(isId, { error: '所选顾问不正确' }), { error: 'groupUserIds必须是列表' })
    .max(2000, { error: '所选顾问过多' })
    .nullish(),
  rejectStatus: stateCode('驳回状态'),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export const orderRowSchema = z.object({
  orderId: z.string(),
  candidateState: z.number().int(),
  stateLabel: z.string(),
  rejectStatus: z.number().int(),
  rejectReason: z.string(),
  positionId: z.string(),
  positionName: z.string(),
  projectId: z.string(),
  companyName: z.string(),
  cityName: z.string(),
  commonUserId: z.string(),
  userId: z.string(),
  candidateName: z.string(),
  /** Masked; revealed only through the audited sensitive view. */
  candidatePhone: z.string(),
  hunterId: z.string(),
  hunterName: z.string(),
  pmName: z.string(),
  recommendTime: z.number().int(),
  updateTime: z.number().int(),
  interviewTime: z.number().int().nullable(),
  interviewPlace: z.string(),
  interviewReaction: z.number().int(),
  offerSalary: z.number().int().nullable(),
  onboardDate: z.string().nullable(),
  guaranteeEndTime: z.number().int().nullable(),
  terminalReason: z.string(),
  remark: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderPageSchema = z.object({ data: z.array(orderRowSchema), totalCount: z.number().int() });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** An order count item (spec 000 §3): a tab or a sub-tab and how many orders it holds. */
export const orderCountItemSchema = z.object({
  orderState: z.string(),
  stateCode: z.number().int(),
  subStateCode: z.number().int().nullable(),
  count: z.number().int(),
});
export type OrderCountItem = z.infer<typeof orderCountItemSchema>;
export const orderCountsSchema = z.array(orderCountItemSchema);

/** Which list a count is for, as GET query (orderCount mirrors the list calls). */
export const ORDER_LIST_KINDS = ['my', 'group', 'cityPm', 'company'] as const;
export type OrderListKind = (typeof ORDER_LIST_KINDS)[number];

/** The all-bills list of a role (spec 000 §6): 30 the firm's, 25 the city's, 20 the team's; a member has only their own. */
export function allBillsKindOf(role: RoleCode | null | undefined): OrderListKind | null {
  if (role === RoleCode.manager) return 'company';
  if (role === RoleCode.cityLeader) return 'cityPm';
  if (role === RoleCode.teamLeader) return 'group';
  return null;
}

export const stateLogEntrySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  fromLabel: z.string().nullable(),
  toLabel: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  operatorName: z.string(),
  /** consultant: a firm's user; platform: the platform's staff; system: a timed job. */
  operatorType: z.enum(['consultant', 'platform', 'system']),
  remark: z.string(),
  createTime: z.number().int(),
});
export type StateLogEntry = z.infer<typeof stateLogEntrySchema>;

export const candidateStateLogSchema = z.array(
  z.object({
    orderId: z.string(),
    positionName: z.string(),
    companyName: z.string(),
    candidateState: z.number().int(),
    stateLabel: z.string(),
    logs: z.array(stateLogEntrySchema),
  }),
);

/** The order's communication records (orderDetailList): remarks and chat records. */
export const orderNoteSchema = z.object({
  id: z.string(),
  kind: z.enum(['remark', 'chat']),
  content: z.string(),
  authorName: z.string(),
  createTime: z.number().int(),
});
/** One page of an order's records, newest first; a page shorter than `limit` is the last. */
export const orderDetailListSchema = z.array(orderNoteSchema);
export const ORDER_NOTES_PAGE = 50;
export const orderNotesQuerySchema = z.object({
  orderId: z.string({ error: '请选择订单' }).max(40),
  limit: numberParam(z.number().int().min(1).max(100)).default(ORDER_NOTES_PAGE),
  offset: numberParam(z.number().int().min(0).max(1_000_000)).default(0),
});

export const rejectStatusAnswerSchema = z.object({
  orderId: z.string(),
  rejectStatus: z.number().int(),
  rejectReason: z.string(),
  rejectTime: z.number().int().nullable(),
  canRecommit: z.boolean(),
});

// ---- Action bodies ----

const orderId = z.string({ error: '请选择订单' }).trim().min(1, { error: '请选择订单' }).max(40);
const longText = (max: number, label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { error: `请填写${label}` })
    .max(max, { error: `${label}不能超过${max}个字` });

export const orderRemarkSchema = z.object({ orderId, remark: z.string().trim().max(500, { error: '备注不能超过500个字' }) });
export const chatRecordSchema = z.object({ orderId, content: longText(1000, '沟通记录') });
export const switchHunterSchema = z.object({
  orderId,
  hunterId: z.string({ error: '请选择接收顾问' }).trim().min(1, { error: '请选择接收顾问' }).max(40),
});
export const switchHunterBatchSchema = z.object({
  orderIds: z.array(orderId, { error: '请选择订单' }).min(1, { error: '请至少选择一个订单' }).max(200, { error: '一次最多转移200个订单' }),
  hunterId: z.string({ error: '请选择接收顾问' }).trim().min(1, { error: '请选择接收顾问' }).max(40),
});
export const terminateSchema = z.object({
  orderId,
  reasonCode: z.string({ error: '请选择终止原因' }).trim().min(1, { error: '请选择终止原因' }).max(40),
  remark: z.string().trim().max(500, { error: '说明不能超过500个字' }).default(''),
});
const ymd = (label: string) => z.string({ error: `请填写${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为YYYY-MM-DD` });
export const offerSchema = z.object({
  orderId,
  /** Monthly salary in yuan. */
  salary: z
    .number({ error: '请填写offer月薪' })
    .int({ error: 'offer月薪必须是整数' })
    .min(1000, { error: 'offer月薪不能低于1000元' })
    .max(1_000_000, { error: 'offer月薪不能超过100万元' }),
  onboardDate: ymd('入职日期'),
  remark: z.string().trim().max(500, { error: '说明不能超过500个字' }).default(''),
});
export const orderIdBodySchema = z.object({ orderId });
export const reRecommendSchema = z.object({
  orderId,
  positionId: z.string({ error: '请选择职位' }).trim().min(1, { error: '请选择职位' }).max(40),
});
export const candidateLogQuerySchema = z.object({
  commonUserId: z.string({ error: '请选择候选人' }).trim().min(1, { error: '请选择候选人' }).max(40),
});

/** Reasons an order ends (getTerminalReasons). */
export const TERMINAL_REASONS = [
  { code: 'candidate_gave_up', label: '候选人放弃' },
  { code: 'candidate_unreachable', label: '候选人失联' },
  { code: 'salary_mismatch', label: '薪资不匹配' },
  { code: 'client_rejected', label: '企业不合适' },
  { code: 'position_closed', label: '职位已关闭' },
  { code: 'left_in_guarantee', label: '保证期内离职' },
  { code: 'other', label: '其他原因' },
] as const;
export const terminalReasonSchema = z.object({ code: z.string(), label: z.string() });

/** The platform console's move of an order (PM and assistant). */
export const opsMoveSchema = z.object({
  orderId,
  action: z.enum(
    [
      'markValid',
      'reject',
      'companyPass',
      'bookInterview',
      'attendInterview',
      'passInterview',
      'makeOffer',
      'updateOffer',
      'confirmOnboard',
      'terminate',
    ],
    {
      error: '操作不正确',
    },
  ),
  reason: z.string().trim().max(500, { error: '原因不能超过500个字' }).default(''),
  reasonCode: z.string().trim().max(40).default(''),
  /** Interview time, ms. */
  interviewTime: msTimestamp('面试时间').optional(),
  interviewPlace: z.string().trim().max(100, { error: '面试地点不能超过100个字' }).default(''),
  salary: z.number().int().min(1000, { error: 'offer月薪不能低于1000元' }).max(1_000_000, { error: 'offer月薪不能超过100万元' }).optional(),
  onboardDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '入职日期格式应为YYYY-MM-DD' })
    .optional(),
  /** The version the PM saw; a move on a changed order is refused (two people at once). */
  version: z.number().int().positive().optional(),
});
export type OpsMove = z.infer<typeof opsMoveSchema>;

/** POST /api/order/export (spec 000 §7): the list's filters and where to mail the spreadsheet. */
export const orderExportSchema = orderSearchSchema
  .pick({
    companyId: true,
    onlyMe: true,
    pmId: true,
    positionId: true,
    searchWord: true,
    interviewStartDate: true,
    interviewEndDate: true,
    filterStartDate: true,
    filterEndDate: true,
    candidateState: true,
    subState: true,
  })
  .extend({
    email: z.email({ error: '请填写正确的邮箱地址' }).max(100, { error: '邮箱不能超过100个字' }),
  });
export type OrderExport = z.infer<typeof orderExportSchema>;
/** Rows one export mails at most; a larger selection is cut and the mail says so. */
export const MAX_EXPORT_ROWS = 50_000;

/** The platform console's order row: the firm it belongs to and the version a move must name. */
export const opsOrderRowSchema = orderRowSchema.extend({ firmName: z.string(), version: z.number().int() });
export type OpsOrderRow = z.infer<typeof opsOrderRowSchema>;
export const opsOrderPageSchema = z.object({ data: z.array(opsOrderRowSchema), totalCount: z.number().int() });
/** Console counts by stored stage; stage −30 is the rejected part of 30 (waiting for the consultant's recommit). */
export const opsOrderCountsSchema = z.array(z.object({ stage: z.number().int(), label: z.string(), count: z.number().int() }));
export const REJECTED_AT_REVIEW = -30;
