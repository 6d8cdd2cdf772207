import type { Expects } from '@hh/domain/candidates/resume.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface Talent {
  userId: string;
  commonUserId: string;
  name: string;
}

let t: TestApp;
let member: Caller;
let talent: Talent;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, '13800000010');
  const page = await member.get<{ data: Talent[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED', limit: '5' });
  const found = page.body.data.data[0];
  if (!found) throw new Error('no complete candidate');
  talent = found;
});
afterAll(async () => t?.close());

describe('the intention of a talent record (usermanager/getIntention, setIntention)', () => {
  it('reads by the record, saves by the person, and the resume shows the change', async () => {
    const before = await member.get<Expects>(`/api/usermanager/getIntention/${talent.userId}`);
    expect(before.body.state).toBe(1);
    const next: Expects = {
      ...before.body.data,
      expectCity: '杭州',
      expectSalaryPerMonth: 45_000,
      expectTenthNumOfMonth: 140,
      arrivalAt: '一个月内',
    };
    const saved = await member.post<{ completed: boolean; version: number }>(`/api/usermanager/setIntention/${talent.commonUserId}`, next);
    expect(saved.body.state).toBe(1);
    expect(saved.body.message).toBe('求职意向已保存');
    const after = await member.get<Expects>(`/api/usermanager/getIntention/${talent.userId}`);
    expect(after.body.data).toMatchObject({
      expectCity: '杭州',
      expectSalaryPerMonth: 45_000,
      expectTenthNumOfMonth: 140,
      arrivalAt: '一个月内',
    });
    const resume = await member.get<{ commonResumeExpects: Expects }>(`/api/candidate/${talent.commonUserId}.json`);
    expect(resume.body.data.commonResumeExpects.expectCity).toBe('杭州');
  });

  it('refuses bad values in Chinese with nothing changed, and another firm’s person as missing', async () => {
    const before = (await member.get<Expects>(`/api/usermanager/getIntention/${talent.userId}`)).body.data;
    const bad = await member.post(`/api/usermanager/setIntention/${talent.commonUserId}`, { ...before, expectCity: '杭'.repeat(61) });
    // A module's field errors answer 422 (as the resume's other module saves), naming the field.
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/期望城市/);
    expect((await member.get<Expects>(`/api/usermanager/getIntention/${talent.userId}`)).body.data).toEqual(before);

    const outsider = await signedIn(t.app, '13900000030');
    expect((await outsider.get(`/api/usermanager/getIntention/${talent.userId}`)).status).toBe(404);
    expect((await outsider.post(`/api/usermanager/setIntention/${talent.commonUserId}`, before)).status).toBe(404);
  });
});

describe('whether a known person may join the talent (usermanager/check/{commonUserId})', () => {
  it('tells the holder it is theirs, a colleague whose it is, and answers an unknown id as missing', async () => {
    const own = await member.get<{ status: string; message: string }>(`/api/usermanager/check/${talent.commonUserId}`);
    expect(own.body.data).toMatchObject({ status: 'mine', message: '该候选人已在您的人才库中' });
    const colleague = await signedIn(t.app, '13800000030');
    const theirs = await colleague.get<{ status: string; message: string }>(`/api/usermanager/check/${talent.commonUserId}`);
    expect(theirs.body.data.status).toBe('firm');
    expect(theirs.body.data.message).toContain('已在本公司人才库中');
    const other = await signedIn(t.app, '13900000030');
    const occupied = await other.get<{ status: string }>(`/api/usermanager/check/${talent.commonUserId}`);
    expect(occupied.body.data.status).toBe('occupied');
    expect((await member.get('/api/usermanager/check/nope')).status).toBe(404);
  });
});
