// `node --import tsx bench/library-import.ts [N]`: bulk import into the company resume library.
import { multipartBody, zipOf } from '../apps/server/src/test/fixtures/library-files';
import { replaceResultsSection } from './lib/results-section';
import { startProduct } from './lib/server-process';
import { StampSequence } from './lib/stamp';
import { ensureCorpus, readCorpusFile } from './resume-corpus/corpus';

export interface LibraryImportResult {
  n: number;
  zipBytes: number;
  /** Request sent → task finished (polled every 100 ms through task/last). */
  importSeconds: number;
  importPerSecond: number;
  requestMs: number;
  counts: { imported: number; merged: number; refused: number };
  /** The same files one request each through the talent upload endpoint, one uploader. */
  baselineSeconds: number;
  baselinePerSecond: number;
}

interface Task {
  id: string;
  state: number;
  imported: number;
  merged: number;
  refused: number;
}

/**
 * Resumes per second end to end through the real import: one zip of N corpus resumes (DOCX and
 * PDF alternating, one file per person) to POST /api/companyTalentLib/task/create, the pg-boss
 * job, the parse pool and the batched writes, until task/last says finished. Baseline in the same
 * run: the same files uploaded one by one to POST /api/candidate/upload.json.
 */
export async function libraryImportBench(n = 200, port = 3520): Promise<LibraryImportResult> {
  const answers = await ensureCorpus((line) => console.log(line));
  const items = answers.items.slice(0, n);
  const files = await Promise.all(
    items.map(async (item, i) => {
      const name = i % 2 === 0 ? item.docx : item.pdf;
      return { name, content: await readCorpusFile(name) };
    }),
  );
  const zip = await zipOf(files.map((f) => ({ name: `简历/${f.name}`, content: f.content })));
  const server = await startProduct({ port });
  try {
    const stamps = new StampSequence();
    const login = await fetch(`${server.url}/api/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ phone: '13800000030', password: 'demo123456' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const call = async <T>(path: string, init: RequestInit = {}) => {
      const sep = path.includes('?') ? '&' : '?';
      const response = await fetch(`${server.url}${path}${sep}requesttime=${stamps.next()}`, {
        ...init,
        headers: { cookie, 'sec-fetch-site': 'same-origin', ...(init.headers ?? {}) },
      });
      return (await response.json()) as { state: number; message: string; data: T };
    };

    const { body, headers } = multipartBody([{ name: 'bench.zip', content: zip }]);
    const started = performance.now();
    const created = await call<{ id: string }>('/api/companyTalentLib/task/create', { method: 'POST', headers, body });
    const requestMs = performance.now() - started;
    if (created.state !== 1) throw new Error(`task/create: ${created.message}`);
    let task: Task | null = null;
    for (;;) {
      task = (await call<Task | null>('/api/companyTalentLib/task/last')).data;
      if (task?.id === created.data.id && task.state >= 3) break;
      if (performance.now() - started > 600_000) throw new Error('import did not finish in 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const importSeconds = (performance.now() - started) / 1000;

    const baselineStarted = performance.now();
    for (const file of files) {
      const one = multipartBody([file]);
      await call('/api/candidate/upload.json', { method: 'POST', headers: one.headers, body: one.body });
    }
    const baselineSeconds = (performance.now() - baselineStarted) / 1000;
    return {
      n: files.length,
      zipBytes: zip.length,
      importSeconds,
      importPerSecond: files.length / importSeconds,
      requestMs,
      counts: { imported: task.imported, merged: task.merged, refused: task.refused },
      baselineSeconds,
      baselinePerSecond: files.length / baselineSeconds,
    };
  } finally {
    await server.stop();
  }
}

export function libraryImportMarkdown(r: LibraryImportResult): string {
  return [
    '## Company library bulk import (issue 5)',
    '',
    `One zip of ${r.n} generated resumes (DOCX and PDF alternating, ${(r.zipBytes / 1024 / 1024).toFixed(1)} MB) through \`POST /api/companyTalentLib/task/create\`, the import run (started at once by the instance that took the request; the pg-boss job is its fallback), the parse pool (2 workers, started cold by the import, warm for the baseline) and batched writes of 40, until \`task/last\` says finished; manager of the demo firm, fresh data dir, embedded PostgreSQL.`,
    '',
    '| path | files | time | resumes/s |',
    '|---|---|---|---|',
    `| import task (request answered in ${r.requestMs.toFixed(0)} ms) | ${r.n} | ${r.importSeconds.toFixed(1)} s | **${r.importPerSecond.toFixed(1)}** |`,
    `| baseline: one by one through \`POST /api/candidate/upload.json\` | ${r.n} | ${r.baselineSeconds.toFixed(1)} s | ${r.baselinePerSecond.toFixed(1)} |`,
    '',
    `Outcomes: ${r.counts.imported} imported, ${r.counts.merged} merged, ${r.counts.refused} refused. Target: ≥ 40 resumes/s end to end.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? process.env.BENCH_LIBRARY_N ?? 200);
  const result = await libraryImportBench(n);
  const markdown = libraryImportMarkdown(result);
  await replaceResultsSection('## Company library bulk import (issue 5)', markdown);
  console.log(markdown);
}
