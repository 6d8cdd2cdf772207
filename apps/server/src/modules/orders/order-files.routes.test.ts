import { readdir, readFile } from 'node:fs/promises';
import type { OrderPage } from '@hh/domain/orders/order.schema';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
let orders: OrderPage['data'];

/** The base64 attachment of a given type inside an RFC 822 message. */
function attachmentOf(raw: string, type: string): Buffer {
  // Long headers are folded onto continuation lines; unfold them first.
  const eml = raw.replace(/\r\n[ \t]+/g, ' ');
  const at = eml.indexOf(`Content-Type: ${type}`);
  if (at < 0) throw new Error(`no ${type} attachment`);
  const body = eml.slice(eml.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

async function waitForMail(dir: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    const [first] = names;
    if (first) return readFile(`${dir}/${first}`, 'utf8');
    if (Date.now() > deadline) throw new Error('no mail in the outbox');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, '13800000010');
  orders = (await member.post<OrderPage>('/api/order/my/orderList', { query: { limit: 100, offset: 0 } })).body.data.data;
  if (orders.length < 3) throw new Error('the demo member needs orders');
});
afterAll(async () => t?.close());

describe('export by e-mail', () => {
  it('queues the export and mails an .xlsx of exactly the filtered orders', async () => {
    const answer = await member.post<{ message: string }>('/api/order/export', {
      onlyMe: true,
      candidateState: 0,
      email: 'me@xinghe-hr.cn',
    });
    expect(answer.body.message).toBe('导出任务已提交，生成后将发送至 me@xinghe-hr.cn');
    const eml = await waitForMail(t.config.mail.outboxDir);
    expect(eml).toContain('To: me@xinghe-hr.cn');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(attachmentOf(eml, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') as never);
    const sheet = book.getWorksheet('订单');
    expect(sheet?.getRow(1).getCell(1).value).toBe('候选人');
    expect((sheet?.rowCount ?? 0) - 1).toBe(orders.length);
    const names = new Set(orders.map((o) => o.candidateName));
    expect(names.has(String(sheet?.getRow(2).getCell(1).value))).toBe(true);
    expect(String(sheet?.getRow(2).getCell(2).value)).toMatch(/^\d{3}\*{4}\d{4}$|^$/);
  });

  it('refuses a bad address or filter before queuing anything', async () => {
    const bad = await member.post('/api/order/export', { email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('请填写正确的邮箱地址');
    const badState = await member.post('/api/order/export', { email: 'a@b.cn', candidateState: 55 });
    expect(badState.body.message).toBe('订单状态不正确');
  });
});

describe('resume downloads', () => {
  const documentText = async (docx: Buffer) => (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string');

  it('gives one order as a Word file named by the pattern, without contacts by default', async () => {
    const order = orders[0] as OrderPage['data'][number];
    const file = await member.get(`/api/order/resume/word/download`, {
      orderId: order.orderId,
      resumeName: 'candidateName,companyName',
      filterField: 'phone,email',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(`${order.candidateName}-${order.companyName}`);
    const text = await documentText(file.raw.rawPayload);
    expect(text).toContain(order.candidateName);
    expect(text).not.toContain('联系方式');
  });

  it('prints contacts only when asked, and audits it', async () => {
    const order = orders[1] as OrderPage['data'][number];
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sensitive_views where person_id = ${order.commonUserId}`,
    );
    const file = await member.get(`/api/order/resume/word/download`, { orderId: order.orderId, filterField: 'salary' });
    expect(await documentText(file.raw.rawPayload)).toContain('联系方式');
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sensitive_views where person_id = ${order.commonUserId}`,
    );
    expect((after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0)).toBe(2);
  });

  it('zips several, and refuses an order of another firm as missing', async () => {
    const ids = orders.slice(0, 3).map((o) => o.orderId);
    const file = await member.get(`/api/order/resume/word/download`, { orderIds: ids.join(','), filterField: 'phone,email' });
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.raw.rawPayload);
    expect(Object.keys(zip.files).filter((n) => n.endsWith('.docx'))).toHaveLength(3);
    const other = await signedIn(t.app, '13900000010');
    const peek = await other.get(`/api/order/resume/word/download`, { orderId: ids[0] as string });
    expect(peek.status).toBe(404);
    const badField = await member.get(`/api/order/resume/word/download`, { orderId: ids[0] as string, filterField: 'idCard' });
    expect(badField.body.message).toBe('屏蔽字段不支持「idCard」');
    const setting = await member.get<{ filterFields: { key: string }[] }>('/api/resumes/download-setting.json');
    expect(setting.body.data.filterFields.map((f) => f.key)).toEqual(['phone', 'email', 'salary']);
  });
});

describe('re-recommending', () => {
  it('lists other positions and creates a pending order there, which the consultant then recommends', async () => {
    const source = orders.find((o) => o.candidateState !== 127) as OrderPage['data'][number];
    const list = await member.call<{ positionId: string }[]>('GET', `/api/positions/reRecommand/list/${source.orderId}`, {
      requesttime: null,
    });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((p) => p.positionId);
    expect(ids).not.toContain(source.positionId);
    const target = ids[0] as string;
    const created = await member.post<{ orderId: string }>('/api/position/manager/reRecommend', {
      orderId: source.orderId,
      positionId: target,
    });
    expect(created.body.message).toBe('已加入待沟通');
    const pending = await member.post<OrderPage>('/api/order/my/orderList', { candidateState: 20, query: { limit: 100, offset: 0 } });
    expect(pending.body.data.data.find((o) => o.orderId === created.body.data.orderId)).toMatchObject({
      candidateState: 20,
      positionId: target,
    });
    const again = await member.post('/api/position/manager/reRecommend', { orderId: source.orderId, positionId: target });
    expect(again.status).toBe(409);
  });
});

describe("a candidate's order status in talent management", () => {
  it('lists the orders of a talent record in the scope, and nothing for another firm', async () => {
    const order = orders[0] as OrderPage['data'][number];
    const list = await member.get<{ orderId: string; stateLabel: string }[]>('/api/usermanager/queryRecommendedPositionList', {
      userId: order.userId,
    });
    expect(list.body.data.map((o) => o.orderId)).toContain(order.orderId);
    const other = await signedIn(t.app, '13900000010');
    expect((await other.get('/api/usermanager/queryRecommendedPositionList', { userId: order.userId })).status).toBe(404);
  });
});
