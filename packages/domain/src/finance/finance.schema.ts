import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';

/** Finance / delivery data (spec 001 §2, §3, §5, §9): cards and a list of 20 a page. */
export const FINANCE_PAGE_SIZE = 20;
export const FINANCE_MAX_PAGE_SIZE = 100;
/** The spec's default range of the delivery data screen (spec 001 §9). */
export const FINANCE_DEFAULT_START = '2022-01-25';
export const FINANCE_DEFAULT_END = '2022-02-28';
/** The widest range one request may read: a little over three years. */
export const FINANCE_MAX_DAYS = 1_100;

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** A calendar date `YYYY-MM-DD` that exists; as the start of that Beijing day in ms. */
export function chinaDayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || y < 2000 || y > 2100) return null;
  return utc - CHINA_OFFSET;
}

const day = (label: string) =>
  z
    .string({ error: `${label}必须是日期（YYYY-MM-DD）` })
    .trim()
    .refine((v) => chinaDayStart(v) !== null, { error: `${label}不是有效日期（YYYY-MM-DD）` });

const rangeRefinement: [(q: { startTime: string; endTime: string }) => boolean, { error: string; path: string[] }] = [
  (q) => {
    const s = chinaDayStart(q.startTime);
    const e = chinaDayStart(q.endTime);
    return s === null || e === null || (e >= s && (e - s) / DAY <= FINANCE_MAX_DAYS);
  },
  { error: '结束日期不能早于开始日期，且范围不能超过三年', path: ['endTime'] },
];

const stateEx = numberParam(
  z
    .number({ error: '状态必须是数字' })
    .int({ error: '状态必须是整数' })
    .refine((v) => [0, 1, 2, 3, 4].includes(v), { error: '状态只能是0、1、2、3或4' }),
)
  .nullish()
  .transform((v) => (v ? v : undefined));
const type = numberParam(
  z
    .number({ error: '类型必须是数字' })
    .int({ error: '类型必须是整数' })
    .refine((v) => v === 0 || v === 1 || v === 2, { error: '类型只能是1（面试数据）或2（入职数据）' }),
)
  .nullish()
  .transform((v) => (v ? v : undefined));

const filter = { startTime: day('开始日期'), endTime: day('结束日期'), stateEx, type };

/** POST /api/deliveryManage/totalData */
export const deliveryTotalQuerySchema = z.object(filter).refine(...rangeRefinement);
export type DeliveryTotalQuery = z.infer<typeof deliveryTotalQuerySchema>;

/** POST /api/deliveryManage/deliveryDataList */
export const deliveryListQuerySchema = z
  .object({
    ...filter,
    page: pageNumber(),
    pageSize: pageSizeOf(FINANCE_PAGE_SIZE, FINANCE_MAX_PAGE_SIZE),
  })
  .refine(...rangeRefinement);
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

/** One card of totalData: a delivery model with its sum in fen and its count (the spec's sumAmout, countNum). */
export const deliveryCardSchema = z.object({
  type: z.number().int(),
  typeName: z.string(),
  sumAmout: z.number().int(),
  countNum: z.number().int(),
});
export const deliveryTotalSchema = z.object({ list: z.array(deliveryCardSchema), sumAmout: z.number().int(), countNum: z.number().int() });
export type DeliveryTotal = z.infer<typeof deliveryTotalSchema>;

export const deliveryItemSchema = z.object({
  id: z.string(),
  deliveryModel: z.number().int(),
  deliveryModelName: z.string(),
  state: z.number().int(),
  stateName: z.string(),
  /** Fen: the fee when the record was made, what was reversed since, and what stands. */
  amount: z.number().int(),
  reversedAmount: z.number().int(),
  netAmount: z.number().int(),
  candidateName: z.string(),
  positionName: z.string(),
  hunterId: z.string(),
  hunterName: z.string(),
  /** When the order reached the stage (ms). */
  occurredTime: z.number().int(),
  approvedTime: z.number().int().nullable(),
  receivedTime: z.number().int().nullable(),
  paidTime: z.number().int().nullable(),
  reversalNote: z.string(),
  billNo: z.string().nullable(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;
export const deliveryPageSchema = z.object({
  list: z.array(deliveryItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/** GET /api/lietouCompanyFinancial/records: per-consultant sums of the chosen users (comma-joined ids; none = all). */
export const financialRecordsQuerySchema = z
  .object({
    startTime: day('开始日期'),
    endTime: day('结束日期'),
    filterUserIds: z
      .string({ error: '顾问必须是逗号分隔的编号' })
      .max(8_000, { error: '顾问选择过多' })
      .optional()
      .transform((v) =>
        v
          ? [
              ...new Set(
                v
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              ),
            ]
          : [],
      )
      .refine((ids) => ids.length <= 200, { error: '最多选择200位顾问' })
      .refine((ids) => ids.every((id) => /^[0-9a-f-]{36}$/i.test(id)), { error: '顾问编号不正确' }),
  })
  .refine(...rangeRefinement);
export type FinancialRecordsQuery = z.infer<typeof financialRecordsQuerySchema>;

export const financialRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  interviewNum: z.number().int(),
  interviewAmount: z.number().int(),
  entryNum: z.number().int(),
  entryAmount: z.number().int(),
  /** Fen already paid out to the firm for this consultant's deliveries. */
  paidAmount: z.number().int(),
  totalAmount: z.number().int(),
});
export type FinancialRecord = z.infer<typeof financialRecordSchema>;
export const financialRecordsSchema = z.object({ list: z.array(financialRecordSchema) });
