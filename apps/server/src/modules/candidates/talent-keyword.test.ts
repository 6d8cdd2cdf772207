// The talent list's keyword answers exactly the records of the condition it replaced — ILIKE on the
// person's name and the resume's company and title, the exact phone or e-mail, over the joined
// record, person and resume — for the firm and a consultant, each tab and page, while it finds
// them through bigram indexes (issue 24).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { newId } from '../../platform/ids';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface TalentPage {
  data: { userId: string; name: string }[];
  totalCount: number;
}
type Tab = 'ALL' | 'COMPLETED' | 'UN_COMPLETED';

let t: TestApp;
let manager: Caller;
let member: Caller;
let memberId: string;
let words: string[];

const FIRM = seedId('firm:xinghe');

/** The records a keyword matched before it was indexed, newest first. */
async function reference(word: string, ownerId: string | null, tab: Tab) {
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await t.database.db.execute<{ id: string }>(sql`
    select c.id from candidates c join people p on p.id = c.person_id join resumes r on r.person_id = c.person_id
    where c.firm_id = ${FIRM} and c.deleted_at is null
      and (${ownerId === null} or c.owner_id = ${ownerId ?? FIRM})
      and (${tab === 'ALL'} or c.completed = ${tab === 'COMPLETED'})
      and (p.name ilike ${like} or p.phone = ${word} or p.email = ${word.toLowerCase()}
           or r.company_name ilike ${like} or r.position_name ilike ${like})
    order by c.sort_key desc, c.id desc`);
  return result.rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030');
  member = await signedIn(t.app, '13800000010');
  memberId = (await t.database.db.execute<{ id: string }>(sql`select id from users where phone = '13800000010'`)).rows[0]?.id ?? '';
  // A record whose person has no resume yet: the list joins the resume, so the keyword does not list it.
  const personId = newId();
  await t.database.db.execute(sql`insert into people (id, name) values (${personId}, '无简历王伟')`);
  await t.database.db.execute(
    sql`insert into candidates (id, firm_id, person_id, owner_id, completed, sort_key) values (${newId()}, ${FIRM}, ${personId}, ${memberId}, false, 9000000000000)`,
  );
  const sample = await t.database.db.execute<{ name: string; phone: string; email: string; company: string; title: string }>(sql`
    select p.name, p.phone, p.email, r.company_name as company, r.position_name as title from candidates c
      join people p on p.id = c.person_id join resumes r on r.person_id = c.person_id
    where c.firm_id = ${FIRM} and c.deleted_at is null and p.phone is not null and p.email is not null and r.company_name <> '' and r.position_name <> ''
    order by c.sort_key desc limit 2`);
  const [a, b] = sample.rows;
  if (!a || !b) throw new Error('the demo world has talent');
  words = [
    a.name.slice(0, 2),
    b.name.slice(0, 1),
    a.phone,
    a.phone.slice(-4),
    a.email.toUpperCase(),
    a.company.slice(0, 2),
    b.company,
    a.title.slice(-2),
    b.title,
    '工程师',
    'java',
    '无简历',
    '50%',
    '查无此人',
  ];
});
afterAll(async () => t?.close());

