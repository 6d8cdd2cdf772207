// Free-text order search (issue 24): a manager searching a firm's orders by a candidate's name
// (2 characters), a phone's last four digits, a position name and a company name. Three versions in
// the same run, on the same data:
//   product — the page with its total and the per-stage counts read from the covering indexes
//             (modules/orders/order-sql.repository.ts › matchedOrders, migration 0031);
//   previous — the query this replaced (session 7): the same resolved people and positions, but
//             matched as a BitmapOr over the order rows, joined, for the page, the total and the counts;
//   ILIKE — the query before issue 24: ILIKE over the joined person, position and project.
// The product's answers are checked against the previous query's (same page ids, total and counts).
//   BENCH_ORDERS=1000000 [BENCH_ORDER_SEARCH_DIR=/tmp/keep] node --import tsx bench/order-search.ts
// BENCH_ORDER_SEARCH_DIR keeps the loaded database between runs (loading a million orders takes minutes).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { orderSearchSchema } from '@hh/domain/orders/order.schema';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { AccountsRepository } from '../apps/server/src/modules/accounts/accounts.repository';
import { ScopeService } from '../apps/server/src/modules/accounts/scope.service';
import { OrderListsRepository } from '../apps/server/src/modules/orders/order-lists.repository';
import { OrderMoves } from '../apps/server/src/modules/orders/order-moves.service';
import { PAGE_ROW_COLUMNS, PAGE_ROW_JOINS, resolveSearch, searchCondition } from '../apps/server/src/modules/orders/order-sql.repository';
import { OrdersRepository } from '../apps/server/src/modules/orders/orders.repository';
import { OrdersService } from '../apps/server/src/modules/orders/orders.service';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { actorOf, BENCH_FIRM, load } from './order-list';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

interface Timing {
  median: number;
  p95: number;
}

