import type { ResumeInfo } from '@hh/domain/orders/report.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
let pm: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  pm = await signedIn(t.app, '13700000001');
});
afterAll(async () => t?.close());

const info = (caller: Caller, orderId: string) => caller.get<ResumeInfo>(`/api/resumes/resumeInfo/${orderId}.json`);

describe('the online resume in an order context (resumeInfo/{refId}.json) and editing a sent report', () => {
  it('answers the order, its report and when it may be edited; the edit lands once the PM sends it back', async () => {
    const page = await member.get<{ data: { userId: string; commonUserId: string }[] }>('/api/usermanager/myUsers', {
      tab: 'COMPLETED',
      limit: '50',
    });
    const talent = page.body.data.data[0];
    if (!talent) throw new Error('no complete candidate');
    const created = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
      coreReason: '匹配',
    });
    const orderId = created.body.data.orderId;

    const first = await info(member, orderId);
    expect(first.body.data).toMatchObject({
      orderId,
      commonUserId: talent.commonUserId,
      positionName: '高级Java工程师',
      stage: 30,
      stageName: '顾问推荐',
      reportLocked: '推荐正在审核中，被驳回后才能修改推荐报告',
    });
    expect(JSON.parse(first.body.data.report?.content ?? '{}').recommendReason).toBe(GOOD_REPORT.recommendReason);

    const edited = { ...GOOD_REPORT, recommendReason: `${GOOD_REPORT.recommendReason}（已补充到岗时间）` };
    const early = await member.post('/api/order/rec/report/modify', { orderId, content: edited, coreReason: '匹配' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('推荐正在审核中，被驳回后才能修改推荐报告');

    await pm.post('/api/ops/orders/move', { orderId, action: 'reject', reason: '请补充到岗时间' });
    expect((await info(member, orderId)).body.data.reportLocked).toBeNull();
    const saved = await member.post('/api/order/rec/report/modify', { orderId, content: edited, coreReason: '匹配' });
    expect(saved.body.state).toBe(1);
    const after = await info(member, orderId);
    expect(JSON.parse(after.body.data.report?.content ?? '{}').recommendReason).toContain('已补充到岗时间');
  });

  it('answers an order outside the caller scope, or no order, as missing', async () => {
    const orders = await member.post<{ data: { orderId: string }[] }>('/api/order/my/orderList', {
      onlyMe: true,
      query: { limit: 1, offset: 0 },
    });
    const orderId = orders.body.data.data[0]?.orderId;
    if (!orderId) throw new Error('no order');
    for (const phone of ['13800000012', '13900000030']) {
      expect((await info(await signedIn(t.app, phone), orderId)).status, phone).toBe(404);
    }
    expect((await info(member, 'nope')).status).toBe(404);
  });
});
