import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { talentSearchPlan } from '@hh/domain/talent/search-plan';
import { talentDocumentOf } from '@hh/domain/talent/talent-document';
import { talentSearchRequestSchema } from '@hh/domain/talent/talent-search.schema';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { demoPoolPerson } from '../apps/server/src/db/seed/demo-talent-pool';
import { prng } from '../apps/server/src/db/seed/resume-generator';
import { talentReference } from '../apps/server/src/modules/talent/talent-reference';
import { TalentSearchRepository, whereOf } from '../apps/server/src/modules/talent/talent-search.repository';
import { replaceResultsSection } from './lib/results-section';

/**
 * Talent search over BENCH_RESUMES (default 1,000,000) pool resumes (issue 5): each query's first
 * page and capped total through the product's repository (bigram/facet tokens under one GIN index),
 * against the same search as a plain ILIKE scan with a plain count in the same run; EXPLAIN ANALYZE
 * of each query shape. Targets: median < 50 ms, p95 < 150 ms; a common term's page < 50 ms and
 * total < 300 ms or 10000+; ≥ 100× on selective keywords and ≥ 20× on two-character ones.
 */
const SIZE = Number(process.env.BENCH_RESUMES ?? 1_000_000);
const FIRM = '00000000-0000-4000-8000-00000000b002';
const BATCH = 5000;
const NOW = new Date('2026-11-01T00:00:00Z');
const SEP = '\u0001';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;
const uuidOf = (i: number) => `00000000-0000-4000-8003-${i.toString(16).padStart(12, '0')}`;

/** Generates the pool in batches (the demo pool's generator, varied) and writes it with unnest inserts. */
async function load(pool: pg.Pool) {
  const ref = talentReference().tips;
  await pool.query('drop index talent_index_tokens');
  for (let start = 0; start < SIZE; start += BATCH) {
    const cols: unknown[][] = Array.from({ length: 24 }, () => []);
    for (let i = start; i < Math.min(SIZE, start + BATCH); i++) {
      const r = demoPoolPerson(i);
      const rand = prng(i * 31 + 7);
      const occupied = rand() < 0.03 ? FIRM : null;
      const source = rand() < 0.2 ? 2 : 1;
      const doc = talentDocumentOf(
        {
          name: r.commonResume.name,
          sex: r.commonResume.sex,
          birthday: r.commonResume.birthday,
          city: r.commonResume.city,
          workStartDate: r.commonResume.workStartDate,
          education: r.commonResume.education,
          expects: r.commonResumeExpects,
          educationList: r.commonEducationExperienceList,
          workList: r.commonWorkExperienceList,
          projectList: r.commonProjectExperiencesList,
          labels: [],
          source,
          occupiedFirmIds: occupied ? [occupied] : [],
          canShare: source === 1 && rand() < 0.7,
          externalRecommended: rand() < 0.05,
        },
        ref,
        NOW,
      );
      const refreshed = new Date(NOW.getTime() - Math.floor(rand() * 730 * 86_400_000));
      const values = [
        uuidOf(i),
        r.commonResume.name,
        source,
        refreshed.toISOString(),
        new Date(refreshed.getTime() - Math.floor(rand() * 365 * 86_400_000)).toISOString(),
        occupied,
        doc.city,
        doc.expectCity,
        doc.education,
        doc.sex,
        doc.birthYear,
        doc.workYears,
        doc.graduateYear,
        doc.expectSalary,
        doc.nowSalary,
        doc.tipMask,
        doc.canShare,
        doc.tokens.join(SEP),
        doc.searchText,
        doc.curPosition,
        doc.positions,
        doc.curCompany,
        doc.companies,
        doc.lastSchool,
      ];
      for (const [k, v] of values.entries()) cols[k]?.push(v);
    }
    await pool.query('insert into people (id, name) select * from unnest($1::uuid[], $2::text[])', [cols[0], cols[1]]);
    await pool.query(
      `insert into talent_index (person_id, source, refreshed_at, created_at, occupied_firm_id, city, expect_city, education, sex,
         birth_year, work_years, graduate_year, expect_salary, now_salary, tip_mask, can_share, tokens, search_text,
         cur_position, positions, cur_company, companies, last_school)
       select id, source, refreshed_at, created_at, occ, city, ecity, edu, sex, by, wy, gy, es, ns, mask, share,
              string_to_array(tok, E'\\x01'), st, cp, ps, cc, cs, ls
       from unnest($1::uuid[], $2::smallint[], $3::timestamptz[], $4::timestamptz[], $5::uuid[], $6::text[], $7::text[], $8::smallint[],
                   $9::smallint[], $10::smallint[], $11::smallint[], $12::smallint[], $13::int[], $14::int[], $15::int[], $16::bool[],
                   $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[], $23::text[])
         as u(id, source, refreshed_at, created_at, occ, city, ecity, edu, sex, by, wy, gy, es, ns, mask, share, tok, st, cp, ps, cc, cs, ls)`,
      [cols[0], ...cols.slice(2)],
    );
    if ((start / BATCH) % 20 === 0)
      console.log(`  ${Math.min(SIZE, start + BATCH).toLocaleString('en')} / ${SIZE.toLocaleString('en')} resumes`);
  }
  console.log('  building the GIN index …');
  await pool.query(`set maintenance_work_mem = '1GB'`);
  await pool.query('create index talent_index_tokens on talent_index using gin (tokens) with (fastupdate = off)');
  await pool.query('vacuum analyze talent_index');
}

