import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, coinEntries, sharedResumes } from '../../db/schema/tables';
import { DEMO_COIN_GRANT } from '../../db/seed/demo-sharing';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface ShareRow {
  shareId: string;
  commonUserId: string;
  phone: string;
  email: string;
  education: number;
  sex: number;
  expectCity: string;
  workYears: number | null;
  sharerName: string;
  mine: boolean;
  releaseListType: number;
}
interface Page {
  data: ShareRow[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const consent = () => ({ consentMethod: 'written', consentAt: Date.now() - 86_400_000, consentNote: '候选人书面同意分享' });
const liveShares = (firm: 'xinghe' | 'yuanhang') =>
  t.database.db
    .select({ personId: sharedResumes.personId })
    .from(sharedResumes)
    .where(and(eq(sharedResumes.firmId, seedId(`firm:${firm}`)), isNull(sharedResumes.withdrawnAt)));

/** Complete records of a consultant that are not shared yet. */
async function unsharedRecords(ownerKey: string, completed = true) {
  const shared = new Set((await t.database.db.select({ personId: sharedResumes.personId }).from(sharedResumes)).map((r) => r.personId));
  const rows = await t.database.db
    .select({ id: candidates.id, personId: candidates.personId })
    .from(candidates)
    .where(and(eq(candidates.ownerId, seedId(`user:${ownerKey}`)), eq(candidates.completed, completed), isNull(candidates.deletedAt)));
  return rows.filter((r) => !shared.has(r.personId));
}

describe('share search', () => {
  it('lists every live share 20 a page, newest first, with contacts masked and other firms’ sharers unnamed', async () => {
    const member = await signedIn(t.app, '13900000010');
    const total = (await liveShares('xinghe')).length + (await liveShares('yuanhang')).length;
    expect(total).toBeGreaterThan(20);
    const page = await member.post<Page>('/api/shareResumeLibary/list', {});
    expect(page.body.state).toBe(1);
    expect(page.body.data.totalCount).toBe(total);
    expect(page.body.data.data).toHaveLength(20);
    for (const row of page.body.data.data) {
      expect(row.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      if (row.email) expect(row.email).toContain('*');
      if (!row.mine) expect(row.sharerName).toBe('');
    }
    const second = await member.post<Page>('/api/shareResumeLibary/list', { current: 2 });
    expect(second.body.data.data.length).toBe(total - 20);
    // A larger limit is capped at the spec's 20.
    expect((await member.post<Page>('/api/shareResumeLibary/list', { limit: 100 })).body.data.data).toHaveLength(20);
  });

  it('filters by education, sex, expected city and work years (sent divided by 10)', async () => {
    const member = await signedIn(t.app, '13800000010');
    const all = (await member.post<Page>('/api/shareResumeLibary/list', { limit: 20 })).body.data;
    const sample = all.data[0] as ShareRow;
    const byEducation = await member.post<Page>('/api/shareResumeLibary/list', { education: sample.education });
    expect(byEducation.body.data.totalCount).toBeGreaterThan(0);
    expect(byEducation.body.data.data.every((r) => r.education === sample.education)).toBe(true);
    const bySex = await member.post<Page>('/api/shareResumeLibary/list', { sex: 2 });
    expect(bySex.body.data.data.every((r) => r.sex === 2)).toBe(true);
    if (sample.expectCity) {
      const byCity = await member.post<Page>('/api/shareResumeLibary/list', { expectCity: sample.expectCity });
      expect(byCity.body.data.data.every((r) => r.expectCity.includes(sample.expectCity))).toBe(true);
    }
    const senior = await member.post<Page>('/api/shareResumeLibary/list', { workYearLower: 0.8 });
    expect(senior.body.data.data.every((r) => (r.workYears ?? 0) >= 8)).toBe(true);
    const junior = await member.post<Page>('/api/shareResumeLibary/list', { workYearUpper: 0.3 });
    expect(junior.body.data.data.filter((r) => r.workYears === null || r.workYears > 3)).toEqual([]);
    expect(senior.body.data.totalCount + junior.body.data.totalCount).toBeLessThanOrEqual(all.totalCount);
  });

  it('refuses bad filters naming the field, and a firm without the library', async () => {
    const member = await signedIn(t.app, '13800000010');
    const negative = await member.post('/api/shareResumeLibary/list', { workYearLower: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.message).toContain('工作年限下限');
    const inverted = await member.post('/api/shareResumeLibary/list', { ageLower: 40, ageUpper: 30 });
    expect(inverted.body.message).toContain('年龄下限不能大于上限');
    const school = await member.post('/api/shareResumeLibary/list', { schoolType: '1,x' });
    expect(school.status).toBe(422);
    expect(school.body.message).toContain('院校类型');
  });

  it('lists the firm’s sharers for the filter, and narrows the list to one of them', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const users = (await manager.get<{ id: string; cname: string; sharedCount: number }[]>('/api/usermanager/share/allUsers')).body.data;
    expect(users.length).toBeGreaterThan(0);
    const firmShares = (await liveShares('xinghe')).length;
    expect(users.reduce((n, u) => n + u.sharedCount, 0)).toBe(firmShares);
    const first = users[0] as { id: string; sharedCount: number };
    const narrowed = await manager.post<Page>('/api/shareResumeLibary/list', { sharerId: first.id });
    expect(narrowed.body.data.totalCount).toBe(first.sharedCount);
    expect(narrowed.body.data.data.every((r) => r.mine)).toBe(true);
  });
});

describe('sharing a resume', () => {
  it('needs the candidate’s consent on record, naming what is missing', async () => {
    const member = await signedIn(t.app, '13800000010');
    const [record] = await unsharedRecords('xh-member-a1');
    const none = await member.post(`/api/shareResumeLibary/add/${record?.id}`, {});
    expect(none.status).toBe(422);
    expect(none.body.message).toContain('授权方式');
    const future = await member.post(`/api/shareResumeLibary/add/${record?.id}`, { ...consent(), consentAt: Date.now() + 3 * 86_400_000 });
    expect(future.body.message).toContain('授权日期不能晚于今天');
    const rows = await t.database.db
      .select()
      .from(sharedResumes)
      .where(eq(sharedResumes.personId, record?.personId as string));
    expect(rows).toHaveLength(0);
  });

  it('shares an own complete resume once, earns 1 coin, and records the consent', async () => {
    const member = await signedIn(t.app, '13800000010');
    const before = (await member.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total;
    const [record] = await unsharedRecords('xh-member-a1');
    const shared = await member.post<{ shared: boolean; coins: number }>(`/api/shareResumeLibary/add/${record?.id}`, consent());
    expect(shared.body.state).toBe(1);
    expect(shared.body.data).toMatchObject({ shared: true, coins: 1 });
    expect((await member.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(sharedResumes)
      .where(eq(sharedResumes.personId, record?.personId as string));
    expect(row).toMatchObject({ consentMethod: 'written', consentNote: '候选人书面同意分享', sharedBy: seedId('user:xh-member-a1') });
    const again = await member.post(`/api/shareResumeLibary/add/${record?.id}`, consent());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该简历已在共享简历库中');
  });

  it('refuses an incomplete resume, a colleague’s record and another firm’s id', async () => {
    const member = await signedIn(t.app, '13800000010');
    const [incomplete] = await unsharedRecords('xh-member-a1', false);
    const refused = await member.post(`/api/shareResumeLibary/add/${incomplete?.id}`, consent());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^简历不完整，不能分享：/);
    const [colleagues] = await unsharedRecords('xh-member-a2');
    expect((await member.post(`/api/shareResumeLibary/add/${colleagues?.id}`, consent())).status).toBe(404);
    const [foreign] = await unsharedRecords('yh-member');
    const outside = await member.post(`/api/shareResumeLibary/add/${foreign?.id}`, consent());
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('候选人不存在或已删除');
  });

  it('lets a team leader share the team’s record, and answers a batch per id', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const team = await unsharedRecords('xh-member-a2');
    const [incomplete] = await unsharedRecords('xh-member-a2', false);
    const [otherTeam] = await unsharedRecords('xh-member-b1');
    const ids = [team[0]?.id, team[1]?.id, incomplete?.id, otherTeam?.id] as string[];
    const batch = await leader.post<{
      results: { id: string; shared: boolean; message: string }[];
      sharedCount: number;
      coinsEarned: number;
    }>('/api/shareResumeLibary/batchAdd', { ...consent(), ids });
    expect(batch.body.state).toBe(1);
    expect(batch.body.data.sharedCount).toBe(2);
    expect(batch.body.data.coinsEarned).toBe(2);
    expect(batch.body.data.results.map((r) => r.shared)).toEqual([true, true, false, false]);
    expect(batch.body.data.results[3]?.message).toBe('候选人不存在或已删除');
    const empty = await leader.post('/api/shareResumeLibary/batchAdd', { ...consent(), ids: [] });
    expect(empty.body.message).toBe('请选择要分享的简历');
  });
});

describe('coin totals', () => {
  it('answers the caller’s own total, and a manager the firm’s, as sums of a balanced ledger', async () => {
    const manager = await signedIn(t.app, '13900000030');
    const own = (await manager.get<{ total: number; onlyMe: boolean }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data;
    expect(own.onlyMe).toBe(true);
    expect(own.total).toBeGreaterThanOrEqual(DEMO_COIN_GRANT);
    const firm = (await manager.get<{ total: number; onlyMe: boolean }>('/api/lietou/coin/total')).body.data;
    const [sum] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${coinEntries.amount}), 0)::int` })
      .from(coinEntries)
      .where(eq(coinEntries.firmId, seedId('firm:yuanhang')));
    expect(firm).toEqual({ total: sum?.n, onlyMe: false });
    const member = await signedIn(t.app, '13900000010');
    expect((await member.get<{ onlyMe: boolean }>('/api/lietou/coin/total')).body.data.onlyMe).toBe(true);
    const [all] = await t.database.db.select({ n: sql<number>`coalesce(sum(${coinEntries.amount}), 0)::int` }).from(coinEntries);
    expect(all?.n).toBe(0);
  });
});
