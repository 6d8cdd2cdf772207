import type { ResumeContent } from '../candidates/resume.schema';

/**
 * The resume tip labels of spec 001 §3, computed from the resume against reference data —
 * never typed by hand. The reference data (universities, enterprises, government bodies) is
 * kept as files on the server (apps/server/data/talent-*.json) and passed in.
 */
export const TIP_LABELS = [
  'outsourcing',
  'famous',
  'doubleFirst',
  'c985',
  'c211',
  'tierOne',
  'tierTwo',
  'tierThree',
  'publicSchool',
  'privateSchool',
  'unified',
  'hopping1',
  'hopping2',
  'hopping3',
  'gap',
  'externalRecommended',
  'government',
  'juniorCollege',
] as const;
export type TipLabel = (typeof TIP_LABELS)[number];

export const TIP_LABEL_TEXT: Record<TipLabel, string> = {
  outsourcing: '外包',
  famous: '名企',
  doubleFirst: '双一流',
  c985: '985',
  c211: '211',
  tierOne: '一本',
  tierTwo: '二本',
  tierThree: '三本',
  publicSchool: '公办',
  privateSchool: '民办',
  unified: '统招',
  hopping1: '跳槽频率1',
  hopping2: '跳槽频率2',
  hopping3: '跳槽频率3',
  gap: '空窗期',
  externalRecommended: '外部推荐',
  government: '政府机关',
  juniorCollege: '专科经历',
};

/** One bit per label, in TIP_LABELS order: the search index keeps them as one integer. */
export const TIP_LABEL_BIT: Record<TipLabel, number> = Object.fromEntries(TIP_LABELS.map((l, i) => [l, 1 << i])) as Record<
  TipLabel,
  number
>;

export function tipLabelsOfMask(mask: number): TipLabel[] {
  return TIP_LABELS.filter((l) => (mask & TIP_LABEL_BIT[l]) !== 0);
}

export function maskOfTipLabels(labels: readonly TipLabel[]): number {
  return labels.reduce((m, l) => m | TIP_LABEL_BIT[l], 0);
}

export interface SchoolFacts {
  is985?: boolean;
  is211?: boolean;
  doubleFirst?: boolean;
  /** Admission batch of its undergraduate programmes: 1 一本, 2 二本, 3 三本. */
  tier?: 1 | 2 | 3;
  /** Private (民办) or an independent college (独立学院); public otherwise. */
  private?: boolean;
}

export interface TipReference {
  schools: ReadonlyMap<string, SchoolFacts>;
  /** 独立学院 not in the list by name ("某大学某学院"): private, 三本. */
  independentCollege?: RegExp;
  famous: ReadonlySet<string>;
  outsourcing: ReadonlySet<string>;
  government: { names: ReadonlySet<string>; patterns: readonly RegExp[] };
}

/**
 * Job-hopping frequency, from the completed jobs (an end date that is not 至今) of a resume with at
 * least two work entries: the average length of the completed jobs is
 *   < 12 months → 3 (frequent), 12–23 months → 2, 24–35 months → 1, ≥ 36 months → none.
 */
export const HOPPING_MONTHS = { three: 12, two: 24, one: 36 } as const;
/** What 跳槽频率1/2/3 means, for the user: the tooltip of the filter and of the label. */
export const HOPPING_EXPLAINED =
  '按已结束的工作平均任职时长计算：跳槽频率1 为2-3年一跳，2 为1-2年一跳，3 为不到1年一跳（频繁）；平均3年以上不标注。';
/** A gap period is more than this many months between the end of one job and the start of the next. */
export const GAP_MONTHS = 6;

function monthIndex(ym: string, now: Date): number | null {
  if (ym === '至今') return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return null;
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** The school's name as the reference lists write it: trimmed, full-width brackets made half-width. */
export function normalizeOrgName(name: string): string {
  return name.trim().replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '');
}

/** What the reference data says about a school, by its normalised name. */
export function schoolFactsOf(ref: TipReference, schoolName: string): SchoolFacts | undefined {
  const name = normalizeOrgName(schoolName);
  if (!name) return undefined;
  const known = ref.schools.get(name);
  if (known) return known;
  if (ref.independentCollege?.test(name)) return { tier: 3, private: true };
  return undefined;
}

/** Matches a company against a list: exact, or the list's name is a prefix (阿里巴巴(中国)有限公司 ↔ 阿里巴巴). */
function inList(list: ReadonlySet<string>, company: string): boolean {
  const name = normalizeOrgName(company);
  if (!name) return false;
  if (list.has(name)) return true;
  for (let len = Math.min(name.length - 1, 12); len >= 2; len--) if (list.has(name.slice(0, len))) return true;
  return false;
}

export function isGovernmentBody(ref: TipReference, company: string): boolean {
  const name = normalizeOrgName(company);
  return !!name && (ref.government.names.has(name) || ref.government.patterns.some((p) => p.test(name)));
}

