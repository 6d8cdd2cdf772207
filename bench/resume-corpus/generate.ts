// Generates the resume corpus for bench/parse-accuracy.ts: a seeded set of Chinese resumes,
// each in one of eight layouts, written as DOCX (docx package) and PDF (the same layout as
// HTML, printed by Chromium), plus answers.json with what a reader should find in each.
// Output: bench/out/resume-corpus/ (regenerated, not committed).
//   node --import tsx bench/resume-corpus/generate.ts [--count 240]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { renderDocx, renderHtml } from './blocks';
import { type BirthShown, LAYOUTS, type LayoutName, layOut } from './layouts';
import { makeResume } from './people';
import { Rng } from './prng';

/** Bump when the generator changes what it writes, so stale corpora are regenerated. */
export const GENERATOR_VERSION = 2;
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../out/resume-corpus');
const SEED = 20_261_101;

export interface ExpectedResume {
  name: string;
  phone: string;
  email: string;
  sex: number;
  birth: BirthShown;
  city: string;
  education: number;
  educationEntries: { school: string; major: string; degree: number; start: string; end: string }[];
  workEntries: { company: string; title: string; start: string; end: string }[];
  salary: { perMonth: number; tenthOfMonths: number; perYear: number };
}

export interface CorpusItem {
  id: string;
  layout: LayoutName;
  docx: string;
  pdf: string;
  expected: ExpectedResume;
}

export interface CorpusAnswers {
  version: number;
  seed: number;
  count: number;
  items: CorpusItem[];
}

export async function generateCorpus(
  options: { count?: number; outDir?: string; log?: (line: string) => void } = {},
): Promise<CorpusAnswers> {
  const count = options.count ?? 240;
  const outDir = options.outDir ?? CORPUS_DIR;
  const log = options.log ?? (() => {});
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const items: CorpusItem[] = [];
  try {
    const page = await browser.newPage();
    for (let i = 0; i < count; i++) {
      // One stream per resume: changing one resume's draws never reshuffles the others.
      const resume = makeResume(new Rng(SEED + i * 7919), i);
      const layout = LAYOUTS[i % LAYOUTS.length] as LayoutName;
      const laid = layOut(resume, layout, Math.floor(i / LAYOUTS.length), new Rng(SEED + 1 + i * 104_729));
      const base = `${resume.id}-${layout}`;
      await writeFile(path.join(outDir, `${base}.docx`), await renderDocx(laid));
      await page.setContent(renderHtml(laid), { waitUntil: 'load' });
      await writeFile(path.join(outDir, `${base}.pdf`), await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
      items.push({
        id: resume.id,
        layout,
        docx: `${base}.docx`,
        pdf: `${base}.pdf`,
        expected: {
          name: resume.name,
          phone: resume.phone,
          email: resume.email,
          sex: resume.sex,
          birth: laid.birth,
          city: resume.city,
          education: resume.highest,
          educationEntries: resume.education.map((e) => ({
            school: e.school,
            major: e.major,
            degree: e.degree,
            start: e.start,
            end: e.end,
          })),
          workEntries: resume.work.map((j) => ({ company: j.company, title: j.title, start: j.start, end: j.end })),
          salary: {
            perMonth: resume.expect.salary.perMonth,
            tenthOfMonths: resume.expect.salary.tenthOfMonths,
            perYear: resume.expect.salary.perYear,
          },
        },
      });
      if ((i + 1) % 50 === 0) log(`  ${i + 1}/${count} resumes written`);
    }
  } finally {
    await browser.close();
  }
  const answers: CorpusAnswers = { version: GENERATOR_VERSION, seed: SEED, count, items };
  await writeFile(path.join(outDir, 'answers.json'), `${JSON.stringify(answers, null, 2)}\n`);
  return answers;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const countArg = process.argv.indexOf('--count');
  const count = countArg > 0 ? Number(process.argv[countArg + 1]) : undefined;
  const started = Date.now();
  const answers = await generateCorpus({ count, log: console.log });
  console.log(`${answers.count} resumes × (DOCX + PDF) in ${CORPUS_DIR} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
