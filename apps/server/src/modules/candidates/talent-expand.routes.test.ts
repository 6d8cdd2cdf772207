import type { ExpandRow } from '@hh/domain/candidates/talent-expand.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;

interface TalentPage {
  data: { userId: string; name: string }[];
  totalCount: number;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, '13800000010');
});
afterAll(async () => t?.close());

async function pageIds(caller: Caller) {
  const page = await caller.get<TalentPage>('/api/usermanager/myUsers', { tab: 'ALL', limit: '20' });
  return page.body.data.data.map((r) => r.userId);
}

describe('the talent list expand list', () => {
  it("answers each candidate's latest jobs, highest schools and last visit, in the page's order", async () => {
    const ids = await pageIds(member);
    const [first] = ids;
    if (!first) throw new Error('the member has no talent');
    await member.post('/api/usermanager/candidate/visit/edit', { userId: first, content: '电话沟通，考虑机会' });
    const answer = await member.get<ExpandRow[]>('/api/usermanager/expandList', { ids: ids.join(',') });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.userId)).toEqual(ids);
    const row = answer.body.data[0];
    expect(row?.visitCount).toBeGreaterThanOrEqual(1);
    expect(row?.lastVisit).toBe('电话沟通，考虑机会');
    for (const r of answer.body.data) {
      expect(r.works.length).toBeLessThanOrEqual(3);
      expect(r.educations.length).toBeLessThanOrEqual(2);
      const starts = r.works.map((w) => w.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    expect(answer.body.data.some((r) => r.works.length > 0 && r.educations.length > 0)).toBe(true);
  });

  it("leaves out ids outside the caller's scope, as if they did not exist", async () => {
    const ids = await pageIds(member);
    const colleague = await signedIn(t.app, '13800000011');
    expect((await colleague.get<ExpandRow[]>('/api/usermanager/expandList', { ids: ids.join(',') })).body.data).toEqual([]);
    const otherFirm = await signedIn(t.app, '13900000030');
    expect((await otherFirm.get<ExpandRow[]>('/api/usermanager/expandList', { ids: ids.join(',') })).body.data).toEqual([]);
    const leader = await signedIn(t.app, '13800000020');
    expect((await leader.get<ExpandRow[]>('/api/usermanager/expandList', { ids: ids.join(',') })).body.data).toHaveLength(ids.length);
    const junk = await member.get<ExpandRow[]>('/api/usermanager/expandList', { ids: 'not-an-id' });
    expect(junk.body.data).toEqual([]);
  });

  it('refuses an empty or oversized request with a Chinese message', async () => {
    const none = await member.get('/api/usermanager/expandList', { ids: '' });
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/请提供候选人/);
    const many = await member.get('/api/usermanager/expandList', { ids: Array.from({ length: 51 }, (_, i) => `x${i}`).join(',') });
    expect(many.body.message).toMatch(/一次最多展开50位候选人/);
  });
});
