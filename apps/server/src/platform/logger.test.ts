import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Caller, createTestApp } from '../test/test-app';
import { censorSecrets, redactText } from './logger';

describe('redactText', () => {
  it.each([
    ['/api/duplicate/phone/13800000030.json', '/api/duplicate/phone/[phone].json'],
    ['/api/lietouCall/click2call/phone/+8613912345678', '/api/lietouCall/click2call/phone/[phone]'],
    ['/api/duplicate/email/li.lei@example.com.json', '/api/duplicate/email/[email]'],
    ['id 11010519491231002X here', 'id [id-card] here'],
    ['/api/orders?page=1&size=20', '/api/orders?page=1&size=20'],
  ])('%s → %s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe('censorSecrets', () => {
  it('censors secret fields at any depth and masks personal data in text', () => {
    expect(
      censorSecrets({
        msg: 'call 13800000030',
        user: { phone: '13800000030', cname: '王思琪', nested: { password: 'x', token: 'y' } },
        list: [{ email: 'a@b.cn' }],
      }),
    ).toEqual({
      msg: 'call [phone]',
      user: { phone: '[redacted]', cname: '王思琪', nested: { password: '[redacted]', token: '[redacted]' } },
      list: [{ email: '[redacted]' }],
    });
  });
});

describe('request logs', () => {
  it('never carry the phone, the password or the session token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logStream: stream });
    try {
      const caller = new Caller(t.app);
      await caller.signIn('13800000020');
      await caller.get('/api/commonUserInfo/myInfoData.json');
      await caller.get('/api/dictionaries', { properties: 'sex', phone: '13800000020' });
      t.app.log.info({ user: { phone: '13800000020', password: 'demo123456' } }, 'nested secrets');
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(3);
      expect(text).not.toContain('13800000020');
      expect(text).not.toContain('demo123456');
      expect(text).not.toContain(caller.cookie?.split('=')[1] ?? 'no-cookie');
    } finally {
      await t.close();
    }
  });
});

describe('database errors', () => {
  it('are logged without the query parameters: a failing anonymous request leaves no trace of the phone it sent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logStream: stream });
    try {
      // Every new trial request now fails in PostgreSQL, with its values in Drizzle's error and the row in `detail`.
      await t.database.pool.query('alter table trial_requests add constraint hh_test_refuse check (false) not valid');
      const result = await new Caller(t.app, '10.77.0.1').post('/api/free/add/apply', {
        name: '王敏',
        phone: '13912345678',
        firm: '杭州远见人才顾问有限公司',
        city: '杭州',
      });
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({ state: 5000, message: '系统繁忙，请稍后再试' });
      const text = lines.join('');
      expect(text).toContain('unhandled error');
      expect(text).toContain('hh_test_refuse');
      expect(text).not.toContain('13912345678');
      expect(text).not.toContain('王敏');
      expect(text).not.toContain('杭州远见人才顾问有限公司');
    } finally {
      await t.close();
    }
  });
});
