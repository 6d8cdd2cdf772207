import { idCardCheckChar } from '@hh/domain/people/id-card';
import type { Rng } from './prng';
import {
  CITIES,
  COLLEGE_MAJORS,
  COLLEGES,
  COMPANIES,
  DEPARTMENTS,
  DUTIES,
  EMAIL_DOMAINS,
  GIVEN_FEMALE,
  GIVEN_MALE,
  GRADUATE_MAJORS,
  GRADUATE_SCHOOLS,
  HIGH_SCHOOLS,
  ID_REGIONS,
  MAJORS,
  MBA_SCHOOLS,
  PROJECT_NAMES,
  PROJECT_ROLES,
  SELF_EVALUATIONS,
  SURNAMES,
  SYSTEMS,
  TITLES,
  type Track,
  UNIVERSITIES,
} from './vocabulary';

/**
 * One candidate's life as a resume tells it: a name, contacts, 1–3 schools, 1–5 jobs in a
 * plausible career (titles rise with the years), projects inside those jobs, expectations.
 * Everything is drawn from the seeded Rng; dates are fixed against REFERENCE_MONTH so the
 * corpus does not change with the day it is generated.
 */
export const REFERENCE_MONTH = { year: 2026, month: 11 };
export const PRESENT = '至今';

export interface Education {
  school: string;
  major: string;
  degree: number;
  degreeLabel: string;
  start: string;
  end: string;
}

export interface Job {
  company: string;
  industry: string;
  title: string;
  department: string;
  start: string;
  end: string;
  duties: string[];
}

export interface Project {
  name: string;
  role: string;
  start: string;
  end: string;
  lines: string[];
}

export interface SalaryExpectation {
  /** As the resume writes it. */
  text: string;
  /** What a reader should take from the text. */
  perMonth: number;
  tenthOfMonths: number;
  perYear: number;
}

export interface Resume {
  id: string;
  track: Track;
  name: string;
  /** "Zhang Wei", as a bilingual resume writes it. */
  pinyin: string;
  sex: 1 | 2;
  birthday: string;
  age: number;
  phone: string;
  /** The phone as written (spaces, dashes, +86). */
  phoneText: string;
  email: string;
  city: string;
  idCard: string | null;
  household: string;
  folk: string;
  political: string;
  marital: string;
  workStart: string;
  workYears: number;
  highest: number;
  /** Newest first. */
  education: Education[];
  /** Newest first. */
  work: Job[];
  projects: Project[];
  expect: { city: string; position: string; salary: SalaryExpectation; status: number; arrival: string };
  selfEvaluation: string;
}

const DEGREE_LABELS: Record<number, string> = { 3: '高中', 4: '大专', 5: '本科', 6: '硕士', 7: 'MBA', 8: '博士' };
export const STATUS_LABELS: Record<number, string> = { 1: '离职-随时到岗', 2: '在职-月内到岗', 3: '在职-考虑机会', 4: '在职-暂不考虑' };
const PHONE_PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '158',
  '159',
  '166',
  '176',
  '177',
  '180',
  '182',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];

const pad = (n: number) => String(n).padStart(2, '0');
const ym = (year: number, month: number) => `${year}-${pad(month)}`;
const monthIndex = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7)) - 1;
const fromIndex = (i: number) => ym(Math.floor(i / 12), (i % 12) + 1);
const NOW = REFERENCE_MONTH.year * 12 + REFERENCE_MONTH.month - 1;

function makeName(rng: Rng, sex: 1 | 2): { name: string; pinyin: string; surname: string; given: string } {
  const [surname, sp] = rng.chance(0.03) ? (rng.pick(SURNAMES.slice(-4)) as [string, string]) : rng.pick(SURNAMES.slice(0, -4));
  const pool = sex === 1 ? GIVEN_MALE : GIVEN_FEMALE;
  const parts = rng.chance(0.7) ? [rng.pick(pool), rng.pick(pool)] : [rng.pick(pool)];
  if (parts.length === 2 && parts[0]?.[0] === parts[1]?.[0]) parts.pop();
  return {
    name: surname + parts.map((p) => p[0]).join(''),
    pinyin: sp + parts.map((p) => p[1]).join(''),
    surname: sp,
    given: parts.map((p) => p[1]).join(''),
  };
}

