import { normalizePhone } from '../people/phone';
import { bigramsOf, facet, MAX_INDEXED_WORK_YEARS, normalizeSearchText, SALARY_BUCKET, wordsOf } from './search-tokens';
import type { TalentSearchRequest } from './talent-search.schema';
import { TIP_LABEL_BIT, type TipLabel } from './tip-labels';

/** Text columns of the index a word may be rechecked against. */
export type TextColumn = 'search_text' | 'cur_position' | 'positions' | 'cur_company' | 'companies' | 'last_school' | 'projects';
export type NumberColumn = 'birth_year' | 'work_years' | 'expect_salary' | 'now_salary' | 'graduate_year';
export type TimeColumn = 'refreshed_at' | 'created_at';

/** One matching rule; the repository turns each into parameterised SQL. */
export type Condition =
  /** tokens && ARRAY[…]: at least one of them (a range or a list of codes). */
  | { kind: 'any'; tokens: string[] }
  /** column LIKE '%word%' (already lower-cased): the order check of a 3+ character word, or a 1-character word alone. */
  | { kind: 'like'; column: TextColumn; word: string }
  /** Alternatives (several company names): each branch is all-tokens plus its rechecks. */
  | { kind: 'or'; branches: { tokens: string[]; likes: { column: TextColumn; word: string }[] }[] }
  | { kind: 'range'; column: NumberColumn; min?: number; max?: number }
  | { kind: 'time'; column: TimeColumn; from?: number; to?: number }
  /** A tip label that must be absent (a false flag): tip_mask & bit = 0. */
  | { kind: 'without'; bit: number }
  | { kind: 'notShareable' }
  /** userIdNamePhoneEmail that is a phone, an e-mail or an id: matched through people's unique indexes. */
  | { kind: 'identity'; phone?: string; email?: string; personId?: string };

