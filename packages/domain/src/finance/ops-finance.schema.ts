import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';
import { msTimestampParam } from '../time/timestamp';
import { feeTermsSchema } from './fees';
import { deliveryItemSchema } from './finance.schema';
import { moneyRequestSchema, requestReasonSchema } from './money-request';
import { billSchema } from './settlement.schema';

/** The platform console's finance (issue 20): deliveries of every firm, fee terms, bills. */
const pageNo = pageNumber();
const pageSize = pageSizeOf(20, 100);
const optionalId = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v), { error: `${label}不正确` });

export const opsDeliveryQuerySchema = z.object({
  firmId: optionalId('猎头公司'),
  state: numberParam(
    z
      .number({ error: '状态必须是数字' })
      .int()
      .refine((v) => [0, 1, 2, 3, 4].includes(v), { error: '状态只能是0到4' }),
  ).optional(),
  deliveryModel: numberParam(
    z
      .number({ error: '类型必须是数字' })
      .int()
      .refine((v) => [0, 1, 2].includes(v), { error: '类型只能是1或2' }),
  ).optional(),
  pageNo,
  pageSize,
});
export type OpsDeliveryQuery = z.infer<typeof opsDeliveryQuerySchema>;
export const opsDeliveryItemSchema = deliveryItemSchema.extend({ firmId: z.string(), firmName: z.string() });
export type OpsDeliveryItem = z.infer<typeof opsDeliveryItemSchema>;
export const opsDeliveryPageSchema = z.object({ list: z.array(opsDeliveryItemSchema), totalCount: z.number().int() });

export const deliveryMoveSchema = z.object({
  deliveryId: z.string().uuid({ error: '交付记录编号不正确' }),
  action: z.enum(['approve', 'receive', 'payOut', 'reverse'], { error: '操作只能是approve、receive、payOut或reverse' }),
  remark: z.string().trim().max(200, { error: '备注不能超过200个字' }).default(''),
});
/** Approve and receive move the record at once; a payout or reversal answers the money request it made (`request`). */
export const deliveryMoveResultSchema = z.object({
  state: z.number().int(),
  stateName: z.string(),
  reversedAmount: z.number().int(),
  request: moneyRequestSchema.nullable(),
});

export const opsFeeTermsQuerySchema = z.object({
  keyword: z.string().trim().max(40, { error: '关键词不能超过40个字' }).optional(),
  pageNo,
  pageSize,
});
export const opsFeeTermsItemSchema = feeTermsSchema.extend({
  positionId: z.string(),
  positionName: z.string(),
  projectName: z.string(),
  /** False when the position has no terms of its own yet and shows the defaults from its reward. */
  configured: z.boolean(),
  description: z.string(),
});
export type OpsFeeTermsItem = z.infer<typeof opsFeeTermsItemSchema>;
export const opsFeeTermsPageSchema = z.object({ list: z.array(opsFeeTermsItemSchema), totalCount: z.number().int() });
export const feeTermsSaveSchema = feeTermsSchema
  .extend({ positionId: z.string().uuid({ error: '职位编号不正确' }), reason: requestReasonSchema })
  .refine((t) => t.onboardFeeKind !== 2 || t.onboardFeeRateBp > 0, { error: '按年薪比例收费时请填写比例', path: ['onboardFeeRateBp'] });

export const opsBillQuerySchema = z.object({ firmId: optionalId('猎头公司'), pageNo, pageSize });
export const opsBillPageSchema = z.object({ list: z.array(billSchema.extend({ firmId: z.string() })), totalCount: z.number().int() });

/** Build a bill of one firm's approved, unbilled deliveries approved within [startTime, endTime]. */
export const billBuildSchema = z
  .object({
    firmId: z.string().uuid({ error: '请选择猎头公司' }),
    startTime: msTimestampParam('开始时间'),
    endTime: msTimestampParam('结束时间'),
    reason: requestReasonSchema,
  })
  .refine((b) => b.endTime >= b.startTime, { error: '结束时间不能早于开始时间', path: ['endTime'] });
export const billBuildResultSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  lineCount: z.number().int(),
  invoiceAmount: z.number().int(),
  /** Fen deducted for pending fines (0 when none). */
  fineAmount: z.number().int(),
});

export const opsFirmsSchema = z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) });
