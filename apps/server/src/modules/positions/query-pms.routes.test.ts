import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const PMS = '/api/usermanager/queryPms.json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/usermanager/queryPms.json', () => {
  it('answers the PMs of published positions by name, for the order filter; the order list narrows by one', async () => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.get<{ id: string; name: string }[]>(PMS);
    expect(result.status).toBe(200);
    expect(result.body.data).toContainEqual({ id: seedId('user:pm'), name: '郑雅文' });
    // Staff who run no project (the admin, the BD) are not offered.
    expect(result.body.data.map((p) => p.name)).not.toContain('平台管理员');
    expect(JSON.stringify(result.body.data)).not.toMatch(/1370000/);

    const all = await member.post<{ totalCount: number }>('/api/order/my/orderList', { onlyMe: true, query: { limit: 20, offset: 0 } });
    const byPm = await member.post<{ totalCount: number }>('/api/order/my/orderList', {
      onlyMe: true,
      pmId: seedId('user:pm'),
      query: { limit: 20, offset: 0 },
    });
    expect(byPm.status).toBe(200);
    expect(byPm.body.data.totalCount).toBeLessThanOrEqual(all.body.data.totalCount);
    const nobody = await member.post<{ totalCount: number }>('/api/order/my/orderList', {
      onlyMe: true,
      pmId: seedId('user:admin'),
      query: { limit: 20, offset: 0 },
    });
    expect(nobody.body.data.totalCount).toBe(0);
  });

  it('is for consultants: a visitor signs in first, staff get 404', async () => {
    expect((await new Caller(t.app, '10.9.2.1').get(PMS)).status).toBe(401);
    expect((await (await signedIn(t.app, '13700000000')).get(PMS)).status).toBe(404);
  });
});
