import type { ResumeContent } from '../candidates/resume.schema';
import { type IndexFacts, indexTokensOf, normalizeSearchText } from './search-tokens';
import { computeTipLabels, maskOfTipLabels, schoolFactsOf, type TipLabel, type TipReference } from './tip-labels';

/** What the index writer reads of one pool person. */
export interface PoolResume {
  name: string;
  sex: number;
  birthday: string;
  city: string;
  workStartDate: string;
  education: number;
  expects: Partial<ResumeContent['commonResumeExpects']>;
  educationList: ResumeContent['commonEducationExperienceList'];
  workList: ResumeContent['commonWorkExperienceList'];
  projectList: ResumeContent['commonProjectExperiencesList'];
  /** Label names of the label tree the resume carries. */
  labels: readonly string[];
  source: number;
  /** The firms holding the person, the first (earliest) one first. */
  occupiedFirmIds: readonly string[];
  canShare: boolean;
  externalRecommended: boolean;
}

/** One row of the search index, without its keys and times. */
export interface TalentDocument {
  city: string;
  expectCity: string;
  education: number;
  sex: number;
  birthYear: number | null;
  workYears: number | null;
  graduateYear: number | null;
  expectSalary: number | null;
  nowSalary: number | null;
  tipLabels: TipLabel[];
  tipMask: number;
  canShare: boolean;
  tokens: string[];
  searchText: string;
  curPosition: string;
  positions: string;
  curCompany: string;
  companies: string;
  lastSchool: string;
  projects: string;
}

const year = (ym: string) => {
  const m = /^(\d{4})-\d{2}$/.exec(ym);
  return m ? Number(m[1]) : null;
};
const sortKey = (ym: string) => (ym === '至今' ? '9999-99' : ym);
const join = (parts: readonly string[]) => normalizeSearchText([...new Set(parts.filter(Boolean))].join(' | '));

/** Codes of the schoolType dictionary a school has: 1 985, 2 211, 3 双一流, 4/5/6 一本/二本/三本, 7 海外院校. */
export function schoolTypesOf(ref: TipReference, schoolName: string): number[] {
  const facts = schoolFactsOf(ref, schoolName);
  const types: number[] = [];
  if (facts?.is985) types.push(1);
  if (facts?.is211) types.push(2);
  if (facts?.doubleFirst) types.push(3);
  if (facts?.tier) types.push(3 + facts.tier);
  // A school written in latin letters (University of Sydney, NUS) is taken as one abroad.
  if (!facts && /^[a-z .,&'()-]{6,}$/i.test(schoolName.trim())) types.push(7);
  return types;
}

/** The index row of one pool resume: texts, facts, tip labels and tokens, computed in one place. */
export function talentDocumentOf(r: PoolResume, ref: TipReference, now = new Date()): TalentDocument {
  const work = [...r.workList].sort((a, b) => sortKey(b.startDate).localeCompare(sortKey(a.startDate)));
  const schools = [...r.educationList].sort((a, b) => sortKey(b.endDate).localeCompare(sortKey(a.endDate)));
  const current = work[0];
  const latest = schools[0];
  const birthYear = year(r.birthday);
  const start = year(r.workStartDate);
  const nowYear = now.getUTCFullYear();
  const tipLabels = computeTipLabels(
    { education: r.educationList, work: r.workList, externalRecommended: r.externalRecommended },
    ref,
    now,
  );
  const expectPosition = r.expects.expectPositionName ?? '';
  const doc = {
    curPosition: normalizeSearchText(current?.positionName ?? ''),
    positions: join(work.map((w) => w.positionName)),
    curCompany: normalizeSearchText(current?.companyName ?? ''),
    companies: join(work.map((w) => w.companyName)),
    lastSchool: normalizeSearchText(latest?.schoolName ?? ''),
    projects: join(r.projectList.map((p) => p.projectName)),
  };
  const searchText = join([
    ...work.map((w) => w.positionName),
    ...work.map((w) => w.companyName),
    ...r.educationList.map((e) => e.schoolName),
    ...r.educationList.map((e) => e.professional),
    ...r.projectList.map((p) => p.projectName),
    ...r.labels,
    expectPosition,
  ]);
  const facts: IndexFacts = {
    source: r.source,
    name: r.name,
    city: r.city,
    expectCity: r.expects.expectCity ?? '',
    education: r.education,
    sex: r.sex,
    birthYear,
    workYears: start !== null && start <= nowYear ? nowYear - start : null,
    nowStatus: r.expects.nowStatus ?? 0,
    graduateYear: latest ? year(latest.endDate) : null,
    schoolTypes: latest ? schoolTypesOf(ref, latest.schoolName) : [],
    tipLabels,
    expectSalary: r.expects.expectSalaryPerMonth || null,
    nowSalary: r.expects.nowSalaryPerMonth || null,
    occupiedFirmIds: r.occupiedFirmIds,
    canShare: r.canShare,
  };
  return {
    ...doc,
    city: facts.city,
    expectCity: facts.expectCity,
    education: facts.education,
    sex: facts.sex,
    birthYear: facts.birthYear,
    workYears: facts.workYears,
    graduateYear: facts.graduateYear,
    expectSalary: facts.expectSalary,
    nowSalary: facts.nowSalary,
    tipLabels,
    tipMask: maskOfTipLabels(tipLabels),
    canShare: r.canShare,
    tokens: indexTokensOf(searchText, facts),
    searchText,
  };
}
