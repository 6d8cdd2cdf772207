import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { narrowScope } from '@hh/domain/accounts/scope';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { generatePerson } from '../apps/server/src/db/seed/resume-generator';
import { seedId } from '../apps/server/src/db/seed/seed-ids';
import { CandidatesRepository } from '../apps/server/src/modules/candidates/candidates.repository';
import { identityOf, resumeColumnsOf } from '../apps/server/src/modules/candidates/resume-columns';
import { SecretBox } from '../apps/server/src/platform/secret-box';

export interface TalentListResult {
  size: number;
  loadSeconds: number;
  rows: { name: string; medianMs: number; p95Ms: number }[];
  /** Keyword searches, the product beside the query it replaced, with whether both answered the same. */
  keywords: { label: string; keyword: string; matches: number; same: boolean; now: Timing; old: Timing }[];
}

interface Timing {
  name: string;
  medianMs: number;
  p95Ms: number;
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

/**
 * Talent list with tab counts for a manager of a firm with `size` candidates (issue 3:
 * median first page under 50 ms at 100,000), side by side with a naive baseline in the same
 * run: a COUNT(*) per tab over the joined tables and the page ordered without the index.
 */
export async function talentListBench(size = 100_000, runs = 30, databaseUrl?: string): Promise<TalentListResult> {
  let dataDir: string | undefined;
  let stop = async () => {};
  let url = databaseUrl;
  if (!url) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-talent-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    await ensureDatabase(embedded.url('postgres'), 'bench');
    url = embedded.url('bench');
    stop = () => embedded.stop();
  }
  const database = openDatabase(url, 4);
  const box = SecretBox.fromKey(Buffer.alloc(32, 3));
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, box);
    const firmId = seedId('firm:xinghe');
    const owners = ['xh-manager', 'xh-city', 'xh-leader-a', 'xh-leader-b', 'xh-member-a1', 'xh-member-a2', 'xh-member-b1'].map((k) =>
      seedId(`user:${k}`),
    );

    // Load through COPY-sized multi-row inserts of generated people.
    const loadStart = Date.now();
    const batch = 1000;
    for (let start = 0; start < size; start += batch) {
      const params: unknown[] = [];
      const rows: string[] = [];
      for (let i = start; i < Math.min(size, start + batch); i++) {
        const { content } = generatePerson(777, i, 16_000_000_000);
        const identity = identityOf(content.commonResume);
        const c = resumeColumnsOf(content, box);
        params.push(
          seedId(`bench-person:${i}`),
          identity.name,
          identity.phone,
          identity.email,
          seedId(`bench-resume:${i}`),
          c.sex,
          c.birthday,
          c.city,
          c.workStartDate,
          c.education,
          c.companyName,
          c.positionName,
          JSON.stringify(c.expects),
          JSON.stringify(c.educationList),
          JSON.stringify(c.workList),
          JSON.stringify(c.projectList),
          c.completed,
          seedId(`bench-candidate:${i}`),
          owners[i % owners.length],
          Date.now() - i * 60_000,
        );
        const p = params.length - 20;
        rows.push(`(${Array.from({ length: 20 }, (_, k) => `$${p + k + 1}`).join(',')})`);
      }
      await database.pool.query(
        `with input(pid, name, phone, email, rid, sex, birthday, city, wsd, edu, company, title, expects, el, wl, pl, completed, cid, owner, sk) as (values ${rows.join(',')}),
         p as (insert into people (id, name, phone, email) select pid::uuid, name, phone, email from input),
         r as (insert into resumes (id, person_id, sex, birthday, city, work_start_date, education, company_name, position_name, expects, education_list, work_list, project_list, completed)
               select rid::uuid, pid::uuid, sex::smallint, birthday, city, wsd, edu::smallint, company, title, expects::jsonb, el::jsonb, wl::jsonb, pl::jsonb, completed::boolean from input)
         insert into candidates (id, firm_id, person_id, owner_id, source, completed, sort_key)
         select cid::uuid, '${firmId}'::uuid, pid::uuid, owner::uuid, 'upload', completed::boolean, sk::bigint from input`,
        params,
      );
    }
    // Steady state: autovacuum would have set the visibility map that index-only scans need.
    await database.pool.query('vacuum analyze');
    const loadSeconds = (Date.now() - loadStart) / 1000;

    const repo = new CandidatesRepository(database.db);
    const manager = { kind: 'firm' as const, firmId, actorId: owners[0] as string, userIds: null };
    const member = { kind: 'self' as const, firmId, actorId: owners[4] as string, userIds: [owners[4] as string] };
    const query = { tab: 'ALL' as const, current: 1, limit: 20 };

    const time = async (name: string, run: () => Promise<unknown>) => {
      for (let i = 0; i < 3; i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      return { name, medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95) };
    };

    const naive = async (ownerFilter: string) => {
      const counts = [];
      for (const tab of ['', 'and c.completed', 'and not c.completed']) {
        counts.push(
          await database.pool.query(
            `select count(*) from candidates c join people p on p.id = c.person_id join resumes r on r.person_id = c.person_id
             where c.firm_id = $1 and c.deleted_at is null ${ownerFilter} ${tab}`,
            [firmId],
          ),
        );
      }
      await database.pool.query(
        `select c.id, p.name, r.company_name from candidates c join people p on p.id = c.person_id join resumes r on r.person_id = c.person_id
         where c.firm_id = $1 and c.deleted_at is null ${ownerFilter} order by c.updated_at desc limit 20`,
        [firmId],
      );
      return counts;
    };

    if (process.env.BENCH_EXPLAIN) {
      const plans: string[] = [];
      for (const q of [
        repo.for(manager).explainPage(query),
        repo.for(manager).explainCounts(),
        repo.for(manager).explainPage({ ...query, keyword: '工程师' }),
        repo.for(manager).explainKeywordCounts('工程师'),
      ]) {
        const { sql: text, params } = q;
        const result = await database.pool.query(`explain (analyze, buffers) ${text}`, params);
        plans.push(result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      console.log(plans.join('\n\n'));
    }
    const rows = [
      await time('manager: first page + tab counts (product)', () =>
        Promise.all([repo.for(manager).page(query), repo.for(manager).tabCounts()]),
      ),
      await time('manager: naive baseline (COUNT per tab over the joins + unindexed order)', () => naive('')),
      await time('member: first page + tab counts (product)', () =>
        Promise.all([repo.for(member).page(query), repo.for(member).tabCounts()]),
      ),
      await time('member: naive baseline', () => naive(`and c.owner_id = '${owners[4]}'`)),
      await time('manager: page 200 (product)', () => repo.for(narrowScope(manager, undefined)).page({ ...query, current: 200 })),
    ];
    // Keyword search (issue 24), each beside the query it replaced in the same run: ILIKE on the
    // name, company and title (and the exact phone / e-mail) over the joined record, person and
    // resume, for the page, its total and the tab counts — the calls the screen makes.
    const one = async (q: string) => (await database.pool.query<{ v: string }>(q, [firmId])).rows[0]?.v ?? '';
    const keywords: [string, string][] = [
      ['title, 3 characters', '工程师'],
      [
        'name (a whole name)',
        await one(
          `select p.name as v from candidates c join people p on p.id = c.person_id where c.firm_id = $1 order by c.sort_key desc limit 1`,
        ),
      ],
      [
        'company, 2 characters',
        (
          await one(
            `select r.company_name as v from candidates c join resumes r on r.person_id = c.person_id where c.firm_id = $1 and r.company_name <> '' order by c.sort_key desc limit 1`,
          )
        ).slice(0, 2),
      ],
      [
        'phone, whole',
        await one(
          `select p.phone as v from candidates c join people p on p.id = c.person_id where c.firm_id = $1 and p.phone is not null order by c.sort_key limit 1`,
        ),
      ],
    ];
    const previous = async (keyword: string) => {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const from = `candidates c join people p on p.id = c.person_id join resumes r on r.person_id = c.person_id`;
      const where = `c.firm_id = $1 and c.deleted_at is null and (p.name ilike $2 or p.phone = $3 or p.email = $4 or r.company_name ilike $2 or r.position_name ilike $2)`;
      const args = [firmId, like, keyword, keyword.toLowerCase()];
      const [page, total, counts] = await Promise.all([
        database.pool.query<{ id: string }>(
          `select c.id from ${from} join users u on u.id = c.owner_id where ${where} order by c.sort_key desc, c.id desc limit 20`,
          args,
        ),
        database.pool.query<{ n: number }>(`select count(*)::int n from ${from} where ${where}`, args),
        database.pool.query<{ all: number; done: number }>(
          `select count(*)::int as all, (count(*) filter (where c.completed))::int as done from ${from} where ${where}`,
          args,
        ),
      ]);
      return {
        ids: page.rows.map((r) => r.id),
        total: total.rows[0]?.n ?? 0,
        all: counts.rows[0]?.all ?? 0,
        done: counts.rows[0]?.done ?? 0,
      };
    };
    const keywordRows: TalentListResult['keywords'] = [];
    for (const [label, keyword] of keywords) {
      const product = () => Promise.all([repo.for(manager).page({ ...query, keyword }), repo.for(manager).tabCounts(keyword)]);
      const [page, counts] = await product();
      const before = await previous(keyword);
      const same =
        JSON.stringify(page.rows.map((r) => r.userId)) === JSON.stringify(before.ids) &&
        page.total === before.total &&
        counts.ALL === before.all &&
        counts.COMPLETED === before.done;
      const now = await time(`manager: keyword '${keyword}' first page + counts (product)`, product);
      const old = await time(`manager: keyword '${keyword}' (before: ILIKE over the joins)`, () => previous(keyword));
      keywordRows.push({ label, keyword, matches: page.total, same, now, old });
      console.log(
        `  keyword ${label} '${keyword}' (${page.total}, same answer: ${same}): product ${now.medianMs.toFixed(1)} / ${now.p95Ms.toFixed(1)} ms, before ${old.medianMs.toFixed(1)} / ${old.p95Ms.toFixed(1)} ms`,
      );
    }
    return { size, loadSeconds, rows, keywords: keywordRows };
  } finally {
    await database.close();
    await stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await talentListBench(Number(process.env.BENCH_TALENT_SIZE ?? 100_000));
  console.log(`\n${r.size} candidates (loaded in ${r.loadSeconds.toFixed(0)} s)\n`);
  for (const x of r.rows) console.log(`| ${x.name} | ${x.medianMs.toFixed(1)} ms | ${x.p95Ms.toFixed(1)} ms |`);
  console.log(
    '\n| keyword | term | records found | same answer | product median / p95 | before (ILIKE over the joins) median / p95 | ratio |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const x of r.keywords) {
    console.log(
      `| ${x.label} | ${x.keyword} | ${x.matches} | ${x.same ? 'yes' : 'NO'} | ${x.now.medianMs.toFixed(1)} / ${x.now.p95Ms.toFixed(1)} ms | ${x.old.medianMs.toFixed(1)} / ${x.old.p95Ms.toFixed(1)} ms | ${(x.old.medianMs / x.now.medianMs).toFixed(0)}× |`,
    );
  }
}
