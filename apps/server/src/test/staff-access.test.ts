import type { ConsoleArea } from '@hh/domain/accounts/console-access';
import { STAFF_ROLES, type StaffRole } from '@hh/domain/accounts/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../db/seed/demo-accounts';
import { type Caller, createTestApp, signedIn, type TestApp } from './test-app';

/**
 * The staff role matrix, written here a second time as docs/API.md › Staff roles prints it, and
 * walked for every console route × every staff role: a route opens to exactly the roles of its
 * area (write roles when it changes data), and every other role gets the answer of a missing object.
 * A new console route cannot ship open to every staff role: it must name an area, and this table
 * has to know the area.
 */
const MATRIX: Record<ConsoleArea, Record<StaffRole, '' | 'r' | 'rw'>> = {
  projects: { admin: 'rw', pm: 'rw', assistant: 'rw', bd: 'r', finance: '' },
  orders: { admin: 'rw', pm: 'rw', assistant: 'rw', bd: '', finance: '' },
  content: { admin: 'rw', pm: 'rw', assistant: '', bd: '', finance: '' },
  complaints: { admin: 'rw', pm: 'rw', assistant: '', bd: '', finance: '' },
  deposits: { admin: 'rw', pm: 'r', assistant: '', bd: '', finance: 'rw' },
  finance: { admin: 'rw', pm: 'rw', assistant: '', bd: '', finance: 'rw' },
  approvals: { admin: 'rw', pm: 'r', assistant: '', bd: '', finance: 'rw' },
  coins: { admin: 'rw', pm: '', assistant: '', bd: '', finance: 'rw' },
  trials: { admin: 'rw', pm: '', assistant: '', bd: 'rw', finance: '' },
  outbox: { admin: 'rw', pm: '', assistant: '', bd: '', finance: '' },
  audit: { admin: 'rw', pm: '', assistant: '', bd: '', finance: '' },
};

const MISSING = '数据不存在或已删除';

let t: TestApp;
const callers = new Map<StaffRole, Caller>();
beforeAll(async () => {
  t = await createTestApp();
  for (const staff of DEMO_STAFF) callers.set(staff.staffRole, await signedIn(t.app, staff.phone));
});
afterAll(() => t.close());

function staffRoutes() {
  return t.app.routeTable.flatMap((route) =>
    route.access?.kind === 'staff' ? [{ method: route.method, url: route.url, access: route.access, mutates: route.mutates }] : [],
  );
}

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

describe('staff roles × console routes', () => {
  it('has a demo account for every staff role', () => {
    expect([...callers.keys()].sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('opens each console route to exactly the roles of its area in the matrix', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const cell = MATRIX[route.access.area][role];
        const expected = route.mutates ? cell === 'rw' : cell !== '';
        expect(route.access.roles.includes(role), `${role} ${route.method} ${route.url} (${route.access.area})`).toBe(expected);
      }
    }
  });

  it('answers every route outside a role as a missing object, for every staff role', async () => {
    for (const route of staffRoutes()) {
      for (const role of STAFF_ROLES) {
        if (route.access.roles.includes(role)) continue;
        const caller = callers.get(role) as Caller;
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const result = await caller.call(route.method as 'GET', concrete(route.url), { body });
        const label = `${role} ${route.method} ${route.url}`;
        expect(result.status, label).toBe(404);
        expect(result.body.message, label).toBe(MISSING);
      }
    }
  }, 120_000);

  it('lets every role reach the routes of its areas (the guard does not refuse them)', async () => {
    for (const route of staffRoutes()) {
      if (route.url.includes(':')) continue; // a made-up id answers missing from the handler itself
      for (const role of route.access.roles) {
        const caller = callers.get(role) as Caller;
        // An invalid body for writes: validation runs after the guard, and nothing is changed.
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { __probe: '\u0000' };
        const result = await caller.call(route.method as 'GET', route.url, { body });
        const label = `${role} ${route.method} ${route.url}`;
        expect(result.status, label).toBeLessThan(500);
        expect(result.status === 404 && result.body.message === MISSING, `${label} was refused`).toBe(false);
      }
    }
  }, 120_000);

  it('keeps BD and the PM assistant away from money: no fine, payout, bill or fee term, and no reading them', async () => {
    const money = [
      ['POST', '/api/ops/finance/fines/record'],
      ['POST', '/api/ops/finance/deliveries/move'],
      ['POST', '/api/ops/finance/bills/build'],
      ['POST', '/api/ops/finance/bills/confirm'],
      ['POST', '/api/ops/finance/feeTerms/save'],
      ['GET', '/api/ops/finance/deliveries'],
      ['GET', '/api/ops/finance/bills'],
      ['GET', '/api/ops/finance/fines'],
      ['GET', '/api/ops/coins/firms'],
    ] as const;
    for (const role of ['bd', 'assistant'] as const) {
      for (const [method, url] of money) {
        const result = await (callers.get(role) as Caller).call(method, url, { body: method === 'POST' ? {} : undefined });
        expect(result.status, `${role} ${url}`).toBe(404);
      }
    }
  });
});