describe('talent list keyword: the same records as the ILIKE condition it replaced', () => {
  const cases = [
    { who: 'manager (the firm)', list: '/api/usermanager/allUsers', counts: '/api/usermanager/tabCount', own: false },
    { who: 'consultant (own records)', list: '/api/usermanager/myUsers', counts: '/api/usermanager/myTabCount', own: true },
  ] as const;

  for (const c of cases) {
    it(`lists, totals and counts every tab alike for the ${c.who}`, async () => {
      const caller = c.own ? member : manager;
      let matched = 0;
      for (const word of words) {
        const counts = (await caller.get<Record<Tab, number>>(c.counts, { keyword: word })).body.data;
        for (const tab of ['ALL', 'COMPLETED', 'UN_COMPLETED'] as const) {
          const expected = await reference(word, c.own ? memberId : null, tab);
          const page = await caller.get<TalentPage>(c.list, { keyword: word, tab, limit: '100' });
          expect(page.body.state, `${word} · ${tab}`).toBe(1);
          expect(
            page.body.data.data.map((r) => r.userId),
            `${word} · ${tab}`,
          ).toEqual(expected.slice(0, 100));
          expect(page.body.data.totalCount, `${word} · ${tab} total`).toBe(expected.length);
          expect(counts[tab], `${word} · ${tab} count`).toBe(expected.length);
          if (tab === 'ALL') matched += expected.length;
        }
      }
      expect(matched).toBeGreaterThan(0);
    });
  }

  it('pages through a keyword without losing or repeating a record', async () => {
    const word = words[0] ?? '';
    const expected = await reference(word, null, 'ALL');
    const seen: string[] = [];
    for (let current = 1; (current - 1) * 2 < expected.length + 2; current++) {
      const page = await manager.get<TalentPage>('/api/usermanager/allUsers', { keyword: word, current: String(current), limit: '2' });
      expect(page.body.data.totalCount).toBe(expected.length);
      seen.push(...page.body.data.data.map((r) => r.userId));
    }
    expect(seen).toEqual(expected);
  });

  it('does not list a record without a resume, even when its name matches', async () => {
    const page = await member.get<TalentPage>('/api/usermanager/myUsers', { keyword: '无简历' });
    expect(page.body.data).toEqual({ data: [], totalCount: 0 });
  });

  // The search table (candidate_search, migration 0036) is kept by triggers: every write of a record,
  // its person or its resume — by any writer — shows in the keyword's answer at once.
  it('follows renames, resume edits, a new owner, the tab and deletion through the search table', async () => {
    const db = t.database.db;
    const found = async (word: string, tab: Tab = 'ALL') =>
      (await manager.get<TalentPage>('/api/usermanager/allUsers', { keyword: word, tab, limit: '100' })).body.data.data.map(
        (r) => r.userId,
      );
    const mine = async (word: string) =>
      (await member.get<TalentPage>('/api/usermanager/myUsers', { keyword: word, limit: '100' })).body.data.data.map((r) => r.userId);
    const personId = newId();
    const recordId = newId();
    await db.execute(sql`insert into people (id, name) values (${personId}, '触发器甲')`);
    await db.execute(
      sql`insert into candidates (id, firm_id, person_id, owner_id, completed, sort_key) values (${recordId}, ${FIRM}, ${personId}, ${memberId}, false, 9100000000000)`,
    );
    expect(await found('触发器')).toEqual([]); // no resume yet
    await db.execute(
      sql`insert into resumes (id, person_id, company_name, position_name) values (${newId()}, ${personId}, '索引测试公司', '索引测试岗位')`,
    );
    expect(await found('触发器')).toEqual([recordId]);
    expect(await mine('索引测试公司')).toEqual([recordId]);
    await db.execute(sql`update people set name = '改名乙' where id = ${personId}`);
    expect(await found('触发器')).toEqual([]);
    expect(await found('改名乙')).toEqual([recordId]);
    await db.execute(sql`update resumes set position_name = '新岗位丙' where person_id = ${personId}`);
    expect(await found('索引测试岗位')).toEqual([]);
    expect(await found('新岗位丙')).toEqual([recordId]);
    await db.execute(sql`update candidates set completed = true where id = ${recordId}`);
    expect(await found('新岗位丙', 'COMPLETED')).toEqual([recordId]);
    expect(await found('新岗位丙', 'UN_COMPLETED')).toEqual([]);
    const other = (await db.execute<{ id: string }>(sql`select id from users where phone = '13800000030'`)).rows[0]?.id ?? '';
    await db.execute(sql`update candidates set owner_id = ${other} where id = ${recordId}`);
    expect(await mine('新岗位丙')).toEqual([]);
    expect(await found('新岗位丙')).toEqual([recordId]);
    await db.execute(sql`update candidates set deleted_at = now() where id = ${recordId}`);
    expect(await found('新岗位丙')).toEqual([]);
    expect((await manager.get<Record<Tab, number>>('/api/usermanager/tabCount', { keyword: '新岗位丙' })).body.data.ALL).toBe(0);
  });
});
