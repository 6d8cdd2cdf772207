import { idCardCheckChar } from '@hh/domain/people/id-card';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realNameVerifications } from '../../db/schema/tables';
import { demoIdCardNumber } from '../../db/seed/demo-identities';
import { seedId } from '../../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Info {
  isFrame: boolean;
  status: string;
  certName: string | null;
  certNo: string | null;
}
interface Init {
  certifyId: string;
  verifyUrl: string;
  qrCode: string;
  expiresAt: number;
}

const NEWCOMER = '13800000013';
const idCard = (first17: string) => `${first17}${idCardCheckChar(first17)}`;
const attempts = (key: string) =>
  t.database.db
    .select()
    .from(realNameVerifications)
    .where(eq(realNameVerifications.userId, seedId(`user:${key}`)));

/** Opens the sandbox's face page the way a phone does (no session, no stamp) and presses a button. */
async function face(verifyUrl: string, decision: 'pass' | 'fail') {
  const path = new URL(verifyUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const posted = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  return { page, posted };
}

describe('GET /api/realname/auth/realname.json', () => {
  it('asks nothing of a verified consultant and shows their identity masked', async () => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.get<Info>('/api/realname/auth/realname.json');
    const number = demoIdCardNumber(4);
    expect(result.body.data).toMatchObject({
      isFrame: false,
      status: 'passed',
      certName: '王**',
      certNo: `**************${number.slice(-4)}`,
    });
    expect(result.raw.body).not.toContain(number);
  });

  it('asks an unverified consultant to verify (isFrame), and never platform staff', async () => {
    const newcomer = await signedIn(t.app, NEWCOMER);
    expect((await newcomer.get<Info>('/api/realname/auth/realname.json')).body.data).toMatchObject({ isFrame: true, status: 'none' });
    const admin = await signedIn(t.app, '13700000000');
    expect((await admin.get<Info>('/api/realname/auth/realname.json')).body.data).toMatchObject({ isFrame: false });
  });
});

