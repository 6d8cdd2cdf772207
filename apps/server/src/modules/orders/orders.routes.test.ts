import type { OrderCountItem, OrderPage, StateLogEntry } from '@hh/domain/orders/order.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
let pm: Caller;

interface TalentPage {
  data: { userId: string; commonUserId: string; completed: boolean; name: string }[];
  totalCount: number;
}

const countOf = (items: OrderCountItem[], state: number, sub: number | null = null) =>
  items.find((i) => i.stateCode === state && i.subStateCode === sub)?.count ?? -1;

async function completeTalent(caller: Caller, skip = 0) {
  const page = await caller.get<TalentPage>('/api/usermanager/myUsers', { tab: 'COMPLETED', limit: '50' });
  const row = page.body.data.data[skip];
  if (!row) throw new Error('no complete candidate');
  return row;
}

async function recommend(caller: Caller, userId: string, positionId = FIXTURE.java, content = GOOD_REPORT) {
  return caller.post<{ orderId: string }>('/api/position/manager/recommend', { positionId, userId, content, coreReason: '匹配' });
}

async function move(orderId: string, action: string, extra: Record<string, unknown> = {}) {
  return pm.post<{ candidateState: number; version: number }>('/api/ops/orders/move', { orderId, action, ...extra });
}

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  pm = await signedIn(t.app, '13700000001');
});
afterAll(async () => t?.close());

