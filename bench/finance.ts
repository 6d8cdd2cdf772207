/**
 * Finance at scale (issue 20): the rebate export of one bill of `lines` lines streamed with
 * platform/xlsx-stream.ts beside the same file built as an in-memory exceljs Workbook, in the same run
 * (time, and the process's peak RSS sampled every 20 ms above the level before each); and the
 * manager's delivery list (page 1 and its total) over `deliveries` records of one firm spread over
 * four years, p95 over 60 calls per filter. Standalone:
 *   BENCH_FINANCE_DELIVERIES=1000000 BENCH_FINANCE_LINES=100000 node --import tsx bench/finance.ts
 * writes its section of bench/RESULTS.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DataScope } from '@hh/domain/accounts/scope';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { FinanceService } from '../apps/server/src/modules/finance/finance.service';
import { rebateWorkbookInMemory, writeRebateExport } from '../apps/server/src/modules/finance/rebate-export';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { replaceResultsSection } from './lib/results-section';

const FIRM = '00000000-0000-4000-8000-00000000f020';
const HUNTER = '00000000-0000-4000-8000-00000000f021';
const BILL = '00000000-0000-4000-8000-00000000f022';
const DAYS = 1_500;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

async function timed(run: () => Promise<unknown>, times: number) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  return { medianMs: quantile(ms, 0.5), p95Ms: quantile(ms, 0.95) };
}

/** Runs `work` while sampling RSS; answers its time and its peak RSS above the level it started from. */
async function withPeak<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const t = performance.now();
  const result = await work();
  const seconds = (performance.now() - t) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, seconds, peakMb: peak / 2 ** 20, aboveMb: (peak - base) / 2 ** 20 };
}

