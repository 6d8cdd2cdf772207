// `npm run bench`: measures the foundation's targets and writes bench/RESULTS.md.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleWeights } from './bundle-size';
import { libraryImportBench, libraryImportMarkdown } from './library-import';
import { orderListBench, orderListMarkdown } from './order-list';
import { accuracyMarkdown, parseAccuracy } from './parse-accuracy';
import { parseSpeed, speedMarkdown } from './parse-speed-core';
import { uploadSpeed } from './parse-upload';
import { platformOverhead } from './platform-overhead';
import { siteVitals, siteVitalsMarkdown } from './site-vitals';
import { startTimes } from './start-time';
import { talentListBench } from './talent-list';
import { talentSearchBench, talentSearchMarkdown } from './talent-search';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

console.log('building the web app …');
execSync('npm run build -w @hh/web', { stdio: 'ignore', cwd: path.resolve(import.meta.dirname, '..') });

console.log('platform overhead …');
const overhead = await platformOverhead(seconds);
console.log('start times …');
const start = await startTimes();
console.log('page weights …');
const weights = await bundleWeights();
const talentSize = Number(process.env.BENCH_TALENT_SIZE ?? 100_000);
console.log(`talent list at ${talentSize} candidates …`);
const talent = await talentListBench(talentSize);
console.log('resume parsing: accuracy, pool throughput, upload end to end …');
const accuracy = await parseAccuracy();
const poolSpeed = await parseSpeed();
const upload = await uploadSpeed(path.join(import.meta.dirname, 'out/resume-corpus'));
// The same uploads paced at 50 a second (the target's 40 and a margin): the API's responsiveness at that load.
const pacedUpload = await uploadSpeed(path.join(import.meta.dirname, 'out/resume-corpus'), 4, 50);
const orderSize = Number(process.env.BENCH_ORDERS ?? 1_000_000);
console.log(`order lists at ${orderSize} orders (embedded${process.env.BENCH_DATABASE_URL ? ' and BENCH_DATABASE_URL' : ''}) …`);
const orderResults = [await orderListBench(orderSize, undefined, seconds)];
if (process.env.BENCH_DATABASE_URL) orderResults.push(await orderListBench(orderSize, process.env.BENCH_DATABASE_URL, seconds));
console.log(`talent search at ${process.env.BENCH_RESUMES ?? 1_000_000} pool resumes …`);
const talentSearch = await talentSearchBench();
console.log('company library bulk import …');
const libraryImport = await libraryImportBench(Number(process.env.BENCH_LIBRARY_N ?? 200));
console.log('public site: LCP, CLS and JavaScript per page, against the client-rendered baseline …');
const site = await siteVitals();

