import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRESENT } from '@hh/domain/candidates/resume.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { extractResumeText } from '../extract-text';
import { inspectResumeFile } from '../file-check';
import { type ParsedResume, parseResumeText } from '../resume-parser';

/**
 * Evaluation sets written by other hands than the parser's, in the format of
 * `../shared/eval/resumes-v2/` (copied to `v2/`; `v3/` is ours, made by producers v2 did not use):
 * a folder of files and a `truth.json` with the values a careful recruiter would type from each.
 * Each file goes through the same steps as an upload (file check, readers, parser) and is scored
 * per field with the conventions of the set's README.
 */
export interface TruthEntry {
  file: string;
  name: string;
  sex: '男' | '女' | null;
  birth: string | null;
  age: number | null;
  phone: string | null;
  email: string | null;
  city: string | null;
  highestEducation: string | null;
  workYears: number | null;
  education: { school: string; major: string; degree: string; start: string; end: string }[];
  work: { company: string; title: string; start: string; end: string }[];
  projects: { name: string; start: string; end: string }[];
}

export const TRUTH_SETS = {
  v2: path.join(import.meta.dirname, 'v2'),
  v3: path.join(import.meta.dirname, 'v3'),
  v4: path.join(import.meta.dirname, 'v4'),
  v5: path.join(import.meta.dirname, 'v5'),
} as const;

/** The sets are written as of June 2025: ages, 至今 and graduation years agree with that date. */
export const TRUTH_TODAY = new Date('2025-06-15T00:00:00Z');

export const TRUTH_FIELDS = ['name', 'sex', 'birth', 'phone', 'email', 'city', 'highestEducation'] as const;
export type TruthField = (typeof TRUTH_FIELDS)[number];
export type EntryKind = 'education' | 'work' | 'projects';

export interface TruthScore {
  file: string;
  /** The Chinese refusal, when the upload would have been refused. */
  refused: string | null;
  fields: Record<TruthField, { ok: boolean; want: unknown; got: unknown }>;
  /** Expected entries found with every part right; entries the parser made beyond the expected count. */
  entries: Record<EntryKind, { hit: number; total: number; extra: number; missed: unknown[] }>;
  parsed: ParsedResume | null;
}

export function loadTruthSet(dir: string): TruthEntry[] {
  return JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as TruthEntry[];
}

const DEGREES: Record<string, number> = { 大专: 4, 本科: 5, 硕士: 6, 博士: 8 };
/**
 * The sets' truth drops a degree's qualifiers (MBA（非统招） → 硕士), but the product's education
 * dictionary has a code of its own for MBA/EMBA (7), a master's degree: both codes are a 硕士.
 */
const degreeIs = (code: number, want: number) => code === want || (want === 6 && code === 7);
const CITY_ALIASES: Record<string, string> = { shanghai: '上海', beijing: '北京', shenzhen: '深圳', guangzhou: '广州', hangzhou: '杭州' };

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const sameText = (a: string, b: string) => squash(a) === squash(b);
const month = (m: string) => (m === '至今' ? PRESENT : m);
const cityKey = (c: string) => CITY_ALIASES[squash(c)] ?? c.replace(/市$/, '');

/** Birth: the month when the file shows one; from an age only the year can be told, within one. */
function birthOk(truth: TruthEntry, got: string): boolean {
  if (truth.birth) return got.slice(0, 7) === truth.birth;
  if (truth.age !== null && got !== '') {
    const year = Number(got.slice(0, 4));
    return Math.abs(TRUTH_TODAY.getUTCFullYear() - truth.age - year) <= 1;
  }
  return got === '' || truth.age !== null;
}

