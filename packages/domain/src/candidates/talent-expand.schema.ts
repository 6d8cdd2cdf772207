import { z } from 'zod';

/** At most one page of the talent list is expanded at once (TALENT_PAGE_SIZE is 20; the cap leaves room). */
export const EXPAND_LIST_MAX = 50;

/**
 * The talent list's expand list: the rows shown under each candidate when the list is expanded
 * (their career and schooling at a glance, and the last contact), for the userIds of one page.
 */
export const expandListQuerySchema = z.object({
  ids: z
    .string({ error: '请提供候选人' })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(40))
        .min(1, { error: '请提供候选人' })
        .max(EXPAND_LIST_MAX, { error: `一次最多展开${EXPAND_LIST_MAX}位候选人` }),
    ),
});

export const expandRowSchema = z.object({
  userId: z.string(),
  /** Newest first, at most three. */
  works: z.array(z.object({ companyName: z.string(), positionName: z.string(), startDate: z.string(), endDate: z.string() })),
  /** Highest first, at most two. */
  educations: z.array(
    z.object({ schoolName: z.string(), professional: z.string(), education: z.number().int(), startDate: z.string(), endDate: z.string() }),
  ),
  projectCount: z.number().int(),
  visitCount: z.number().int(),
  lastVisitAt: z.number().int().nullable(),
  lastVisit: z.string().nullable(),
});
export type ExpandRow = z.infer<typeof expandRowSchema>;

interface Dated {
  startDate: string;
  endDate: string;
}

/** Newest first: by start month, then by end ("至今" is the newest end). */
export function newestFirst<T extends Dated>(entries: readonly T[]): T[] {
  const end = (e: Dated) => (e.endDate === '至今' ? '9999-99' : e.endDate);
  return [...entries].sort((a, b) => b.startDate.localeCompare(a.startDate) || end(b).localeCompare(end(a)));
}
