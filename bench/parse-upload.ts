import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractResumeText, inspectResumeFile, parseResumeText } from '../apps/server/src/modules/parsing/parsing.service';
import { samplesBetween, startProbe } from './lib/latency-probe';
import { startProduct } from './lib/server-process';
import { StampSequence } from './lib/stamp';

export interface UploadSpeed {
  /** Uploads offered per second (paced run), or null when the uploaders went as fast as they could. */
  pacedPerSecond: number | null;
  files: number;
  docsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  refused: number;
  probeIdleP99Ms: number;
  probeLoadedP99Ms: number;
  /** Files answered 解析服务繁忙 (the pool's queue full or a wait too long): part of `refused`. */
  busy: number;
  /** The naive baseline in the same run: the same files inspected, extracted and parsed on this process's main thread, one after another (no HTTP, no pool). */
  baseline: { docsPerSecond: number; p50Ms: number; p95Ms: number };
  /** 1-minute load average when the run started and when it ended (2 cores shared with other engineers). */
  loadAverage: { start: number; end: number };
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

function multipart(name: string, content: Buffer) {
  const boundary = `----hhbench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Resumes per second end to end through POST /api/candidate/upload.json (check, extract, parse
 * in the worker pool, store the original, duplicate check), one file per request from
 * `concurrency` uploaders, over the generated corpus (DOCX and PDF). Meanwhile a probe in its own
 * process calls a signed-in API route every 20 ms; its p99 under load is compared with its idle p99.
 * With `ratePerSecond` the uploads are paced (file i is sent at i / rate seconds, by whichever
 * uploader is free): the API's responsiveness at a given load rather than at saturation.
 */
export async function uploadSpeed(corpusDir: string, concurrency = 4, ratePerSecond?: number): Promise<UploadSpeed> {
  const names = (await readdir(corpusDir)).filter((n) => /\.(docx|pdf)$/.test(n)).sort();
  const files = await Promise.all(names.map(async (n) => ({ name: n, content: await readFile(path.join(corpusDir, n)) })));
  const loadStart = os.loadavg()[0] ?? Number.NaN;
  // The shipped settings: the config's default log level (info, one line per request), not the benches' usual warn.
  const server = await startProduct({ port: 3204, env: { LOG_LEVEL: 'info' } });
  try {
    const signIn = async () => {
      const response = await fetch(`${server.url}/api/login.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ phone: '13800000010', password: 'demo123456' }),
      });
      return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '', stamps: new StampSequence() };
    };
    const probeSession = await signIn();
    // The probe runs from the start, in its own process; the first seconds let the route compile
    // and start-up work settle, then an idle window, then the uploads.
    const probe = startProbe(`${server.url}/api/lietou/sysLog/list?pageNo=1`, probeSession.cookie);
    await new Promise((r) => setTimeout(r, 3000));
    const idleFrom = Date.now();
    await new Promise((r) => setTimeout(r, 6000));
    const idleTo = Date.now();
    const uploaders = await Promise.all(Array.from({ length: concurrency }, signIn));
    // Warm the worker pool.
    await fetch(`${server.url}/api/candidate/upload.json?requesttime=${uploaders[0]?.stamps.next()}`, {
      method: 'POST',
      headers: {
        cookie: uploaders[0]?.cookie ?? '',
        'sec-fetch-site': 'same-origin',
        'content-type': multipart(files[0]?.name ?? 'x', files[0]?.content ?? Buffer.alloc(0)).type,
      },
      body: multipart(files[0]?.name ?? 'x', files[0]?.content ?? Buffer.alloc(0)).body,
    });

    const latencies: number[] = [];
    let refused = 0;
    let busy = 0;
    let next = 0;
    const started = performance.now();
    const loadFrom = Date.now();
    await Promise.all(
      uploaders.map(async (session) => {
        for (;;) {
          const index = next++;
          const file = files[index];
          if (!file) return;
          if (ratePerSecond) {
            const due = started + (index * 1000) / ratePerSecond - performance.now();
            if (due > 0) await new Promise((r) => setTimeout(r, due));
          }
          const { body, type } = multipart(file.name, file.content);
          const t0 = performance.now();
          const response = await fetch(`${server.url}/api/candidate/upload.json?requesttime=${session.stamps.next()}`, {
            method: 'POST',
            headers: { cookie: session.cookie, 'sec-fetch-site': 'same-origin', 'content-type': type },
            body,
          });
          const answer = (await response.json()) as { data?: { files?: { ok: boolean; message: string }[] } };
          latencies.push(performance.now() - t0);
          const answered = answer.data?.files?.[0];
          if (!answered?.ok) refused++;
          if (answered?.message.includes('繁忙')) busy++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const loadTo = Date.now();
    const samples = await probe.stop();
    const idle = samplesBetween(samples, idleFrom, idleTo);
    const loaded = samplesBetween(samples, loadFrom, loadTo);
    await server.stop();
    const baseline = await inlineBaseline(files);
    return {
      pacedPerSecond: ratePerSecond ?? null,
      files: files.length,
      docsPerSecond: files.length / seconds,
      p50Ms: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
      refused,
      probeIdleP99Ms: quantile(idle, 0.99),
      probeLoadedP99Ms: quantile(loaded, 0.99),
      busy,
      baseline,
      loadAverage: { start: loadStart, end: os.loadavg()[0] ?? Number.NaN },
    };
  } finally {
    await server.stop();
  }
}

/** The naive way, for comparison in the same run: each file inspected, extracted and parsed on the main thread, one after another. */
async function inlineBaseline(files: { name: string; content: Buffer }[]): Promise<UploadSpeed['baseline']> {
  const one = async (file: { name: string; content: Buffer }) => {
    const { kind } = inspectResumeFile({ fileName: file.name, buffer: file.content });
    parseResumeText((await extractResumeText(kind, file.content, file.name)).text);
  };
  for (const file of files.slice(0, 8)) await one(file).catch(() => undefined);
  const times: number[] = [];
  const started = performance.now();
  for (const file of files) {
    const t = performance.now();
    await one(file).catch(() => undefined);
    times.push(performance.now() - t);
  }
  return {
    docsPerSecond: files.length / ((performance.now() - started) / 1000),
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
  };
}

// node --import tsx bench/parse-upload.ts <dir of .docx/.pdf> [uploads per second]; PARSE_OWN_READERS=0 for the libraries only.
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? path.join(import.meta.dirname, 'out/resume-corpus');
  const rate = process.argv[3] ? Number(process.argv[3]) : undefined;
  console.log(JSON.stringify(await uploadSpeed(dir, 4, rate)));
}
