import type { TalentTab } from '../candidates/talent.schema';
import type { ChooseRow } from '../orders/choose.schema';
import { DEFAULT_TALENT_SEARCH_FILTER, type TalentSearchFilter } from './search-filter';
import { buildTalentSearchQuery, type TalentSearchQuery } from './search-query';

/** Paging of the choose-candidate list (spec 000 §3): filterTime false, page 1, 20 a page. */
export interface ChoosePaging {
  /** true while a submitted search is loading its first page (its offset is 0). */
  filterTime: boolean;
  current: number;
  limit: number;
}

/**
 * The choose-candidate screen's state (spec 000 §3): the talent filter, the recommend dialog
 * and its progress (showModal, id of the chosen record, percent, showProgress, showSuccess,
 * showError, error), the tab, the listed rows with their total, and the loading flag.
 */
export interface ChooseCandidateState {
  filter: TalentSearchFilter;
  showModal: boolean;
  percent: number;
  showProgress: boolean;
  showSuccess: boolean;
  showError: boolean;
  error: string;
  /** The talent record (userId) the dialog recommends. */
  id: string;
  chooseCandidateTab: TalentTab;
  chooseCandidateRecommendLists: ChooseRow[];
  totalCount: number;
  loading: boolean;
  paging: ChoosePaging;
}

export const DEFAULT_CHOOSE_PAGING: Readonly<ChoosePaging> = Object.freeze({ filterTime: false, current: 1, limit: 20 });

export function initialChooseCandidateState(): ChooseCandidateState {
  return {
    filter: { ...DEFAULT_TALENT_SEARCH_FILTER, schoolType: [] },
    showModal: false,
    percent: 0,
    showProgress: false,
    showSuccess: false,
    showError: false,
    error: '',
    id: '',
    chooseCandidateTab: 'ALL',
    chooseCandidateRecommendLists: [],
    totalCount: 0,
    loading: false,
    paging: { ...DEFAULT_CHOOSE_PAGING },
  };
}

export type ChooseCandidateAction =
  /** Merge partial changes into the state, as they are. */
  | { type: 'merge'; changes: Partial<ChooseCandidateState> }
  /** Back to the defaults. */
  | { type: 'reset' }
  /** Replace the list, its total and the loading flag (an answer arrived, or a load started). */
  | { type: 'replaceList'; list: ChooseRow[]; totalCount: number; loading: boolean }
  /** Another tab: paging goes back to page 1, 20 a page, filterTime false. */
  | { type: 'switchTab'; tab: TalentTab }
  /** A changed search: its filter fields and its paging values are merged into the current ones. */
  | { type: 'changeSearch'; filter?: Partial<TalentSearchFilter>; paging?: Partial<ChoosePaging> };

/** The state rules of spec 000 §4, as a pure reducer. */
export function chooseCandidateReducer(state: ChooseCandidateState, action: ChooseCandidateAction): ChooseCandidateState {
  switch (action.type) {
    case 'merge':
      return { ...state, ...action.changes };
    case 'reset':
      return initialChooseCandidateState();
    case 'replaceList':
      return { ...state, chooseCandidateRecommendLists: action.list, totalCount: action.totalCount, loading: action.loading };
    case 'switchTab':
      return { ...state, chooseCandidateTab: action.tab, paging: { ...DEFAULT_CHOOSE_PAGING } };
    case 'changeSearch':
      return {
        ...state,
        filter: action.filter ? { ...state.filter, ...action.filter } : state.filter,
        paging: { ...state.paging, ...action.paging },
      };
  }
}

/** The body of the candidate-list search for a position (spec 000 §7). */
export type ChooseCandidateListBody = Record<string, TalentSearchQuery[string] | { limit: number; offset: number }> & {
  tab: TalentTab;
  positionId: string;
  query: { limit: number; offset: number };
};

/**
 * What the list call sends: the built filter, the tab, query.limit, query.offset — 0 for a
 * fresh search (filterTime), else (current − 1) × limit — and the position.
 */
export function chooseCandidateListBody(state: ChooseCandidateState, positionId: string): ChooseCandidateListBody {
  const { current, limit, filterTime } = state.paging;
  const offset = filterTime ? 0 : Math.max(0, (current - 1) * limit);
  return { ...buildTalentSearchQuery(state.filter), tab: state.chooseCandidateTab, positionId, query: { limit, offset } };
}

/**
 * The answer read as data.data (default empty) and data.totalCount (default 0) (spec 000 §7):
 * whatever arrives, the screen gets a list and a number.
 */
export function readChooseCandidatePage(data: unknown): { list: ChooseRow[]; totalCount: number } {
  const page = (typeof data === 'object' && data !== null ? data : {}) as { data?: unknown; totalCount?: unknown };
  const list = Array.isArray(page.data) ? (page.data as ChooseRow[]) : [];
  const totalCount = typeof page.totalCount === 'number' && Number.isFinite(page.totalCount) ? page.totalCount : 0;
  return { list, totalCount };
}
