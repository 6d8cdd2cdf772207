import type { TrialList, TrialRequestRow } from '@hh/domain/site/trial.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const LIST = '/api/ops/trials';
const followUp = (id: string) => `/api/ops/trials/${id}/follow-up`;

let t: TestApp;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // Three requests from three visitors, oldest first.
  for (const [i, firm] of ['北京星桥人才', '上海衡远猎头', '深圳芯途咨询'].entries()) {
    const result = await new Caller(t.app, `10.8.0.${i + 1}`).post<{ id: string }>('/api/free/add/apply', {
      name: `申请人${i + 1}`,
      phone: `1391234567${i}`,
      firm,
      city: '北京',
    });
    ids.push(result.body.data.id);
    await new Promise((r) => setTimeout(r, 5));
  }
});
afterAll(() => t.close());

describe('GET /api/ops/trials', () => {
  it('lists requests newest first for BD and admins, with full contacts and the count per status', async () => {
    const bd = await signedIn(t.app, '13700000003');
    const result = await bd.get<TrialList>(LIST);
    expect(result.status).toBe(200);
    expect(result.body.data.list.map((r) => r.firm)).toEqual(['深圳芯途咨询', '上海衡远猎头', '北京星桥人才']);
    expect(result.body.data.list[0]).toMatchObject({ name: '申请人3', phone: '13912345672', city: '北京', status: 'new', note: '' });
    expect(result.body.data.totalCount).toBe(3);
    expect(result.body.data.counts).toEqual({ new: 3, contacted: 0, closed: 0 });
  });

  it('asks a visitor to sign in and hides the list from consultants and from staff whose job it is not', async () => {
    for (const phone of ['13700000001', '13700000002', '13700000004']) {
      const staff = await signedIn(t.app, phone);
      const result = await staff.get(LIST);
      expect(result.status, phone).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain('申请人');
    }
    const anonymous = await new Caller(t.app, '10.8.1.1').get(LIST);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.state).toBe(-1);
    for (const phone of ['13800000030', '13900000010']) {
      const consultant = await signedIn(t.app, phone);
      const result = await consultant.get(LIST);
      expect(result.status, phone).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain('申请人');
    }
  });

  it('pages and filters by status', async () => {
    const bd = await signedIn(t.app, '13700000003');
    const page = await bd.get<TrialList>(LIST, { pageNo: '2', pageSize: '2' });
    expect(page.body.data.list.map((r) => r.firm)).toEqual(['北京星桥人才']);
    const closed = await bd.get<TrialList>(LIST, { status: 'closed' });
    expect(closed.body.data.list).toEqual([]);
    const wrong = await bd.get(LIST, { status: 'done' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('状态不正确');
  });
});

describe('POST /api/ops/trials/{id}/follow-up', () => {
  it('marks a request contacted, then closed, with who did it and the note', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const [first] = ids;
    const contacted = await admin.post<TrialRequestRow>(followUp(first ?? ''), { status: 'contacted', note: '已电话沟通，约周四下午演示' });
    expect(contacted.body).toMatchObject({ state: 1, message: '已保存' });
    expect(contacted.body.data).toMatchObject({ status: 'contacted', note: '已电话沟通，约周四下午演示', handledByName: '平台管理员' });
    expect(contacted.body.data.handledAt).toBeGreaterThan(Date.now() - 60_000);

    const bd = await signedIn(t.app, '13700000003');
    const closed = await bd.post<TrialRequestRow>(followUp(first ?? ''), { status: 'closed', note: '已开通试用账号' });
    expect(closed.body.data).toMatchObject({ status: 'closed', note: '已开通试用账号', handledByName: '马丽娜' });

    const list = await admin.get<TrialList>(LIST);
    expect(list.body.data.counts).toEqual({ new: 2, contacted: 0, closed: 1 });

    const again = await admin.post(followUp(first ?? ''), { status: 'contacted', note: '再次联系' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该申请已关闭，不能再更新');
  });

  it.each<[string, unknown, number, string]>([
    ['an unknown status', { status: 'new' }, 422, '请选择跟进结果'],
    ['no status', { note: '备注' }, 422, '请选择跟进结果'],
    ['a note too long', { status: 'contacted', note: '长'.repeat(501) }, 422, '备注不能超过500个字'],
  ])('refuses %s', async (_label, body, status, message) => {
    const admin = await signedIn(t.app, '13700000000');
    const result = await admin.post(followUp(ids[1] ?? ''), body);
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    const row = (await admin.get<TrialList>(LIST)).body.data.list.find((r) => r.id === ids[1]);
    expect(row?.status).toBe('new');
  });

  it.each(['not-an-id', newId()])('answers an unknown request %s as missing', async (id) => {
    const admin = await signedIn(t.app, '13700000000');
    const result = await admin.post(followUp(id), { status: 'contacted' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('试用申请不存在');
  });

  it('is refused to consultants as if it did not exist', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post(followUp(ids[2] ?? ''), { status: 'closed' });
    expect(result.status).toBe(404);
    const admin = await signedIn(t.app, '13700000000');
    const row = (await admin.get<TrialList>(LIST)).body.data.list.find((r) => r.id === ids[2]);
    expect(row?.status).toBe('new');
  });
});