describe('recommending a candidate', () => {
  it('creates an order at 30 with a state log and the report, and counts it in the tab', async () => {
    const before = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    const talent = await completeTalent(member);
    const check = await member.get<{ canRecommend: boolean; rule: string }>('/api/position/order/check', {
      positionId: FIXTURE.java,
      userId: talent.userId,
    });
    expect(check.body.data).toMatchObject({ canRecommend: true, rule: 'ok' });

    const created = await recommend(member, talent.userId);
    expect(created.body).toMatchObject({ state: 1, message: '推荐成功，等待平台审核' });
    const orderId = created.body.data.orderId;

    const after = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    expect(countOf(after, 30)).toBe(countOf(before, 30) + 1);
    expect(countOf(after, 0)).toBe(countOf(before, 0) + 1);
    const list = await member.post<OrderPage>('/api/order/my/orderList', {
      candidateState: 30,
      onlyMe: true,
      query: { limit: 20, offset: 0 },
    });
    const row = list.body.data.data.find((r) => r.orderId === orderId);
    expect(row).toMatchObject({
      candidateState: 30,
      stateLabel: '顾问推荐',
      positionName: '高级Java工程师',
      companyName: '杭州云栖科技有限公司',
    });
    expect(row?.candidatePhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const log = await member.get<StateLogEntry[]>('/api/order/getOrderStateLog', { orderId });
    expect(log.body.data.map((l) => [l.fromState, l.toState, l.operatorType])).toEqual([[null, 30, 'consultant']]);
    const report = await member.get<{ content: string }>('/api/order/rec/report/get', { orderId });
    expect(JSON.parse(report.body.data.content).recommendReason).toBe(GOOD_REPORT.recommendReason);

    // The same person again on the same position, from the same firm: refused, nothing written.
    const again = await recommend(member, talent.userId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该候选人已在本公司推荐至该职位，请勿重复推荐');
    const check2 = await member.get<{ canRecommend: boolean; rule: string; existingOrderId: string }>('/api/position/order/check', {
      positionId: FIXTURE.java,
      userId: talent.userId,
    });
    expect(check2.body.data).toMatchObject({ canRecommend: false, rule: 'same-firm', existingOrderId: orderId });
  });

  it('refuses an incomplete resume and a report that fails the check, writing nothing', async () => {
    const incomplete = (await member.get<TalentPage>('/api/usermanager/myUsers', { tab: 'UN_COMPLETED' })).body.data.data[0];
    if (!incomplete) throw new Error('no incomplete candidate');
    const before = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    const refused = await recommend(member, incomplete.userId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^简历未完善，不能推荐。请先补充：/);

    const talent = await completeTalent(member, 1);
    const noReason = await recommend(member, talent.userId, FIXTURE.java, { ...GOOD_REPORT, recommendReason: '合适' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('推荐报告未通过检查：推荐理由至少20个字');
    const withPhone = await recommend(member, talent.userId, FIXTURE.java, {
      ...GOOD_REPORT,
      values: { ...GOOD_REPORT.values, arrival: '电话13912345678' },
    });
    expect(withPhone.body.message).toBe('推荐报告未通过检查：推荐报告中不能包含候选人的手机号或邮箱');
    const closed = await recommend(member, talent.userId, FIXTURE.closed);
    expect(closed.status).toBe(404);
    const after = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    expect(after).toEqual(before);
  });

  it('refuses 撞单: another firm recommending the same person to the same position inside the window', async () => {
    const talent = await completeTalent(member, 2);
    expect((await recommend(member, talent.userId, FIXTURE.product)).body.state).toBe(1);
    // The person leaves 星河's talent and 远航 takes them on.
    await t.database.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, talent.userId));
    const yhRecord = seedId('fixture:yh-record');
    await t.database.db.insert(candidates).values({
      id: yhRecord,
      firmId: seedId('firm:yuanhang'),
      personId: talent.commonUserId,
      ownerId: seedId('user:yh-member'),
      source: 'search',
      completed: true,
      sortKey: Date.now(),
    });
    const other = await signedIn(t.app, '13900000010');
    const clash = await recommend(other, yhRecord, FIXTURE.product);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/^撞单：该候选人已由其他猎头公司推荐至此职位/);
    const elsewhere = await recommend(other, yhRecord, FIXTURE.java);
    expect(elsewhere.body.state).toBe(1);
  });

  it('lists the scope talent for a position with each row saying whether it runs there', async () => {
    const talent = await completeTalent(member);
    const page = await member.post<{ data: { userId: string; orderState: number | null; canRecommend: boolean }[]; totalCount: number }>(
      '/api/usermanager/chooseCandidate/list',
      { positionId: FIXTURE.java, tab: 'COMPLETED', query: { limit: 50, offset: 0 } },
    );
    const row = page.body.data.data.find((r) => r.userId === talent.userId);
    expect(row).toMatchObject({ orderState: 30, canRecommend: false });
    expect(page.body.data.data.some((r) => r.canRecommend)).toBe(true);
    const failing = await member.post('/api/usermanager/chooseCandidate/list', { positionId: FIXTURE.java, workYearLower: 9 });
    expect(failing.status).toBe(422);
  });
});

describe('the platform moves orders and the consultant sees it', () => {
  let orderId: string;
  beforeAll(async () => {
    const talent = await completeTalent(member, 3);
    orderId = (await recommend(member, talent.userId)).body.data.orderId;
  });

  it('marks valid, books an interview, and the tab counts and log follow', async () => {
    const before = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    expect((await move(orderId, 'markValid')).body.data.candidateState).toBe(40);
    expect((await move(orderId, 'companyPass')).body.data.candidateState).toBe(50);
    const tomorrow = Date.now() + 86_400_000;
    const booked = await move(orderId, 'bookInterview', { interviewTime: tomorrow, interviewPlace: '杭州总部3楼' });
    expect(booked.body.data.candidateState).toBe(62);
    const after = (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    expect(countOf(after, 30)).toBe(countOf(before, 30) - 1);
    expect(countOf(after, 60, 20)).toBe(countOf(before, 60, 20) + 1);
    expect(countOf(after, 60, 10)).toBe(countOf(before, 60, 10) + 1);
    const interviews = await member.post<OrderPage>('/api/order/my/orderList', {
      candidateState: 60,
      subState: 20,
      query: { limit: 100, offset: 0 },
    });
    expect(interviews.body.data.data.map((r) => r.orderId)).toContain(orderId);
    const log = await member.get<StateLogEntry[]>('/api/order/getOrderStateLog', { orderId });
    expect(log.body.data.map((l) => `${l.fromLabel ?? ''}→${l.toLabel}:${l.operatorType}`)).toEqual([
      '→顾问推荐:consultant',
      '顾问推荐→有效推荐:platform',
      '有效推荐→企业通过:platform',
      '企业通过→已约面:platform',
    ]);
    expect(log.body.data.at(-1)?.remark).toContain('杭州总部3楼');
  });

  it('refuses a move the stage does not allow, and a move of a consultant through the console', async () => {
    const wrong = await move(orderId, 'confirmOnboard');
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('订单当前为「已约面」，不能确认入职');
    const asConsultant = await member.post('/api/ops/orders/move', { orderId, action: 'attendInterview' });
    expect(asConsultant.status).toBe(404);
  });

  it('lets only one of two concurrent moves win', async () => {
    const results = await Promise.all([move(orderId, 'attendInterview'), move(orderId, 'attendInterview')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = await member.get<StateLogEntry[]>('/api/order/getOrderStateLog', { orderId });
    expect(log.body.data.filter((l) => l.toState === 63)).toHaveLength(1);
  });

  it('takes the offer from the consultant, onboarding from the PM, and the guarantee job ends it', async () => {
    expect((await move(orderId, 'passInterview')).body.data.candidateState).toBe(64);
    const offer = await member.post('/api/position/manager/saveOffer', { orderId, salary: 42_000, onboardDate: '2026-12-15' });
    expect(offer.body).toMatchObject({ state: 1, message: 'offer信息已保存' });
    expect((await move(orderId, 'confirmOnboard')).body.data.candidateState).toBe(91);
    const job = t.app.orders.guarantee;
    expect(await job.run(new Date())).toBe(0);
    await t.database.db.execute(sql`update orders set guarantee_ends_at = now() - interval '1 minute' where id = ${orderId}`);
    expect(await job.run(new Date())).toBe(1);
    const log = await member.get<StateLogEntry[]>('/api/order/getOrderStateLog', { orderId });
    expect(log.body.data.at(-1)).toMatchObject({ fromState: 91, toState: 93, operatorType: 'system', operatorName: '系统' });
    const past = await member.post<OrderPage>('/api/order/my/orderList', {
      candidateState: 90,
      subState: 30,
      query: { limit: 100, offset: 0 },
    });
    expect(past.body.data.data.find((r) => r.orderId === orderId)).toMatchObject({ offerSalary: 42_000, onboardDate: '2026-12-15' });
  });

  it('rejects with a reason the consultant sees, who recommits it', async () => {
    const talent = await completeTalent(member, 4);
    const id = (await recommend(member, talent.userId)).body.data.orderId;
    const noReason = await move(id, 'reject');
    expect(noReason.body.message).toBe('请填写驳回原因');
    await move(id, 'reject', { reason: '候选人近两年无相关经验' });
    const status = await member.get<{ rejectStatus: number; rejectReason: string; canRecommit: boolean }>(
      `/api/order/rejectStatus/query/${id}`,
    );
    expect(status.body.data).toMatchObject({ rejectStatus: 1, rejectReason: '候选人近两年无相关经验', canRecommit: true });
    expect((await move(id, 'markValid')).status).toBe(409);
    const recommit = await member.call('PUT', `/api/order/reject/recommit/${id}`);
    expect(recommit.body.message).toBe('已重新提交，等待平台审核');
    expect((await member.call('PUT', `/api/order/reject/recommit/${id}`)).status).toBe(409);
    expect((await move(id, 'markValid')).body.data.candidateState).toBe(40);
  });

  it('terminates with a reason from the list, and refuses an unknown reason', async () => {
    const talent = await completeTalent(member, 5);
    const id = (await recommend(member, talent.userId)).body.data.orderId;
    const reasons = await member.get<{ code: string; label: string }[]>('/api/position/manager/getTerminalReasons');
    expect(reasons.body.data.map((r) => r.label)).toContain('候选人放弃');
    const bad = await member.post('/api/position/manager/terminate', { orderId: id, reasonCode: 'bored' });
    expect(bad.body.message).toBe('请选择终止原因');
    const done = await member.post('/api/position/manager/terminate', {
      orderId: id,
      reasonCode: 'candidate_gave_up',
      remark: '已接受其他offer',
    });
    expect(done.body.message).toBe('订单已终止');
    const list = await member.post<OrderPage>('/api/order/my/orderList', { candidateState: 127, query: { limit: 100, offset: 0 } });
    expect(list.body.data.data.find((r) => r.orderId === id)?.terminalReason).toBe('候选人放弃：已接受其他offer');
    expect((await member.post('/api/position/manager/terminate', { orderId: id, reasonCode: 'other' })).status).toBe(409);
  });
});

describe('who sees which orders', () => {
  let orderId: string;
  beforeAll(async () => {
    const talent = await completeTalent(member, 6);
    orderId = (await recommend(member, talent.userId, FIXTURE.product)).body.data.orderId;
  });
  const ids = (page: { body: { data: OrderPage } }) => page.body.data.data.map((r) => r.orderId);
  const all = { query: { limit: 100, offset: 0 }, onlyMe: false };

  it('shows a team leader the team and a member only their own; the other firm nothing', async () => {
    const leaderA = await signedIn(t.app, '13800000020');
    expect(ids(await leaderA.post<OrderPage>('/api/order/group/orderList', all))).toContain(orderId);
    expect(ids(await leaderA.post<OrderPage>('/api/order/my/orderList', all))).not.toContain(orderId);
    const leaderB = await signedIn(t.app, '13800000021');
    expect(ids(await leaderB.post<OrderPage>('/api/order/group/orderList', all))).not.toContain(orderId);
    const colleague = await signedIn(t.app, '13800000011');
    expect(ids(await colleague.post<OrderPage>('/api/order/my/orderList', all))).not.toContain(orderId);
    expect((await colleague.post('/api/order/group/orderList', all)).status).toBe(404);
    const manager = await signedIn(t.app, '13800000030');
    expect(ids(await manager.post<OrderPage>('/api/order/company/orderList', all))).toContain(orderId);
    const otherFirm = await signedIn(t.app, '13900000030');
    expect(ids(await otherFirm.post<OrderPage>('/api/order/company/orderList', all))).not.toContain(orderId);
    const peek = await otherFirm.get('/api/order/getOrderStateLog', { orderId });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('订单不存在');
  });

  it('narrows a leader list to the picked consultants, dropping ids outside the scope', async () => {
    const leaderA = await signedIn(t.app, '13800000020');
    const onlyColleague = await leaderA.post<OrderPage>('/api/order/group/orderList', {
      ...all,
      groupUserIds: [seedId('user:xh-member-a2')],
    });
    expect(ids(onlyColleague)).not.toContain(orderId);
    const outside = await leaderA.post<OrderPage>('/api/order/group/orderList', { ...all, groupUserIds: [seedId('user:xh-member-b1')] });
    expect(outside.body.data).toEqual({ data: [], totalCount: 0 });
  });

  it('answers each page with the total of its tab, also past the last page and with a filter', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const counts = (await manager.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'company' })).body.data;
    const list = (body: Record<string, unknown>) => manager.post<OrderPage>('/api/order/company/orderList', { onlyMe: false, ...body });
    const first = await list({ query: { limit: 5, offset: 0 } });
    expect(first.body.data.data).toHaveLength(5);
    expect(first.body.data.totalCount).toBe(countOf(counts, 0));
    const beyond = await list({ query: { limit: 5, offset: 10_000 } });
    expect(beyond.body.data).toEqual({ data: [], totalCount: countOf(counts, 0) });
    const tab = await list({ candidateState: 30, query: { limit: 5, offset: 0 } });
    expect(tab.body.data.totalCount).toBe(countOf(counts, 30));
    expect(tab.body.data.data.every((r) => r.candidateState === 30)).toBe(true);
    const firstName = first.body.data.data[0]?.candidateName ?? '';
    const searched = await list({ searchWord: firstName, query: { limit: 100, offset: 0 } });
    const searchCounts = (await manager.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'company', searchWord: firstName })).body
      .data;
    expect(searched.body.data.totalCount).toBe(countOf(searchCounts, 0));
    expect(searched.body.data.data).toHaveLength(Math.min(100, countOf(searchCounts, 0)));
    expect(searched.body.data.data.every((r) => r.candidateName.includes(firstName))).toBe(true);
  });

  it('searches orders by a 2-character name, one character, phone last four, position and company name (bigram indexes)', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const list = (searchWord: string) =>
      manager.post<OrderPage>('/api/order/company/orderList', { onlyMe: false, searchWord, query: { limit: 100, offset: 0 } });
    const rows = (await list('')).body.data.data;
    const sample = rows.find((r) => r.candidateName.length >= 2 && /\d{4}$/.test(r.candidatePhone));
    if (!sample) throw new Error('the demo world has orders');
    const cases: [string, (r: OrderPage['data'][number]) => boolean][] = [
      [sample.candidateName.slice(0, 2), (r) => r.candidateName.includes(sample.candidateName.slice(0, 2))],
      [
        sample.candidateName.slice(0, 1),
        (r) => [r.candidateName, r.positionName, r.companyName].some((x) => x.includes(sample.candidateName.slice(0, 1))),
      ],
      [sample.positionName, (r) => r.positionName.includes(sample.positionName) || r.companyName.includes(sample.positionName)],
      [
        sample.companyName.slice(0, 2),
        (r) =>
          [r.candidateName, r.positionName, r.companyName].some((x) =>
            x.toLowerCase().includes(sample.companyName.slice(0, 2).toLowerCase()),
          ),
      ],
      [sample.candidatePhone.slice(-4), (r) => r.candidatePhone.endsWith(sample.candidatePhone.slice(-4))],
    ];
    for (const [word, matches] of cases) {
      const found = (await list(word)).body.data.data;
      expect(
        found.map((r) => r.orderId),
        word,
      ).toContain(sample.orderId);
      expect(found.every(matches), word).toBe(true);
    }
    expect((await list('查无此人zz')).body.data.totalCount).toBe(0);
  });

  it('lets a leader transfer the order, and the counts move with it', async () => {
    const leaderA = await signedIn(t.app, '13800000020');
    const colleague = await signedIn(t.app, '13800000011');
    const before = (await colleague.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    const refused = await member.post('/api/position/manager/switch/hunter', { orderId, hunterId: seedId('user:xh-member-a2') });
    expect(refused.status).toBe(404);
    const outside = await leaderA.post('/api/position/manager/switch/hunter', { orderId, hunterId: seedId('user:xh-member-b1') });
    expect(outside.body.message).toBe('接收顾问不存在或不在您的管理范围内');
    const moved = await leaderA.post<{ moved: number }>('/api/position/manager/switch/hunter', {
      orderId,
      hunterId: seedId('user:xh-member-a2'),
    });
    expect(moved.body.data.moved).toBe(1);
    const after = (await colleague.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    expect(countOf(after, 30)).toBe(countOf(before, 30) + 1);
    expect(ids(await colleague.post<OrderPage>('/api/order/my/orderList', all))).toContain(orderId);
    const log = await colleague.get<StateLogEntry[]>('/api/order/getOrderStateLog', { orderId });
    expect(log.body.data.at(-1)?.remark).toMatch(/^由.+转移给/);
  });
});

describe('bad input', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown tab', { candidateState: 55 }, '订单状态不正确'],
    ['an unknown sub-state', { candidateState: 60, subState: 70 }, '订单状态不正确'],
    ['a malformed date', { filterStartDate: '2026/11/01' }, '推荐开始日期格式应为YYYY-MM-DD'],
    ['a huge page', { query: { limit: 1000, offset: 0 } }, '每页最多100条'],
  ])('refuses %s with a Chinese message', async (_, body, message) => {
    const result = await member.post('/api/order/my/orderList', body);
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(message);
  });

  it('treats the 2888 sentinel as an open end', async () => {
    const open = await member.post<OrderPage>('/api/order/my/orderList', { filterStartDate: '2020-01-01', filterEndDate: '2888-12-31' });
    const none = await member.post<OrderPage>('/api/order/my/orderList', {});
    expect(open.body.data.totalCount).toBe(none.body.data.totalCount);
    const past = await member.post<OrderPage>('/api/order/my/orderList', { filterEndDate: '2000-01-01' });
    expect(past.body.data.totalCount).toBe(0);
  });
});
