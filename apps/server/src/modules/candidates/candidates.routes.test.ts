import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, people, sensitiveViews } from '../../db/schema/tables';
import { DEMO_CANDIDATE_COUNT, demoOwnerOf } from '../../db/seed/demo-candidates';
import { generatePerson } from '../../db/seed/resume-generator';
import { seedId } from '../../db/seed/seed-ids';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface Page {
  data: { userId: string; commonUserId: string; name: string; phone: string; email: string; completed: boolean; ownerId: string }[];
  totalCount: number;
}
type Counts = { ALL: number; UN_COMPLETED: number; COMPLETED: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      risk: {
        candidateDetail: { perUser: 1000, perFirm: 10_000, windowSeconds: 3600 },
        phoneReveal: { perUser: 3, perFirm: 100, windowSeconds: 3600 },
        sensitiveView: { perUser: 100, perFirm: 1000, windowSeconds: 3600 },
        searchPage: { perUser: 100, perFirm: 1000, windowSeconds: 3600 },
      },
    },
  });
});
afterAll(() => t.close());

const ownedBy = (key: string) => Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).filter((i) => demoOwnerOf(i).key === key);
const fresh = (i: number, phoneBase = 13_300_000_000) => generatePerson(99, i, phoneBase).content;

describe('talent lists', () => {
  it('shows a member their own candidates, 20 a page, newest first, with contacts masked', async () => {
    const member = await signedIn(t.app, '13800000010');
    const page = await member.get<Page>('/api/usermanager/myUsers');
    const mine = ownedBy('xh-member-a1');
    expect(page.body.data.totalCount).toBe(mine.length);
    expect(page.body.data.data).toHaveLength(20);
    for (const row of page.body.data.data) {
      expect(row.ownerId).toBe(seedId('user:xh-member-a1'));
      expect(row.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(row.email).toContain('*');
    }
    const second = await member.get<Page>('/api/usermanager/myUsers', { current: '2' });
    expect(second.body.data.data[0]?.userId).not.toBe(page.body.data.data[0]?.userId);
  });

  it('counts the three tabs, and the tabs filter the list', async () => {
    const member = await signedIn(t.app, '13800000011');
    const counts = (await member.get<Counts>('/api/usermanager/myTabCount')).body.data;
    expect(counts.ALL).toBe(ownedBy('xh-member-a2').length);
    expect(counts.COMPLETED + counts.UN_COMPLETED).toBe(counts.ALL);
    expect(counts.UN_COMPLETED).toBeGreaterThan(0);
    const done = await member.get<Page>('/api/usermanager/myUsers', { tab: 'COMPLETED', limit: '100' });
    expect(done.body.data.totalCount).toBe(counts.COMPLETED);
    expect(done.body.data.data.every((r) => r.completed)).toBe(true);
  });

  it('gives a team leader the team’s candidates, narrowed by the picked hunters', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const team = ['xh-leader-a', 'xh-member-a1', 'xh-member-a2'].flatMap(ownedBy);
    expect((await leader.get<Page>('/api/usermanager/allUsers')).body.data.totalCount).toBe(team.length);
    const one = await leader.get<Page>('/api/usermanager/allUsers', { hunterIds: seedId('user:xh-member-a1') });
    expect(one.body.data.totalCount).toBe(ownedBy('xh-member-a1').length);
    // A consultant of the other team is outside the leader's scope: picking them shows nothing.
    const outside = await leader.get<Page>('/api/usermanager/allUsers', { hunterIds: seedId('user:xh-member-b1') });
    expect(outside.body.data.totalCount).toBe(0);
  });

  it('gives the manager the whole firm and keeps members off the group list', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const firm = Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).filter((i) => demoOwnerOf(i).firm === 'xinghe');
    expect((await manager.get<Counts>('/api/usermanager/tabCount')).body.data.ALL).toBe(firm.length);
    const member = await signedIn(t.app, '13800000010');
    expect((await member.get('/api/usermanager/allUsers')).status).toBe(404);
  });

  it('finds candidates by name, company or full phone', async () => {
    const member = await signedIn(t.app, '13800000010');
    const first = (await member.get<Page>('/api/usermanager/myUsers')).body.data.data[0];
    const byName = await member.get<Page>('/api/usermanager/myUsers', { keyword: first?.name ?? '' });
    expect(byName.body.data.data.map((r) => r.userId)).toContain(first?.userId);
  });

  it('refuses a bad tab with a Chinese message', async () => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.get('/api/usermanager/myUsers', { tab: 'DONE' });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('标签页只能是ALL、UN_COMPLETED或COMPLETED');
  });
});

