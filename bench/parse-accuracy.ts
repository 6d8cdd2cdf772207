// Resume parsing accuracy: every file of the generated corpus (bench/resume-corpus) goes
// through the parse worker pool, and each field is scored against the corpus's answers,
// overall, per format (DOCX, PDF) and per layout; then the hand-written sets (eval/, eval/real)
// and the sets written by other hands (eval/v2, eval/v3: bench/parse-truth.ts).
//   node --import tsx bench/parse-accuracy.ts
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REAL_FILES_DIR, realFiles, scoreRealFile } from '../apps/server/src/modules/parsing/eval/real-set';
import { EVAL_BASIC_FIELDS, type EvalResult, evaluate } from '../apps/server/src/modules/parsing/eval/score';
import { TRUTH_SETS } from '../apps/server/src/modules/parsing/eval/truth-set';
import { type ParsedResume, ResumeParsing } from '../apps/server/src/modules/parsing/parsing.service';
import { scoreSet, truthMarkdown } from './parse-truth';
import { ensureCorpus, loadCorpusFiles } from './resume-corpus/corpus';
import type { ExpectedResume } from './resume-corpus/generate';
import { LAYOUTS, type LayoutName } from './resume-corpus/layouts';

export const FIELDS = [
  'name',
  'phone',
  'email',
  'sex',
  'birthday',
  'educationEntries',
  'workEntries',
  'city',
  'education',
  'salary',
] as const;
export type Field = (typeof FIELDS)[number];

/** Targets of the issue; null = reported for information. */
export const TARGETS: Record<Field, number | null> = {
  name: 0.97,
  phone: 0.97,
  email: 0.97,
  sex: 0.97,
  birthday: 0.97,
  educationEntries: 0.9,
  workEntries: 0.9,
  city: null,
  education: null,
  salary: null,
};

const FIELD_LABELS: Record<Field, string> = {
  name: 'name',
  phone: 'phone',
  email: 'e-mail',
  sex: 'sex',
  birthday: 'birth date',
  educationEntries: 'education entries (school, major, degree, start, end)',
  workEntries: 'work entries (company, title, start, end)',
  city: 'current city',
  education: 'highest education',
  salary: 'expected salary (month, months, year)',
};

export interface Score {
  correct: number;
  total: number;
}
type Scores = Record<Field, Score>;

export interface Miss {
  file: string;
  field: Field;
  expected: unknown;
  got: unknown;
}

export interface AccuracyReport {
  resumes: number;
  files: number;
  refused: { file: string; message: string }[];
  overall: Scores;
  byFormat: Record<'docx' | 'pdf', Scores>;
  byLayout: Record<LayoutName, Scores>;
  misses: Miss[];
  seconds: number;
}