const ratio = overhead.product.rps / overhead.bare.rps;
const lines = [
  '# Benchmark results',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. The load generator shares the machine's 2 cores with the servers, so absolute figures are lower than on a dedicated host; the ratios are what compare.`,
  '',
  '## Foundation (issue 2)',
  '',
  `### Platform overhead — signed-in \`myInfoData.json\` vs a bare Fastify route answering the same JSON`,
  '',
  `20 connections, ${seconds} s per run, 3 alternating rounds, median round shown; embedded PostgreSQL, in-process store, LOG_LEVEL=warn; each server in its own process.`,
  '',
  '| server | requests/s | p50 | p99 | errors | non-2xx |',
  '|---|---|---|---|---|---|',
  `| product: session + access + requesttime (replay store) + response schema (fast-json-stringify) + envelope | ${overhead.product.rps.toFixed(0)} | ${overhead.product.p50} ms | ${overhead.product.p99} ms | ${overhead.product.errors} | ${overhead.product.non2xx} |`,
  `| baseline: bare Fastify, same JSON | ${overhead.bare.rps.toFixed(0)} | ${overhead.bare.p50} ms | ${overhead.bare.p99} ms | ${overhead.bare.errors} | ${overhead.bare.non2xx} |`,
  '',
  `**Ratio: ${(ratio * 100).toFixed(0)}% of the bare route** (target ≥ 50%). Rounds (product / bare req/s): ${overhead.rounds.map((r) => `${r[0]?.rps.toFixed(0)} / ${r[1]?.rps.toFixed(0)}`).join(', ')}.`,
  '',
  "History: the first version measured 41–44% (about 18k req/s). Profiling showed the cost in the zod parse of every answer (~30% of throughput), pino's wildcard redaction paid at each request's child logger (~20%), and the cookie plugin's two hooks plus a SHA-256 per call. Production now serializes through fast-json-stringify compiled from the same zod schemas (tests still parse every answer with zod), censors logs only for lines written, reads the one session cookie directly and caches sessions by token.",
  '',
  '### Start',
  '',
  '| case | time to serving | target |',
  '|---|---|---|',
  `| first start on an empty data dir (initdb, migrations, demo world) | ${ms(start.firstMs)} | ≤ 60 s |`,
  `| start on an existing data dir (median of ${start.restartMs.length}: ${start.restartMs.map(ms).join(', ')}) | ${ms(median(start.restartMs))} | ≤ 5 s |`,
  '',
  'Measured from spawning `node --import tsx apps/server/src/main.ts` to the first answer of `/api/loginState.json`.',
  '',
  '### JavaScript before a page is usable (gzip, as loaded in Chromium)',
  '',
  '| page | gzipped JS | target | scripts |',
  '|---|---|---|---|',
  ...weights.map(
    (w, i) =>
      `| ${w.page} | ${kb(w.gzipBytes)} | ${i === 0 ? '≤ 200 kB' : '≤ 350 kB'} | ${w.scripts.map((s) => `${path.basename(s.url)} ${kb(s.gzipBytes)}`).join('<br>')} |`,
  ),
  '',
  '## Candidates (issue 3)',
  '',
  `### Talent list with tab counts, one firm with ${talent.size.toLocaleString('en')} candidates (embedded PostgreSQL)`,
  '',
  `Generated by \`apps/server/src/db/seed/resume-generator.ts\`, loaded in ${talent.loadSeconds.toFixed(0)} s, then VACUUM ANALYZE. Each figure is the repository calls the screen makes (first page of 20 and the three tab counts, in parallel), 30 runs after 3 warm-ups. Target: manager median < 50 ms.`,
  '',
  '| query | median | p95 |',
  '|---|---|---|',
  ...talent.rows.map((r) => `| ${r.name} | ${r.medianMs.toFixed(1)} ms | ${r.p95Ms.toFixed(1)} ms |`),
  '',
  `Manager ${((talent.rows[1]?.medianMs ?? 0) / (talent.rows[0]?.medianMs ?? 1)).toFixed(0)}× faster than the naive baseline, member ${((talent.rows[3]?.medianMs ?? 0) / (talent.rows[2]?.medianMs ?? 1)).toFixed(0)}×. The page walks \`candidates_firm_sort (firm_id, sort_key DESC, id DESC)\`; the counts are an index-only scan of \`candidates_tab_counts (firm_id, owner_id, completed)\`. An earlier index lacked the id tie-breaker and used NULLS LAST, so every page sorted all rows on disk (45 ms at 100k). Keyword search over names, companies and titles is not indexed yet (talent search, issue 5).`,
  '',
  '### Resume parsing accuracy (generated corpus, `bench/resume-corpus/`)',
  '',
  accuracyMarkdown(accuracy),
  '',
  'The generator and the parser were written by the same hands, so this corpus is an optimistic measure; job-site exports outside it found misses that were fixed and kept as parser tests. A holdout of anonymised real resumes is the honest next measure.',
  '',
  '### Parsing speed',
  '',
  speedMarkdown(poolSpeed),
  '',
  `End to end through \`POST /api/candidate/upload.json\` (multipart, check, extract, parse in the pool, store the original, duplicate check), one file per request from 4 uploaders over the ${upload.files} corpus files: **${upload.docsPerSecond.toFixed(1)} resumes/s**, per document p50 ${upload.p50Ms.toFixed(0)} ms, p95 ${upload.p95Ms.toFixed(0)} ms, ${upload.refused} refused. A signed-in API probe every 20 ms: p99 ${upload.probeIdleP99Ms.toFixed(0)} ms idle, ${upload.probeLoadedP99Ms.toFixed(0)} ms during the uploads. Paced at ${pacedUpload.pacedPerSecond} a second: ${pacedUpload.docsPerSecond.toFixed(1)} resumes/s, p95 ${pacedUpload.p95Ms.toFixed(0)} ms, probe p99 ${pacedUpload.probeIdleP99Ms.toFixed(0)} ms idle, ${pacedUpload.probeLoadedP99Ms.toFixed(0)} ms during the uploads. Targets: ≥ 40 resumes/s, p95 < 200 ms, probe p99 ≤ 2× idle.`,
  '',
  ...orderListMarkdown(orderResults),
  '',
  talentSearchMarkdown(talentSearch),
  '',
  libraryImportMarkdown(libraryImport),
  '',
  ...siteVitalsMarkdown(site),
];
writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), lines.join('\n'));
console.log(lines.join('\n'));