function educationPath(rng: Rng, track: Track, birthYear: number): Education[] {
  const entry = (
    school: string,
    major: string,
    degree: number,
    startYear: number,
    years: number,
    endMonth = rng.pick([6, 7]),
  ): Education => ({
    school,
    major,
    degree,
    degreeLabel: DEGREE_LABELS[degree] ?? '',
    start: ym(startYear, 9),
    end: ym(startYear + years, endMonth),
  });
  const major = () => (rng.chance(0.8) ? rng.pick(MAJORS[track]) : rng.pick(Object.values(MAJORS).flat()));
  const college = birthYear + 18;
  const r = rng.next();
  const list: Education[] = [];
  if (r < 0.1) list.push(entry(rng.pick(COLLEGES), rng.pick(COLLEGE_MAJORS[track]), 4, college, 3));
  else if (r < 0.18) {
    list.push(entry(rng.pick(COLLEGES), rng.pick(COLLEGE_MAJORS[track]), 4, college, 3));
    list.push(entry(rng.pick(UNIVERSITIES), major(), 5, college + 3, 2));
  } else {
    list.push(entry(rng.pick(UNIVERSITIES), major(), 5, college, 4));
    if (r >= 0.62 && r < 0.94 && birthYear <= 1998) {
      list.push(entry(rng.pick(GRADUATE_SCHOOLS), rng.pick(GRADUATE_MAJORS[track]), 6, college + 4, rng.pick([2, 3])));
      if (r >= 0.88 && birthYear <= 1993) list.push(entry(rng.pick(GRADUATE_SCHOOLS), rng.pick(GRADUATE_MAJORS[track]), 8, college + 7, 4));
    }
  }
  if (list.length < 3 && rng.chance(0.1)) list.unshift(entry(rng.pick(HIGH_SCHOOLS), '', 3, college - 3, 3, 6));
  return list.reverse();
}

function salaryOf(rng: Rng, level: number): SalaryExpectation {
  const base = [rng.int(8, 15), rng.int(15, 30), rng.int(28, 50), rng.int(45, 90)][level] ?? 20;
  const months = rng.pick([12, 13, 13.5, 14, 15, 16]);
  const tenth = Math.round(months * 10);
  const form = rng.int(0, 6);
  switch (form) {
    case 0:
      return { text: `${base}-${base + 5}K`, perMonth: base * 1000, tenthOfMonths: 0, perYear: 0 };
    case 1:
      return { text: `${base}K×${months}薪`, perMonth: base * 1000, tenthOfMonths: tenth, perYear: (base * 1000 * tenth) / 10 };
    case 2: {
      const wan = Math.round((base * months) / 10);
      return { text: `${wan}万/年`, perMonth: 0, tenthOfMonths: 0, perYear: wan * 10_000 };
    }
    case 3:
      return { text: `${base * 1000}元/月`, perMonth: base * 1000, tenthOfMonths: 0, perYear: 0 };
    case 4: {
      const lower = Math.floor(base / 5) * 5000 + 1;
      return { text: `${lower}-${lower + 9999}元/月`, perMonth: lower, tenthOfMonths: 0, perYear: 0 };
    }
    case 5:
      return { text: `${base}k*${months}`, perMonth: base * 1000, tenthOfMonths: tenth, perYear: (base * 1000 * tenth) / 10 };
    default:
      return { text: '面议', perMonth: 0, tenthOfMonths: 0, perYear: 0 };
  }
}

