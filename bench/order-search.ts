// Free-text order search (issue 24): a manager searching a firm's orders by a candidate's name
// (2 characters), a phone's last four digits, a position name and a company name — the product
// (bigram indexes, modules/orders/order-sql.repository.ts › searchCondition) beside the query it
// replaced (ILIKE over the joined person, position and project) in the same run.
//   BENCH_ORDERS=200000 node --import tsx bench/order-search.ts
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { orderSearchSchema } from '@hh/domain/orders/order.schema';
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
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { actorOf, BENCH_FIRM, load } from './order-list';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

export async function orderSearchBench(size: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-order-search-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 6);
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 3)));
    const repo = new OrdersRepository(database.db);
    const loadStart = Date.now();
    await load(database.pool, repo, size);
    const loadSeconds = (Date.now() - loadStart) / 1000;
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
    const product = (word: string) => async () => {
      const scope = await scopes.resolve(manager);
      return Promise.all([
        service.list(manager, scope, 'company', { ...firstPage, searchWord: word }),
        service.counts(manager, scope, 'company', { searchWord: word }),
      ]);
    };
    // Today's query before this issue: the same page and tab counts, the word matched with ILIKE over the joins.
    const before = (word: string) => async () => {
      const where = `o.firm_id = $1 and (pe.name ilike $2 or pe.phone = $3 or po.name ilike $2 or pj.company_name ilike $2)`;
      const from =
        'orders o join people pe on pe.id = o.person_id join positions po on po.id = o.position_id join projects pj on pj.id = o.project_id';
      const args = [BENCH_FIRM, `%${word}%`, word];
      return Promise.all([
        database.pool.query(`select o.id from ${from} where ${where} order by o.updated_at desc, o.id desc limit 20`, args),
        database.pool.query(`select o.stage, count(*) from ${from} where ${where} group by o.stage`, args),
      ]);
    };
    const time = async (run: () => Promise<unknown>, runs: number) => {
      for (let i = 0; i < 2; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
    };
    const rows = [];
    for (const [label, word] of terms) {
      const [page] = await product(word)();
      const matches = page.totalCount;
      const now = await time(product(word), 20);
      const old = await time(before(word), 5);
      rows.push({ label, word, matches, now, old });
      console.log(
        `  ${label} '${word}' (${matches} orders): product ${now.median.toFixed(1)} / ${now.p95.toFixed(1)} ms, before ${old.median.toFixed(1)} ms`,
      );
    }
    return { size, loadSeconds, rows };
  } finally {
    await database.pool.end();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = Number(process.env.BENCH_ORDERS ?? 200_000);
  const r = await orderSearchBench(size);
  console.log(`\n${r.size} orders (loaded in ${r.loadSeconds.toFixed(0)} s)\n`);
  console.log('| search | term | orders found | product median / p95 | before (ILIKE over joins) median / p95 | ratio |');
  console.log('|---|---|---|---|---|---|');
  for (const x of r.rows) {
    console.log(
      `| ${x.label} | ${x.word} | ${x.matches} | ${x.now.median.toFixed(1)} / ${x.now.p95.toFixed(1)} ms | ${x.old.median.toFixed(1)} / ${x.old.p95.toFixed(1)} ms | ${(x.old.median / x.now.median).toFixed(0)}× |`,
    );
  }
}
