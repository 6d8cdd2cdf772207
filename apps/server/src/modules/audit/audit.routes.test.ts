import { STAFF_ROLES } from '@hh/domain/accounts/role';
import type { AuditList, AuditRow } from '@hh/domain/ops/audit.schema';
import type { OpsBanner } from '@hh/domain/site/banner-admin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../db/seed/demo-accounts';
import { bannerInput } from '../../test/fixtures/banner-input';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const LIST = '/api/ops/audit/list';
const EXPORT = '/api/ops/audit/export';
const BANNERS = '/api/ops/banners';
const MISSING = '数据不存在或已删除';

let t: TestApp;
let admin: Caller;
let pm: Caller;
const staffOf = (role: string) => DEMO_STAFF.find((s) => s.staffRole === role) as (typeof DEMO_STAFF)[number];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, staffOf('admin').phone, '10.20.30.40');
  pm = await signedIn(t.app, staffOf('pm').phone, '10.20.30.41');
});
afterAll(() => t.close());

const banner = (over: Record<string, unknown> = {}) => bannerInput({ title: '审计横幅', sort: 3, ...over });

async function rowCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from staff_audit');
  return rows[0]?.n ?? 0;
}

async function search(query: Record<string, string>) {
  const result = await admin.get<AuditList>(LIST, query);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

const today = () => formatChinaTime(Date.now(), 'YYYY-MM-DD');

describe('a console write leaves one audit row', () => {
  it('records the actor, role, address, route, object and the values before and after', async () => {
    const before = await rowCount();
    const created = await admin.post<OpsBanner>(BANNERS, banner());
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(await rowCount()).toBe(before + 1);

    const edited = await admin.post<OpsBanner>(`${BANNERS}/${id}`, banner({ title: '改过的审计横幅', sort: 4 }));
    expect(edited.status).toBe(200);
    expect(await rowCount()).toBe(before + 2);

    const rows = (await search({ objectType: 'banner', objectId: id })).list;
    expect(rows).toHaveLength(2);
    const [edit, create] = rows as [AuditRow, AuditRow];
    expect(edit).toMatchObject({
      actorName: staffOf('admin').cname,
      staffRole: 'admin',
      ip: '10.20.30.40',
      method: 'POST',
      route: '/api/ops/banners/:id',
      area: 'content',
      objectType: 'banner',
      objectId: id,
      before: { title: '审计横幅', sort: 3 },
      after: { title: '改过的审计横幅', sort: 4 },
      summary: '横幅已保存',
    });
    expect(create).toMatchObject({ route: '/api/ops/banners', before: null, after: { id, title: '审计横幅', sort: 3, state: 1 } });
    expect(edit.at).toBeGreaterThanOrEqual(create.at);
  });

  it('writes nothing for a write that fails: a missing object, a refused body', async () => {
    const before = await rowCount();
    const missing = await admin.post(`${BANNERS}/00000000-0000-4000-8000-000000000000`, banner());
    expect(missing.status).toBe(404);
    const refused = await admin.post(BANNERS, banner({ title: '' }));
    expect(refused.status).toBe(422);
    expect(await rowCount()).toBe(before);
  });
});

describe('searching the trail', () => {
  let pmBannerId = '';
  beforeAll(async () => {
    const made = await pm.post<OpsBanner>(BANNERS, banner({ title: 'PM的横幅' }));
    pmBannerId = made.body.data.id;
    await admin.post<OpsBanner>(BANNERS, banner({ title: '管理员的横幅' }));
  });

  it('finds the rows of one staff member by part of the name, the phone or the id', async () => {
    const pmStaff = staffOf('pm');
    const byPhone = await search({ actor: pmStaff.phone });
    expect(byPhone.totalCount).toBeGreaterThanOrEqual(1);
    expect(byPhone.list.every((r) => r.staffRole === 'pm')).toBe(true);
    expect(byPhone.list.some((r) => r.objectId === pmBannerId)).toBe(true);

    const pmId = (byPhone.list[0] as AuditRow).actorId;
    expect((await search({ actor: pmId })).totalCount).toBe(byPhone.totalCount);
    const byName = await search({ actor: pmStaff.cname.slice(-2) });
    expect(byName.list.some((r) => r.objectId === pmBannerId)).toBe(true);
    expect(byName.list.every((r) => r.actorName.includes(pmStaff.cname.slice(-2)))).toBe(true);

    const adminRows = await search({ actor: staffOf('admin').phone });
    expect(adminRows.totalCount).toBeGreaterThanOrEqual(2);
    expect(adminRows.list.every((r) => r.actorName === staffOf('admin').cname)).toBe(true);
    expect((await search({ actor: '没有这个人' })).totalCount).toBe(0);
  });

  it('filters by area and by Beijing days, both ends included', async () => {
    const content = await search({ area: 'content' });
    expect(content.totalCount).toBeGreaterThanOrEqual(3);
    expect(content.list.every((r) => r.area === 'content')).toBe(true);
    expect((await search({ area: 'trials' })).list.every((r) => r.area === 'trials')).toBe(true);

    const all = await search({});
    expect((await search({ from: today(), to: today() })).totalCount).toBe(all.totalCount);
    expect((await search({ from: '2001-01-01', to: '2001-12-31' })).totalCount).toBe(0);
    expect((await search({ to: '2001-12-31' })).totalCount).toBe(0);
  });

  it('pages newest first, at most 100 a page', async () => {
    const all = await search({});
    const first = await search({ pageSize: '1' });
    const second = await search({ pageSize: '1', pageNo: '2' });
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.list[0]?.id).toBe(all.list[0]?.id);
    expect(second.list[0]?.id).toBe(all.list[1]?.id);
    const tooMany = await admin.get(LIST, { pageSize: '101' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('每页最多100条');
  });

  it('refuses a wrong filter with a Chinese message naming it', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-13-01' }, '开始日期'],
      [{ to: 'yesterday' }, '结束日期'],
      [{ from: '2026-03-02', to: '2026-03-01' }, '结束日期不能早于开始日期'],
      [{ area: 'nowhere' }, '功能区域不正确'],
      [{ objectType: 'a b' }, '对象类型'],
      [{ actor: '长'.repeat(51) }, '操作人不能超过50个字'],
    ];
    for (const [query, message] of cases) {
      const result = await admin.get(LIST, query);
      expect(result.status, JSON.stringify(query)).toBe(422);
      expect(result.body.message, JSON.stringify(query)).toContain(message);
    }
  });

  it('leaves the trail as it was: searching and exporting are reads', async () => {
    const before = await rowCount();
    await search({ area: 'content' });
    await admin.get(EXPORT, { area: 'content' });
    expect(await rowCount()).toBe(before);
  });
});