function idCardOf(rng: Rng, region: string, birthday: string, sex: 1 | 2): string {
  const seq = rng.int(10, 99) * 10 + (sex === 1 ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8]));
  const first17 = `${region}${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

function jobsOf(rng: Rng, track: Track, workStart: string): { jobs: Job[]; employed: boolean } {
  const start = monthIndex(workStart);
  const employed = rng.chance(0.82);
  const end = employed ? NOW : NOW - rng.int(1, 5);
  const span = end - start;
  const n = Math.max(1, Math.min(5, rng.int(1, Math.max(1, Math.floor(span / 28)))));
  // Cut the career into n stints of at least 8 months, with short gaps between some.
  const cuts = Array.from({ length: n - 1 }, () => rng.int(8, Math.max(9, span - 8))).sort((a, b) => a - b);
  const bounds = [0, ...cuts, span];
  const companies = rng.sample(COMPANIES[track], n);
  const jobs: Job[] = [];
  for (let i = 0; i < n; i++) {
    const s = start + (bounds[i] ?? 0) + (i > 0 && rng.chance(0.4) ? 1 : 0);
    const e = start + (bounds[i + 1] ?? span) - (i < n - 1 ? 1 : 0);
    if (e - s < 3) continue;
    const years = (s - start) / 12;
    const level = Math.min(3, Math.floor(years / 3.5) + (rng.chance(0.2) ? 1 : 0));
    const [company, industry] = companies[i] ?? rng.pick(COMPANIES[track]);
    const duties = rng.sample(DUTIES[track], rng.int(2, 4)).map((d) => d.replace('{系统}', rng.pick(SYSTEMS)));
    jobs.push({
      company,
      industry,
      title: rng.pick(TITLES[track][level] ?? TITLES[track][0] ?? []),
      department: rng.pick(DEPARTMENTS[track]),
      start: fromIndex(s),
      end: i === n - 1 && employed ? PRESENT : fromIndex(e),
      duties,
    });
  }
  return { jobs: jobs.reverse(), employed };
}

function projectsOf(rng: Rng, track: Track, jobs: Job[]): Project[] {
  const count = track === 'tech' || track === 'product' ? rng.int(0, 3) : rng.chance(0.3) ? 1 : 0;
  const names = rng.sample(PROJECT_NAMES[track], count);
  return names.map((name) => {
    const job = rng.pick(jobs);
    const s = monthIndex(job.start) + rng.int(0, 6);
    const jobEnd = job.end === PRESENT ? NOW : monthIndex(job.end);
    const e = Math.min(jobEnd, s + rng.int(3, 14));
    const ongoing = job.end === PRESENT && e >= NOW - 1 && rng.chance(0.5);
    return {
      name,
      role: rng.pick(PROJECT_ROLES),
      start: fromIndex(Math.min(s, jobEnd - 1)),
      end: ongoing ? PRESENT : fromIndex(Math.max(e, Math.min(s, jobEnd - 1) + 1)),
      lines: [
        `项目背景：${rng.pick(SYSTEMS)}无法支撑业务增长，需要整体升级。`,
        `主要工作：${rng.pick(DUTIES[track]).replace('{系统}', rng.pick(SYSTEMS))}。`,
      ],
    };
  });
}

export function makeResume(rng: Rng, index: number): Resume {
  const track = rng.pick(['tech', 'tech', 'product', 'sales', 'finance', 'hr', 'supply'] as const);
  const sex: 1 | 2 = rng.chance(0.55) ? 1 : 2;
  const { name, pinyin: flat, surname, given } = makeName(rng, sex);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const pinyin = `${cap(surname)} ${cap(given)}`;
  const birthYear = rng.int(1978, 2001);
  const birthday = `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
  const age = REFERENCE_MONTH.year - birthYear - (Number(birthday.slice(5, 7)) > REFERENCE_MONTH.month ? 1 : 0);
  const education = educationPath(rng, track, birthYear);
  const lastStudy = education.filter((e) => e.degree !== 7)[0] as Education;
  const workStart = fromIndex(monthIndex(lastStudy.end) + rng.int(0, 2));
  const { jobs, employed } = jobsOf(rng, track, workStart);
  const level = Math.min(3, Math.floor((NOW - monthIndex(workStart)) / 12 / 3.5));
  // Some take an MBA part-time once they have a few years of work behind them.
  if (level >= 2 && rng.chance(0.12) && education.length < 3) {
    const start = monthIndex(workStart) + 12 * rng.int(4, 6);
    if (start + 24 < NOW) {
      education.unshift({
        school: rng.pick(MBA_SCHOOLS),
        major: '工商管理',
        degree: 7,
        degreeLabel: 'MBA',
        start: fromIndex(start - (start % 12) + 8),
        end: fromIndex(start - (start % 12) + 8 + 21),
      });
    }
  }
  const [region, place] = rng.pick(ID_REGIONS);
  const phone = rng.pick(PHONE_PREFIXES) + String(rng.int(0, 99_999_999)).padStart(8, '0');
  const phoneText = rng.pick([
    phone,
    phone,
    `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
    `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
    `+86 ${phone}`,
    `(+86) ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
  ]);
  const domain = rng.pick(EMAIL_DOMAINS);
  const email =
    domain === 'qq.com'
      ? `${rng.int(10_000_000, 2_999_999_999)}@qq.com`
      : rng.pick([
          `${flat}${birthYear}@${domain}`,
          `${surname}.${given}@${domain}`,
          `${flat}${rng.int(1, 999)}@${domain}`,
          `${given}_${surname}@${domain}`,
        ]);
  const currentLevel = Math.min(3, level + (rng.chance(0.3) ? 1 : 0));
  const status = employed ? rng.pick([2, 3, 3, 3, 4]) : 1;
  const city = rng.pick(CITIES);
  return {
    id: `r${String(index + 1).padStart(3, '0')}`,
    track,
    name,
    pinyin,
    sex,
    birthday,
    age,
    phone,
    phoneText,
    email,
    city,
    idCard: rng.chance(0.35) ? idCardOf(rng, region, birthday, sex) : null,
    household: place,
    folk: rng.chance(0.9) ? '汉族' : rng.pick(['回族', '满族', '壮族', '土家族']),
    political: rng.pick(['群众', '群众', '中共党员', '共青团员']),
    marital: age >= 30 ? rng.pick(['已婚', '已婚', '未婚']) : rng.pick(['未婚', '未婚', '已婚']),
    workStart,
    workYears: Math.max(1, Math.floor((NOW - monthIndex(workStart)) / 12)),
    highest: Math.max(...education.map((e) => e.degree)),
    education,
    work: jobs,
    projects: projectsOf(rng, track, jobs),
    expect: {
      city: rng.chance(0.7) ? city : rng.pick(CITIES),
      position: rng.pick(TITLES[track][currentLevel] ?? []),
      salary: salaryOf(rng, currentLevel),
      status,
      arrival: status === 1 ? '随时到岗' : rng.pick(['一个月内', '两周内', '三个月内', '待定']),
    },
    selfEvaluation: rng.pick(SELF_EVALUATIONS),
  };
}
