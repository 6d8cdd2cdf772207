import { z } from 'zod';
import { numberParam } from '../api/number-param';
import type { Metric } from './metrics';

/**
 * Codes of the ranking paths (spec 001 §7, written in docs/API.md):
 * `selfCompanyUser/rankingType/{a}/searchTimeDimension/{b}/list`,
 * `selfCompany/rankingType/{a}/scareenType/{b}/searchTimeDimension/{c}/list`, `allCompany/…`.
 */
export const RANKING_TYPES = {
  1: 'valid',
  2: 'interviewAttended',
  3: 'recommend',
  4: 'interviewBooked',
  5: 'offer',
  6: 'onboard',
} as const satisfies Record<number, Metric>;
export type RankingType = keyof typeof RANKING_TYPES;
export const RankingType = { valid: 1, interviewAttended: 2, recommend: 3, interviewBooked: 4, offer: 5, onboard: 6 } as const;

/** searchTimeDimension: 1 today, 2 this month (China time). */
export const TimeDimension = { today: 1, month: 2 } as const;
export type TimeDimension = (typeof TimeDimension)[keyof typeof TimeDimension];

/** scareenType (the spec's spelling) of the firm and platform boards: 1 by position, 2 by project. */
export const ScreenType = { position: 1, project: 2 } as const;
export type ScreenType = (typeof ScreenType)[keyof typeof ScreenType];

/** Every board shows its first 10. */
export const RANK_LIST_SIZE = 10;

const code = <T extends readonly number[]>(values: T, label: string) =>
  numberParam(
    z
      .number({ error: `${label}必须是数字` })
      .int()
      .refine((v): v is T[number] => values.includes(v), { error: `${label}只能是${values.join('、')}` }),
  );

export const userBoardParamsSchema = z.object({
  rankingType: code([1, 2, 3, 4, 5, 6] as const, 'rankingType'),
  searchTimeDimension: code([1, 2] as const, 'searchTimeDimension'),
});
export const firmBoardParamsSchema = userBoardParamsSchema.extend({ scareenType: code([1, 2] as const, 'scareenType') });

export const rankItemSchema = z.object({
  index: z.number().int(),
  id: z.string(),
  title: z.string(),
  /** The team of a consultant, the company of a position or project; empty for a firm. */
  subTitle: z.string(),
  count: z.number().int(),
});
export type RankItem = z.infer<typeof rankItemSchema>;

/** The caller's own line: their rank (null when outside the board) and figure. */
export const ownRankSchema = z.object({ index: z.number().int().nullable(), title: z.string(), count: z.number().int() });

export const rankBoardSchema = z.object({
  rankList: z.array(rankItemSchema),
  currentUserRankingData: ownRankSchema.nullable(),
});
export type RankBoard = z.infer<typeof rankBoardSchema>;

/**
 * Ranks rows by count (descending), ties by who reached the count first (earlier `reachedAt`),
 * then by id so the order is stable. Rows with a count of 0 are left out.
 */
export function rankRows<T extends { id: string; count: number; reachedAt: number }>(rows: readonly T[]): (T & { index: number })[] {
  return rows
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.reachedAt - b.reachedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r, i) => ({ ...r, index: i + 1 }));
}

/** Ranking configuration (spec 001 settings): who of the firm takes part in its consultant boards. */
export const rankingConfigUserSchema = z.object({ id: z.string(), cname: z.string(), rankingFlag: z.union([z.literal(0), z.literal(1)]) });
export const rankingConfigGroupSchema = z.object({ groupId: z.string(), groupName: z.string(), users: z.array(rankingConfigUserSchema) });
export type RankingConfigGroup = z.infer<typeof rankingConfigGroupSchema>;

/** POST /api/lietouRanking/configBatch: set rankingFlag (1 takes part, 0 left out) for these users. */
export const rankingConfigBatchSchema = z.object({
  userIds: z.array(z.string().max(40)).min(1, { error: '请选择顾问' }).max(1000, { error: '一次最多设置1000人' }),
  rankingFlag: z.union([z.literal(0), z.literal(1)], { error: 'rankingFlag只能是0或1' }),
});
