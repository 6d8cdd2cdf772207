import { z } from 'zod';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';

/** GET /lietou/coin/total: onlyMe=true → the caller's own total; otherwise a manager's firm total. */
export const coinTotalQuerySchema = z.object({
  onlyMe: z
    .enum(['true', 'false'], { error: 'onlyMe只能是true或false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const coinTotalSchema = z.object({ total: z.number().int(), onlyMe: z.boolean() });

/** The header a person's transfer carries: the same key again answers the first transfer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const COIN_PAGE_SIZE = 10;
const pageNum = pageNumber();
const pageSize = pageSizeOf(COIN_PAGE_SIZE, 100);
const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

/**
 * GET /lietou/transfer/coin?toUserId=&coin= (a mutation, protected like every one) with the
 * Idempotency-Key header. `coin` stays a string here so the service can name what is wrong with it.
 */
export const transferQuerySchema = z.object({
  toUserId: id('请选择接收人'),
  coin: z.string().max(40, { error: '金币数必须是数字' }).optional(),
});
export const transferAnswerSchema = z.object({ transferId: z.string(), replayed: z.boolean(), balance: z.number().int() });
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

/** user/coin/detail: the caller's movements, newest first; type=transfer keeps person-to-person transfers. */
export const coinDetailQuerySchema = z.object({
  pageNum,
  pageSize,
  type: z.enum(['all', 'transfer'], { error: '类型只能是all或transfer' }).default('all'),
});
export const coinMovementSchema = z.object({
  id: z.string(),
  time: z.number().int(),
  reason: z.string(),
  reasonLabel: z.string(),
  /** Who or what is on the other side: a colleague's name, 平台, 公司金币池, a team. */
  counterpart: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  note: z.string(),
});
export type CoinMovement = z.infer<typeof coinMovementSchema>;
export const coinDetailSchema = z.object({ list: z.array(coinMovementSchema), total: z.number().int(), balance: z.number().int() });
export type CoinDetail = z.infer<typeof coinDetailSchema>;

/**
 * group/user/list/pageable: the coins of the consultants in the caller's scope (a team leader's
 * team, a city leader's bound users, a manager's firm), with the team pools in reach.
 */
export const groupCoinsQuerySchema = z.object({ pageNum, pageSize, teamId: z.string().max(64).optional() });
export const userCoinsSchema = z.object({
  userId: z.string(),
  cname: z.string(),
  roleCode: z.number().int(),
  groupName: z.string(),
  status: z.enum(['open', 'closed']),
  coins: z.number().int(),
});
export const teamCoinsSchema = z.object({ teamId: z.string(), teamName: z.string(), coins: z.number().int() });
export const groupCoinsSchema = z.object({
  list: z.array(userCoinsSchema),
  total: z.number().int(),
  /** The coins of all the consultants in reach. */
  sum: z.number().int(),
  teams: z.array(teamCoinsSchema),
});
export type GroupCoins = z.infer<typeof groupCoinsSchema>;

/** managercharge/coin/detail: what the manager moved out of the firm's pool, with the pool's balance. */
export const chargeDetailQuerySchema = z.object({ pageNum, pageSize });
export const chargeRowSchema = z.object({
  id: z.string(),
  time: z.number().int(),
  to: z.string(),
  toKind: z.enum(['team', 'user', 'firm']),
  amount: z.number().int(),
  actorName: z.string(),
  note: z.string(),
});
export const chargeDetailSchema = z.object({ list: z.array(chargeRowSchema), total: z.number().int(), pool: z.number().int() });
export type ChargeDetail = z.infer<typeof chargeDetailSchema>;

/** POST /lietou/managercharge/coin (our path): the manager moves coins from the firm's pool to a team or a consultant. */
export const chargeBodySchema = z
  .object({
    toUserId: z.string().max(64).optional(),
    toTeamId: z.string().max(64).optional(),
    coin: z.union([z.number(), z.string()], { error: '请输入金币数' }).transform(String),
    note: z.string().trim().max(100, { error: '备注最多100字' }).default(''),
  })
  .refine((b) => (b.toUserId ? 1 : 0) + (b.toTeamId ? 1 : 0) === 1, { error: '请选择一个团队或一位顾问' });
export type ChargeBody = z.input<typeof chargeBodySchema>;