export async function financeBench(deliveries: number, lines: number) {
  // BENCH_FINANCE_DIR keeps the loaded database between runs (iterating); without it a temporary dir is loaded and removed.
  const keptDir = process.env.BENCH_FINANCE_DIR;
  const dataDir = keptDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hh-bench-finance-')));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 4);
  try {
    await runMigrations(database);
    const pool = database.pool;
    const loaded = await pool.query('select count(*)::int as n from deliveries where firm_id = $1', [FIRM]).catch(() => null);
    const billLines = await pool.query('select count(*)::int as n from settlement_bill_lines where bill_id = $1', [BILL]).catch(() => null);
    const reuse = keptDir !== undefined && loaded?.rows[0].n === deliveries && billLines?.rows[0].n === lines;
    if (!reuse) await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 3)));
    const t0 = performance.now();
    if (!reuse) {
      // Synthetic records need no orders: the bench drops the order foreign key (the list never reads it).
      await pool.query('alter table deliveries drop constraint if exists deliveries_order_id_orders_id_fk');
      await pool.query(`insert into firms (id, name) values ($1, '压测猎头')`, [FIRM]);
      await pool.query(
        `insert into users (id, kind, firm_id, role_code, phone, cname, password_hash)
      select $1, 'consultant', $2, 30, '19800009999', '压测经理', password_hash from users where phone = '13800000030'`,
        [HUNTER, FIRM],
      );
      for (let start = 0; start < deliveries; start += 200_000) {
        const end = Math.min(deliveries, start + 200_000) - 1;
        await pool.query(
          `insert into deliveries (id, firm_id, hunter_id, order_id, model, state, amount, candidate_name, position_id, position_name, occurred_at, approved_at)
         select gen_random_uuid(), $1, $2, gen_random_uuid(), 1 + i % 2, 1 + (i * 7) % 4, 20000 + (i * 37) % 900000, '压测候选人' || i,
           gen_random_uuid(), '压测职位' || (i % 500), now() - ((i::bigint * 104729) % (${DAYS} * 86400)) * interval '1 second',
           now() - ((i::bigint * 104729) % (${DAYS} * 86400)) * interval '1 second'
         from generate_series(${start}, ${end}) i`,
          [FIRM, HUNTER],
        );
      }
      await pool.query(
        `insert into settlement_bills (id, bill_no, firm_id, period_start, period_end, invoice_amount, person_num, line_count)
      values ($1, 'JS202201010001', $2, now() - interval '30 days', now(), 0, ${lines}, ${lines})`,
        [BILL, FIRM],
      );
      await pool.query(
        `insert into settlement_bill_lines (id, bill_id, delivery_id, kind, amount)
       select gen_random_uuid(), $1, id, 1, amount from deliveries where firm_id = $2 limit ${lines}`,
        [BILL, FIRM],
      );
      // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans read.
      await pool.query('vacuum analyze');
    }
    const loadSeconds = (performance.now() - t0) / 1000;
    const scope: DataScope = { kind: 'firm', firmId: FIRM, actorId: HUNTER, userIds: null };
    const service = new FinanceService(database.db);
    const exportRuns: {
      streamed?: { seconds: number[]; peakMb: number; aboveMb: number };
      inMemory?: Awaited<ReturnType<typeof withPeak<Buffer>>>;
    } = {};

    // The export: streamed into a sink that counts bytes, then the same lines as an in-memory workbook.
    const source = service.rebateSource(scope, { billNo: 'JS202201010001' });
    let bytes = 0;
    // A fresh sink per run: the writer ends its output.
    const sink = () =>
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      });
    // BENCH_FINANCE_PART (iterating): 'streamed' only the streamed export, 'list' only the list; either skips RESULTS.md.
    const part = process.env.BENCH_FINANCE_PART ?? 'all';
    const loadAt = { export: os.loadavg(), list: os.loadavg() };
    if (part === 'all' || part === 'streamed') {
      // Several runs (the machine is shared): median and worst time, the highest peak.
      const runs = Number(process.env.BENCH_FINANCE_EXPORT_RUNS ?? 5);
      const streamed = { seconds: [] as number[], peakMb: 0, aboveMb: 0 };
      loadAt.export = os.loadavg();
      for (let i = 0; i < runs; i++) {
        bytes = 0;
        const run = await withPeak(() => writeRebateExport(source, sink()));
        console.log('export streamed', run.seconds, run.peakMb, run.aboveMb, bytes);
        streamed.seconds.push(run.seconds);
        streamed.peakMb = Math.max(streamed.peakMb, run.peakMb);
        streamed.aboveMb = Math.max(streamed.aboveMb, run.aboveMb);
      }
      if (part === 'streamed') return;
      exportRuns.streamed = streamed;
    }
    if (part === 'all') {
      exportRuns.inMemory = await withPeak(() => rebateWorkbookInMemory(source));
      console.log('export in memory', exportRuns.inMemory.seconds, exportRuns.inMemory.peakMb);
    }

    // The list: page 1 and its total, as the screen asks it.
    loadAt.list = os.loadavg();
    const today = formatChinaTime(Date.now(), 'YYYY-MM-DD');
    const days = (n: number) => formatChinaTime(Date.now() - n * 86_400_000, 'YYYY-MM-DD');
    const cases: [string, Parameters<FinanceService['deliveryList']>[1]][] = [
      [
        'spec default 2022-01-25…2022-02-28',
        { startTime: '2022-01-25', endTime: '2022-02-28', stateEx: undefined, type: undefined, page: 1, pageSize: 20 },
      ],
      ['本月', { startTime: `${today.slice(0, 8)}01`, endTime: today, stateEx: undefined, type: undefined, page: 1, pageSize: 20 }],
      ['近三月, 已打款', { startTime: days(90), endTime: today, stateEx: 3, type: undefined, page: 1, pageSize: 20 }],
      ['one year, 入职数据, page 50', { startTime: days(365), endTime: today, stateEx: undefined, type: 2, page: 50, pageSize: 20 }],
    ];
    const list: { name: string; total: number; medianMs: number; p95Ms: number }[] = [];
    for (const [name, q] of cases) {
      const first = await service.deliveryList(scope, q);
      list.push({ name, total: first.totalCount, ...(await timed(() => service.deliveryList(scope, q), 60)) });
      console.log(name, list.at(-1));
    }
    const cards = await timed(
      () => service.totalData(scope, { startTime: '2022-01-25', endTime: '2022-02-28', stateEx: undefined, type: undefined }),
      30,
    );
    const { streamed, inMemory } = exportRuns;
    if (part !== 'all' || !streamed || !inMemory) return;

    const f = (n: number, d = 1) => n.toFixed(d);
    const md = [
      '## Finance (issue 20)',
      '',
      `Command: \`BENCH_FINANCE_DELIVERIES=${deliveries} BENCH_FINANCE_LINES=${lines} node --expose-gc --import tsx bench/finance.ts\` — ${new Date().toISOString().slice(0, 10)}, embedded PostgreSQL 17, ${os.cpus().length} cores (the load average at each part is below). Load: ${deliveries.toLocaleString('en')} deliveries of one firm over ${DAYS} days and a bill of ${lines.toLocaleString('en')} lines in ${f(loadSeconds)} s.`,
      '',
      `**Rebate export, ${lines.toLocaleString('en')} lines** (target ≤ 5 s, ≤ 200 MB peak RSS):`,
      '',
      '| build | time (s) | peak RSS of the process (MB) | peak above the start (MB) | file (MB) |',
      '|---|---:|---:|---:|---:|',
      `| streamed (one cursor per bill over the lines' own columns, a page of 2,000 ahead; platform/zip-write-stream + shared strings), ${streamed.seconds.length} runs | median ${f(quantile(streamed.seconds, 0.5), 2)}, worst ${f(Math.max(...streamed.seconds), 2)} | ${f(streamed.peakMb)} | ${f(streamed.aboveMb)} | ${f(bytes / 2 ** 20, 2)} |`,
      `| in memory (Workbook + writeBuffer), baseline, 1 run | ${f(inMemory.seconds, 2)} | ${f(inMemory.peakMb)} | ${f(inMemory.aboveMb)} | ${f(inMemory.result.length / 2 ** 20, 2)} |`,
      '',
      `Load average (1/5/15 min, \`os.loadavg()\`) at the export: ${loadAt.export.map((x) => f(x)).join(' / ')}; at the list: ${loadAt.list.map((x) => f(x)).join(' / ')}.`,
      '',
      `**Delivery list** (manager, page and total — the total from the per-firm-day counters; target p95 ≤ 50 ms at 1,000,000; this run: ${deliveries.toLocaleString('en')}):`,
      '',
      '| filter | matching | median (ms) | p95 (ms) |',
      '|---|---:|---:|---:|',
      ...list.map((r) => `| ${r.name} | ${r.total.toLocaleString('en')} | ${f(r.medianMs)} | ${f(r.p95Ms)} |`),
      `| cards (totalData), spec default range | — | ${f(cards.medianMs)} | ${f(cards.p95Ms)} |`,
    ].join('\n');
    await replaceResultsSection('## Finance (issue 20)', md);
    console.log(md);
  } finally {
    await database.close();
    await embedded.stop();
    if (!keptDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await financeBench(Number(process.env.BENCH_FINANCE_DELIVERIES ?? 1_000_000), Number(process.env.BENCH_FINANCE_LINES ?? 100_000));
}
