import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let manager: Caller;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030');
});
afterAll(() => t.close());

interface Note {
  id: string;
  content: string;
}

describe('GET /api/order/orderDetailList', () => {
  it('answers the records a page at a time, newest first (50 by default, at most 100)', async () => {
    const list = await manager.post<{ data: { orderId: string }[] }>('/api/order/company/orderList', { query: { limit: 1, offset: 0 } });
    const orderId = list.body.data.data[0]?.orderId as string;
    const before = await manager.get<Note[]>('/api/order/orderDetailList', { orderId, limit: '100' });
    const existing = before.body.data.length;
    for (let i = 0; i < 55; i++) {
      const added = await manager.post('/api/position/manager/appendChatRecord', { orderId, content: `记录${i}` });
      expect(added.body.state).toBe(1);
    }
    const first = await manager.get<Note[]>('/api/order/orderDetailList', { orderId });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]?.content).toBe('记录54');
    const second = await manager.get<Note[]>('/api/order/orderDetailList', { orderId, offset: '50', limit: '50' });
    expect(second.body.data).toHaveLength(Math.min(50, 5 + existing));
    expect(second.body.data[0]?.content).toBe('记录4');
    const ids = new Set([...first.body.data, ...second.body.data].map((n) => n.id));
    expect(ids.size).toBe(first.body.data.length + second.body.data.length);
    const tooMany = await manager.get('/api/order/orderDetailList', { orderId, limit: '5000' });
    expect(tooMany.status).toBe(422);
  });
});