describe('verifying through the sandbox', () => {
  let newcomer: Caller;
  const certNo = idCard('32010219950612034');

  it('refuses a wrong name or number and starts nothing', async () => {
    newcomer = await signedIn(t.app, NEWCOMER);
    for (const [body, message] of [
      [{ certName: '郑佳宁', certNo: idCard('32010219950230034') }, '身份证号中的出生日期不正确'],
      [{ certName: '郑佳宁', certNo: `${certNo.slice(0, 17)}${certNo[17] === '1' ? '2' : '1'}` }, '身份证号校验位不正确，请核对'],
      [{ certName: '郑佳宁', certNo: '12345' }, '身份证号应为18位，最后一位可以是数字或X'],
      [{ certName: 'Jenny', certNo }, '请输入与身份证一致的中文姓名'],
    ] as const) {
      const result = await newcomer.post('/api/realname/auth/zhima/init.json', body);
      expect(result.status).toBe(422);
      expect(result.body.message).toBe(message);
    }
    expect(await attempts('xh-member-b2')).toEqual([]);
  });

  it('starts a face session with a link and a QR code, keeping the number sealed', async () => {
    const result = await newcomer.post<Init>('/api/realname/auth/zhima/init.json', { certName: '郑佳宁', certNo });
    expect(result.body.state).toBe(1);
    expect(result.body.data.verifyUrl).toMatch(/\/sandbox\/face\/sbx[\w-]+$/);
    expect(result.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(
      Buffer.from(result.body.data.qrCode.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const [row] = await attempts('xh-member-b2');
    expect(row).toMatchObject({
      status: 'pending',
      certName: '郑佳宁',
      idCardLast4: certNo.slice(-4),
      certifyId: result.body.data.certifyId,
    });
    expect(row?.idCardEncrypted).not.toContain(certNo);
    expect(TEST_SECRET_BOX.open(row?.idCardEncrypted ?? '')).toBe(certNo);
    expect((await newcomer.get<Info>('/api/realname/auth/realname.json')).body.data).toMatchObject({ isFrame: true, status: 'pending' });
  });

  it('answers pending before the face step, passed after it, and stops asking', async () => {
    const init = await newcomer.post<Init>('/api/realname/auth/zhima/init.json', { certName: '郑佳宁', certNo });
    const { certifyId, verifyUrl } = init.body.data;
    const before = await newcomer.post<{ status: string }>('/api/realname/auth/zhima/validate.json', { certifyId });
    expect(before.body.data.status).toBe('pending');
    expect(before.body.message).toBe('尚未完成刷脸认证，请先扫码或打开链接完成刷脸');

    const { page, posted } = await face(verifyUrl, 'pass');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('郑**');
    expect(page.body).not.toContain(certNo);
    expect(posted.body).toContain('刷脸已通过');

    const after = await newcomer.post<{ status: string }>('/api/realname/auth/zhima/validate.json', { certifyId });
    expect(after.body).toMatchObject({ state: 1, message: '实名认证已通过', data: { status: 'passed' } });
    expect((await newcomer.get<Info>('/api/realname/auth/realname.json')).body.data).toMatchObject({
      isFrame: false,
      status: 'passed',
      certName: '郑**',
    });
    const again = await newcomer.post('/api/realname/auth/zhima/init.json', { certName: '郑佳宁', certNo });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已完成实名认证');
    // The page cannot be answered twice.
    const twice = await t.app.inject({
      method: 'POST',
      url: new URL(verifyUrl).pathname,
      payload: 'decision=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('refusals', () => {
  it('fails when the face step fails, and the user may start again', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const added = await manager.post<{ id: string }>('/api/lietou/add/user', {
      cname: '韩梅',
      phone: '13622220001',
      password: 'start2024',
      roleCode: 10,
    });
    const caller = new Caller(t.app);
    await caller.signIn('13622220001', 'start2024');
    const init = await caller.post<Init>('/api/realname/auth/zhima/init.json', { certName: '韩梅', certNo: idCard('44030419910101002') });
    await face(init.body.data.verifyUrl, 'fail');
    const result = await caller.post<{ status: string }>('/api/realname/auth/zhima/validate.json', { certifyId: init.body.data.certifyId });
    expect(result.body).toMatchObject({ data: { status: 'failed' }, message: '刷脸认证未通过，请重新发起认证' });
    const [row] = await t.database.db.select().from(realNameVerifications).where(eq(realNameVerifications.userId, added.body.data.id));
    expect(row?.status).toBe('failed');
    expect((await caller.get<Info>('/api/realname/auth/realname.json')).body.data.isFrame).toBe(true);
  });

  it('refuses a number already verified on another account', async () => {
    const manager = await signedIn(t.app, '13800000030');
    await manager.post('/api/lietou/add/user', { cname: '冒用', phone: '13622220002', password: 'start2024', roleCode: 10 });
    const caller = new Caller(t.app);
    await caller.signIn('13622220002', 'start2024');
    const result = await caller.post('/api/realname/auth/zhima/init.json', { certName: '周明远', certNo: demoIdCardNumber(0) });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('该身份证号已在其他账号完成实名认证');
  });

  it('answers another user’s or an unknown certify id as missing', async () => {
    const a = await signedIn(t.app, '13900000010');
    expect((await a.post('/api/realname/auth/zhima/validate.json', { certifyId: 'sbxnothing' })).status).toBe(404);
    const [row] = await attempts('xh-member-b2');
    expect((await a.post('/api/realname/auth/zhima/validate.json', { certifyId: row?.certifyId })).status).toBe(404);
  });

  it('answers the sandbox page of an unknown session with 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/face/sbxunknownunknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('认证不存在');
  });

  it('keeps init.json and validate.json from platform staff', async () => {
    const admin = await signedIn(t.app, '13700000000');
    expect((await admin.post('/api/realname/auth/zhima/init.json', { certName: '平台', certNo: idCard('11010519900307002') })).status).toBe(
      404,
    );
  });

  it('limits face sessions to ten a day per user', async () => {
    const manager = await signedIn(t.app, '13900000030');
    const added = await manager.post<{ id: string }>('/api/lietou/add/user', {
      cname: '限次',
      phone: '13622220003',
      password: 'start2024',
      roleCode: 10,
    });
    expect(added.body.state).toBe(1);
    const caller = new Caller(t.app);
    await caller.signIn('13622220003', 'start2024');
    const body = { certName: '限次', certNo: idCard('51010719930505001') };
    for (let i = 0; i < 10; i++) expect((await caller.post('/api/realname/auth/zhima/init.json', body)).body.state).toBe(1);
    const eleventh = await caller.post('/api/realname/auth/zhima/init.json', body);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('今日发起认证的次数已达上限，请明天再试');
  });
});
