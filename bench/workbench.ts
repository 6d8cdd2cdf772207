/**
 * The workbench at scale (issue 17): a firm of 200 consultants with `size` orders whose state
 * logs span two years; business data (manager, this month, page 1), the summary, and each
 * ranking board, read from the rollups, each beside the naive aggregation over the state logs
 * in the same run. Standalone:
 *   BENCH_WORKBENCH_ORDERS=1000000 node --import tsx bench/workbench.ts
 * writes its section of bench/RESULTS.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataScope } from '@hh/domain/accounts/scope';
import { chinaDate, chinaMonthStart } from '@hh/domain/workbench/metrics';
import { RankingType, ScreenType, TimeDimension } from '@hh/domain/workbench/ranking';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { rebuildStageRollups } from '../apps/server/src/db/stage-rollups';
import { createCallFigures } from '../apps/server/src/modules/calls/calls.module';
import { WorkbenchContentRepository } from '../apps/server/src/modules/workbench/workbench-content.repository';
import { WorkbenchStatsRepository } from '../apps/server/src/modules/workbench/workbench-stats.repository';
import { WorkbenchStatsService } from '../apps/server/src/modules/workbench/workbench-stats.service';
import type { ConsultantActor } from '../apps/server/src/platform/actor';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { replaceResultsSection } from './lib/results-section';

const FIRM = '00000000-0000-4000-8000-00000000b017';
const CONSULTANTS = 200;
const PEOPLE = 50_000;
const DAYS = 730;
const userId = (u: number) => `00000000-0000-4000-8000-${(0xe000 + u).toString(16).padStart(12, '0')}`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

async function time(run: () => Promise<unknown>, times: number) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  return { medianMs: quantile(ms, 0.5), p95Ms: quantile(ms, 0.95) };
}

/** Orders of every depth with their state logs: each step 1–3 days after the last, the first anywhere in two years, none after now. */
async function load(pool: import('pg').Pool, size: number) {
  const hash = (await pool.query<{ h: string }>(`select password_hash as h from users where phone = '13800000010'`)).rows[0]?.h;
  await pool.query(`insert into firms (id, name) values ($1, '压测猎头')`, [FIRM]);
  await pool.query(
    `insert into users (id, kind, firm_id, role_code, phone, cname, password_hash)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(57344 + u), 12, '0'))::uuid, 'consultant', $1, case when u = 1 then 30 else 10 end,
            '1980000' || lpad(u::text, 4, '0'), '压测顾问' || u, $2 from generate_series(1, ${CONSULTANTS}) u`,
    [FIRM, hash],
  );
  await pool.query(`insert into people (id, name, phone) select ('00000000-0000-4000-8011-' || lpad(to_hex(p), 12, '0'))::uuid, '压测' || p,
    '1660' || lpad(p::text, 7, '0') from generate_series(1, ${PEOPLE}) p`);
  await pool.query(
    `insert into candidates (id, firm_id, person_id, owner_id, completed)
     select ('00000000-0000-4000-8012-' || lpad(to_hex(p), 12, '0'))::uuid, $1, ('00000000-0000-4000-8011-' || lpad(to_hex(p), 12, '0'))::uuid,
            ('00000000-0000-4000-8000-' || lpad(to_hex(57344 + 1 + p % ${CONSULTANTS}), 12, '0'))::uuid, true from generate_series(1, ${PEOPLE}) p`,
    [FIRM],
  );
  // How far each order went along 30 → 40 → 50 → 62 → 63 → 64 → 80 → 91: most stop early.
  const depths = [1, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3];
  const path = [30, 40, 50, 62, 63, 64, 80, 91];
  for (let start = 0; start < size; start += 100_000) {
    const end = Math.min(size, start + 100_000) - 1;
    await pool.query(
      `with pos as (select array_agg(p.id order by p.id) ids, array_agg(p.project_id order by p.id) projects from positions p where p.state = 'recruiting'),
            d as (select $2::int[] depth, $3::smallint[] path)
       insert into orders (id, firm_id, hunter_id, candidate_id, person_id, position_id, project_id, stage, stage_tab, recommended_at, created_at, updated_at)
       select ('00000000-0000-4000-9' || lpad(to_hex(i), 15, '0'))::uuid, $1,
              ('00000000-0000-4000-8000-' || lpad(to_hex(57344 + 1 + (i * 7919) % ${CONSULTANTS}), 12, '0'))::uuid,
              ('00000000-0000-4000-8012-' || lpad(to_hex(1 + i % ${PEOPLE}), 12, '0'))::uuid,
              ('00000000-0000-4000-8011-' || lpad(to_hex(1 + i % ${PEOPLE}), 12, '0'))::uuid,
              pos.ids[1 + i % array_length(pos.ids, 1)], pos.projects[1 + i % array_length(pos.ids, 1)],
              d.path[d.depth[1 + (i * 31) % array_length(d.depth, 1)]], 30,
              now() - ((i * 104729) % (${DAYS} * 86400)) * interval '1 second',
              now() - ((i * 104729) % (${DAYS} * 86400)) * interval '1 second', now()
       from generate_series($4::bigint, $5::bigint) i, pos, d`,
      [FIRM, depths, path, start, end],
    );
  }
  // One log per step, 1–3 days apart from the recommendation, never after now.
  await pool.query(
    `insert into order_state_logs (id, order_id, from_stage, to_stage, action, actor_type, actor_name, created_at)
     select gen_random_uuid(), o.id, case when s.k = 1 then null else p.path[s.k - 1] end, p.path[s.k], 'bench', 'platform', '压测',
            least(now() - interval '1 minute', o.created_at + (s.k - 1) * (1 + (hashtext(o.id::text) & 3)) * interval '1 day')
     from orders o, (select $2::smallint[] path) p, generate_series(1, 8) s(k)
     where o.firm_id = $1 and s.k <= array_position(p.path, o.stage)`,
    [FIRM, path],
  );
  if (!openDatabaseCache.db) throw new Error('The bench database is not open');
  await rebuildStageRollups(openDatabaseCache.db);
  await pool.query('vacuum analyze');
}
const openDatabaseCache: { db?: ReturnType<typeof openDatabase>['db'] } = {};

