import { readFileSync } from 'node:fs';
import type { ParsedResume } from '../resume-parser';
import { parseResumeText } from '../resume-parser';
import { EVAL_SET, EVAL_TODAY, type EvalResume } from './expected';

/** Scoring of the evaluation set, shared by its test and bench/parse-accuracy.ts. */
export const EVAL_BASIC_FIELDS = ['name', 'phone', 'email', 'sex', 'birthday', 'city', 'education', 'workStartDate'] as const;
export type EvalBasicField = (typeof EVAL_BASIC_FIELDS)[number];

export interface EvalResult {
  resume: EvalResume;
  parsed: ParsedResume;
  basic: Record<EvalBasicField, { ok: boolean; want: unknown; got: unknown }>;
  /** Expected entries found exactly, per kind; and entries the parser made that nobody wrote. */
  entries: Record<'education' | 'work' | 'project', { hit: number; total: number; extra: number }>;
}

export function evalText(resume: EvalResume): string {
  return readFileSync(new URL(`./resumes/${resume.file}`, import.meta.url), 'utf8');
}

/**
 * Entry names compared as a reader sees them: a space between Chinese and Latin letters or digits
 * ("Go 开发工程师", "UI 设计师") is the writer's font switch in a PDF, not a different title.
 */
const squash = (s: string) => s.replace(/(?<=[\u4e00-\u9fff）（]) +(?=[A-Za-z0-9])|(?<=[A-Za-z0-9]) +(?=[\u4e00-\u9fff（）])/g, '');
const same = (a: string, b: string) => a === b || squash(a) === squash(b);

export function scoreResume(resume: EvalResume, parsed: ParsedResume): EvalResult {
  const base = parsed.commonResume;
  const got: Record<EvalBasicField, unknown> = {
    name: base.name,
    phone: base.phone,
    email: base.email.toLowerCase(),
    sex: base.sex,
    birthday: base.birthday,
    city: base.city,
    education: base.education,
    workStartDate: base.workStartDate,
  };
  const basic = Object.fromEntries(
    EVAL_BASIC_FIELDS.map((f) => {
      const want = f === 'email' ? resume.email.toLowerCase() : resume[f];
      return [f, { ok: got[f] === want, want, got: got[f] }];
    }),
  ) as EvalResult['basic'];
  const edu = parsed.commonEducationExperienceList;
  const work = parsed.commonWorkExperienceList;
  const projects = parsed.commonProjectExperiencesList;
  const eduHit = resume.educationEntries.filter((e) =>
    edu.some(
      (p) =>
        same(p.schoolName, e.school) &&
        same(p.professional, e.major) &&
        p.education === e.degree &&
        p.startDate === e.start &&
        p.endDate === e.end,
    ),
  ).length;
  const workHit = resume.workEntries.filter((e) =>
    work.some((p) => same(p.companyName, e.company) && same(p.positionName, e.title) && p.startDate === e.start && p.endDate === e.end),
  ).length;
  const projectHit = resume.projects.filter((e) =>
    projects.some((p) => same(p.projectName, e.name) && p.startDate === e.start && p.endDate === e.end),
  ).length;
  return {
    resume,
    parsed,
    basic,
    entries: {
      education: { hit: eduHit, total: resume.educationEntries.length, extra: Math.max(0, edu.length - resume.educationEntries.length) },
      work: { hit: workHit, total: resume.workEntries.length, extra: Math.max(0, work.length - resume.workEntries.length) },
      project: { hit: projectHit, total: resume.projects.length, extra: Math.max(0, projects.length - resume.projects.length) },
    },
  };
}

export function evaluate(): EvalResult[] {
  return EVAL_SET.map((r) => scoreResume(r, parseResumeText(evalText(r), { today: EVAL_TODAY })));
}
