/**
 * The tokens of the talent search index: every distinct character bigram of the searchable text
 * (lower-cased; CJK and latin alike) plus one facet token per categorical fact. The index writer
 * and the search both build their tokens here, so a keyword's bigrams are exactly the ones a
 * matching resume carries. PostgreSQL keeps them in a GIN index (`tokens @> ARRAY[…]`), which —
 * unlike pg_trgm — serves two-character Chinese words such as 销售 or 开发.
 */

/** Text as the index stores and the search compares it: NFKC (full-width → half-width), lower case, one space. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const SEPARATORS = /[\s,，、;；|/\\()（）[\]【】<>《》"'“”‘’:：!！?？。·\-_+*&^%$#@~`=]+/u;

/** The separate words of a text: bigrams never cross a separator. */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(SEPARATORS)
    .filter((w) => w.length > 0);
}

/** Every distinct two-character window of each word (code points, so no surrogate is split). */
export function bigramsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of wordsOf(text)) {
    const chars = Array.from(word);
    for (let i = 0; i + 1 < chars.length; i++) out.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...out];
}

/** What one pool resume contributes to the index besides its text. */
export interface IndexFacts {
  source: number;
  name: string;
  city: string;
  expectCity: string;
  education: number;
  sex: number;
  birthYear: number | null;
  workYears: number | null;
  nowStatus: number;
  graduateYear: number | null;
  /** Codes of the schoolType dictionary that the latest school has (1 985 … 7 海外院校). */
  schoolTypes: readonly number[];
  tipLabels: readonly string[];
  expectSalary: number | null;
  nowSalary: number | null;
  /** Every firm holding the person (normally one; a shared resume may be held by several). */
  occupiedFirmIds: readonly string[];
  canShare: boolean;
}

/** Salary buckets of 5,000 yuan a month; the search rechecks the exact amount on the row. */
export const SALARY_BUCKET = 5000;
/** Work years are indexed up to this many; more count as this many. */
export const MAX_INDEXED_WORK_YEARS = 50;

export const facet = {
  source: (v: number) => `src:${v}`,
  name: (v: string) => `n:${normalizeSearchText(v)}`,
  surname: (v: string) => `sn:${Array.from(normalizeSearchText(v))[0] ?? ''}`,
  city: (v: string) => `c:${v}`,
  expectCity: (v: string) => `ec:${v}`,
  education: (v: number) => `e:${v}`,
  sex: (v: number) => `s:${v}`,
  birthYear: (v: number) => `by:${v}`,
  workYears: (v: number) => `wy:${Math.min(v, MAX_INDEXED_WORK_YEARS)}`,
  nowStatus: (v: number) => `ns:${v}`,
  graduateYear: (v: number) => `gy:${v}`,
  schoolType: (v: number | string) => `st:${v}`,
  tip: (v: string) => `tl:${v}`,
  expectSalary: (v: number) => `es:${Math.floor(v / SALARY_BUCKET)}`,
  nowSalary: (v: number) => `cs:${Math.floor(v / SALARY_BUCKET)}`,
  free: 'occ:free',
  firm: (firmId: string) => `of:${firmId}`,
  canShare: 'share:1',
} as const;

/** The whole token list of one resume: its text's bigrams and its facets, without duplicates. */
export function indexTokensOf(searchText: string, f: IndexFacts): string[] {
  const tokens = new Set(bigramsOf(searchText));
  tokens.add(facet.source(f.source));
  if (f.name) {
    tokens.add(facet.name(f.name));
    tokens.add(facet.surname(f.name));
  }
  if (f.city) tokens.add(facet.city(f.city));
  if (f.expectCity) tokens.add(facet.expectCity(f.expectCity));
  tokens.add(facet.education(f.education));
  tokens.add(facet.sex(f.sex));
  if (f.birthYear !== null) tokens.add(facet.birthYear(f.birthYear));
  if (f.workYears !== null) tokens.add(facet.workYears(f.workYears));
  if (f.nowStatus) tokens.add(facet.nowStatus(f.nowStatus));
  if (f.graduateYear !== null) tokens.add(facet.graduateYear(f.graduateYear));
  for (const t of f.schoolTypes) tokens.add(facet.schoolType(t));
  for (const l of f.tipLabels) tokens.add(facet.tip(l));
  if (f.expectSalary) tokens.add(facet.expectSalary(f.expectSalary));
  if (f.nowSalary) tokens.add(facet.nowSalary(f.nowSalary));
  if (f.occupiedFirmIds.length === 0) tokens.add(facet.free);
  for (const firm of f.occupiedFirmIds) tokens.add(facet.firm(firm));
  if (f.canShare) tokens.add(facet.canShare);
  return [...tokens];
}
