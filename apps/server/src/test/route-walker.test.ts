import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSULTANTS, DEMO_NEWCOMERS, DEMO_STAFF } from '../db/seed/demo-accounts';
import { seedId } from '../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, type TestApp } from './test-app';

/**
 * Walks every registered /api route as anonymous, as the other firm's users and as each
 * role: every route declares who may call it, nothing answers 5xx, and no answer to a
 * 远航猎头 user or to a stranger carries 星河猎头's data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const xinghe = [...DEMO_CONSULTANTS, ...DEMO_NEWCOMERS].filter((c) => c.firm === 'xinghe');
/** What would betray 星河猎头's data: its name, its users' ids, phones, names and e-mails, its teams. */
const XINGHE_MARKERS = [
  '星河猎头',
  seedId('firm:xinghe'),
  seedId('team:A'),
  seedId('team:B'),
  ...xinghe.flatMap((c) => [seedId(`user:${c.key}`), c.phone, c.cname, c.email]),
];

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? seedId('notice:2.6.0') : 'x'));
}

function probeBody(method: string) {
  return method === 'GET' || method === 'DELETE' ? undefined : {};
}

describe('route walker', () => {
  it('finds routes, each with an access declaration', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const route of t.app.routeTable) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers every non-public route with -1 to an anonymous caller, and nothing with 5xx', async () => {
    for (const route of t.app.routeTable) {
      const result = await new Caller(t.app, '10.20.0.1').call(route.method as 'GET', concrete(route.url), {
        body: probeBody(route.method),
      });
      const label = `${route.method} ${route.url}`;
      expect(result.status, label).toBeLessThan(500);
      if (route.access?.kind !== 'public') expect(result.body.state, label).toBe(-1);
      for (const marker of XINGHE_MARKERS) expect(result.raw.body, `${label} leaks ${marker}`).not.toContain(marker);
    }
  });

  it('never shows 星河猎头 data to the users of 远航猎头', async () => {
    for (const phone of ['13900000030', '13900000010']) {
      const caller = await signedIn(t.app, phone);
      for (const route of t.app.routeTable) {
        if (route.url === '/api/logout.json') continue;
        const result = await caller.call(route.method as 'GET', concrete(route.url), { body: probeBody(route.method) });
        const label = `${phone} ${route.method} ${route.url}`;
        expect(result.status, label).toBeLessThan(500);
        for (const marker of XINGHE_MARKERS) expect(result.raw.body, `${label} leaks ${marker}`).not.toContain(marker);
      }
    }
  });

  it('answers no route with 5xx for any role or staff member, and keeps staff routes from consultants', async () => {
    const phones = [...DEMO_CONSULTANTS, ...DEMO_NEWCOMERS, ...DEMO_STAFF].map((u) => u.phone);
    for (const phone of phones) {
      const caller = await signedIn(t.app, phone);
      for (const route of t.app.routeTable) {
        if (route.url === '/api/logout.json') continue;
        const result = await caller.call(route.method as 'GET', concrete(route.url), { body: probeBody(route.method) });
        expect(result.status, `${phone} ${route.method} ${route.url}`).toBeLessThan(500);
        const isStaff = phone.startsWith('137');
        if (route.access?.kind === 'staff' && !isStaff) expect(result.status).toBe(404);
        if (route.access?.kind === 'consultant' && isStaff) expect(result.status).toBe(404);
      }
    }
    // Every route for every demo user: about 4 s alone, several times that beside the whole suite on 2 cores.
  }, 120_000);

  it('survives fuzzed JSON bodies on every write route without a 5xx', async () => {
    const caller = await signedIn(t.app, '13800000010');
    const bodies: unknown[] = [
      null,
      [],
      42,
      'text',
      { a: { b: { c: [1, 2, { d: null }] } } },
      { ids: 'x' },
      { ids: [1, 2] },
      { all: 'yes' },
      { event: 123 },
      { phone: [], password: {} },
    ];
    for (const route of t.app.routeTable.filter((r) => r.method !== 'GET')) {
      for (const body of bodies) {
        const result = await caller.call(route.method as 'POST', concrete(route.url), {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(result.status, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(result.body.message).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
  });
});