/** The naive figures: every order's first arrival at each stage from the logs, grouped as asked. */
function naiveFirst(where: string) {
  return `with first as (
      select distinct on (l.order_id, l.to_stage) l.order_id, l.to_stage, l.created_at, o.hunter_id, o.position_id, o.project_id, o.firm_id
      from order_state_logs l join orders o on o.id = l.order_id
      where ${where} and l.to_stage in (30, 40, 62, 63, 80, 91) and l.from_stage is distinct from l.to_stage
      order by l.order_id, l.to_stage, l.created_at, l.id)`;
}

export async function workbenchBench(size: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-workbench-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 4);
  openDatabaseCache.db = database.db;
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 3)));
    const t0 = performance.now();
    await load(database.pool, size);
    const loadSeconds = (performance.now() - t0) / 1000;
    const logs = Number((await database.pool.query('select count(*) n from order_state_logs')).rows[0].n);
    const service = new WorkbenchStatsService(
      new WorkbenchStatsRepository(database.db),
      new WorkbenchContentRepository(database.db),
      createCallFigures(database.db),
    );
    const manager: ConsultantActor = {
      userId: userId(1),
      tokenHash: '',
      kind: 'consultant',
      cname: '压测顾问1',
      phone: '',
      roleCode: 30,
      staffRole: null,
      firmId: FIRM,
      teamId: null,
      teamName: null,
      firm: null,
    };
    const scope: DataScope = { kind: 'firm', firmId: FIRM, actorId: manager.userId, userIds: null };
    const now = Date.now();
    const month = chinaDate(chinaMonthStart(now));
    const today = chinaDate(now);
    const inFirm = `o.firm_id = '${FIRM}'`;
    const dayOf = `(created_at at time zone 'Asia/Shanghai')::date`;
    const q = (text: string) => () => database.pool.query(text);
    const rows: { name: string; fast: { medianMs: number; p95Ms: number }; naive: { medianMs: number; p95Ms: number } }[] = [];
    const pair = async (name: string, fast: () => Promise<unknown>, naive: () => Promise<unknown>) => {
      rows.push({ name, fast: await time(fast, 40), naive: await time(naive, 3) });
      console.log(name, rows.at(-1));
    };
    await pair(
      'business data, manager, this month, page 1',
      () =>
        service.businessData(scope, {
          start: chinaMonthStart(now),
          end: now,
          userIds: [],
          orderClause: 'recNum',
          orderSequence: 'desc',
          current: 1,
          limit: 20,
        }),
      q(
        `${naiveFirst(inFirm)} select hunter_id, count(*) filter (where to_stage = 30) n from first where ${dayOf} between '${month}' and '${today}' group by hunter_id order by n desc limit 20`,
      ),
    );
    await pair(
      'summary (manager: today, month, 30-day trend)',
      () => service.summary(scope),
      q(`${naiveFirst(inFirm)} select ${dayOf} d, to_stage, count(*) from first where ${dayOf} >= current_date - 31 group by 1, 2`),
    );
    const boards: [string, () => Promise<unknown>, string][] = [
      ['board: consultants, today valid', () => service.userBoard(manager, RankingType.valid, TimeDimension.today), `hunter_id`],
      [
        'board: consultants, month attended',
        () => service.userBoard(manager, RankingType.interviewAttended, TimeDimension.month),
        `hunter_id`,
      ],
      [
        'board: positions, month attended',
        () => service.firmBoard(manager, RankingType.interviewAttended, ScreenType.position, TimeDimension.month),
        `position_id`,
      ],
      [
        'board: projects, month attended',
        () => service.firmBoard(manager, RankingType.interviewAttended, ScreenType.project, TimeDimension.month),
        `project_id`,
      ],
      [
        'board: platform firms, month attended',
        () => service.platformBoard(manager, RankingType.interviewAttended, TimeDimension.month),
        `firm_id`,
      ],
    ];
    for (const [name, fast, key] of boards) {
      const stage = name.includes('valid') ? 40 : 63;
      const from = name.includes('today') ? today : month;
      const where = key === 'firm_id' ? 'true' : inFirm;
      await pair(
        name,
        fast,
        q(
          `${naiveFirst(where)} select ${key}, count(*) n, max(created_at) from first where to_stage = ${stage} and ${dayOf} between '${from}' and '${today}' group by 1 order by 2 desc, 3 limit 10`,
        ),
      );
    }
    return { size, logs, loadSeconds, rows };
  } finally {
    await database.close();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function markdown(r: Awaited<ReturnType<typeof workbenchBench>>): string[] {
  const f = (x: number) => x.toFixed(1);
  return [
    '## Workbench (issue 17)',
    '',
    `\`BENCH_WORKBENCH_ORDERS=${r.size} node --import tsx bench/workbench.ts\` — embedded PostgreSQL 17, ${r.size.toLocaleString('en')} orders of one firm with ${CONSULTANTS} consultants, ${r.logs.toLocaleString('en')} state logs over ${DAYS} days (loaded and rolled up in ${r.loadSeconds.toFixed(0)} s). Rollups read by the service; naive = the same figures from the state logs (each order's first log into each stage) in one SQL statement.`,
    '',
    '| read | rollups median ms | rollups p95 ms | naive median ms | naive p95 ms | naive / rollups (p95) |',
    '|---|---|---|---|---|---|',
    ...r.rows.map(
      (x) =>
        `| ${x.name} | ${f(x.fast.medianMs)} | ${f(x.fast.p95Ms)} | ${f(x.naive.medianMs)} | ${f(x.naive.p95Ms)} | ${(x.naive.p95Ms / x.fast.p95Ms).toFixed(0)}× |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = Number(process.env.BENCH_WORKBENCH_ORDERS ?? 1_000_000);
  const result = await workbenchBench(size);
  await replaceResultsSection('## Workbench (issue 17)', markdown(result).join('\n'));
  console.log(markdown(result).join('\n'));
}
