import type { InterviewItem } from '@hh/domain/interviews/interview-feedback';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
let orderId: string;
const DAY = 86_400_000;

/** Tomorrow 10:00 in China. */
function tomorrowMorning(): number {
  const chinaNow = new Date(Date.now() + 8 * 3_600_000);
  return Date.UTC(chinaNow.getUTCFullYear(), chinaNow.getUTCMonth(), chinaNow.getUTCDate() + 1, 2, 0);
}

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  // Start from a member with no booked interviews of the demo world, so the prompt is only ours.
  await t.database.db.execute(sql`update orders set interview_at = now() - interval '30 days', interview_reaction = 1 where stage = 62`);
  member = await signedIn(t.app, '13800000012');
  const pm = await signedIn(t.app, '13700000001');
  const talent = (await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' })).body.data.data[0];
  if (!talent) throw new Error('no complete candidate');
  orderId = (
    await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
    })
  ).body.data.orderId;
  for (const action of ['markValid', 'companyPass']) await pm.post('/api/ops/orders/move', { orderId, action });
  await pm.post('/api/ops/orders/move', {
    orderId,
    action: 'bookInterview',
    interviewTime: tomorrowMorning(),
    interviewPlace: '云栖小镇A座',
  });
});
afterAll(async () => t?.close());

describe('interview feedback', () => {
  it('lists the interview with its tomorrow mark and takes a reaction', async () => {
    const list = await member.get<{ data: InterviewItem[] }>('/api/feedback/interview/list');
    const item = list.body.data.data.find((i) => i.orderId === orderId);
    expect(item).toMatchObject({ isTomorrow: true, isToday: false, interviewPlace: '云栖小镇A座', reaction: 0 });
    const changed = await member.get('/api/feedback/interview/change', { orderId, reaction: '2' });
    expect(changed.body.message).toBe('面试反馈已更新');
    const again = await member.get<{ data: InterviewItem[] }>('/api/feedback/interview/list');
    expect(again.body.data.data.find((i) => i.orderId === orderId)?.reaction).toBe(2);
    const bad = await member.get('/api/feedback/interview/change', { orderId, reaction: '7' });
    expect(bad.status).toBe(422);
    const other = await signedIn(t.app, '13800000010');
    expect((await other.get('/api/feedback/interview/change', { orderId, reaction: '1' })).status).toBe(404);
  });

  it('prompts on the home screen until confirmed', async () => {
    const prompt = await member.get<{ show: boolean; message: string }>('/api/feedback/interview/homeInterviewMsg');
    expect(prompt.body.data.show).toBe(true);
    expect(prompt.body.data.message).toMatch(/^明天有1场面试。最近一场：.+明天10:00，云栖小镇A座/);
    await member.get('/api/feedback/interview/confirmInterview');
    const after = await member.get<{ show: boolean }>('/api/feedback/interview/homeInterviewMsg');
    expect(after.body.data.show).toBe(false);
  });

  it('raises the red point for a due interview still waiting for feedback', async () => {
    expect((await member.get<{ havePoint: boolean }>('/api/feedback/interview/havePoint')).body.data.havePoint).toBe(false);
    await t.database.db.execute(
      sql`update orders set interview_at = ${new Date(Date.now() - DAY)}, interview_reaction = 0 where id = ${orderId}`,
    );
    expect((await member.get<{ havePoint: boolean; count: number }>('/api/feedback/interview/havePoint')).body.data).toEqual({
      havePoint: true,
      count: 1,
    });
  });

  it('announces an interview already past today as overdue feedback, not as a coming one', async () => {
    await t.database.db.execute(
      sql`update orders set interview_at = ${new Date(Date.now() - 60_000)}, interview_reaction = 0 where id = ${orderId}`,
    );
    const prompt = await member.get<{ show: boolean; message: string }>('/api/feedback/interview/homeInterviewMsg');
    expect(prompt.body.data.message).not.toMatch(/最近一场/);
    expect(prompt.body.data.message).toMatch(/1场面试已过面试时间/);
  });
});
