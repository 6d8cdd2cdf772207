import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractResumeText } from '../extract-text';
import { inspectResumeFile } from '../file-check';
import { parseResumeText } from '../resume-parser';
import { EVAL_TODAY, type EvalResume } from './expected';
import { type EvalResult, scoreResume } from './score';

/**
 * The real-producer evaluation set (issue 24): 42 resumes written by hand as HTML in
 * `real/sources/` — job-board exports, two-column templates, cover letters first, Word form
 * tables, fresh graduates, qualifiers, English employers — with their fields written by hand
 * in `real/expected.json` (before the parser's code was read), turned into files by real
 * producers (`real/produce.sh`: LibreOffice → DOCX, legacy DOC and PDF; Chromium → PDF; pandoc → DOCX;
 * XeLaTeX → PDF).
 * `real/files/` keeps one file per resume, the producer named in the file name
 * (`NN-layout.<producer>.<ext>`); `OUT=… ALL=1 produce.sh` makes all six of every resume.
 */
interface RealExpected extends Omit<EvalResume, 'source' | 'file'> {
  file: string;
  layout: string;
}

export const REAL_DIR = path.join(import.meta.dirname, 'real');
export const REAL_FILES_DIR = path.join(REAL_DIR, 'files');

const expected: RealExpected[] = JSON.parse(readFileSync(path.join(REAL_DIR, 'expected.json'), 'utf8'));
export const REAL_SET: EvalResume[] = expected.map(({ layout, ...r }) => ({ ...r, source: layout }));

export interface RealFile {
  /** File name, e.g. 08-phd-combined.chromium.pdf */
  name: string;
  /** libreoffice.docx, libreoffice.doc, libreoffice.pdf, chromium.pdf, pandoc.docx or xelatex.pdf */
  producer: string;
  resume: EvalResume;
}

/** The produced files of a folder (real/files by default), each with its hand-written answer. */
export function realFiles(dir = REAL_FILES_DIR): RealFile[] {
  const byFile = new Map(REAL_SET.map((r) => [r.file, r]));
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const m = /^(.+?)\.([a-z]+\.[a-z]+)$/.exec(name);
      const resume = m?.[1] ? byFile.get(m[1]) : undefined;
      return m?.[2] && resume ? [{ name, producer: m[2], resume }] : [];
    });
}

/** One produced file through the same steps as an upload (check, extract, parse), scored field by field. */
export async function scoreRealFile(file: RealFile, dir = REAL_FILES_DIR): Promise<EvalResult & { text: string }> {
  const buffer = readFileSync(path.join(dir, file.name));
  const { kind } = inspectResumeFile({ fileName: file.name, buffer });
  const { text } = await extractResumeText(kind, buffer, file.name);
  return { ...scoreResume(file.resume, parseResumeText(text, { today: EVAL_TODAY })), text };
}