describe('the export', () => {
  it('downloads the same search as an .xlsx, newest first', async () => {
    const listed = await search({ area: 'content' });
    const result = await admin.get(EXPORT, { area: 'content' });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toContain('spreadsheetml');
    expect(String(result.headers['content-disposition'])).toContain(encodeURIComponent('操作审计'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(result.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('操作审计');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '时间',
      '操作人',
      '岗位',
      '功能区域',
      '对象类型',
      '对象编号',
      '请求',
      '客户端地址',
      '结果',
      '修改前',
      '修改后',
    ]);
    expect(sheet.rowCount - 1).toBe(listed.totalCount);
    const newest = listed.list[0] as AuditRow;
    const first = values(2);
    expect(first[0]).toBe(formatChinaTime(newest.at, 'YYYY-MM-DD HH:mm:ss'));
    expect(first[1]).toBe(newest.actorName);
    expect(first[3]).toBe('活动、喜报与横幅');
    expect(first[5]).toBe(newest.objectId);
    expect(first[6]).toBe(`${newest.method} ${newest.route}`);
    expect(JSON.parse(String(first[10]))).toEqual(newest.after);
  });

  it('validates its filters like the list', async () => {
    const result = await admin.get(EXPORT, { from: '2026-02-30' });
    expect(result.status).toBe(422);
    expect(result.body.message).toContain('开始日期');
  });
});

describe('who may read the trail', () => {
  it('opens it to admins only: every other staff role and consultants get the missing answer', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      const caller = await signedIn(t.app, staffOf(role).phone);
      for (const url of [LIST, EXPORT]) {
        const result = await caller.get(url);
        expect(result.status, `${role} ${url}`).toBe(404);
        expect(result.body.message).toBe(MISSING);
      }
    }
    const manager = await signedIn(t.app, '13800000030');
    expect((await manager.get(LIST)).status).toBe(404);
  });
});

describe('the trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, and the rows stay as written', async () => {
    const before = await rowCount();
    expect(before).toBeGreaterThan(0);
    const { rows } = await t.database.pool.query<{ id: string; summary: string | null }>(
      'select id, summary from staff_audit order by at desc limit 1',
    );
    const row = rows[0] as { id: string; summary: string | null };
    for (const statement of [
      { text: 'update staff_audit set summary = $2 where id = $1', values: [row.id, '改写'] },
      { text: 'delete from staff_audit where id = $1', values: [row.id] },
      { text: 'truncate staff_audit', values: [] },
    ]) {
      await expect(t.database.pool.query(statement.text, statement.values), statement.text).rejects.toMatchObject({ code: '55000' });
    }
    const after = await t.database.pool.query<{ summary: string | null }>('select summary from staff_audit where id = $1', [row.id]);
    expect(after.rows[0]?.summary).toBe(row.summary);
    expect(await rowCount()).toBe(before);
  });
});