interface Query {
  name: string;
  kind: 'filter' | 'three' | 'two' | 'common';
  body: Record<string, unknown>;
  /** The same search as a plain scan: ILIKE on the text and the filters as plain column conditions. */
  naive: string;
}

export const QUERIES: Query[] = [
  {
    name: '上海 · 本科及以上 · 女',
    kind: 'filter',
    body: { city: '上海', education: 5, sex: 2 },
    naive: `city = '上海' and education >= 5 and sex = 2`,
  },
  {
    name: '北京 · 985 · 3–5 年',
    kind: 'filter',
    body: { city: '北京', has985EduExp: true, workYearLower: 0.3, workYearUpper: 0.5 },
    naive: `city = '北京' and tip_mask & 8 <> 0 and work_years between 3 and 5`,
  },
  {
    name: '30–35 岁 · 期望 3–5 万 · 平台注册',
    kind: 'filter',
    body: { ageLower: 30, ageUpper: 35, expectSalaryLower: 30000, expectSalaryUpper: 50000, source: 1 },
    naive: `birth_year between 1991 and 1996 and expect_salary between 30000 and 50000 and source = 1`,
  },
  {
    name: '未被占用 · 名企 · 跳槽频率2 · 深圳',
    kind: 'filter',
    body: { tabEnum: 'FREE', isFamousEnterprise: true, jobHoppingSearchModel: 2, city: '深圳' },
    naive: `occupied_firm_id is null and tip_mask & 2 <> 0 and tip_mask & 4096 <> 0 and city = '深圳'`,
  },
  {
    name: '"工程师" · 杭州',
    kind: 'three',
    body: { searchKeyWord: '工程师', city: '杭州' },
    naive: `search_text ilike '%工程师%' and city = '杭州'`,
  },
  {
    name: '"宁德时代" · 硕士及以上',
    kind: 'three',
    body: { searchKeyWord: '宁德时代', education: 6 },
    naive: `search_text ilike '%宁德时代%' and education >= 6`,
  },
  {
    name: '"财务bp" · 上海',
    kind: 'three',
    body: { searchKeyWord: '财务BP', city: '上海' },
    naive: `search_text ilike '%财务bp%' and city = '上海'`,
  },
  {
    name: '"java" · 985',
    kind: 'three',
    body: { searchKeyWord: 'java', has985EduExp: true },
    naive: `search_text ilike '%java%' and tip_mask & 8 <> 0`,
  },
  {
    name: '"销售" · 上海 · 男',
    kind: 'two',
    body: { searchKeyWord: '销售', city: '上海', sex: 1 },
    naive: `search_text ilike '%销售%' and city = '上海' and sex = 1`,
  },
  {
    name: '"开发" · 本科及以上 · 3–10 年',
    kind: 'two',
    body: { searchKeyWord: '开发', education: 5, workYearLower: 0.3, workYearUpper: 1 },
    naive: `search_text ilike '%开发%' and education >= 5 and work_years between 3 and 10`,
  },
  {
    name: '"审计" · 北京',
    kind: 'two',
    body: { searchKeyWord: '审计', city: '北京' },
    naive: `search_text ilike '%审计%' and city = '北京'`,
  },
  {
    name: '"算法" · 985 · 女',
    kind: 'two',
    body: { searchKeyWord: '算法', has985EduExp: true, sex: 2 },
    naive: `search_text ilike '%算法%' and tip_mask & 8 <> 0 and sex = 2`,
  },
  { name: '"经理" alone (common term)', kind: 'common', body: { searchKeyWord: '经理' }, naive: `search_text ilike '%经理%'` },
  { name: '"开发" alone (common term)', kind: 'common', body: { searchKeyWord: '开发' }, naive: `search_text ilike '%开发%'` },
];