export async function orderSearchBench(size: number) {
  const keep = process.env.BENCH_ORDER_SEARCH_DIR;
  const dataDir = keep ?? (await mkdtemp(path.join(os.tmpdir(), 'hh-bench-order-search-')));
  const reused = keep !== undefined && existsSync(path.join(keep, 'pg', 'PG_VERSION'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 6);
  try {
    await runMigrations(database);
    const repo = new OrdersRepository(database.db);
    const loaded = reused
      ? Number((await database.pool.query<{ n: string }>('select count(*) n from orders where firm_id = $1', [BENCH_FIRM])).rows[0]?.n)
      : 0;
    const loadStart = Date.now();
    if (loaded !== size) {
      if (loaded > 0) throw new Error(`BENCH_ORDER_SEARCH_DIR holds ${loaded} orders, not ${size}: remove it or match BENCH_ORDERS`);
      await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 3)));
      await load(database.pool, repo, size);
    } else {
      // Indexes built by a migration of this run leave the visibility map as the vacuum left it.
      await database.pool.query('vacuum analyze orders');
    }
    const loadSeconds = loaded === size ? Number.NaN : (Date.now() - loadStart) / 1000;
    const service = new OrdersService(repo, new OrderMoves(repo), new OrderListsRepository(database.db));
    const scopes = new ScopeService(new AccountsRepository(database.db));
    const manager = actorOf(1, 30);
    const firstPage = orderSearchSchema.parse({ query: { limit: 20, offset: 0 } });
    const one = async (q: string) => (await database.pool.query<{ v: string }>(q)).rows[0]?.v ?? '';
    const terms: [string, string][] = [
      ['name, 2 characters', '王伟'],
      ['phone, last four digits', '0042'],
      ['position name', await one(`select name as v from positions where state = 'recruiting' order by id limit 1`)],
      ['company, 2 characters', (await one(`select company_name as v from projects order by id limit 1`)).slice(0, 2)],
    ];
    const productCall = async (word: string) => {
      const scope = await scopes.resolve(manager);
      return Promise.all([
        service.list(manager, scope, 'company', { ...firstPage, searchWord: word }),
        service.counts(manager, scope, 'company', { searchWord: word }),
      ]);
    };
    // The previous product (session 7): the word resolved to people and positions the same way, then
    // the page with its total and the grouped counts over the joined order rows (a BitmapOr of
    // orders_person and orders_position_person, each matching row fetched from the table).
    const previousCall = async (word: string) => {
      const scope = await scopes.resolve(manager);
      const joins = sql`join people on people.id = orders.person_id join positions on positions.id = orders.position_id join projects on projects.id = orders.project_id`;
      const where = async () => {
        const f = await resolveSearch(database.db, { searchWord: word });
        return sql`orders.firm_id = ${scope.firmId} and ${searchCondition(word, f.searchMatches)}`;
      };
      const [page, counts] = await Promise.all([
        where().then((w) =>
          database.db.execute<{ id: string; totalCount: number }>(
            sql`with page as materialized (select orders.id from orders ${joins} where ${w} order by orders.updated_at desc, orders.id desc limit 20)
                select ${PAGE_ROW_COLUMNS}, (select count(*)::int from orders ${joins} where ${w}) as "totalCount" from page ${PAGE_ROW_JOINS} order by o.updated_at desc, o.id desc`,
          ),
        ),
        where().then((w) =>
          database.db.execute<{ stage: number; n: number }>(
            sql`select orders.stage, count(*)::int as n from orders ${joins} where ${w} group by orders.stage`,
          ),
        ),
      ]);
      return { ids: page.rows.map((r) => r.id), total: Number(page.rows[0]?.totalCount ?? 0), counts: counts.rows };
    };
    // Before issue 24: the same page and counts, the word matched with ILIKE over the joins.
    const ilikeCall = async (word: string) => {
      const where = `o.firm_id = $1 and (pe.name ilike $2 or pe.phone = $3 or po.name ilike $2 or pj.company_name ilike $2)`;
      const from =
        'orders o join people pe on pe.id = o.person_id join positions po on po.id = o.position_id join projects pj on pj.id = o.project_id';
      const args = [BENCH_FIRM, `%${word}%`, word];
      return Promise.all([
        database.pool.query(`select o.id from ${from} where ${where} order by o.updated_at desc, o.id desc limit 20`, args),
        database.pool.query(`select o.stage, count(*) from ${from} where ${where} group by o.stage`, args),
      ]);
    };
    const time = async (run: () => Promise<unknown>, runs: number): Promise<Timing> => {
      for (let i = 0; i < 2; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    };
    const ilikeRuns = Number(process.env.BENCH_ILIKE_RUNS ?? 3);
    const rows: { label: string; word: string; matches: number; same: boolean; now: Timing; previous: Timing; ilike: Timing | null }[] = [];
    for (const [label, word] of terms) {
      const [page, counts] = await productCall(word);
      const before = await previousCall(word);
      // The product's answer must be the previous query's: the same page, total and per-stage counts.
      const stageCounts = new Map(before.counts.map((c) => [Number(c.stage), Number(c.n)]));
      const countsNow = await new OrderListsRepository(database.db).for(await scopes.resolve(manager)).stageCounts({ searchWord: word });
      const same =
        JSON.stringify(page.data.map((r) => r.orderId)) === JSON.stringify(before.ids) &&
        page.totalCount === before.total &&
        countsNow.size === stageCounts.size &&
        [...countsNow].every(([s, n]) => stageCounts.get(s) === n) &&
        counts.length > 0;
      const now = await time(() => productCall(word), 20);
      const previous = await time(() => previousCall(word), 10);
      const ilike = ilikeRuns > 0 ? await time(() => ilikeCall(word), ilikeRuns) : null;
      rows.push({ label, word, matches: page.totalCount, same, now, previous, ilike });
      console.log(
        `  ${label} '${word}' (${page.totalCount} orders, same answer: ${same}): product ${now.median.toFixed(1)} / ${now.p95.toFixed(1)} ms, previous ${previous.median.toFixed(1)} / ${previous.p95.toFixed(1)} ms, ILIKE ${ilike ? ilike.median.toFixed(0) : '-'} ms`,
      );
    }
    return { size, loadSeconds, rows };
  } finally {
    await database.pool.end();
    await embedded.stop();
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = Number(process.env.BENCH_ORDERS ?? 200_000);
  const r = await orderSearchBench(size);
  const loaded = Number.isNaN(r.loadSeconds) ? 'loaded by an earlier run' : `loaded in ${r.loadSeconds.toFixed(0)} s`;
  console.log(`\n${r.size} orders (${loaded})\n`);
  console.log(
    '| search | term | orders found | same answer | product median / p95 | previous (BitmapOr over the rows) median / p95 | before issue 24 (ILIKE over joins) median / p95 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const x of r.rows) {
    console.log(
      `| ${x.label} | ${x.word} | ${x.matches} | ${x.same ? 'yes' : 'NO'} | ${x.now.median.toFixed(1)} / ${x.now.p95.toFixed(1)} ms | ${x.previous.median.toFixed(1)} / ${x.previous.p95.toFixed(1)} ms (${(x.previous.median / x.now.median).toFixed(1)}×) | ${x.ilike ? `${x.ilike.median.toFixed(0)} / ${x.ilike.p95.toFixed(0)} ms (${(x.ilike.median / x.now.median).toFixed(0)}×)` : '—'} |`,
    );
  }
}
