import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingLimits,
  candidateBindings,
  candidates,
  coinEntries,
  orders,
  people,
  resumeContactAsks,
  resumes,
  sharedResumes,
} from '../../db/schema/tables';
import { seedTransfers } from '../../db/seed/demo-ledger';
import { seedId } from '../../db/seed/seed-ids';
import { newId } from '../../platform/ids';
import { FIXTURE, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface BoundList {
  commonUserSearchForms: {
    id: string;
    userId: string;
    commonUserId: string;
    phone: string;
    how: string;
    consultantId: string;
    recommending: boolean;
    releaseListType: number;
  }[];
  totalCount: number;
  resumeLibCapacity: number;
  reminderCapacity: number;
  remaining: number;
  showReminder: boolean;
}
type Capability = { maxUnrecommended: number; nowRecommending: number; nowUnrecommended: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
});
afterAll(() => t.close());

/** People 星河猎头 shares, taken by nobody yet, in a stable order; each test takes its own. */
const handedOut = { xinghe: 0, yuanhang: 0 };
async function freeSharedPerson(firm: 'xinghe' | 'yuanhang' = 'xinghe') {
  const rows = await t.database.db
    .select({ personId: sharedResumes.personId })
    .from(sharedResumes)
    .where(and(eq(sharedResumes.firmId, seedId(`firm:${firm}`)), isNull(sharedResumes.withdrawnAt)))
    .orderBy(sharedResumes.id);
  const person = rows[handedOut[firm]++]?.personId;
  if (!person) throw new Error('no shared person left');
  return person;
}
const coins = async (phone: string) => {
  const caller = await signedIn(t.app, phone);
  return (await caller.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total;
};
const ledgerSum = async () =>
  (await t.database.db.select({ n: sql<number>`coalesce(sum(${coinEntries.amount}), 0)::int` }).from(coinEntries))[0]?.n;
const liveBindingsOf = (personId: string) =>
  t.database.db
    .select()
    .from(candidateBindings)
    .where(and(eq(candidateBindings.personId, personId), isNull(candidateBindings.releasedAt)));

/** Sets a user's balance to `target` with a grant or a debit transfer through the ledger. */
async function setBalance(userKey: string, firm: 'xinghe' | 'yuanhang', target: number, now: number) {
  const userId = seedId(`user:${userKey}`);
  const delta = target - now;
  if (delta === 0) return;
  const user = { kind: 'user', firmId: seedId(`firm:${firm}`), userId } as const;
  const platform = { kind: 'platform' } as const;
  await seedTransfers(t.database.db, [
    {
      id: newId(),
      key: `test:setBalance:${newId()}`,
      reason: delta > 0 ? 'grant' : 'adjust',
      from: delta > 0 ? platform : user,
      to: delta > 0 ? user : platform,
      amount: Math.abs(delta),
      at: new Date(),
    },
  ]);
}

describe('taking a shared resume into the talent library', () => {
  it('adds it to the caller’s talent, binds it, costs 1 coin, earns the sharer 2, and answers the same again without a second charge', async () => {
    const member = await signedIn(t.app, '13900000010');
    const person = await freeSharedPerson();
    const [share] = await t.database.db
      .select({ sharedBy: sharedResumes.sharedBy })
      .from(sharedResumes)
      .where(and(eq(sharedResumes.personId, person), isNull(sharedResumes.withdrawnAt)));
    const sharerCoins = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select coalesce(sum(amount), 0)::int as n from coin_entries where account = ${`user:${share?.sharedBy}`}`,
        )
      ).rows[0]?.n;
    const sharerBefore = await sharerCoins();
    const before = await coins('13900000010');
    const added = await member.post<{ userId: string; commonUserId: string; coinsSpent: number }>(`/api/talentLibary/add/${person}`);
    expect(added.body).toMatchObject({ state: 1, message: '已加入人才库', data: { commonUserId: person, coinsSpent: 1 } });
    expect(await coins('13900000010')).toBe(before - 1);
    // The consultant of 星河 who shared the person earns when 远航 takes them in (分享简历被采用), once.
    expect(await sharerCoins()).toBe((sharerBefore ?? 0) + 2);
    const [record] = await t.database.db.select().from(candidates).where(eq(candidates.id, added.body.data.userId));
    expect(record).toMatchObject({ ownerId: seedId('user:yh-member'), firmId: seedId('firm:yuanhang'), source: 'share', deletedAt: null });
    expect(await liveBindingsOf(person)).toHaveLength(1);
    const again = await member.post<{ userId: string; coinsSpent: number }>(`/api/talentLibary/add/${person}`);
    expect(again.body).toMatchObject({
      state: 1,
      message: '该候选人已在您的人才库中',
      data: { userId: added.body.data.userId, coinsSpent: 0 },
    });
    expect(await coins('13900000010')).toBe(before - 1);
    expect(await sharerCoins()).toBe((sharerBefore ?? 0) + 2);
    expect(await ledgerSum()).toBe(0);
  });

  it('answers 10002 to every other consultant, of the other firm or the same, without naming the holder', async () => {
    const taker = await signedIn(t.app, '13900000010');
    const person = await freeSharedPerson();
    expect((await taker.post(`/api/talentLibary/add/${person}`)).body.state).toBe(1);
    for (const phone of ['13900000030', '13800000012']) {
      const other = await signedIn(t.app, phone);
      const before = await coins(phone);
      const refused = await other.post(`/api/talentLibary/add/${person}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ state: 10002, message: '已被其他顾问占用' });
      expect(refused.raw.body).not.toContain('远航');
      expect(await coins(phone)).toBe(before);
    }
    // The shared library shows the row as occupied to the others and as added to the taker.
    const row = async (phone: string) =>
      (
        await (
          await signedIn(t.app, phone)
        ).post<{ data: { commonUserId: string; releaseListType: number }[] }>('/api/shareResumeLibary/list', { limit: 20, current: 1 })
      ).body.data.data;
    const all = [...(await row('13900000010'))];
    const mine = all.find((r) => r.commonUserId === person);
    if (mine) expect(mine.releaseListType).toBe(-1);
  });

  it('answers 10004 for a person neither shared nor in the pool, 10002 for another firm’s private one, and 404 for an unknown id', async () => {
    const member = await signedIn(t.app, '13900000010');
    // A person on the platform whom no firm holds, not in the pool and not shared.
    const loose = newId();
    await t.database.db.insert(people).values({ id: loose, name: '测试游离' });
    await t.database.db.insert(resumes).values({ id: newId(), personId: loose });
    const unshared = { personId: loose };
    const [privateRecord] = await t.database.db
      .select({ personId: candidates.personId })
      .from(candidates)
      .where(and(eq(candidates.firmId, seedId('firm:xinghe')), sql`${candidates.personId} not in (select person_id from shared_resumes)`))
      .limit(1);
    expect((await member.post(`/api/talentLibary/add/${privateRecord?.personId}`)).body.state).toBe(10002);
    const refused = await member.post(`/api/talentLibary/add/${unshared?.personId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.state).toBe(10004);
    expect(refused.body.message).toMatch(/^添加失败/);
    expect((await member.post(`/api/talentLibary/add/${newId()}`)).status).toBe(404);
    expect((await member.post('/api/talentLibary/add/not-an-id')).status).toBe(404);
  });

  it('refuses with 金币不足 at a balance of 0 and writes nothing', async () => {
    await setBalance('yh-manager', 'yuanhang', 0, await coins('13900000030'));
    const manager = await signedIn(t.app, '13900000030');
    const person = await freeSharedPerson();
    const refused = await manager.post(`/api/talentLibary/add/${person}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('金币不足');
    expect(await liveBindingsOf(person)).toHaveLength(0);
    const records = await t.database.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.personId, person), eq(candidates.firmId, seedId('firm:yuanhang'))));
    expect(records).toHaveLength(0);
    expect(await coins('13900000030')).toBe(0);
    await setBalance('yh-manager', 'yuanhang', 20, 0);
  });

  it('answers 10003 at the firm’s limit of unrecommended bindings', async () => {
    await t.database.db.insert(bindingLimits).values({ firmId: seedId('firm:xinghe'), maxUnrecommended: 1, reminderCapacity: 1 });
    try {
      const member = await signedIn(t.app, '13800000011');
      const first = await member.post(`/api/talentLibary/add/${await freeSharedPerson('yuanhang')}`);
      expect(first.body.state).toBe(1);
      const capability = (await member.get<Capability>('/api/lietouCandidateBind/capability')).body.data;
      expect(capability).toEqual({ maxUnrecommended: 1, nowRecommending: 0, nowUnrecommended: 1 });
      const list = (await member.get<BoundList>('/api/lietouCandidateBind/list')).body.data;
      expect(list).toMatchObject({ resumeLibCapacity: 1, reminderCapacity: 1, remaining: 0, showReminder: true, totalCount: 1 });
      const person = await freeSharedPerson('yuanhang');
      const refused = await member.post(`/api/talentLibary/add/${person}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ state: 10003, message: '绑定人数已达上限：未推荐的绑定候选人最多1人' });
      expect(await liveBindingsOf(person)).toHaveLength(0);
    } finally {
      await t.database.db.delete(bindingLimits).where(eq(bindingLimits.firmId, seedId('firm:xinghe')));
    }
  });
});

describe('adding from the talent pool', () => {
  it('binds a free pool person without a coin, as a talent-search add', async () => {
    const { rows } = await t.database.db.execute(
      sql`select person_id from talent_index ti where source = 1
          and not exists (select 1 from candidates c where c.person_id = ti.person_id and c.deleted_at is null)
          and not exists (select 1 from shared_resumes s where s.person_id = ti.person_id) limit 1`,
    );
    const person = (rows[0] as { person_id: string } | undefined)?.person_id;
    expect(person, 'the demo pool has free people').toBeDefined();
    const member = await signedIn(t.app, '13800000011');
    const before = await coins('13800000011');
    const added = await member.post<{ userId: string; coinsSpent: number }>(`/api/talentLibary/add/${person}`);
    expect(added.body).toMatchObject({ state: 1, data: { coinsSpent: 0 } });
    expect(await coins('13800000011')).toBe(before);
    const [binding] = await liveBindingsOf(person as string);
    expect(binding).toMatchObject({ how: 'search', consultantId: seedId('user:xh-member-a2'), candidateId: added.body.data.userId });
    // The pool's index now says who holds the person.
    const { rows: index } = await t.database.db.execute(sql`select occupied_owner_id from talent_index where person_id = ${person}`);
    expect((index[0] as { occupied_owner_id: string }).occupied_owner_id).toBe(seedId('user:xh-member-a2'));
    const other = await signedIn(t.app, '13900000010');
    expect((await other.post(`/api/talentLibary/add/${person}`)).body.state).toBe(10002);
  });
});

describe('concurrency', () => {
  it('lets only one of two consultants adding the same person at once win', async () => {
    const person = await freeSharedPerson();
    const [a, b, c] = await Promise.all(['13900000010', '13900000030', '13800000012'].map((p) => signedIn(t.app, p)));
    const answers = await Promise.all([a, b, c].map((caller) => caller?.post(`/api/talentLibary/add/${person}`)));
    const states = answers.map((r) => r?.body.state).sort();
    expect(states).toEqual([1, 10002, 10002]);
    expect(await liveBindingsOf(person)).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
  });

  it('keeps the ledger balanced when one consultant spends the last coin twice at once', async () => {
    await setBalance('yh-manager', 'yuanhang', 1, await coins('13900000030'));
    const member = await signedIn(t.app, '13900000030');
    const people = [await freeSharedPerson(), await freeSharedPerson(), await freeSharedPerson()];
    const answers = await Promise.all(people.map((p) => member.post(`/api/talentLibary/add/${p}`)));
    expect(answers.filter((r) => r.body.state === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.body.message === '金币不足')).toHaveLength(2);
    expect(await coins('13900000030')).toBe(0);
    await setBalance('yh-manager', 'yuanhang', 20, 0);
    expect(await ledgerSum()).toBe(0);
    const [unbalanced] = await t.database.db
      .execute(sql`select count(*)::int as n from (select movement_id from coin_entries group by movement_id having sum(amount) <> 0) x`)
      .then((r) => r.rows as { n: number }[]);
    expect(unbalanced?.n).toBe(0);
  });
});

describe('the bound list and release', () => {
  it('lists the caller’s bindings masked, and releases one: the record leaves the talent and the person is free again', async () => {
    const member = await signedIn(t.app, '13900000010');
    const person = await freeSharedPerson();
    const added = await member.post<{ userId: string }>(`/api/talentLibary/add/${person}`);
    const list = (await member.get<BoundList>('/api/lietouCandidateBind/list')).body.data;
    const row = list.commonUserSearchForms.find((r) => r.commonUserId === person);
    expect(row).toMatchObject({ userId: added.body.data.userId, how: 'share', releaseListType: -1, recommending: false });
    expect(row?.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(list.resumeLibCapacity).toBe(90);

    // Outside the caller's scope a binding answers as missing: another firm's manager, or a member of it.
    for (const phone of ['13800000030', '13800000010']) {
      const outsider = await signedIn(t.app, phone);
      const refused = await outsider.call('PUT', `/api/lietouCandidateBind/release/${row?.id}`);
      expect(refused.status).toBe(404);
    }
    const released = await member.call('PUT', `/api/lietouCandidateBind/release/${row?.id}`);
    expect(released.body).toMatchObject({ state: 1, message: '已释放该候选人' });
    const [record] = await t.database.db.select().from(candidates).where(eq(candidates.id, added.body.data.userId));
    expect(record?.deletedAt).not.toBeNull();
    expect(await liveBindingsOf(person)).toHaveLength(0);
    expect((await member.call('PUT', `/api/lietouCandidateBind/release/${row?.id}`)).status).toBe(404);
    // Free again: another consultant may take the person now.
    const other = await signedIn(t.app, '13900000030');
    expect((await other.post(`/api/talentLibary/add/${person}`)).body.state).toBe(1);
  });

  it('lets a team leader release a member’s binding, but not a member a colleague’s', async () => {
    const member = await signedIn(t.app, '13800000010');
    const person = await freeSharedPerson('yuanhang');
    expect((await member.post(`/api/talentLibary/add/${person}`)).body.state).toBe(1);
    const [binding] = await liveBindingsOf(person);
    const colleague = await signedIn(t.app, '13800000011');
    expect((await colleague.call('PUT', `/api/lietouCandidateBind/release/${binding?.id}`)).status).toBe(404);
    const otherTeamLeader = await signedIn(t.app, '13800000021');
    expect((await otherTeamLeader.call('PUT', `/api/lietouCandidateBind/release/${binding?.id}`)).status).toBe(404);
    const leader = await signedIn(t.app, '13800000020');
    const seen = (await leader.get<BoundList>('/api/lietouCandidateBind/list', { hunterIds: seedId('user:xh-member-a1') })).body.data;
    expect(seen.commonUserSearchForms.map((r) => r.id)).toContain(binding?.id);
    expect((await leader.call('PUT', `/api/lietouCandidateBind/release/${binding?.id}`)).body.state).toBe(1);
    const [after] = await t.database.db
      .select()
      .from(candidateBindings)
      .where(eq(candidateBindings.id, binding?.id as string));
    expect(after?.releasedBy).toBe(seedId('user:xh-leader-a'));
  });

  it('counts a bound candidate in a running order as recommending, refuses to release it, and lists the delivery', async () => {
    const member = await signedIn(t.app, '13900000010');
    const person = await freeSharedPerson();
    const added = await member.post<{ userId: string }>(`/api/talentLibary/add/${person}`);
    const before = (await member.get<Capability>('/api/lietouCandidateBind/capability')).body.data;
    const orderId = newId();
    await t.database.db.insert(orders).values({
      id: orderId,
      firmId: seedId('firm:yuanhang'),
      hunterId: seedId('user:yh-member'),
      candidateId: added.body.data.userId,
      personId: person,
      positionId: FIXTURE.java,
      projectId: FIXTURE.project,
      stage: 30,
      stageTab: 30,
    });
    const after = (await member.get<Capability>('/api/lietouCandidateBind/capability')).body.data;
    expect(after.nowRecommending).toBe(before.nowRecommending + 1);
    expect(after.nowUnrecommended).toBe(before.nowUnrecommended - 1);
    const [binding] = await liveBindingsOf(person);
    const refused = await member.call('PUT', `/api/lietouCandidateBind/release/${binding?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该候选人有进行中的订单，订单结束后才能释放');
    const deliveries = (await member.get<{ data: { orderId: string }[]; totalCount: number }>('/api/deliveryManage/user/deliver/list')).body
      .data;
    expect(deliveries.data.map((d) => d.orderId)).toContain(orderId);
    // Another consultant's deliveries do not include it.
    const manager = await signedIn(t.app, '13900000030');
    const theirs = (await manager.get<{ data: { orderId: string }[] }>('/api/deliveryManage/user/deliver/list')).body.data;
    expect(theirs.data.map((d) => d.orderId)).not.toContain(orderId);
    await t.database.db.update(orders).set({ stage: 127, stageTab: 127 }).where(eq(orders.id, orderId));
    expect((await member.call('PUT', `/api/lietouCandidateBind/release/${binding?.id}`)).body.state).toBe(1);
  });
});

describe('asking for a resume contact', () => {
  it('records the request, counts it, and allows the reveal only once the person is in the caller’s talent', async () => {
    const member = await signedIn(t.app, '13900000010');
    const person = await freeSharedPerson();
    const before = await member.post<{ allowed: boolean; message: string; revealPath: string }>(
      '/api/lietouAskResumeContactRecord/contact',
      { commonUserId: person, type: 1 },
    );
    expect(before.body.data).toMatchObject({
      allowed: false,
      message: '请先将候选人加入人才库，再查看联系方式',
      revealPath: '/api/sensitive/data/view',
    });
    await member.post(`/api/talentLibary/add/${person}`);
    const after = await member.post<{ allowed: boolean }>('/api/lietouAskResumeContactRecord/contact', {
      commonUserId: person,
      type: 1,
      reason: '约面前确认意向',
    });
    expect(after.body.data.allowed).toBe(true);
    const reveal = await member.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: person, type: 1 });
    expect(reveal.body.data.value).toMatch(/^1\d{10}$/);
    const asks = await t.database.db.select().from(resumeContactAsks).where(eq(resumeContactAsks.personId, person));
    expect(asks.map((a) => a.allowed).sort()).toEqual([0, 1]);
    // The firm's manager sees the asks; the other firm does not.
    const manager = await signedIn(t.app, '13900000030');
    const list = (await manager.get<{ data: { commonUserId: string; allowed: boolean }[] }>('/api/lietouAskResumeContactRecord/list')).body
      .data;
    expect(list.data.filter((a) => a.commonUserId === person)).toHaveLength(2);
    const stranger = await signedIn(t.app, '13800000030');
    const theirs = (await stranger.get<{ data: { commonUserId: string }[] }>('/api/lietouAskResumeContactRecord/list')).body.data;
    expect(theirs.data.filter((a) => a.commonUserId === person)).toHaveLength(0);
  });

  it('answers 404 for a person the caller cannot reach, and names a bad type', async () => {
    const member = await signedIn(t.app, '13900000010');
    const [privateRecord] = await t.database.db
      .select({ personId: candidates.personId })
      .from(candidates)
      .where(
        and(
          eq(candidates.firmId, seedId('firm:xinghe')),
          ne(candidates.ownerId, seedId('user:yh-member')),
          sql`${candidates.personId} not in (select person_id from shared_resumes union select person_id from talent_index)`,
        ),
      )
      .limit(1);
    expect((await member.post('/api/lietouAskResumeContactRecord/contact', { commonUserId: privateRecord?.personId })).status).toBe(404);
    const bad = await member.post('/api/lietouAskResumeContactRecord/contact', { commonUserId: privateRecord?.personId, type: 3 });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('联系方式类型');
  });
});