describe('duplicates and creating candidates', () => {
  it('says plainly who already has a person, never naming another firm', async () => {
    const member = await signedIn(t.app, '13800000010');
    const mineIndex = ownedBy('xh-member-a1')[0] as number;
    const colleagueIndex = ownedBy('xh-member-b1')[0] as number;
    const otherFirmIndex = ownedBy('yh-member')[0] as number;
    const phoneOf = (i: number) => String(15_800_000_000 + i);
    const own = await member.get<{ status: string; message: string }>(`/api/duplicate/phone/${phoneOf(mineIndex)}.json`);
    expect(own.body.data).toMatchObject({ status: 'mine', message: '该候选人已在您的人才库中' });
    const colleague = await member.get<{ status: string; message: string }>(`/api/duplicate/phone/${phoneOf(colleagueIndex)}.json`);
    expect(colleague.body.data).toMatchObject({ status: 'firm', message: '该候选人已在本公司人才库中（顾问：赵雨欣）' });
    const other = await member.get<{ status: string; message: string; ownerName: string | null }>(
      `/api/duplicate/phone/${phoneOf(otherFirmIndex)}.json`,
    );
    expect(other.body.data).toMatchObject({ status: 'occupied', ownerName: null, commonUserId: null });
    expect(other.raw.body).not.toContain('远航');
    const none = await member.get<{ status: string }>('/api/duplicate/phone/13312345678.json');
    expect(none.body.data.status).toBe('none');
  });

  it('creates a candidate once: a complete resume lands in the COMPLETED tab, a second save is refused', async () => {
    const member = await signedIn(t.app, '13800000012');
    const before = (await member.get<Counts>('/api/usermanager/myTabCount')).body.data;
    const content = fresh(1);
    const created = await member.post<{ userId: string; commonUserId: string; completed: boolean }>('/api/candidate/create.json', {
      resume: content,
      source: 'manual',
    });
    expect(created.body).toMatchObject({ state: 1, message: '候选人已保存到人才库', data: { completed: true } });
    const after = (await member.get<Counts>('/api/usermanager/myTabCount')).body.data;
    expect(after.COMPLETED).toBe(before.COMPLETED + 1);

    const again = await member.post('/api/candidate/create.json', { resume: content, source: 'manual' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该候选人已在您的人才库中');
    const other = await signedIn(t.app, '13900000010');
    const occupied = await other.post('/api/candidate/create.json', { resume: content, source: 'manual' });
    expect(occupied.body.message).toBe('该候选人已被其他公司的顾问绑定，暂不能添加');
  });

  it('creates one person when two consultants save the same phone at once', async () => {
    const a = await signedIn(t.app, '13800000010');
    const b = await signedIn(t.app, '13900000010');
    const content = fresh(2);
    const results = await Promise.all([
      a.post('/api/candidate/create.json', { resume: content }),
      b.post('/api/candidate/create.json', { resume: content }),
    ]);
    expect(results.map((r) => r.body.state).sort(), results.map((r) => r.body.message).join(' | ')).toEqual([1, 4090]);
    const rows = await t.database.db.select().from(people).where(eq(people.phone, content.commonResume.phone));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ identityCardNum: '110105194912310021' }, '身份证号校验位不正确，请核对'],
    [{ identityCardNum: '110105194902300021' }, '身份证号中的出生日期不正确'],
    [{ phone: '12345' }, '手机号格式不正确'],
    [{ phone: '', email: '' }, '请至少填写手机号或邮箱，以便识别重复候选人'],
    [{ name: '' }, '请填写候选人姓名'],
  ])('refuses %o with “%s” and saves nothing', async (change, message) => {
    const member = await signedIn(t.app, '13800000010');
    const content = fresh(3);
    Object.assign(content.commonResume, change);
    const before = await t.database.db.select({ id: people.id }).from(people);
    const result = await member.post('/api/candidate/create.json', { resume: content });
    expect(result.body.message).toBe(message);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(await t.database.db.select({ id: people.id }).from(people)).toHaveLength(before.length);
  });
});

