/**
 * Our hand-written PDF and DOCX readers against the maintained libraries (pdf.js with its CMaps, mammoth), file by
 * file over folders of real producers' files: is the text the same (after normalising, as the parser sees it), is
 * the draft the same, and what does each cost. The figures behind the reader decision in docs/ARCHITECTURE.md;
 * bench/parse-readers.ts prints them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fastDocxHtml } from '../docx-fast-html';
import { mammothHtml } from '../extract-text';
import { htmlToText } from '../html-text';
import { normalizeResumeText } from '../normalize-text';
import { fastPdfText, pdfJsText } from '../pdf-text';
import { parseResumeText } from '../resume-parser';

export interface ReaderRow {
  producer: string;
  files: number;
  same: number;
  /** Files whose draft (the parse of each text) is the same, text differing or not. */
  sameDraft: number;
  /** Files our reader declined (the library read them). */
  declined: number;
  oursMs: number;
  libraryMs: number;
  differing: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function timed<T>(f: () => Promise<T> | T, runs: number): Promise<{ value: T; ms: number }> {
  let value: T | undefined;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    value = await f();
    times.push(performance.now() - t);
  }
  return { value: value as T, ms: median(times) };
}

export async function compareReaders(dirs: string[], runs = 3): Promise<ReaderRow[]> {
  const rows = new Map<string, ReaderRow & { ours: number[]; lib: number[] }>();
  for (const dir of dirs) {
    for (const name of readdirSync(dir).sort()) {
      const ext = path.extname(name).slice(1);
      if (ext !== 'pdf' && ext !== 'docx') continue;
      const producer = /\.([a-z]+)\.(?:pdf|docx)$/.exec(name)?.[1] ?? 'generated';
      const key = `${producer} ${ext.toUpperCase()}`;
      const row = rows.get(key) ?? {
        producer: key,
        files: 0,
        same: 0,
        sameDraft: 0,
        declined: 0,
        oursMs: 0,
        libraryMs: 0,
        differing: [],
        ours: [],
        lib: [],
      };
      rows.set(key, row);
      const buffer = readFileSync(path.join(dir, name));
      const ours =
        ext === 'pdf'
          ? await timed(() => {
              const r = fastPdfText(new Uint8Array(buffer));
              return r && 'text' in r ? r.text : undefined;
            }, runs)
          : await timed(() => {
              const html = fastDocxHtml(buffer);
              return html === undefined ? undefined : htmlToText(html);
            }, runs);
      const lib =
        ext === 'pdf'
          ? await timed(async () => (await pdfJsText(new Uint8Array(buffer))).text, runs)
          : await timed(async () => htmlToText(await mammothHtml(buffer)), runs);
      row.files++;
      row.ours.push(ours.ms);
      row.lib.push(lib.ms);
      const draft = (text: string) => JSON.stringify(parseResumeText(text, { today: new Date('2026-01-01') }));
      if (ours.value !== undefined && draft(ours.value) === draft(lib.value)) row.sameDraft++;
      if (ours.value === undefined) row.declined++;
      else if (normalizeResumeText(ours.value) === normalizeResumeText(lib.value)) row.same++;
      else row.differing.push(name);
    }
  }
  return [...rows.values()].map(({ ours, lib, ...r }) => ({ ...r, oursMs: median(ours), libraryMs: median(lib) }));
}

export function readersMarkdown(rows: ReaderRow[]): string {
  return [
    '| producer | files | same text as the library | same draft | declined (library read them) | text differing | ours p50 | library p50 | speed-up |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.producer} | ${r.files} | ${r.same} | ${r.sameDraft} | ${r.declined} | ${r.files - r.same - r.declined} | ${r.oursMs.toFixed(2)} ms | ${r.libraryMs.toFixed(2)} ms | ${(r.libraryMs / r.oursMs).toFixed(1)}× |`,
    ),
  ].join('\n');
}
