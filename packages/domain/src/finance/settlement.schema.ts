import { z } from 'zod';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';
import { msTimestampParam } from '../time/timestamp';

/** Settlement bills (spec 001 §2, §3, §7, §9): 15 a page, with the sums and the rebate export. */
export const SETTLEMENT_PAGE_SIZE = 15;
export const SETTLEMENT_MAX_PAGE_SIZE = 100;
const optionalMs = (label: string) => msTimestampParam(label).optional();

const billFilter = {
  confirmRebateStartTimeL: optionalMs('结算开始时间'),
  confirmRebateEndTimeL: optionalMs('结算结束时间'),
  billNo: z
    .string({ error: '账单编号必须是文字' })
    .trim()
    .max(40, { error: '账单编号不能超过40个字' })
    .optional()
    .transform((v) => (v ? v : undefined)),
};
const rangeRule: [(q: { confirmRebateStartTimeL?: number; confirmRebateEndTimeL?: number }) => boolean, { error: string; path: string[] }] =
  [
    (q) =>
      q.confirmRebateStartTimeL === undefined ||
      q.confirmRebateEndTimeL === undefined ||
      q.confirmRebateStartTimeL <= q.confirmRebateEndTimeL,
    { error: '结算结束时间不能早于开始时间', path: ['confirmRebateEndTimeL'] },
  ];

/** GET /api/settlement/bill/list */
export const billListQuerySchema = z
  .object({
    ...billFilter,
    pageNo: pageNumber(),
    pageSize: pageSizeOf(SETTLEMENT_PAGE_SIZE, SETTLEMENT_MAX_PAGE_SIZE),
  })
  .refine(...rangeRule);
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/** GET /api/settlement/bill/rebateDetailExport: every line of the filtered bills. */
export const billExportQuerySchema = z.object(billFilter).refine(...rangeRule);
export type BillExportQuery = z.infer<typeof billExportQuerySchema>;

export const invoiceSchema = z.object({
  invoiceType: z.union([z.literal(1), z.literal(2)], { error: '发票类型只能是1（普通发票）或2（专用发票）' }),
  invoiceTitle: z
    .string({ error: '请填写发票抬头' })
    .trim()
    .min(2, { error: '发票抬头至少2个字' })
    .max(60, { error: '发票抬头不能超过60个字' }),
  taxNo: z
    .string({ error: '请填写纳税人识别号' })
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, { error: '纳税人识别号应为15到20位数字或大写字母' }),
  invoiceRemark: z.string().trim().max(200, { error: '备注不能超过200个字' }).default(''),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const INVOICE_TYPE_LABELS: Record<1 | 2, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

export const billSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  firmName: z.string(),
  confirmRebateStartTimeL: z.number().int(),
  confirmRebateEndTimeL: z.number().int(),
  /** Fen: the sum of the bill's lines. */
  invoiceAmount: z.number().int(),
  personNum: z.number().int(),
  lineCount: z.number().int(),
  state: z.number().int(),
  stateName: z.string(),
  createTime: z.number().int(),
  confirmTime: z.number().int().nullable(),
  invoice: invoiceSchema.nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billListSchema = z.object({
  sumInvoiceAmount: z.number().int(),
  sumPersonNum: z.number().int(),
  page: z.object({ result: z.array(billSchema), totalCount: z.number().int() }),
});
export type BillList = z.infer<typeof billListSchema>;

/** POST /api/settlement/bill/confirm: the manager confirms an issued bill with the invoice details. */
export const billConfirmSchema = invoiceSchema.extend({ billId: z.string().uuid({ error: '账单编号不正确' }) });

export const billLineSchema = z.object({
  id: z.string(),
  kind: z.number().int(),
  kindName: z.string(),
  deliveryModelName: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  hunterName: z.string(),
  occurredTime: z.number().int(),
  amount: z.number().int(),
  /** A fine line's reason (empty on delivery lines). */
  note: z.string(),
});
export const billDetailSchema = z.object({ bill: billSchema, lines: z.array(billLineSchema) });
export type BillDetail = z.infer<typeof billDetailSchema>;