describe('the online resume', () => {
  async function createIncomplete(caller: Caller, i: number) {
    const content = fresh(i);
    content.commonWorkExperienceList = [];
    const created = await caller.post<{ userId: string; commonUserId: string; completed: boolean }>('/api/candidate/create.json', {
      resume: content,
    });
    expect(created.body.data.completed).toBe(false);
    return created.body.data;
  }

  it('shows every section with contacts masked and says exactly what is missing', async () => {
    const member = await signedIn(t.app, '13800000010');
    const { commonUserId } = await createIncomplete(member, 10);
    const detail = await member.get<{
      commonResume: { phone: string };
      missing: { section: string; label: string }[];
      completed: boolean;
      commonWorkExperienceList: unknown[];
    }>(`/api/candidate/${commonUserId}.json`);
    expect(detail.body.data.completed).toBe(false);
    expect(detail.body.data.commonResume.phone).toMatch(/\*{4}/);
    expect(detail.body.data.missing).toEqual([{ section: 'work', field: 'list', label: '至少一条工作经历' }]);
    const share = await member.get<{ commonResume: { phone: string; email: string } }>(`/api/share/candidate/${commonUserId}.json`);
    expect(share.body.data.commonResume).toMatchObject({ phone: '', email: '' });
  });

  it('saves a module, flips the completed flag, and refuses a stale version', async () => {
    const member = await signedIn(t.app, '13800000010');
    const { userId, commonUserId } = await createIncomplete(member, 13);
    const before = (await member.get<Counts>('/api/usermanager/myTabCount')).body.data;
    const detail = await member.get<{ version: number }>(`/api/candidate/${commonUserId}.json`);
    const work = {
      companyName: '网易',
      positionName: '资深Java工程师',
      startDate: '2019-03',
      endDate: '至今',
      workContent: '负责云音乐会员系统。',
    };
    const saved = await member.call<{ completed: boolean; version: number }>('POST', `/api/candidate/workExperience/${userId}.json`, {
      body: work,
      query: { version: String(detail.body.data.version) },
    });
    expect(saved.body.data.completed).toBe(true);
    const after = (await member.get<Counts>('/api/usermanager/myTabCount')).body.data;
    expect(after.COMPLETED).toBe(before.COMPLETED + 1);

    const stale = await member.call('POST', `/api/candidate/workExperience/${userId}.json`, {
      body: work,
      query: { version: String(detail.body.data.version) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ state: 4091, message: '简历已被他人修改，请刷新后再保存' });

    const entries = await member.get<{ commonWorkExperienceList: { id: string }[] }>(`/api/candidate/${commonUserId}.json`);
    const entryId = entries.body.data.commonWorkExperienceList[0]?.id;
    const removed = await member.call<{ completed: boolean }>('DELETE', `/api/candidate/workExperience/${userId}/${entryId}.json`);
    expect(removed.body.data.completed).toBe(false);
  });

  it('keeps a masked phone sent back by the editor', async () => {
    const member = await signedIn(t.app, '13800000010');
    const { userId, commonUserId } = await createIncomplete(member, 12);
    const detail = await member.get<{ commonResume: Record<string, unknown> }>(`/api/candidate/${commonUserId}.json`);
    const base = { ...detail.body.data.commonResume, city: '苏州' };
    expect((await member.post(`/api/candidate/baseInfo/${userId}.json`, base)).body.state).toBe(1);
    const [person] = await t.database.db.select().from(people).where(eq(people.id, commonUserId));
    expect(person?.phone).toBe(fresh(12).commonResume.phone);
  });

  it('answers another firm’s candidate and a colleague’s (for a member) as missing', async () => {
    const other = await signedIn(t.app, '13900000010');
    const xingheIndex = ownedBy('xh-member-a1')[0] as number;
    const result = await other.get(`/api/candidate/${seedId(`person:${xingheIndex}`)}.json`);
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('候选人不存在或已删除');
    const colleague = await signedIn(t.app, '13800000011');
    expect((await colleague.get(`/api/candidate/${seedId(`person:${xingheIndex}`)}.json`)).status).toBe(404);
    const leader = await signedIn(t.app, '13800000020');
    expect((await leader.get(`/api/candidate/${seedId(`person:${xingheIndex}`)}.json`)).status).toBe(200);
  });
});

describe('labels', () => {
  it('puts labels of the label tree on a resume and refuses unknown ones', async () => {
    const member = await signedIn(t.app, '13800000010');
    const index = ownedBy('xh-member-a1')[2] as number;
    const saved = await member.post<{ labels: string[] }>(`/api/candidate/labels/${seedId(`candidate:${index}`)}.json`, {
      labels: ['1001', '3001', '1001'],
    });
    expect(saved.body.data.labels).toEqual(['1001', '3001']);
    const detail = await member.get<{ labels: string[] }>(`/api/candidate/${seedId(`person:${index}`)}.json`);
    expect(detail.body.data.labels).toEqual(['1001', '3001']);
    const bad = await member.post(`/api/candidate/labels/${seedId(`candidate:${index}`)}.json`, { labels: ['9999'] });
    expect(bad.body.message).toBe('标签9999不存在');
  });
});

describe('revealing personal data', () => {
  it('reveals the phone, writes the audit row, and flags risk past the threshold', async () => {
    const member = await signedIn(t.app, '13800000021');
    const index = ownedBy('xh-leader-b')[0] as number;
    const personId = seedId(`person:${index}`);
    const shown = await member.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: personId, type: 1 });
    expect(shown.body.data.value).toBe(String(15_800_000_000 + index));
    const audit = await t.database.db.select().from(sensitiveViews).where(eq(sensitiveViews.personId, personId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ attrType: 1, userId: seedId('user:xh-leader-b') });
    await member.post('/api/sensitive/data/view', { commonUserId: personId, type: 1 });
    await member.post('/api/sensitive/data/view', { commonUserId: personId, type: 1 });
    const flagged = await member.post('/api/sensitive/data/view', { commonUserId: personId, type: 1 });
    expect(flagged.body.state).toBe(2410);
    expect(await t.database.db.select().from(sensitiveViews).where(eq(sensitiveViews.personId, personId))).toHaveLength(3);
  });

  it('refuses an unknown type in Chinese and another firm’s person as missing', async () => {
    const member = await signedIn(t.app, '13800000030');
    const bad = await member.post('/api/sensitive/data/view', { commonUserId: seedId('person:0'), type: 9 });
    expect(bad.body.message).toBe('查看类型只能是1手机号、2邮箱、3身份证号、4姓名');
    const foreign = ownedBy('yh-member')[0] as number;
    expect((await member.post('/api/sensitive/data/view', { commonUserId: seedId(`person:${foreign}`), type: 1 })).status).toBe(404);
  });
});