export function scoreParsed(truth: TruthEntry, parsed: ParsedResume | null, refused: string | null = null): TruthScore {
  const base = parsed?.commonResume;
  const got = {
    name: base?.name ?? '',
    sex: base?.sex ?? 0,
    birth: base?.birthday ?? '',
    phone: base?.phone ? normalizePhone(base.phone) : '',
    email: (base?.email ?? '').toLowerCase(),
    city: base?.city ?? '',
    highestEducation: base?.education ?? 0,
  };
  const wantSex = truth.sex === '男' ? 1 : truth.sex === '女' ? 2 : 0;
  const wantEdu = truth.highestEducation ? (DEGREES[truth.highestEducation] ?? -1) : 0;
  const fields: TruthScore['fields'] = {
    name: { ok: parsed !== null && sameText(got.name, truth.name), want: truth.name, got: got.name },
    sex: { ok: parsed !== null && got.sex === wantSex, want: wantSex, got: got.sex },
    birth: {
      ok: parsed !== null && birthOk(truth, got.birth),
      want: truth.birth ?? (truth.age === null ? '' : `age ${truth.age}`),
      got: got.birth,
    },
    phone: { ok: parsed !== null && got.phone === (truth.phone ?? ''), want: truth.phone ?? '', got: got.phone },
    email: { ok: parsed !== null && got.email === (truth.email ?? '').toLowerCase(), want: truth.email ?? '', got: got.email },
    city: { ok: parsed !== null && cityKey(got.city) === cityKey(truth.city ?? ''), want: truth.city ?? '', got: got.city },
    highestEducation: { ok: parsed !== null && degreeIs(got.highestEducation, wantEdu), want: wantEdu, got: got.highestEducation },
  };
  const edu = parsed?.commonEducationExperienceList ?? [];
  const work = parsed?.commonWorkExperienceList ?? [];
  const projects = parsed?.commonProjectExperiencesList ?? [];
  const tally = <T, P>(want: T[], have: P[], match: (w: T, p: P) => boolean) => {
    const missed = want.filter((w) => !have.some((p) => match(w, p)));
    return { hit: want.length - missed.length, total: want.length, extra: Math.max(0, have.length - want.length), missed };
  };
  return {
    file: truth.file,
    refused,
    fields,
    entries: {
      education: tally(
        truth.education,
        edu,
        (w, p) =>
          sameText(p.schoolName, w.school) &&
          sameText(p.professional.replace(/专业$/, ''), w.major) &&
          degreeIs(p.education, DEGREES[w.degree] ?? -1) &&
          p.startDate === month(w.start) &&
          p.endDate === month(w.end),
      ),
      work: tally(
        truth.work,
        work,
        (w, p) =>
          sameText(p.companyName, w.company) &&
          sameText(p.positionName, w.title) &&
          p.startDate === month(w.start) &&
          p.endDate === month(w.end),
      ),
      projects: tally(
        truth.projects,
        projects,
        (w, p) => sameText(p.projectName, w.name) && p.startDate === month(w.start) && p.endDate === month(w.end),
      ),
    },
    parsed,
  };
}

/** One file of a set, read as an upload is read (file check, readers, parser) on this thread. */
export async function scoreTruthFile(dir: string, truth: TruthEntry): Promise<TruthScore> {
  // v2 keeps its files beside truth.json; our sets keep them in files/.
  const inFiles = path.join(dir, 'files', truth.file);
  const buffer = readFileSync(existsSync(inFiles) ? inFiles : path.join(dir, truth.file));
  try {
    const { kind } = inspectResumeFile({ fileName: truth.file, buffer });
    const { text } = await extractResumeText(kind, buffer, truth.file);
    return scoreParsed(truth, parseResumeText(text, { today: TRUTH_TODAY }));
  } catch (e) {
    return scoreParsed(truth, null, e instanceof Error ? e.message : String(e));
  }
}

export interface TruthSummary {
  files: number;
  refused: number;
  fields: Record<TruthField, { ok: number; total: number }>;
  basic: { ok: number; total: number };
  entries: Record<EntryKind, { hit: number; total: number }>;
}

/** Sums a set's scores; entries the parser invented count against it, like a missed one. */
export function summarize(scores: TruthScore[]): TruthSummary {
  const fields = Object.fromEntries(
    TRUTH_FIELDS.map((f) => [f, { ok: scores.filter((s) => s.fields[f].ok).length, total: scores.length }]),
  ) as TruthSummary['fields'];
  const entry = (k: EntryKind) => ({
    hit: scores.reduce((n, s) => n + s.entries[k].hit, 0),
    total: scores.reduce((n, s) => n + s.entries[k].total + s.entries[k].extra, 0),
  });
  return {
    files: scores.length,
    refused: scores.filter((s) => s.refused !== null).length,
    fields,
    basic: {
      ok: TRUTH_FIELDS.reduce((n, f) => n + fields[f].ok, 0),
      total: TRUTH_FIELDS.length * scores.length,
    },
    entries: { education: entry('education'), work: entry('work'), projects: entry('projects') },
  };
}