export interface TalentSearchRow {
  name: string;
  kind: Query['kind'];
  total: string;
  pageMedian: number;
  medianMs: number;
  p95Ms: number;
  countMedian: number;
  naiveMs: number;
  plan: string;
}

export async function talentSearchBench() {
  // BENCH_TALENT_DIR keeps the loaded database between runs (for trying query changes at 1M).
  const keep = process.env.BENCH_TALENT_DIR;
  const dataDir = keep ?? (await mkdtemp(path.join(os.tmpdir(), 'hh-bench-talent-')));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 4);
  try {
    await runMigrations(database);
    const t0 = Date.now();
    const loaded = Number((await database.pool.query<{ n: string }>('select count(*) n from talent_index')).rows[0]?.n ?? 0);
    if (loaded !== SIZE) {
      console.log(`talent search: generating ${SIZE.toLocaleString('en')} pool resumes …`);
      if (loaded > 0) await database.pool.query('truncate talent_index');
      await load(database.pool);
    }
    // NaN when BENCH_TALENT_DIR held the pool already (nothing was loaded in this run).
    const loadSeconds = loaded === SIZE ? Number.NaN : (Date.now() - t0) / 1000;
    const size = (
      await database.pool.query<{ t: string; i: string }>(
        `select pg_size_pretty((select sum(pg_table_size(relid)) from pg_partition_tree('talent_index'))) t,
                pg_size_pretty((select sum(pg_relation_size(relid)) from pg_partition_tree('talent_index_tokens'))) i`,
      )
    ).rows[0];
    const repo = new TalentSearchRepository(database.db);
    const time = async (run: () => Promise<unknown>, runs: number) => {
      for (let i = 0; i < Math.min(3, runs); i++) await run();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await run();
        samples.push(performance.now() - s);
      }
      return samples;
    };
    const rows: TalentSearchRow[] = [];
    for (const q of QUERIES) {
      const plan = talentSearchPlan(talentSearchRequestSchema.parse(q.body), { firmId: FIRM, now: NOW });
      const both = await time(() => Promise.all([repo.page(plan, 20, 0), repo.count(plan)]), 30);
      const page = await time(() => repo.page(plan, 20, 0), 15);
      const count = await time(() => repo.count(plan), 15);
      const total = await repo.count(plan);
      const naive = await time(
        () =>
          Promise.all([
            database.pool.query(`select person_id from talent_index where ${q.naive} order by refreshed_at desc, person_id desc limit 20`),
            database.pool.query(`select count(*) from talent_index where ${q.naive}`),
          ]),
        SIZE > 200_000 ? 3 : 5,
      );
      // The repository first looks for the page among the newest 2,000 people; both plans are recorded.
      const probe = await database.db.execute(sql`explain (analyze, buffers, costs off)
        select t.person_id from (select * from talent_index t order by t.refreshed_at desc nulls last, t.person_id desc nulls last limit 2000) t
        where ${whereOf(plan)} order by t.refreshed_at desc nulls last, t.person_id desc nulls last limit 20`);
      const explained = await database.db.execute(sql`explain (analyze, buffers, costs off)
        select t.person_id from talent_index t where ${whereOf(plan)}
        order by t.refreshed_at desc nulls last, t.person_id desc nulls last limit 20`);
      // As the repository counts: sequential scans off, in a transaction of its own.
      const counted = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain (analyze, buffers, costs off)
          select count(*) from (select 1 from talent_index t where ${whereOf(plan)} limit 10001) hits`);
      });
      const row: TalentSearchRow = {
        name: q.name,
        kind: q.kind,
        total: total.overflow ? '10000+' : String(total.count),
        pageMedian: quantile(page, 0.5),
        medianMs: quantile(both, 0.5),
        p95Ms: quantile(both, 0.95),
        countMedian: quantile(count, 0.5),
        naiveMs: quantile(naive, 0.5),
        plan: [
          '-- first page among the newest 2,000',
          ...probe.rows,
          '-- first page over the whole index (when the window does not hold it)',
          ...explained.rows,
          '-- capped total',
          ...counted.rows,
        ]
          .map((r) => (typeof r === 'string' ? r : (r as Record<string, string>)['QUERY PLAN']))
          .join('\n'),
      };
      console.log(
        `  ${q.name}: ${row.medianMs.toFixed(1)} ms (p95 ${row.p95Ms.toFixed(1)}), naive ${row.naiveMs.toFixed(0)} ms, total ${row.total}`,
      );
      rows.push(row);
    }
    return { size: SIZE, loadSeconds, tableSize: size?.t ?? '', indexSize: size?.i ?? '', rows };
  } finally {
    await database.close();
    await embedded.stop();
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

const KIND = { filter: 'filter only', three: '3+ characters', two: '2-character Chinese', common: 'common term' } as const;

export function talentSearchMarkdown(r: Awaited<ReturnType<typeof talentSearchBench>>): string {
  const lines = [
    '## Talent search (issue 5)',
    '',
    `${r.size.toLocaleString('en')} pool resumes (the demo pool's generator, \`apps/server/src/db/seed/demo-talent-pool.ts\`), ${Number.isNaN(r.loadSeconds) ? 'loaded by an earlier run (`BENCH_TALENT_DIR`)' : `generated and loaded in ${r.loadSeconds.toFixed(0)} s`}, embedded PostgreSQL 17; \`talent_index\` ${r.tableSize}, its GIN index ${r.indexSize}. Each product figure is the first page of 20 and the capped total (≤ 10,001) in parallel through \`TalentSearchRepository\`, 30 runs after 3 warm-ups; the baseline is the same search as a plain \`ILIKE\` scan with the filters as column conditions, its first page and a plain \`count(*)\`, in the same run. Run: \`BENCH_RESUMES=${r.size} node --import tsx bench/talent-search.ts\`.`,
    '',
    '| query | kind | total | page + total median | p95 | page alone | total alone | plain ILIKE + count | ratio |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (x) =>
        `| ${x.name} | ${KIND[x.kind]} | ${x.total} | ${x.medianMs.toFixed(1)} ms | ${x.p95Ms.toFixed(1)} ms | ${x.pageMedian.toFixed(1)} ms | ${x.countMedian.toFixed(1)} ms | ${x.naiveMs.toFixed(0)} ms | ${(x.naiveMs / x.medianMs).toFixed(0)}× |`,
    ),
    '',
    '### Plans (EXPLAIN ANALYZE: the first page among the newest 2,000, over the whole index, and the capped total)',
    '',
  ];
  for (const x of r.rows) lines.push(`**${x.name}**`, '', '```', x.plan, '```', '');
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await talentSearchBench();
  const markdown = talentSearchMarkdown(result);
  await replaceResultsSection('## Talent search (issue 5)', markdown);
  console.log(markdown);
}
