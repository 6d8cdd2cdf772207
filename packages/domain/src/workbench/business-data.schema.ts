import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { msTimestampParam } from '../time/timestamp';
import { METRIC_FIELD_LIST, type MetricField } from './metrics';

/** Business data statistics (spec 001 §2, §3, §5, §9): 20 a page, recNum descending by default. */
export const BUSINESS_DATA_PAGE_SIZE = 20;
export const BUSINESS_DATA_DEFAULT_SORT: MetricField = 'recNum';
/** The browser extends the end date to the end of its day (spec 001 §5). */
export const END_OF_DAY_MS = 86_399_999;
/** The longest range one request may read, in days (two years and a day). */
export const BUSINESS_DATA_MAX_DAYS = 732;

const fields = METRIC_FIELD_LIST as unknown as readonly [MetricField, ...MetricField[]];

const selection = {
  start: msTimestampParam('开始时间'),
  end: msTimestampParam('结束时间'),
  orderClause: z.enum(fields, { error: `排序字段只能是${fields.join('、')}` }).default(BUSINESS_DATA_DEFAULT_SORT),
  orderSequence: z.enum(['desc', 'asc'], { error: '排序方向只能是desc或asc' }).default('desc'),
};

const rangeRule: [(q: { start: number; end: number }) => boolean, { error: string; path: string[] }] = [
  (q) => q.end >= q.start && q.end - q.start <= BUSINESS_DATA_MAX_DAYS * 86_400_000,
  { error: '结束时间不能早于开始时间，且范围不能超过两年', path: ['end'] },
];

/** POST /api/dataStatistics/user/list */
export const businessDataQuerySchema = z
  .object({
    ...selection,
    userIds: z
      .array(z.string().max(40))
      .max(2000)
      .nullish()
      .transform((v) => v ?? []),
    current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
    limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(
      BUSINESS_DATA_PAGE_SIZE,
    ),
  })
  .refine(...rangeRule);
export type BusinessDataQuery = z.infer<typeof businessDataQuerySchema>;

/** GET /api/dataStatistics/user/export: the same selection, userIds comma-joined. */
export const businessDataExportQuerySchema = z
  .object({
    ...selection,
    userIds: z
      .string()
      .max(80_000)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean) : [])),
  })
  .refine(...rangeRule);

const counts = Object.fromEntries(fields.map((f) => [f, z.number().int()])) as Record<MetricField, z.ZodNumber>;

/**
 * The call columns (issue 22): calls placed, connected calls and talk time in seconds in the range,
 * read from the calls module rather than the rollups; not a sort key.
 */
export const CALL_FIELDS = ['callNum', 'callConnectedNum', 'callSeconds'] as const;
export type CallField = (typeof CALL_FIELDS)[number];
export const CALL_FIELD_LABELS: Record<CallField, string> = { callNum: '通话数', callConnectedNum: '接通数', callSeconds: '通话时长' };
const callCounts = Object.fromEntries(CALL_FIELDS.map((f) => [f, z.number().int()])) as Record<CallField, z.ZodNumber>;

export const businessDataRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  groupName: z.string(),
  ...counts,
  ...callCounts,
});
export type BusinessDataRow = z.infer<typeof businessDataRowSchema>;

const sums = Object.fromEntries(
  [...fields, ...CALL_FIELDS].flatMap((f) => [
    [`${f}Sum`, z.number()],
    [`${f}Avg`, z.number()],
  ]),
) as Record<`${MetricField | CallField}Sum` | `${MetricField | CallField}Avg`, z.ZodNumber>;

export const businessDataPageSchema = z.object({
  lietouDataStatisticsVo: z.object({ lietouDataStatisticsCountList: z.array(businessDataRowSchema), ...sums }),
  totalCount: z.number().int(),
});
export type BusinessDataPage = z.infer<typeof businessDataPageSchema>;

/** Average per consultant of the selection, two decimals. */
export function averageOf(sum: number, users: number): number {
  return users === 0 ? 0 : Math.round((sum / users) * 100) / 100;
}

export const metricCountsSchema = z.object(counts);
export type MetricCounts = z.infer<typeof metricCountsSchema>;

/** GET /api/dataStatistics/v2/summarizing: the caller's scope today, this month, and the last 30 days. */
export const SUMMARY_TREND_DAYS = 30;
export const summarySchema = z.object({
  today: metricCountsSchema,
  month: metricCountsSchema,
  trend: z.array(metricCountsSchema.extend({ date: z.string() })),
});
export type Summary = z.infer<typeof summarySchema>;
