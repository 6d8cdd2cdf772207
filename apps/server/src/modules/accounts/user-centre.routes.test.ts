import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/commonUserInfo/profile.json', () => {
  it('shows a consultant their profile with the firm’s business contact', async () => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.get('/api/commonUserInfo/profile.json');
    expect(result.body.data).toEqual({
      cname: '王思琪',
      roleName: '顾问',
      phone: '13800000010',
      weixin: 'wsq_0310',
      email: 'wangsiqi@xinghe-hr.cn',
      companyName: '星河猎头',
      groupName: '互联网技术组',
      bdName: '马丽娜',
      bdPhone: '13700000003',
      bdWeixin: 'mln_bd',
    });
  });

  it('shows platform staff their profile without a firm', async () => {
    const pm = await signedIn(t.app, '13700000001');
    const result = await pm.get('/api/commonUserInfo/profile.json');
    expect(result.body.data).toMatchObject({ cname: '郑雅文', roleName: '项目经理', companyName: null, bdName: null });
  });

  it('needs a session', async () => {
    expect((await new Caller(t.app).get('/api/commonUserInfo/profile.json')).body.state).toBe(-1);
  });
});

describe('POST /api/commonUserInfo/profile/update.json', () => {
  it('saves one’s own WeChat and e-mail', async () => {
    const member = await signedIn(t.app, '13800000012');
    const result = await member.post('/api/commonUserInfo/profile/update.json', { weixin: ' zyx_new ', email: 'zyx@example.cn' });
    expect(result.body).toMatchObject({ state: 1, message: '个人信息已保存', data: { weixin: 'zyx_new', email: 'zyx@example.cn' } });
    const cleared = await member.post('/api/commonUserInfo/profile/update.json', { weixin: '', email: null });
    expect(cleared.body.data).toMatchObject({ weixin: null, email: null });
  });

  it('refuses a bad e-mail and changes nothing', async () => {
    const member = await signedIn(t.app, '13800000011');
    const result = await member.post('/api/commonUserInfo/profile/update.json', { weixin: 'x', email: 'not-an-email' });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('邮箱格式不正确');
    expect((await member.get<{ weixin: string }>('/api/commonUserInfo/profile.json')).body.data.weixin).toBe('lhr_hunter');
  });
});

describe('POST /api/commonUserInfo/password/change.json', () => {
  it('needs the old password, ends the other sessions and keeps this one', async () => {
    const here = await signedIn(t.app, '13800000021', '10.5.0.1');
    const elsewhere = await signedIn(t.app, '13800000021', '10.5.0.2');
    const wrong = await here.post('/api/commonUserInfo/password/change.json', { oldPassword: 'nope', newPassword: 'fresh2024' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('原密码不正确');
    expect((await elsewhere.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(1);

    const result = await here.post('/api/commonUserInfo/password/change.json', { oldPassword: 'demo123456', newPassword: 'fresh2024' });
    expect(result.body).toMatchObject({ state: 1, data: { endedSessions: 1 }, message: '密码已修改，其他1处登录已退出' });
    expect((await elsewhere.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(-1);
    expect((await here.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(1);
    await new Caller(t.app, '10.5.0.3').signIn('13800000021', 'fresh2024');
    const old = await new Caller(t.app, '10.5.0.4').call('POST', '/api/login.json', {
      body: { phone: '13800000021', password: 'demo123456' },
      requesttime: null,
    });
    expect(old.body.state).not.toBe(1);
  });

  it.each([
    [{ oldPassword: 'demo123456', newPassword: 'short1' }, '密码需为8-32位，且同时包含字母和数字'],
    [{ oldPassword: 'demo123456', newPassword: 'demo123456' }, '新密码不能与原密码相同'],
    [{ newPassword: 'fresh2024' }, '请输入原密码'],
  ])('refuses %o', async (body, message) => {
    const member = await signedIn(t.app, '13800000020');
    const result = await member.post('/api/commonUserInfo/password/change.json', body);
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(message);
  });

  it('warns, then locks after five wrong old passwords — even the right one', async () => {
    const member = await signedIn(t.app, '13900000010');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await member.post('/api/commonUserInfo/password/change.json', { oldPassword: `wrong${i}`, newPassword: 'fresh2024' })).body
          .message,
      );
    }
    expect(messages).toEqual([
      '原密码不正确',
      '原密码不正确',
      '原密码不正确，再错2次将锁定15分钟',
      '原密码不正确，再错1次将锁定15分钟',
      '原密码错误次数过多，请15分钟后再试',
    ]);
    const right = await member.post('/api/commonUserInfo/password/change.json', { oldPassword: 'demo123456', newPassword: 'fresh2024' });
    expect(right.status).toBe(423);
    await signedIn(t.app, '13900000010');
  });
});
