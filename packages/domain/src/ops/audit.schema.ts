/**
 * The staff audit trail of the platform console (/ops/audit, admin only; issue 31): one row per
 * successful console write — who (name and staff role), when, from which address, which endpoint,
 * which object, and the values before and after. Searched by actor, object, area and dates.
 */
import { z } from 'zod';
import { CONSOLE_ACCESS, CONSOLE_AREAS, type ConsoleArea } from '../accounts/console-access';
import { pageNumber, pageSize } from '../api/paging';
import { chinaDayStart } from '../finance/finance.schema';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;
/** The most rows one export writes; a search that matches more says so and asks for a narrower one. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** A query-string value left empty (`area=`) is no filter, not a wrong one. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const day = (label: string) =>
  z
    .string({ error: `${label}必须是日期（YYYY-MM-DD）` })
    .trim()
    .refine((v) => chinaDayStart(v) !== null, { error: `${label}不是有效日期（YYYY-MM-DD）` });

const filterFields = {
  /** The staff member: part of their name, their phone, or their user id. */
  actor: blankless(z.string({ error: '操作人必须是文字' }).trim().max(50, { error: '操作人不能超过50个字' })),
  /** What was touched: order, banner, position… (the endpoint's area when the handler named nothing). */
  objectType: blankless(
    z
      .string({ error: '对象类型必须是文字' })
      .trim()
      .max(40, { error: '对象类型不能超过40个字符' })
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: '对象类型只能包含字母、数字、下划线或连字符' }),
  ),
  objectId: blankless(z.string({ error: '对象编号必须是文字' }).trim().max(200, { error: '对象编号不能超过200个字符' })),
  area: blankless(z.enum(CONSOLE_AREAS, { error: '功能区域不正确' })),
  /** Beijing calendar days, both included. */
  from: blankless(day('开始日期')),
  to: blankless(day('结束日期')),
};

type FilterShape = { from?: string; to?: string };
const orderedDays: [(q: FilterShape) => boolean, { error: string; path: string[] }] = [
  (q) => {
    const from = q.from ? chinaDayStart(q.from) : null;
    const to = q.to ? chinaDayStart(q.to) : null;
    return from === null || to === null || from <= to;
  },
  { error: '结束日期不能早于开始日期', path: ['to'] },
];

export const auditFilterSchema = z.object(filterFields).refine(...orderedDays);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = z
  .object({ ...filterFields, pageNo: pageNumber(), pageSize: pageSize(AUDIT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE) })
  .refine(...orderedDays);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditRowSchema = z.object({
  id: z.string(),
  /** ms timestamp of the write. */
  at: z.number().int(),
  actorId: z.string(),
  actorName: z.string(),
  staffRole: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  /** The endpoint's declared path, e.g. /api/ops/banners/:id. */
  route: z.string(),
  area: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  /** JSON as written (secrets replaced by ***; a value over 8 KB is cut and marked `truncated`). */
  before: z.unknown(),
  after: z.unknown(),
  summary: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListSchema = z.object({ list: z.array(auditRowSchema), totalCount: z.number().int() });
export type AuditList = z.infer<typeof auditListSchema>;

/** What the console's handlers name as the object of a write (audit.object), in Chinese. */
export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  order: '订单',
  complaintCase: '投诉',
  performanceCheck: '业绩考核保证金',
  performanceRun: '业绩考核',
  banner: '横幅',
  bannerGrayUser: '灰度名单',
  activity: '活动',
  gladTiding: '喜报',
  position: '职位',
  project: '项目',
  trialRequest: '试用申请',
  delivery: '交付记录',
  moneyRequest: '资金申请',
};

/** An object type in Chinese: a named one, else (a handler that named nothing) its console area, else as written. */
export function auditObjectLabel(type: string): string {
  if (Object.hasOwn(AUDIT_OBJECT_LABELS, type)) return AUDIT_OBJECT_LABELS[type] as string;
  if (Object.hasOwn(CONSOLE_ACCESS, type)) return CONSOLE_ACCESS[type as ConsoleArea].label;
  return type;
}
