// Resume parsing speed: the worker pool's own throughput over the whole corpus, and the
// time per document, beside a naive baseline in the same run — the same steps (inspect,
// extract, parse) on the main thread, one file after another.
//   node --import tsx bench/parse-speed-core.ts
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { extractResumeText, inspectResumeFile, parseResumeText, ResumeParsing } from '../apps/server/src/modules/parsing/parsing.service';
import { type CorpusFile, ensureCorpus, loadCorpusFiles } from './resume-corpus/corpus';

export interface Percentiles {
  p50: number;
  p95: number;
}

export interface SpeedReport {
  files: number;
  poolSize: number;
  inFlight: number;
  /** From creating the pool to the first parsed file (workers starting and warming: tsx, pdf.js, mammoth; the file's own clock starts only after). */
  coldStartMs: number;
  pool: {
    seconds: number;
    filesPerSecond: number;
    workerMs: Percentiles;
    latencyMs: Percentiles;
    byFormat: Record<'docx' | 'pdf', Percentiles>;
  };
  inline: { seconds: number; filesPerSecond: number; msPerFile: Percentiles };
  failed: number;
  /** 1-minute load average at the start and the end of the run (the cores are shared). */
  loadAverage: { start: number; end: number };
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

async function parseInline(file: CorpusFile): Promise<void> {
  const { kind } = inspectResumeFile({ fileName: file.name, buffer: file.buffer });
  const { text } = await extractResumeText(kind, file.buffer, file.name);
  parseResumeText(text);
}

export async function parseSpeed(options: { log?: (line: string) => void; poolSize?: number } = {}): Promise<SpeedReport> {
  const log = options.log ?? (() => {});
  const files = await loadCorpusFiles(await ensureCorpus(log));
  const loadStart = os.loadavg()[0] ?? Number.NaN;
  const poolSize = options.poolSize ?? Math.min(2, os.availableParallelism());
  // Two files per worker in flight: a worker never waits for the next file, the queue stays short.
  const inFlight = poolSize * 2;

  const coldStarted = performance.now();
  const pool = new ResumeParsing({ size: poolSize });
  let coldStartMs = 0;
  const workerMs: number[] = [];
  const latencyMs: number[] = [];
  const byFormat: Record<'docx' | 'pdf', number[]> = { docx: [], pdf: [] };
  let failed = 0;
  let poolSeconds = 0;
  try {
    const first = await pool.parse(files[0]?.name ?? 'a.pdf', files[0]?.buffer ?? Buffer.alloc(0));
    coldStartMs = performance.now() - coldStarted;
    if (!first.ok) failed++;
    // Warm every worker before timing.
    await Promise.all(files.slice(1, 1 + poolSize * 2).map((f) => pool.parse(f.name, f.buffer)));
    log(`pool: ${files.length} files, ${poolSize} workers …`);
    const started = performance.now();
    let next = 0;
    const feed = async () => {
      while (next < files.length) {
        const file = files[next++];
        if (!file) return;
        const sent = performance.now();
        const outcome = await pool.parse(file.name, file.buffer);
        latencyMs.push(performance.now() - sent);
        if (!outcome.ok) {
          failed++;
          continue;
        }
        workerMs.push(outcome.ms);
        byFormat[file.format].push(outcome.ms);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, feed));
    poolSeconds = (performance.now() - started) / 1000;
  } finally {
    await pool.close();
  }

  log(`inline baseline: ${files.length} files on the main thread …`);
  for (const file of files.slice(0, 4)) await parseInline(file);
  const inlineMs: number[] = [];
  const inlineStarted = performance.now();
  for (const file of files) {
    const t = performance.now();
    await parseInline(file).catch(() => undefined);
    inlineMs.push(performance.now() - t);
  }
  const inlineSeconds = (performance.now() - inlineStarted) / 1000;

  return {
    files: files.length,
    poolSize,
    inFlight,
    coldStartMs,
    pool: {
      seconds: poolSeconds,
      filesPerSecond: files.length / poolSeconds,
      workerMs: percentiles(workerMs),
      latencyMs: percentiles(latencyMs),
      byFormat: { docx: percentiles(byFormat.docx), pdf: percentiles(byFormat.pdf) },
    },
    inline: { seconds: inlineSeconds, filesPerSecond: files.length / inlineSeconds, msPerFile: percentiles(inlineMs) },
    failed,
    loadAverage: { start: loadStart, end: os.loadavg()[0] ?? Number.NaN },
  };
}

const ms = (v: number) => `${v.toFixed(0)} ms`;

export function speedMarkdown(r: SpeedReport): string {
  return [
    `${r.files} files (DOCX and PDF resumes of the corpus), ${r.poolSize} workers, ${r.inFlight} files in flight; ${os.availableParallelism()} cores shared with whatever else runs (load average ${r.loadAverage.start.toFixed(1)} at the start, ${r.loadAverage.end.toFixed(1)} at the end).`,
    '',
    '| run | files/s | per document p50 | p95 | DOCX p50 / p95 | PDF p50 / p95 | wait + parse p50 / p95 |',
    '|---|---|---|---|---|---|---|',
    `| worker pool | ${r.pool.filesPerSecond.toFixed(1)} | ${ms(r.pool.workerMs.p50)} | ${ms(r.pool.workerMs.p95)} | ${ms(r.pool.byFormat.docx.p50)} / ${ms(r.pool.byFormat.docx.p95)} | ${ms(r.pool.byFormat.pdf.p50)} / ${ms(r.pool.byFormat.pdf.p95)} | ${ms(r.pool.latencyMs.p50)} / ${ms(r.pool.latencyMs.p95)} |`,
    `| baseline: main thread, one at a time | ${r.inline.filesPerSecond.toFixed(1)} | ${ms(r.inline.msPerFile.p50)} | ${ms(r.inline.msPerFile.p95)} | | | |`,
    '',
    `Pool cold start (workers up, first file parsed): ${ms(r.coldStartMs)}. Failed files: ${r.failed}. Ratio pool / baseline: ${(r.pool.filesPerSecond / r.inline.filesPerSecond).toFixed(2)}×.`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(speedMarkdown(await parseSpeed({ log: console.log })));
}
