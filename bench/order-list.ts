import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RoleCode } from '@hh/domain/accounts/role';
import { type OrderListKind, orderSearchSchema } from '@hh/domain/orders/order.schema';
import { ORDER_TABS } from '@hh/domain/orders/order-tabs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { AccountsRepository } from '../apps/server/src/modules/accounts/accounts.repository';
import { ScopeService } from '../apps/server/src/modules/accounts/scope.service';
import { OrderListsRepository } from '../apps/server/src/modules/orders/order-lists.repository';
import { OrderMoves } from '../apps/server/src/modules/orders/order-moves.service';
import { OrdersRepository } from '../apps/server/src/modules/orders/orders.repository';
import { OrdersService } from '../apps/server/src/modules/orders/orders.service';
import type { ConsultantActor } from '../apps/server/src/platform/actor';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { replaceResultsSection } from './lib/results-section';
import { startProduct } from './lib/server-process';
import { StampSequence } from './lib/stamp';

export interface OrderListResult {
  database: string;
  orders: number;
  consultants: number;
  loadSeconds: number;
  rows: { name: string; medianMs: number; p95Ms: number }[];
  /** The product as shipped (answer cache on), then the same server reading every list from the database. */
  load?: { cached: HttpLoad; cachedWithWrites: HttpLoad; uncached: HttpLoad };
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

export const BENCH_FIRM = '00000000-0000-4000-8000-00000000b001';
const CONSULTANTS = 200;
const TEAM_SIZE = 10;
const PEOPLE = 50_000;

/** A bench firm of 200 consultants in 20 teams, 50,000 candidates and `size` orders spread over every stage. */
export async function load(pool: pg.Pool, repo: OrdersRepository, size: number) {
  const hash = (await pool.query<{ h: string }>(`select password_hash as h from users where phone = '13800000010'`)).rows[0]?.h;
  await pool.query(`insert into firms (id, name) values ($1, '压测猎头')`, [BENCH_FIRM]);
  await pool.query(
    `
    insert into teams (id, firm_id, name)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(49152 + t), 12, '0'))::uuid, $1, '压测团队' || t from generate_series(1, ${CONSULTANTS / TEAM_SIZE}) t`,
    [BENCH_FIRM],
  );
  await pool.query(
    `insert into users (id, kind, firm_id, team_id, role_code, phone, cname, password_hash)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(53248 + u), 12, '0'))::uuid, 'consultant', $1,
            ('00000000-0000-4000-8000-' || lpad(to_hex(49152 + ((u - 1) / ${TEAM_SIZE}) + 1), 12, '0'))::uuid,
            case when u = 1 then 30 when u % ${TEAM_SIZE} = 1 then 20 else 10 end,
            '1990000' || lpad(u::text, 4, '0'), '压测顾问' || u, $2
     from generate_series(1, ${CONSULTANTS}) u`,
    [BENCH_FIRM, hash],
  );
  await pool.query(`update teams t set leader_id = u.id from users u where u.team_id = t.id and u.role_code = 20`);
  await pool.query(`
    insert into people (id, name, phone) select ('00000000-0000-4000-8001-' || lpad(to_hex(p), 12, '0'))::uuid,
      (array['王','李','张','刘','陈','杨','赵','黄'])[1 + p % 8] || (array['伟','芳','娜','敏','静','磊','强','洋'])[1 + (p / 8) % 8], '1770' || lpad(p::text, 7, '0')
    from generate_series(1, ${PEOPLE}) p`);
  await pool.query(
    `insert into candidates (id, firm_id, person_id, owner_id, completed)
     select ('00000000-0000-4000-8002-' || lpad(to_hex(p), 12, '0'))::uuid, $1, ('00000000-0000-4000-8001-' || lpad(to_hex(p), 12, '0'))::uuid,
            ('00000000-0000-4000-8000-' || lpad(to_hex(53248 + 1 + p % ${CONSULTANTS}), 12, '0'))::uuid, true
     from generate_series(1, ${PEOPLE}) p`,
    [BENCH_FIRM],
  );
  // Stages weighted as a real pipeline: most orders end early, few reach onboarding.
  const stages = [30, 30, 40, 40, 50, 62, 63, 64, 80, 91, 93, 127, 127, 127, 127, 20, 110];
  const tab = (s: number) => (s >= 62 && s <= 64 ? 60 : s === 91 || s === 93 ? 90 : s);
  for (let start = 0; start < size; start += 100_000) {
    await pool.query(
      `with pos as (select array_agg(p.id order by p.id) ids, array_agg(p.project_id order by p.id) projects from positions p where p.state = 'recruiting'),
            st as (select $2::smallint[] s, $3::smallint[] t)
       insert into orders (id, firm_id, hunter_id, candidate_id, person_id, position_id, project_id, stage, stage_tab, recommended_at, updated_at)
       select gen_random_uuid(), $1,
              ('00000000-0000-4000-8000-' || lpad(to_hex(53248 + 1 + (i * 7919) % ${CONSULTANTS}), 12, '0'))::uuid,
              ('00000000-0000-4000-8002-' || lpad(to_hex(1 + i % ${PEOPLE}), 12, '0'))::uuid,
              ('00000000-0000-4000-8001-' || lpad(to_hex(1 + i % ${PEOPLE}), 12, '0'))::uuid,
              pos.ids[1 + i % array_length(pos.ids, 1)], pos.projects[1 + i % array_length(pos.ids, 1)],
              st.s[1 + (i * 31) % array_length(st.s, 1)], st.t[1 + (i * 31) % array_length(st.s, 1)],
              now() - (i % 700) * interval '1 day', now() - ((i * 104729) % 31536000) * interval '1 second'
       from generate_series($4::bigint, $5::bigint) i, pos, st`,
      [BENCH_FIRM, stages, stages.map(tab), start, Math.min(size, start + 100_000) - 1],
    );
  }
  await repo.rebuildStageCounts();
  await pool.query('vacuum analyze');
}

const userId = (u: number) => `00000000-0000-4000-8000-${(0xd000 + u).toString(16).padStart(12, '0')}`;
const teamId = (u: number) => `00000000-0000-4000-8000-${(0xc000 + Math.floor((u - 1) / TEAM_SIZE) + 1).toString(16).padStart(12, '0')}`;

export function actorOf(u: number, roleCode: RoleCode): ConsultantActor {
  return {
    userId: userId(u),
    tokenHash: '',
    kind: 'consultant',
    cname: `压测顾问${u}`,
    phone: '',
    roleCode,
    staffRole: null,
    firmId: BENCH_FIRM,
    teamId: teamId(u),
    teamName: null,
    firm: null,
  };
}

/**
 * Order lists with all tab counts for a firm of 200 consultants with `size` orders (issue 4:
 * manager < 50 ms, team leader < 15 ms, member < 10 ms median), against a naive COUNT per tab
 * and an unindexed page in the same run; then 50 connections on a member's list over HTTP.
 */
export async function orderListBench(size = 1_000_000, databaseUrl?: string, httpSeconds = 10): Promise<OrderListResult> {
  let dataDir: string | undefined;
  let stop = async () => {};
  let url: string;
  let label: string;
  if (databaseUrl) {
    await ensureDatabase(databaseUrl, 'bench_orders');
    const u = new URL(databaseUrl);
    u.pathname = '/bench_orders';
    url = u.toString();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      'drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade',
    );
    await admin.end();
    label = 'machine PostgreSQL 15';
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-orders-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    await ensureDatabase(embedded.url('postgres'), 'bench');
    url = embedded.url('bench');
    stop = () => embedded.stop();
    label = 'embedded PostgreSQL 17';
  }
  const database = openDatabase(url, 6);
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 3)));
    const repo = new OrdersRepository(database.db);
    const lists = new OrderListsRepository(database.db);
    const loadStart = Date.now();
    await load(database.pool, repo, size);
    const loadSeconds = (Date.now() - loadStart) / 1000;

    const service = new OrdersService(repo, new OrderMoves(repo), lists);
    const scopes = new ScopeService(new AccountsRepository(database.db));
    const firstPage = orderSearchSchema.parse({ query: { limit: 20, offset: 0 } });
    // The router resolves the caller's scope once per request; so does each screen here.
    const screen = (actor: ConsultantActor, kind: OrderListKind) => async () => {
      const scope = await scopes.resolve(actor);
      return Promise.all([
        service.list(actor, scope, kind, { ...firstPage, onlyMe: kind === 'my' }),
        service.counts(actor, scope, kind, {}),
      ]);
    };

    const naive = (where: string) => async () => {
      const tabs = ORDER_TABS.flatMap((t) => [t.stages, ...(t.subTabs ?? []).map((s) => s.stages)]);
      const counts = await Promise.all(
        tabs.map((stages) => database.pool.query(`select count(*) from orders o where ${where} and o.stage = any($1)`, [stages])),
      );
      await database.pool.query(
        `select o.id, p.name, pos.name from orders o join people p on p.id = o.person_id join positions pos on pos.id = o.position_id
         where ${where} order by o.recommended_at desc limit 20`,
      );
      return counts;
    };
    const time = async (name: string, run: () => Promise<unknown>, runs = 30) => {
      for (let i = 0; i < 3; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      console.log(`  ${name}: ${quantile(samples, 0.5).toFixed(1)} ms`);
      return { name, medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95) };
    };
    if (process.env.BENCH_EXPLAIN) {
      const scopeOf = async (actor: ConsultantActor) => new ScopeService(new AccountsRepository(database.db)).resolve(actor);
      for (const actor of [actorOf(1, 30), actorOf(11, 20)]) {
        const plan = await database.db.execute(
          sql`explain (analyze, buffers) ${lists.explainPage(await scopeOf(actor), { stages: null }, 20, 0)}`,
        );
        console.log(plan.rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n'));
      }
    }
    const team = Array.from({ length: TEAM_SIZE }, (_, k) => `'${userId(11 + k)}'`).join(',');
    const rows = [
      await time('manager: first page + all tab counts (product)', screen(actorOf(1, 30), 'company')),
      await time('manager: naive (COUNT per tab + page ordered without the index)', naive(`o.firm_id = '${BENCH_FIRM}'`), 10),
      await time('team leader: first page + all tab counts (product)', screen(actorOf(11, 20), 'group')),
      await time('team leader: naive', naive(`o.hunter_id in (${team})`), 10),
      await time('member: first page + all tab counts (product)', screen(actorOf(12, 10), 'my')),
      await time('member: naive', naive(`o.hunter_id = '${userId(12)}'`), 10),
      await time('manager: tab 60 / sub-state 20, page 50 (product)', async () =>
        service.list(actorOf(1, 30), await scopes.resolve(actorOf(1, 30)), 'company', {
          ...firstPage,
          candidateState: 60,
          subState: 20,
          query: { limit: 20, offset: 980 },
        }),
      ),
      await time(
        "manager: search '王伟' + counts (product)",
        async () => {
          const scope = await scopes.resolve(actorOf(1, 30));
          return Promise.all([
            service.list(actorOf(1, 30), scope, 'company', { ...firstPage, searchWord: '王伟' }),
            service.counts(actorOf(1, 30), scope, 'company', { searchWord: '王伟' }),
          ]);
        },
        10,
      ),
    ];
    const result: OrderListResult = { database: label, orders: size, consultants: CONSULTANTS, loadSeconds, rows };
    if (httpSeconds > 0) {
      const cached = await httpLoad(url, httpSeconds);
      const cachedWithWrites = await httpLoad(url, httpSeconds, true, WRITES_PER_SECOND);
      result.load = { cached, cachedWithWrites, uncached: await httpLoad(url, httpSeconds, false) };
    }
    return result;
  } finally {
    await database.close();
    await stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Changes to the member's firm's orders per second in the second HTTP run: far more than a firm's consultants make. */
const WRITES_PER_SECOND = 10;

export interface HttpLoad {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * 50 connections on a member's first page of orders through the real server (HTTP, sessions,
 * request-time); `cache` false starts it with ORDER_LIST_CACHE=off, every list read from the database.
 */
export async function httpLoad(databaseUrl: string, seconds: number, cache = true, writesPerSecond = 0): Promise<HttpLoad> {
  const server = await startProduct({
    port: 3210,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'never', ORDER_LIST_CACHE: cache ? 'on' : 'off' },
  });
  // Another writer changes one of the member's orders (its remark, shown in the list) this often,
  // straight in the database: each change reaches the server as PostgreSQL's notice and empties the firm's answers.
  const writer = new pg.Client({ connectionString: databaseUrl });
  let writing: NodeJS.Timeout | undefined;
  let writes = 0;
  if (writesPerSecond > 0) {
    await writer.connect();
    const target = await writer.query<{ id: string }>(
      "select o.id from orders o join users u on u.id = o.hunter_id where u.phone = '19900000012' order by o.updated_at desc limit 1",
    );
    writing = setInterval(() => {
      writes++;
      void writer.query('update orders set remark = $1 where id = $2', [`改动 ${writes}`, target.rows[0]?.id]);
    }, 1000 / writesPerSecond);
  }
  try {
    const sessions: { cookie: string; stamps: StampSequence }[] = [];
    for (let i = 0; i < 50; i++) {
      const login = await fetch(`${server.url}/api/login.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ phone: '19900000012', password: 'demo123456' }),
      });
      sessions.push({ cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '', stamps: new StampSequence() });
    }
    let turn = 0;
    const body = JSON.stringify({ onlyMe: true, query: { limit: 20, offset: 0 } });
    // Two seconds of the same load first, not counted: a fresh server compiles its hot paths and
    // opens its connections in them, which put the first run's p99 at 160–225 ms.
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 50,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              const s = sessions[turn++ % sessions.length] as (typeof sessions)[number];
              return {
                ...req,
                path: `/api/order/my/orderList?requesttime=${s.stamps.next()}`,
                body,
                headers: { ...req.headers, cookie: s.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
              };
            },
          },
        ],
      });
    await run(2);
    const result = await run(seconds);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
  } finally {
    if (writing) clearInterval(writing);
    if (writesPerSecond > 0) await writer.end();
    await server.stop();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The orders section of bench/RESULTS.md from one run per database. */
export function orderListMarkdown(results: OrderListResult[]): string[] {
  const lines = [
    '## Orders (issue 4)',
    '',
    `### Order list with all tab counts — one firm of ${CONSULTANTS} consultants in 20 teams, ${(results[0]?.orders ?? 0).toLocaleString('en')} orders`,
    '',
    "The screen's first load is two calls: the list (first page, 20 rows, with its total) and `orderCount` (every tab and the sub-tabs of 60 and 90). Measured at the service (`OrdersService.list` + `counts`), 30 runs after 3 warm-ups; the naive baseline in the same run is a `COUNT(*)` per tab and sub-tab plus the page ordered by a column without an index. Targets: manager < 50 ms, team leader < 15 ms, member < 10 ms.",
    '',
    '| database | case | median | p95 |',
    '|---|---|---|---|',
  ];
  for (const r of results) for (const row of r.rows) lines.push(`| ${r.database} | ${row.name} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} |`);
  lines.push('');
  for (const r of results) {
    const product = (who: string) => r.rows.find((x) => x.name.startsWith(`${who}: first page`))?.medianMs ?? Number.NaN;
    const naive = (who: string) => r.rows.find((x) => x.name.startsWith(`${who}: naive`))?.medianMs ?? Number.NaN;
    lines.push(
      `**${r.database}:** manager ${ms(product('manager'))} (naive ${(naive('manager') / product('manager')).toFixed(0)}× slower), team leader ${ms(product('team leader'))} (${(naive('team leader') / product('team leader')).toFixed(0)}×), member ${ms(product('member'))} (${(naive('member') / product('member')).toFixed(0)}×); data loaded in ${r.loadSeconds.toFixed(0)} s.`,
      '',
    );
  }
  lines.push(
    "### A member's order list over HTTP, 50 connections",
    '',
    "The real server (session, request-time check, scope, response schema) on the same data, 50 sessions of one member taking turns on 50 connections, `POST /api/order/my/orderList`, first page. Target: ≥ 1,000 requests/s with p99 < 150 ms. The load generator, the server and PostgreSQL share the machine's 2 cores.",
    '',
    '| database | answers | requests/s | p50 | p99 | errors | non-2xx |',
    '|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    if (!r.load) continue;
    for (const [name, load] of [
      ['cached until a change (product)', r.load.cached],
      [`the same, the firm's orders changing ${WRITES_PER_SECOND}×/s`, r.load.cachedWithWrites],
      ['every list from the database', r.load.uncached],
    ] as const)
      lines.push(
        `| ${r.database} | ${name} | ${load.rps.toFixed(0)} | ${load.p50} ms | ${load.p99} ms | ${load.errors} | ${load.non2xx} |`,
      );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}` && process.env.BENCH_HTTP_ONLY) {
  // Load only, on a database an earlier run left (the machine's PostgreSQL keeps bench_orders).
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const url = process.env.BENCH_HTTP_ONLY;
  const cached = await httpLoad(url, seconds);
  const cachedWithWrites = await httpLoad(url, seconds, true, WRITES_PER_SECOND);
  console.log(JSON.stringify({ cached, cachedWithWrites, uncached: await httpLoad(url, seconds, false) }));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  // Standalone: the embedded database, then BENCH_DATABASE_URL's server when given; writes its section of RESULTS.md.
  const size = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const results = [await orderListBench(size, undefined, seconds)];
  if (process.env.BENCH_DATABASE_URL) results.push(await orderListBench(size, process.env.BENCH_DATABASE_URL, seconds));
  await replaceResultsSection('## Orders (issue 4)', orderListMarkdown(results).join('\n'));
  console.log(orderListMarkdown(results).join('\n'));
}
