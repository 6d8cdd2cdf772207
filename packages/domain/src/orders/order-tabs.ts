import type { StoredStage } from './order-stage';

/**
 * The order list's tabs (spec 000 §4). Each tab is a candidateState; the interview tab (60)
 * and the onboard tab (90) group several stages and are the only ones with sub-states
 * (sent only for 60 and 90). Sub-state codes are 10, 20, 30, 40, and each grouped tab's
 * default is its first (10), which is the whole group. candidateState 0 is every order, and
 * clears state and sub-state.
 */
export interface OrderSubTab {
  subState: number;
  label: string;
  stages: readonly StoredStage[];
}

export interface OrderTab {
  candidateState: number;
  label: string;
  stages: readonly StoredStage[];
  subTabs?: readonly OrderSubTab[];
}

export const ALL_ORDERS_STATE = 0;

export const ORDER_TABS: readonly OrderTab[] = [
  { candidateState: 0, label: '全部', stages: [20, 30, 40, 50, 62, 63, 64, 80, 91, 93, 110, 127] },
  { candidateState: 20, label: '待沟通', stages: [20] },
  { candidateState: 30, label: '待审核', stages: [30] },
  { candidateState: 40, label: '待筛选', stages: [40] },
  { candidateState: 50, label: '待约面', stages: [50] },
  {
    candidateState: 60,
    label: '面试中',
    stages: [62, 63, 64],
    subTabs: [
      { subState: 10, label: '全部面试', stages: [62, 63, 64] },
      { subState: 20, label: '待参加', stages: [62] },
      { subState: 30, label: '已参加', stages: [63] },
      { subState: 40, label: '待offer', stages: [64] },
    ],
  },
  { candidateState: 80, label: '待入职', stages: [80] },
  {
    candidateState: 90,
    label: '已入职',
    stages: [91, 93],
    subTabs: [
      { subState: 10, label: '全部入职', stages: [91, 93] },
      { subState: 20, label: '保证期内', stages: [91] },
      { subState: 30, label: '已过保', stages: [93] },
    ],
  },
  { candidateState: 127, label: '已终止', stages: [127] },
  { candidateState: 110, label: '人才入库', stages: [110] },
];

/** The tabs whose sub-states are sent (spec 000 §4: only 60 and 90). */
export const SUB_STATE_TABS = [60, 90] as const;
export const DEFAULT_SUB_STATE = 10;

export function hasSubStates(candidateState: number): boolean {
  return (SUB_STATE_TABS as readonly number[]).includes(candidateState);
}

export interface StageFilter {
  candidateState: number | undefined;
  subState: number | undefined;
}

/**
 * Normalises a (candidateState, subState) pair the way the spec's browser sends it: state 0
 * (or none) clears both; a sub-state is kept only on tabs 60 and 90, defaulting to 10.
 */
export function normaliseStageFilter(candidateState: number | undefined, subState: number | undefined): StageFilter {
  if (!candidateState) return { candidateState: undefined, subState: undefined };
  if (!hasSubStates(candidateState)) return { candidateState, subState: undefined };
  return { candidateState, subState: subState ?? DEFAULT_SUB_STATE };
}

/**
 * The stored stages a filter selects, or null when the filter names no tab we know
 * (the caller answers that as a bad request).
 */
export function stagesOfFilter(filter: StageFilter): readonly StoredStage[] | null {
  const tab = ORDER_TABS.find((t) => t.candidateState === (filter.candidateState ?? 0));
  if (!tab) return null;
  if (!tab.subTabs || filter.subState === undefined) return tab.stages;
  return tab.subTabs.find((s) => s.subState === filter.subState)?.stages ?? null;
}

/** The tab an order of this stage is listed under (for the "group" column of the indexes). */
export function tabOfStage(stage: StoredStage): number {
  if (stage === 62 || stage === 63 || stage === 64) return 60;
  if (stage === 91 || stage === 93) return 90;
  return stage;
}
