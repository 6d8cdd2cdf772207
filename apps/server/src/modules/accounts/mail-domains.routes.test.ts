import { EXPORT_RECIPIENT_REFUSED } from '@hh/domain/accounts/mail-domains.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let manager: Caller;
let otherManager: Caller;
let otherMember: Caller;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030'); // 星河, domain xinghe-hr.cn
  otherManager = await signedIn(t.app, '13900000030'); // 远航, no domains
  otherMember = await signedIn(t.app, '13900000010');
});
afterAll(() => t.close());

const RECIPIENTS = '/api/lietou/company/exportRecipients';
const DOMAINS = '/api/lietou/company/mailDomains';

describe('order exports go only to the own e-mail or the firm’s domains', () => {
  it('refuses an outside address in Chinese and queues nothing', async () => {
    const outside = await manager.post('/api/order/export', { onlyMe: true, email: 'someone@gmail.com' });
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ state: 4030, success: false, message: EXPORT_RECIPIENT_REFUSED });
    const lookalike = await manager.post('/api/order/export', { onlyMe: true, email: 'x@evil-xinghe-hr.cn' });
    expect(lookalike.body.message).toBe(EXPORT_RECIPIENT_REFUSED);
  });

  it('accepts the caller’s own bound e-mail and any address at the firm’s domain', async () => {
    const own = await manager.post('/api/order/export', { onlyMe: true, email: 'ZhouMingyuan@xinghe-hr.cn' });
    expect(own.body.state).toBe(1);
    const colleague = await manager.post('/api/order/export', { onlyMe: true, email: 'archive@xinghe-hr.cn' });
    expect(colleague.body.state).toBe(1);
  });

  it('a firm without domains may mail only to the own e-mail; its manager sets domains, members may not', async () => {
    const recipients = await otherMember.get<{ ownEmail: string | null; firmDomains: string[] }>(RECIPIENTS);
    expect(recipients.body.data.firmDomains).toEqual([]);
    const refused = await otherMember.post('/api/order/export', { onlyMe: true, email: 'hr@yuanhang.cn' });
    expect(refused.body.message).toBe(EXPORT_RECIPIENT_REFUSED);
    if (recipients.body.data.ownEmail) {
      expect((await otherMember.post('/api/order/export', { onlyMe: true, email: recipients.body.data.ownEmail })).body.state).toBe(1);
    }

    const byMember = await otherMember.post(DOMAINS, { domains: ['yuanhang.cn'] });
    expect(byMember.status).toBe(404);
    const bad = await otherManager.post(DOMAINS, { domains: ['not a domain'] });
    expect(bad.body).toMatchObject({ state: 4000, message: '邮箱域名格式不正确，例如 example.com' });
    const saved = await otherManager.post<{ firmDomains: string[] }>(DOMAINS, { domains: ['@YuanHang.cn', 'yuanhang.cn'] });
    expect(saved.body.data.firmDomains).toEqual(['yuanhang.cn']);
    expect((await otherMember.post('/api/order/export', { onlyMe: true, email: 'hr@yuanhang.cn' })).body.state).toBe(1);
  });
});
