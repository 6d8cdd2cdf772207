import type { TalentTab } from '@hh/domain/candidates/talent.schema';

/** Whose talent a list shows: my own (myRecruit) or the group's / firm's by role (allRecruit). */
export type TalentScope = 'mine' | 'all';

/**
 * Query keys of the candidates area. Every key starts with 'candidates', so a write can refresh
 * the lists, the tab counts and the resume it touched at once.
 */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => ['candidates', 'list'] as const,
  list: (scope: TalentScope, tab: TalentTab, page: number, keyword: string) => ['candidates', 'list', scope, tab, page, keyword] as const,
  counts: (scope: TalentScope, keyword: string) => ['candidates', 'counts', scope, keyword] as const,
  resume: (commonUserId: string, variant: 'full' | 'share') => ['candidates', 'resume', commonUserId, variant] as const,
  visits: (userId: string) => ['candidates', 'visits', userId] as const,
  orders: (userId: string) => ['candidates', 'orders', userId] as const,
  stateLogs: (commonUserId: string) => ['candidates', 'state-logs', commonUserId] as const,
  intention: (userId: string) => ['candidates', 'intention', userId] as const,
  expand: (userIds: readonly string[]) => ['candidates', 'expand', ...userIds] as const,
  duplicate: (phone: string) => ['candidates', 'duplicate', phone] as const,
  /** Reference data (dictionaries, cities) stays out of the 'candidates' prefix: no write changes it. */
  reference: () => ['reference', 'candidates'] as const,
};
