import type { RecommendReport } from '@hh/domain/orders/report.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface Talent {
  userId: string;
  commonUserId: string;
  commonResumeId: string;
}
interface PersonLog {
  orderId: string;
  positionName: string;
  candidateState: number;
  logs: { orderId: string; toState: number; actionLabel: string }[];
}

let t: TestApp;
let member: Caller;
let talent: Talent;

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  const page = await member.get<{ data: Talent[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED', limit: '50' });
  // The last complete one: the other suites of this app recommend the first.
  const found = page.body.data.data.at(-1);
  if (!found) throw new Error('no complete candidate');
  talent = found;
});
afterAll(async () => t?.close());

const list = (caller: Caller, resumeId: string) => caller.get<RecommendReport[]>(`/api/lietouResumeRecommandReport/${resumeId}/list`);

describe('report drafts per resume and position (lietouResumeRecommandReport)', () => {
  it('saves one draft per resume and position, updates it in place, and the recommendation takes it over', async () => {
    const draft = { resumeId: talent.commonResumeId, positionId: FIXTURE.java, content: GOOD_REPORT, coreReason: '技术栈吻合' };
    const first = await member.post<RecommendReport>('/api/lietouResumeRecommandReport/saveOrUpdate', draft);
    expect(first.body.state).toBe(1);
    expect(first.body.message).toBe('推荐报告已保存');
    expect(first.body.data).toMatchObject({
      orderId: null,
      resumeId: talent.commonResumeId,
      positionId: FIXTURE.java,
      coreReason: '技术栈吻合',
    });

    const again = await member.post<RecommendReport>('/api/lietouResumeRecommandReport/saveOrUpdate', {
      ...draft,
      coreReason: '技术栈与团队规模都吻合',
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    const listed = await list(member, talent.commonResumeId);
    expect(listed.body.data.filter((r) => r.positionId === FIXTURE.java)).toHaveLength(1);
    expect(listed.body.data.find((r) => r.positionId === FIXTURE.java)?.coreReason).toBe('技术栈与团队规模都吻合');

    const created = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
      coreReason: '技术栈与团队规模都吻合',
    });
    expect(created.body.state).toBe(1);
    const after = (await list(member, talent.commonResumeId)).body.data.find((r) => r.positionId === FIXTURE.java);
    expect(after?.orderId).toBe(created.body.data.orderId);
  });

  it('refuses a draft without a resume in Chinese, and a resume outside the caller scope as missing', async () => {
    const bad = await member.post('/api/lietouResumeRecommandReport/saveOrUpdate', { positionId: FIXTURE.java, content: GOOD_REPORT });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('请选择简历');
    const outsider = await signedIn(t.app, '13900000030');
    expect((await list(outsider, talent.commonResumeId)).status).toBe(404);
    const foreignDraft = await outsider.post('/api/lietouResumeRecommandReport/saveOrUpdate', {
      resumeId: talent.commonResumeId,
      positionId: FIXTURE.java,
      content: GOOD_REPORT,
    });
    expect(foreignDraft.status).toBe(404);
  });
});

describe('the stage history of a person’s orders (getOrderStateLogByCandidateId)', () => {
  it('answers each order of the person in scope with its moves, and nothing to another firm', async () => {
    const mine = await member.post<PersonLog[]>('/api/order/getOrderStateLogByCandidateId', { commonUserId: talent.commonUserId });
    expect(mine.body.state).toBe(1);
    const order = mine.body.data.find((o) => o.positionName === '高级Java工程师');
    expect(order?.candidateState).toBe(30);
    expect(order?.logs.length).toBeGreaterThan(0);
    expect(order?.logs.every((l) => l.orderId === order.orderId)).toBe(true);
    expect(order?.logs.some((l) => l.toState === 30)).toBe(true);

    const outsider = await signedIn(t.app, '13900000030');
    const theirs = await outsider.post<PersonLog[]>('/api/order/getOrderStateLogByCandidateId', { commonUserId: talent.commonUserId });
    expect(theirs.body.data).toEqual([]);
    const missing = await member.post('/api/order/getOrderStateLogByCandidateId', {});
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain('请选择候选人');
  });
});
