// The free-text order search answers exactly the orders of the condition it replaced — ILIKE over
// the joined person, position and project, the phone whole or its last four digits — for each
// scope, tab and page, while it reads them through the bigram and covering indexes (issue 24).
import type { OrderCountItem, OrderPage } from '@hh/domain/orders/order.schema';
import { ORDER_TABS } from '@hh/domain/orders/order-tabs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let manager: Caller;
let leader: Caller;
let member: Caller;
let words: string[];

const FIRM = seedId('firm:xinghe');

/** The orders matching a word as the search defined them before it was indexed, newest change first. */
async function reference(word: string, hunterIds: string[] | null, stages: readonly number[] | null) {
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await t.database.db.execute<{ id: string }>(sql`
    select o.id from orders o
      join people pe on pe.id = o.person_id join positions po on po.id = o.position_id join projects pj on pj.id = po.project_id
    where o.firm_id = ${FIRM}
      and (${hunterIds === null} or o.hunter_id = any(${`{${(hunterIds ?? []).join(',')}}`}::uuid[]))
      and (${stages === null} or o.stage = any(${`{${(stages ?? []).join(',')}}`}::smallint[]))
      and (pe.name ilike ${like} or pe.phone = ${word} or (${/^\d{4}$/.test(word)} and right(pe.phone, 4) = ${word})
           or po.name ilike ${like} or pj.company_name ilike ${like})
    order by o.updated_at desc, o.id desc`);
  return result.rows.map((r) => r.id);
}

async function hunterIdsOf(phone: string, kind: 'group' | 'my') {
  if (kind === 'my') {
    const r = await t.database.db.execute<{ id: string }>(sql`select id from users where phone = ${phone}`);
    return r.rows.map((x) => x.id);
  }
  const r = await t.database.db.execute<{ id: string }>(
    sql`select u.id from users u join users l on l.team_id = u.team_id and l.firm_id = u.firm_id where l.phone = ${phone}`,
  );
  return r.rows.map((x) => x.id);
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030');
  leader = await signedIn(t.app, '13800000020');
  member = await signedIn(t.app, '13800000010');
  // One order whose candidate's name also holds its position's name: found by both halves of the
  // search (person and position), it must still be listed and counted once.
  const sample = await t.database.db.execute<{ person_id: string; name: string; phone: string; company: string }>(sql`
    select o.person_id, po.name, pe.phone, pj.company_name as company from orders o
      join positions po on po.id = o.position_id join people pe on pe.id = o.person_id join projects pj on pj.id = po.project_id
    where o.firm_id = ${FIRM} and pe.phone is not null order by o.updated_at desc limit 1`);
  const s = sample.rows[0];
  if (!s) throw new Error('the demo world has orders');
  const both = s.name.slice(0, 2);
  await t.database.db.execute(sql`update people set name = ${`${both}明`} where id = ${s.person_id}`);
  const names = await t.database.db.execute<{ name: string }>(
    sql`select distinct pe.name from orders o join people pe on pe.id = o.person_id where o.firm_id = ${FIRM} order by pe.name limit 3`,
  );
  words = [
    both,
    ...names.rows.map((r) => r.name.slice(0, 2)),
    (names.rows[0]?.name ?? '').slice(0, 1),
    s.phone,
    s.phone.slice(-4),
    s.name,
    s.company.slice(0, 2),
    '工程师',
    'JAVA',
    '100%',
    '无此人名',
  ];
});
afterAll(async () => t?.close());

describe('free-text order search: the same orders as the ILIKE condition it replaced', () => {
  const cases = [
    { who: 'manager', kind: 'company', hunters: null as string | null },
    { who: 'team leader', kind: 'group', hunters: '13800000020' },
    { who: 'consultant', kind: 'my', hunters: '13800000010' },
  ] as const;

  for (const c of cases) {
    it(`lists, totals and counts every tab alike for the ${c.who}`, async () => {
      const caller = c.who === 'manager' ? manager : c.who === 'team leader' ? leader : member;
      const hunterIds = c.hunters === null ? null : await hunterIdsOf(c.hunters, c.kind === 'my' ? 'my' : 'group');
      let matched = 0;
      for (const word of words) {
        const counts = (await caller.get<OrderCountItem[]>('/api/order/orderCount', { kind: c.kind, searchWord: word })).body.data;
        for (const tab of ORDER_TABS) {
          const expected = await reference(word, hunterIds, tab.candidateState === 0 ? null : tab.stages);
          const page = await caller.post<OrderPage>(`/api/order/${c.kind}/orderList`, {
            onlyMe: false,
            searchWord: word,
            ...(tab.candidateState === 0 ? {} : { candidateState: tab.candidateState }),
            query: { limit: 100, offset: 0 },
          });
          expect(page.body.state, `${word} · ${tab.label}`).toBe(1);
          expect(
            page.body.data.data.map((r) => r.orderId),
            `${word} · ${tab.label}`,
          ).toEqual(expected.slice(0, 100));
          expect(page.body.data.totalCount, `${word} · ${tab.label} total`).toBe(expected.length);
          const count = counts.find((i) => i.stateCode === tab.candidateState && i.subStateCode === null)?.count;
          expect(count, `${word} · ${tab.label} count`).toBe(expected.length);
          if (tab.candidateState === 0) matched += expected.length;
        }
      }
      // The words find something (the check above is not vacuous) and not everything.
      expect(matched).toBeGreaterThan(0);
    });
  }

  it('pages through a search without losing or repeating an order', async () => {
    const word = words[1] ?? '';
    const expected = await reference(word, null, null);
    const seen: string[] = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      const page = await manager.post<OrderPage>('/api/order/company/orderList', {
        onlyMe: false,
        searchWord: word,
        query: { limit: 3, offset },
      });
      expect(page.body.data.totalCount).toBe(expected.length);
      seen.push(...page.body.data.data.map((r) => r.orderId));
    }
    expect(seen).toEqual(expected);
  });

  it('lists the order found by both its candidate and its position once', async () => {
    const word = words[0] ?? '';
    const page = await manager.post<OrderPage>('/api/order/company/orderList', {
      onlyMe: false,
      searchWord: word,
      query: { limit: 100, offset: 0 },
    });
    const ids = page.body.data.data.map((r) => r.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.body.data.data.some((r) => r.candidateName.includes(word) && r.positionName.includes(word))).toBe(true);
  });

  it('combines the word with another filter (company name) as before', async () => {
    const word = words[1] ?? '';
    const company = (await reference(word, null, null)).length;
    const page = await manager.post<OrderPage>('/api/order/company/orderList', {
      onlyMe: false,
      searchWord: word,
      companyName: '不存在的公司',
      query: { limit: 100, offset: 0 },
    });
    expect(company).toBeGreaterThan(0);
    expect(page.body.data).toEqual({ data: [], totalCount: 0 });
  });
});
