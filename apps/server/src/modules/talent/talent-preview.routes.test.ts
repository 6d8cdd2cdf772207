import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface Preview {
  name: string;
  phone: string;
  age: number | null;
  work: { companyName: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { poolRevealQuota: { perUser: 3, perFirm: 100 } } });
});
afterAll(() => t.close());

/** Issue 16: a pool person can be looked at, masked, before a counted reveal; the reveals left are told. */
describe('talent search preview and reveal quota', () => {
  it('previews a pool person masked, free of charge, with the same age as the search list', async () => {
    const member = await signedIn(t.app, '13800000012');
    const person = seedId('pool-person:3');
    const preview = await member.get<Preview>(`/api/talentSearch/preview/${person}`);
    expect(preview.body.state).toBe(1);
    expect(preview.body.data.name).toMatch(/^.\*\*$/);
    expect(preview.body.data.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(preview.body.data.work.length).toBeGreaterThan(0);
    const list = await member.post<{ data: { commonUserId: string; age: number | null }[] }>('/api/talentSearch/list', {
      keyword: '',
    });
    const listed = list.body.data.data.find((r) => r.commonUserId === person);
    if (listed) expect(listed.age).toBe(preview.body.data.age);
    const quota = await member.get<{ remaining: number; perUser: number }>('/api/talentSearch/revealQuota');
    expect(quota.body.data).toMatchObject({ remaining: 3, perUser: 3, coinCost: 2 });
  });

  it('counts a reveal down from the quota', async () => {
    const member = await signedIn(t.app, '13800000013');
    expect((await member.get<{ remaining: number }>('/api/talentSearch/revealQuota')).body.data.remaining).toBe(3);
    const reveal = await member.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: seedId('pool-person:4'), type: 1 });
    expect(reveal.body.state).toBe(1);
    expect((await member.get<{ remaining: number }>('/api/talentSearch/revealQuota')).body.data.remaining).toBe(2);
  });

  it('is closed to a firm without talent search, and to people outside the pool', async () => {
    const other = await signedIn(t.app, '13900000030');
    expect((await other.get(`/api/talentSearch/preview/${seedId('pool-person:3')}`)).status).toBe(403);
    const member = await signedIn(t.app, '13800000012');
    expect((await member.get(`/api/talentSearch/preview/${seedId('user:pm')}`)).status).toBe(404);
  });
});