export function hoppingLevel(work: ResumeContent['commonWorkExperienceList'], now: Date): 0 | 1 | 2 | 3 {
  if (work.length < 2) return 0;
  const lengths: number[] = [];
  for (const w of work) {
    if (w.endDate === '至今') continue;
    const start = monthIndex(w.startDate, now);
    const end = monthIndex(w.endDate, now);
    if (start === null || end === null || end < start) continue;
    lengths.push(end - start);
  }
  if (lengths.length === 0) return 0;
  const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  if (average < HOPPING_MONTHS.three) return 3;
  if (average < HOPPING_MONTHS.two) return 2;
  if (average < HOPPING_MONTHS.one) return 1;
  return 0;
}

export function hasGapPeriod(work: ResumeContent['commonWorkExperienceList'], now: Date): boolean {
  const spans = work
    .map((w) => ({ start: monthIndex(w.startDate, now), end: monthIndex(w.endDate, now) }))
    .filter((s): s is { start: number; end: number } => s.start !== null && s.end !== null)
    .sort((a, b) => a.start - b.start);
  let reached = spans[0]?.end ?? 0;
  for (const span of spans.slice(1)) {
    // Worked through the end month and from the start month: the months between are the gap.
    if (span.start - reached - 1 > GAP_MONTHS) return true;
    reached = Math.max(reached, span.end);
  }
  return false;
}

/**
 * 统招 (unified admission): a 大专 entry of 2–3 years or a 本科 entry of 4–5 years that starts in
 * September at a school of the reference list — the shape of a full-time programme entered through
 * the national entrance examination (adult and self-study degrees are neither full-length nor start
 * with the autumn intake).
 */
function isUnified(ref: TipReference, e: ResumeContent['commonEducationExperienceList'][number]): boolean {
  if (e.education !== 4 && e.education !== 5) return false;
  const s = /^(\d{4})-(\d{2})$/.exec(e.startDate);
  const f = /^(\d{4})-(\d{2})$/.exec(e.endDate);
  if (!s || !f || s[2] !== '09' || !schoolFactsOf(ref, e.schoolName)) return false;
  const years = Number(f[1]) - Number(s[1]);
  return e.education === 4 ? years >= 2 && years <= 3 : years >= 4 && years <= 5;
}

export interface TipInput {
  education: ResumeContent['commonEducationExperienceList'];
  work: ResumeContent['commonWorkExperienceList'];
  /** Whether the person was recommended to a position on the platform (any firm). */
  externalRecommended: boolean;
}

/**
 * The labels of one resume:
 * - outsourcing: the current (latest) employer is an outsourcing firm;
 * - famous: any employer is a famous enterprise; government: any employer is a government body;
 * - 985 / 211 / 双一流: any school has the mark;
 * - 一本/二本/三本 and 公办/民办: the undergraduate (本科) school, else the latest school;
 * - 统招: see isUnified; 专科经历: any 大专 entry (noJuniorExp filters it out);
 * - 跳槽频率 1/2/3 and 空窗期: HOPPING_MONTHS and GAP_MONTHS above.
 */
export function computeTipLabels(input: TipInput, ref: TipReference, now = new Date()): TipLabel[] {
  const labels = new Set<TipLabel>();
  const work = [...input.work].sort((a, b) => (monthIndex(b.startDate, now) ?? 0) - (monthIndex(a.startDate, now) ?? 0));
  const current = work[0];
  if (current && inList(ref.outsourcing, current.companyName)) labels.add('outsourcing');
  if (work.some((w) => inList(ref.famous, w.companyName))) labels.add('famous');
  if (work.some((w) => isGovernmentBody(ref, w.companyName))) labels.add('government');

  const facts = input.education.map((e) => ({ entry: e, facts: schoolFactsOf(ref, e.schoolName) }));
  if (facts.some((f) => f.facts?.is985)) labels.add('c985');
  if (facts.some((f) => f.facts?.is211)) labels.add('c211');
  if (facts.some((f) => f.facts?.doubleFirst)) labels.add('doubleFirst');
  const undergraduate = facts.find((f) => f.entry.education === 5 && f.facts) ?? facts.find((f) => f.facts);
  const tier = undergraduate?.facts?.tier;
  if (tier === 1) labels.add('tierOne');
  if (tier === 2) labels.add('tierTwo');
  if (tier === 3) labels.add('tierThree');
  if (undergraduate?.facts) labels.add(undergraduate.facts.private ? 'privateSchool' : 'publicSchool');
  if (input.education.some((e) => isUnified(ref, e))) labels.add('unified');
  if (input.education.some((e) => e.education === 4)) labels.add('juniorCollege');

  const hopping = hoppingLevel(input.work, now);
  if (hopping) labels.add(`hopping${hopping}` as TipLabel);
  if (hasGapPeriod(input.work, now)) labels.add('gap');
  if (input.externalRecommended) labels.add('externalRecommended');
  return TIP_LABELS.filter((l) => labels.has(l));
}
