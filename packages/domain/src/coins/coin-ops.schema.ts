import { z } from 'zod';
import { numberParam } from '../api/number-param';

/** /ops 金币账本 (admin): each firm's pool, what its people hold, and its deposit in fen. */
export const opsFirmCoinsSchema = z.array(
  z.object({
    firmId: z.string(),
    firmName: z.string(),
    pool: z.number().int(),
    held: z.number().int(),
    depositFen: z.number().int(),
  }),
);
export type OpsFirmCoins = z.infer<typeof opsFirmCoinsSchema>;

/**
 * POST /api/ops/coins/credit: the platform credits a firm's pool (direction in) or takes coins
 * back from it (direction out, an adjustment), always with a reason the firm sees. No payment
 * gateway: the reference names the contract or invoice outside the product.
 */
export const opsCreditBodySchema = z.object({
  firmId: z.string({ error: '请选择公司' }).min(1, { error: '请选择公司' }).max(64),
  direction: z.enum(['in', 'out'], { error: '方向只能是充值或扣回' }),
  coin: z.union([z.number(), z.string()], { error: '请输入金币数' }).transform(String),
  note: z.string({ error: '请填写原因' }).trim().min(1, { error: '请填写原因' }).max(100, { error: '原因最多100字' }),
  reference: z.string().trim().max(64, { error: '凭证号最多64字' }).default(''),
});
export type OpsCreditBody = z.input<typeof opsCreditBodySchema>;

export const opsLedgerQuerySchema = z.object({
  firmId: z.string({ error: '请选择公司' }).min(1, { error: '请选择公司' }).max(64),
  pageNum: numberParam(z.number().int().min(1, { error: '页码从1开始' })).default(1),
  pageSize: numberParam(z.number().int().min(1).max(100, { error: '每页条数最多100' })).default(20),
});
export const opsLedgerSchema = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      time: z.number().int(),
      asset: z.string(),
      reasonLabel: z.string(),
      from: z.string(),
      to: z.string(),
      amount: z.number().int(),
      note: z.string(),
      reference: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type OpsLedger = z.infer<typeof opsLedgerSchema>;

/** GET /api/ops/coins/check: the ledger's invariants, counted over every account. */
export const opsLedgerCheckSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  /** Accounts whose balance differs from the sum of their entries. */
  drift: z.array(z.object({ account: z.string(), asset: z.string(), balance: z.number().int(), entries: z.number().int() })),
  /** Transfers whose entries do not sum to zero or are not exactly two. */
  unbalanced: z.number().int(),
  /** Accounts below zero other than the platform's. */
  negative: z.number().int(),
  /** Coins and fen the platform has issued (minus its balance), which the accounts together hold. */
  issued: z.object({ coin: z.number().int(), fen: z.number().int() }),
});
export type OpsLedgerCheck = z.infer<typeof opsLedgerCheckSchema>;