const emptyScores = (): Scores => Object.fromEntries(FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as Scores;

function monthsBefore(today: Date, years: number): string {
  const total = today.getFullYear() * 12 + today.getMonth() - years * 12;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Field by field: [score units right, units in total, what was expected, what was found]. */
function judge(expected: ExpectedResume, parsed: ParsedResume | null, today: Date): Record<Field, [number, number, unknown, unknown]> {
  const base = parsed?.commonResume;
  const one = (ok: boolean, want: unknown, got: unknown): [number, number, unknown, unknown] => [ok ? 1 : 0, 1, want, got];
  const birth = expected.birth;
  const wantBirthday = birth.kind === 'age' ? monthsBefore(today, birth.value) : birth.value;
  const gotBirthday = birth.kind === 'age' ? (base?.birthday ?? '').slice(0, 7) : base?.birthday;

  const edu = parsed?.commonEducationExperienceList ?? [];
  const eduHits = expected.educationEntries.filter((e) =>
    edu.some(
      (p) =>
        p.schoolName === e.school &&
        p.professional === e.major &&
        p.education === e.degree &&
        p.startDate === e.start &&
        p.endDate === e.end,
    ),
  );
  const work = parsed?.commonWorkExperienceList ?? [];
  const workHits = expected.workEntries.filter((e) =>
    work.some((p) => p.companyName === e.company && p.positionName === e.title && p.startDate === e.start && p.endDate === e.end),
  );
  const x = parsed?.commonResumeExpects;
  const salary = { perMonth: x?.expectSalaryPerMonth, tenthOfMonths: x?.expectTenthNumOfMonth, perYear: x?.expectSalaryPerYear };
  return {
    name: one(base?.name === expected.name, expected.name, base?.name),
    phone: one(base?.phone === expected.phone, expected.phone, base?.phone),
    email: one(base?.email.toLowerCase() === expected.email.toLowerCase(), expected.email, base?.email),
    sex: one(base?.sex === expected.sex, expected.sex, base?.sex),
    birthday: one(gotBirthday === wantBirthday, wantBirthday, gotBirthday),
    educationEntries: [
      eduHits.length,
      expected.educationEntries.length,
      expected.educationEntries,
      edu.map((p) => ({ school: p.schoolName, major: p.professional, degree: p.education, start: p.startDate, end: p.endDate })),
    ],
    workEntries: [
      workHits.length,
      expected.workEntries.length,
      expected.workEntries,
      work.map((p) => ({ company: p.companyName, title: p.positionName, start: p.startDate, end: p.endDate })),
    ],
    city: one(base?.city === expected.city, expected.city, base?.city),
    education: one(base?.education === expected.education, expected.education, base?.education),
    salary: one(JSON.stringify(salary) === JSON.stringify(expected.salary), expected.salary, salary),
  };
}

export async function parseAccuracy(options: { log?: (line: string) => void } = {}): Promise<AccuracyReport> {
  const log = options.log ?? (() => {});
  const answers = await ensureCorpus(log);
  const files = await loadCorpusFiles(answers);
  const byName = new Map(answers.items.flatMap((item) => [[item.docx, item] as const, [item.pdf, item] as const]));
  const pool = new ResumeParsing();
  const started = performance.now();
  const today = new Date();
  const report: AccuracyReport = {
    resumes: answers.items.length,
    files: files.length,
    refused: [],
    overall: emptyScores(),
    byFormat: { docx: emptyScores(), pdf: emptyScores() },
    byLayout: Object.fromEntries(LAYOUTS.map((l) => [l, emptyScores()])) as Record<LayoutName, Scores>,
    misses: [],
    seconds: 0,
  };
  try {
    // Feed the pool a few files at a time: its queue is bounded, as in production.
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++];
        if (!file) return;
        const item = byName.get(file.name);
        if (!item) continue;
        const outcome = await pool.parse(file.name, file.buffer);
        if (!outcome.ok) report.refused.push({ file: file.name, message: outcome.message });
        const verdict = judge(item.expected, outcome.ok ? outcome.resume : null, today);
        for (const field of FIELDS) {
          const [correct, total, expected, got] = verdict[field];
          for (const scores of [report.overall, report.byFormat[file.format], report.byLayout[item.layout]]) {
            scores[field].correct += correct;
            scores[field].total += total;
          }
          if (correct < total) report.misses.push({ file: file.name, field, expected, got });
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  } finally {
    await pool.close();
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

const pct = (s: Score) => (s.total === 0 ? '–' : `${((100 * s.correct) / s.total).toFixed(1)}%`);

export function accuracyMarkdown(r: AccuracyReport): string {
  const lines = [
    `${r.resumes} resumes in ${LAYOUTS.length} layouts, each as DOCX and PDF (${r.files} files), parsed through the worker pool in ${r.seconds.toFixed(1)} s; ${r.refused.length} refused.`,
    '',
    '| field | all | DOCX | PDF | target |',
    '|---|---|---|---|---|',
    ...FIELDS.map((f) => {
      const target = TARGETS[f];
      const met =
        target === null ? 'info' : r.overall[f].correct / r.overall[f].total >= target ? `≥ ${target * 100}% ✓` : `≥ ${target * 100}% ✗`;
      return `| ${FIELD_LABELS[f]} | ${pct(r.overall[f])} | ${pct(r.byFormat.docx[f])} | ${pct(r.byFormat.pdf[f])} | ${met} |`;
    }),
    '',
    `| layout | ${FIELDS.join(' | ')} |`,
    `|---|${FIELDS.map(() => '---').join('|')}|`,
    ...LAYOUTS.map((l) => `| ${l} | ${FIELDS.map((f) => pct(r.byLayout[l][f])).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/**
 * The independent evaluation set (apps/server/src/modules/parsing/eval/): resumes in layouts the
 * generator never made, fields written by hand. Basic fields, then entries (exact: every field of
 * the entry), each as found / expected; entries the parser made that nobody wrote count as misses too.
 */
export function independentAccuracyMarkdown(): string {
  const results = evaluate();
  const ratio = (ok: number, total: number) => `${((100 * ok) / total).toFixed(1)}% (${ok}/${total})`;
  const rows = EVAL_BASIC_FIELDS.map((f) => {
    const ok = results.filter((r) => r.basic[f].ok).length;
    return `| ${f} | ${ratio(ok, results.length)} |`;
  });
  const basicOk = results.reduce((n, r) => n + EVAL_BASIC_FIELDS.filter((f) => r.basic[f].ok).length, 0);
  const entryRow = (kind: 'education' | 'work' | 'project', label: string) => {
    const hit = results.reduce((n, r) => n + r.entries[kind].hit, 0);
    const total = results.reduce((n, r) => n + r.entries[kind].total + r.entries[kind].extra, 0);
    return `| ${label} | ${total === 0 ? '–' : ratio(hit, total)} |`;
  };
  return [
    `${results.length} resumes (${results.map((r) => r.resume.file.replace(/\.txt$/, '')).join(', ')}).`,
    '',
    '| field | accuracy |',
    '|---|---|',
    ...rows,
    `| **basic fields together** (goal ≥ 99%) | ${ratio(basicOk, results.length * EVAL_BASIC_FIELDS.length)} |`,
    entryRow('education', 'education entries (goal ≥ 97%)'),
    entryRow('work', 'work entries (goal ≥ 97%)'),
    entryRow('project', 'project entries (goal ≥ 95%)'),
  ].join('\n');
}

/**
 * The real-producer set (apps/server/src/modules/parsing/eval/real/): hand-written resumes made into
 * files by LibreOffice (DOCX, DOC, PDF) and Chromium (PDF), each file read as an upload is (file
 * check, readers, parser), scored per field against the hand-written answers, overall and per
 * producer. `dir` defaults to the committed files; `OUT=dir ALL=1 produce.sh` makes all four of each.
 */
export async function realAccuracyMarkdown(dir = REAL_FILES_DIR): Promise<string> {
  const files = realFiles(dir);
  const results: { producer: string; r: EvalResult | null }[] = [];
  for (const file of files) results.push({ producer: file.producer, r: await scoreRealFile(file, dir).catch(() => null) });
  const groups = [
    ['all', results] as const,
    ...[...new Set(results.map((x) => x.producer))].sort().map((p) => [p, results.filter((x) => x.producer === p)] as const),
  ];
  const ratio = (ok: number, total: number) => (total === 0 ? '–' : `${((100 * ok) / total).toFixed(1)}% (${ok}/${total})`);
  const basic = (rs: typeof results, f?: (typeof EVAL_BASIC_FIELDS)[number]) => {
    const fields = f ? [f] : EVAL_BASIC_FIELDS;
    return ratio(
      rs.reduce((n, x) => n + fields.filter((k) => x.r?.basic[k].ok).length, 0),
      rs.length * fields.length,
    );
  };
  const entries = (rs: typeof results, kind: 'education' | 'work' | 'project') =>
    ratio(
      rs.reduce((n, x) => n + (x.r?.entries[kind].hit ?? 0), 0),
      rs.reduce((n, x) => n + (x.r ? x.r.entries[kind].total + x.r.entries[kind].extra : 0), 0) + rs.filter((x) => !x.r).length,
    );
  const refused = results.filter((x) => !x.r).length;
  return [
    `${new Set(files.map((f) => f.resume.file)).size} resumes, ${files.length} files, ${refused} refused. Entries count as found only when every field of the entry is right; entries the parser made that nobody wrote count against it.`,
    '',
    `| field | ${groups.map(([g]) => g).join(' | ')} |`,
    `|---|${groups.map(() => '---').join('|')}|`,
    ...EVAL_BASIC_FIELDS.map((f) => `| ${f} | ${groups.map(([, rs]) => basic(rs, f)).join(' | ')} |`),
    `| **basic fields together** (goal ≥ 99%) | ${groups.map(([, rs]) => basic(rs)).join(' | ')} |`,
    `| education entries (goal ≥ 97%) | ${groups.map(([, rs]) => entries(rs, 'education')).join(' | ')} |`,
    `| work entries (goal ≥ 97%) | ${groups.map(([, rs]) => entries(rs, 'work')).join(' | ')} |`,
    `| project entries (goal ≥ 95%) | ${groups.map(([, rs]) => entries(rs, 'project')).join(' | ')} |`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.env.REAL_ONLY) {
  // REAL_ONLY=1 node --import tsx bench/parse-accuracy.ts [dir]: the real-producer set alone.
  console.log(await realAccuracyMarkdown(process.argv[2]));
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await parseAccuracy({ log: console.log });
  const missesFile = path.join(import.meta.dirname, 'out', 'parse-accuracy-misses.json');
  await writeFile(missesFile, JSON.stringify({ refused: report.refused, misses: report.misses }, null, 2));
  console.log(accuracyMarkdown(report));
  console.log(`\nIndependent evaluation set:\n\n${independentAccuracyMarkdown()}`);
  console.log(`\nReal-producer set:\n\n${await realAccuracyMarkdown()}`);
  const truthSets = [];
  for (const [name, dir] of Object.entries(TRUTH_SETS)) if (existsSync(dir)) truthSets.push({ name, scores: await scoreSet(dir) });
  console.log(`\nSets written by other hands (bench/parse-truth.ts):\n\n${truthMarkdown(truthSets)}`);
  console.log(`\nMisses written to ${path.relative(process.cwd(), missesFile)}`);
}