describe('record actions', () => {
  it('remarks, changes source, logs visits, hands over and deletes within scope', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const index = ownedBy('xh-member-a2')[1] as number;
    const id = seedId(`candidate:${index}`);
    expect((await leader.post('/api/usermanager/remark', { id, remark: '期望薪资可谈' })).body.state).toBe(1);
    expect((await leader.post('/api/usermanager/update/source', { id, source: 'search' })).body.state).toBe(1);
    expect((await leader.post('/api/usermanager/candidate/visit/edit', { userId: id, content: '电话沟通，下周可面试' })).body.state).toBe(
      1,
    );
    const visits = await leader.get<{ content: string; userName: string }[]>('/api/usermanager/candidate/visit/get', { userId: id });
    expect(visits.body.data[0]).toMatchObject({ content: '电话沟通，下周可面试', userName: '陈志强' });

    const handed = await leader.post<{ ownerName: string }>('/api/usermanager/innerConsultant/change', {
      id,
      ownerId: seedId('user:xh-member-a1'),
    });
    expect(handed.body.data.ownerName).toBe('王思琪');
    const outside = await leader.post('/api/usermanager/innerConsultant/change', { id, ownerId: seedId('user:xh-member-b1') });
    expect(outside.body.message).toBe('顾问不存在或不在您的管理范围内');

    const member = await signedIn(t.app, '13800000012');
    expect((await member.call('DELETE', `/api/usermanager/delete/${id}`)).status).toBe(404);
    expect((await leader.call('DELETE', `/api/usermanager/delete/${id}`)).body.message).toBe('已从人才库删除');
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('the Word resume', () => {
  it('leaves contacts out by default, uses Chinese fonts, and audits a download with contacts', async () => {
    const { default: mammoth } = await import('mammoth');
    const member = await signedIn(t.app, '13800000010');
    const index = ownedBy('xh-member-a1')[0] as number;
    const personId = seedId(`person:${index}`);
    const phone = String(15_800_000_000 + index);

    const plain = await member.get(`/api/candidate/word/${personId}`);
    expect(plain.status, plain.raw.body.slice(0, 200)).toBe(200);
    expect(plain.headers['content-disposition']).toContain(encodeURIComponent('-简历.docx'));
    const buffer = plain.raw.rawPayload;
    const text = (await mammoth.extractRawText({ buffer })).value;
    const generated = generatePerson(20261121, index, 15_800_000_000).content;
    expect(text).toContain(generated.commonResume.name);
    expect(text).toContain(generated.commonWorkExperienceList[0]?.companyName ?? '?');
    expect(text).toContain('星河猎头 · 王思琪 推荐');
    expect(text).not.toContain(phone);
    // Chinese is set in 微软雅黑 for the East-Asian script of every run (Word falls back to 宋体).
    const { default: JSZip } = await import('jszip');
    const styles = await (await JSZip.loadAsync(buffer)).file('word/styles.xml')?.async('string');
    expect(styles).toContain('w:eastAsia="微软雅黑"');
    const audited = () => t.database.db.select().from(sensitiveViews).where(eq(sensitiveViews.personId, personId));
    expect(await audited()).toHaveLength(0);

    const withContacts = await member.get(`/api/candidate/word/${personId}`, { contact: '1' });
    expect((await mammoth.extractRawText({ buffer: withContacts.raw.rawPayload })).value).toContain(phone);
    expect((await audited()).map((v) => v.attrType).sort()).toEqual([1, 2]);

    const stranger = await signedIn(t.app, '13900000010');
    expect((await stranger.get(`/api/candidate/word/${personId}`)).status).toBe(404);
  });
});