export interface SearchPlan {
  /** tokens @> ARRAY[…]: every one of them. */
  all: string[];
  conditions: Condition[];
  sort: TimeColumn;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More bucket tokens than this and the range is checked on the row alone (an open range matches most people anyway). */
const MAX_RANGE_TOKENS = 60;

function range(lo: number, hi: number): number[] {
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

/**
 * One keyword against one text column: its words must all be there. A word of 2+ characters needs
 * its bigrams in the tokens; one of 3+ characters is also rechecked with LIKE, since bigrams alone
 * match out of order (工程师 vs 程师工). A 1-character word has no bigram: it is checked with LIKE
 * alone, which scans (said so in docs/ARCHITECTURE.md).
 */
function textMatch(keyword: string, column: TextColumn) {
  const tokens: string[] = [];
  const likes: { column: TextColumn; word: string }[] = [];
  for (const word of wordsOf(keyword)) {
    const length = Array.from(word).length;
    tokens.push(...bigramsOf(word));
    // Within one field the bigram may come from another field's text: a field search always rechecks.
    if (length !== 2 || column !== 'search_text') likes.push({ column, word });
  }
  return { tokens, likes };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The search plan of a validated talent search: everything categorical becomes facet tokens of
 * the one GIN index, words become bigram tokens, ranges become bucket tokens (checked exactly on
 * the row where a bucket is coarser than the range), and the rest are row conditions.
 */
export function talentSearchPlan(q: TalentSearchRequest, ctx: { firmId: string; now: Date }): SearchPlan {
  const all: string[] = [];
  const conditions: Condition[] = [];
  const nowYear = ctx.now.getUTCFullYear();
  const addText = (keyword: string | undefined, column: TextColumn) => {
    if (!keyword) return;
    const m = textMatch(keyword, column);
    all.push(...m.tokens);
    for (const like of m.likes) conditions.push({ kind: 'like', ...like });
  };

  if (q.tabEnum === 'FREE') all.push(facet.free);
  if (q.tabEnum === 'MINE') all.push(facet.firm(ctx.firmId));
  addText(q.searchKeyWord, 'search_text');
  addText(q.userIdPositionName, q.includePastExperience ? 'positions' : 'cur_position');
  addText(q.projectExperiences, 'projects');
  for (const [value, column] of [
    [q.companyNames, q.moreSelectCurrent === 0 ? 'companies' : 'cur_company'],
    [q.lastSchoolNames, 'last_school'],
  ] as const) {
    const names = list(value);
    if (names.length === 1) addText(names[0], column);
    else if (names.length > 1) conditions.push({ kind: 'or', branches: names.map((n) => textMatch(n, column)) });
  }

  const who = q.userIdNamePhoneEmail;
  if (who) {
    if (UUID_RE.test(who)) conditions.push({ kind: 'identity', personId: who.toLowerCase() });
    else if (who.includes('@')) conditions.push({ kind: 'identity', email: who.toLowerCase() });
    else if (/^[+\d\s-]{7,}$/.test(who)) conditions.push({ kind: 'identity', phone: normalizePhone(who) });
    else if (Array.from(normalizeSearchText(who)).length === 1) all.push(facet.surname(who));
    else all.push(facet.name(who));
  }

  const cities = list(q.city);
  if (cities.length) conditions.push({ kind: 'any', tokens: cities.map(facet.city) });
  const expectCities = list(q.expectCity);
  if (expectCities.length) conditions.push({ kind: 'any', tokens: expectCities.map(facet.expectCity) });
  // Education N (N > 0) means N and above (本科 → 本科, 硕士, MBA, 博士); 0 is any.
  if (q.education) conditions.push({ kind: 'any', tokens: range(q.education, 8).map(facet.education) });
  if (q.sex) all.push(facet.sex(q.sex));
  if (q.status) all.push(facet.nowStatus(q.status));
  if (q.source) all.push(facet.source(q.source));
  if (q.schoolType?.length) conditions.push({ kind: 'any', tokens: q.schoolType.map(facet.schoolType) });

  if (q.ageLower !== undefined || q.ageUpper !== undefined) {
    // Age is the calendar-year difference: born in 1996 is 30 in 2026.
    const first = nowYear - (q.ageUpper ?? 80);
    const last = nowYear - (q.ageLower ?? 16);
    conditions.push({ kind: 'any', tokens: range(first, last).map(facet.birthYear) });
  }
  if (q.workYearLower !== undefined || q.workYearUpper !== undefined) {
    const lo = Math.ceil(Math.round((q.workYearLower ?? 0) * 100) / 10);
    const hi = Math.min(MAX_INDEXED_WORK_YEARS, Math.floor(Math.round((q.workYearUpper ?? 5) * 100) / 10));
    conditions.push({ kind: 'any', tokens: range(lo, hi).map(facet.workYears) });
  }
  for (const [lo, hi, column, token] of [
    [q.salaryLow, q.salaryHigh, 'now_salary', facet.nowSalary],
    [q.expectSalaryLower, q.expectSalaryUpper, 'expect_salary', facet.expectSalary],
  ] as const) {
    if (lo === undefined && hi === undefined) continue;
    const buckets = range(Math.floor((lo ?? 0) / SALARY_BUCKET), Math.floor((hi ?? 10_000_000) / SALARY_BUCKET));
    if (buckets.length <= MAX_RANGE_TOKENS) conditions.push({ kind: 'any', tokens: buckets.map((b) => token(b * SALARY_BUCKET)) });
    conditions.push({ kind: 'range', column, min: lo, max: hi });
  }
  const graduate = q.graduateTime === 'custom' ? q.customYear : q.graduateTime ? Number(q.graduateTime) : undefined;
  if (graduate !== undefined) {
    if (!q.graduateAgoOrAfter) all.push(facet.graduateYear(graduate));
    else
      conditions.push({
        kind: 'range',
        column: 'graduate_year',
        ...(q.graduateAgoOrAfter === 'ago' ? { max: graduate } : { min: graduate }),
      });
  }

  const tip = (value: boolean | undefined, label: TipLabel) => {
    if (value === true) all.push(facet.tip(label));
    if (value === false) conditions.push({ kind: 'without', bit: TIP_LABEL_BIT[label] });
  };
  tip(q.isOutSourcing, 'outsourcing');
  tip(q.isFamousEnterprise, 'famous');
  tip(q.isDoubleTops, 'doubleFirst');
  tip(q.has985EduExp, 'c985');
  tip(q.has211EduExp, 'c211');
  tip(q.isBatchOne, 'tierOne');
  tip(q.isBatchTwo, 'tierTwo');
  tip(q.isBatchThree, 'tierThree');
  tip(q.hasExternalRecommend, 'externalRecommended');
  if (q.isGovernment) all.push(facet.tip('government'));
  if (q.isNoGovernment) conditions.push({ kind: 'without', bit: TIP_LABEL_BIT.government });
  if (q.noJuniorExp) conditions.push({ kind: 'without', bit: TIP_LABEL_BIT.juniorCollege });
  if (q.jobHoppingSearchModel) all.push(facet.tip(`hopping${q.jobHoppingSearchModel}`));
  if (q.gapPeriod === 1) all.push(facet.tip('gap'));
  if (q.gapPeriod === 0) conditions.push({ kind: 'without', bit: TIP_LABEL_BIT.gap });
  if (q.canShareResume === true) all.push(facet.canShare);
  if (q.canShareResume === false) conditions.push({ kind: 'notShareable' });

  if (q.cTimeBegin !== undefined || q.cTimeEnd !== undefined)
    conditions.push({ kind: 'time', column: 'created_at', from: q.cTimeBegin, to: q.cTimeEnd });
  if (q.rTimeBegin !== undefined || q.rTimeEnd !== undefined)
    conditions.push({ kind: 'time', column: 'refreshed_at', from: q.rTimeBegin, to: q.rTimeEnd });

  return { all: [...new Set(all)], conditions, sort: q.sortField === 'createTime' ? 'created_at' : 'refreshed_at' };
}
