import { Writable } from 'node:stream';
import { endpoint } from '@hh/domain/api/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from './actor';
import { ok } from './envelope';
import { badRequest } from './errors';
import { registerErrorHandling } from './http-errors';
import { createRouter } from './route';
import { AUDIT_VALUE_MAX_CHARS, auditValue, changedFields, REDACTED, type StaffAuditEntry, StaffAuditRecorder } from './staff-audit';

const facts = {
  actorId: 'a',
  actorName: '管理员',
  staffRole: 'admin' as const,
  ip: '10.0.0.1',
  method: 'POST',
  route: '/api/ops/things/:id',
  area: 'content' as const,
  summary: null,
};

describe('what the trail keeps of a value', () => {
  it('replaces passwords, one-time and recovery codes, secrets and tokens at any depth, and keeps other codes', () => {
    const value = auditValue({
      phone: '13700000000',
      password: 'demo123456',
      newPassword: 'x',
      otp: '123456',
      code: '654321',
      recoveryCode: 'abcd-efgh',
      nested: { secret: 's', csrfToken: 't', items: [{ token: 'u', cityCode: '310100' }] },
      reasonCode: 'other',
    });
    expect(value).toEqual({
      phone: '13700000000',
      password: REDACTED,
      newPassword: REDACTED,
      otp: REDACTED,
      code: REDACTED,
      recoveryCode: REDACTED,
      nested: { secret: REDACTED, csrfToken: REDACTED, items: [{ token: REDACTED, cityCode: '310100' }] },
      reasonCode: 'other',
    });
  });

  it('cuts long text, and a value still over 8 KB of JSON is kept as a marked preview', () => {
    const long = auditValue({ description: '长'.repeat(5_000) }) as { description: string };
    expect(long.description.length).toBe(1_001);
    const huge = auditValue({ items: Array.from({ length: 150 }, (_, i) => ({ i, text: '文'.repeat(200) })) }) as Record<string, unknown>;
    expect(huge.truncated).toBe(true);
    expect(JSON.stringify(huge).length).toBeLessThanOrEqual(AUDIT_VALUE_MAX_CHARS + 200);
    expect(huge.chars).toBeGreaterThan(AUDIT_VALUE_MAX_CHARS);
  });

  it('writes dates as ISO text and leaves undefined fields out', () => {
    expect(auditValue({ at: new Date(Date.UTC(2026, 0, 2)), gone: undefined })).toEqual({ at: '2026-01-02T00:00:00.000Z' });
    expect(auditValue(undefined)).toBeNull();
  });

  it('compares a form before and after and keeps only what changed', () => {
    expect(changedFields({ title: 'a', sort: 1, keywords: ['x'] }, { title: 'b', sort: 1, keywords: ['x'] })).toEqual([
      { title: 'a' },
      { title: 'b' },
    ]);
  });
});

describe('the row of a handler that said nothing', () => {
  it('names the area and the id of the path, and keeps the body (secrets removed) as after', () => {
    const entry = new StaffAuditRecorder().entry(facts, { params: { id: 'p-1' }, body: { id: 'b-1', password: 'x', note: 'n' } });
    expect(entry).toMatchObject({
      objectType: 'content',
      objectId: 'p-1',
      before: null,
      after: { id: 'b-1', password: REDACTED, note: 'n' },
    });
  });

  it('takes the body id, else the first …Id field of the body, else none', () => {
    const recorder = new StaffAuditRecorder();
    expect(recorder.entry(facts, { params: {}, body: { id: 'b-1' } }).objectId).toBe('b-1');
    expect(recorder.entry(facts, { params: {}, body: { amount: 1, firmId: 'f-1', caseId: 'c-1' } }).objectId).toBe('f-1');
    expect(recorder.entry(facts, { params: undefined, body: undefined }).objectId).toBeNull();
    expect(recorder.entry(facts, { params: undefined, body: undefined }).after).toBeNull();
  });

  it('uses what the handler said when it said it', () => {
    const recorder = new StaffAuditRecorder();
    recorder.object('order', 'o-1');
    recorder.change({ stage: 30 }, { stage: 40 });
    expect(recorder.entry(facts, { params: { id: 'p' }, body: {} })).toMatchObject({
      objectType: 'order',
      objectId: 'o-1',
      before: { stage: 30 },
      after: { stage: 40 },
    });
  });
});

const staff: Actor = {
  userId: '00000000-0000-4000-8000-000000000001',
  tokenHash: 't',
  kind: 'staff',
  cname: '平台管理员',
  phone: '13700000000',
  roleCode: null,
  staffRole: 'admin',
  firmId: null,
  teamId: null,
  teamName: null,
  firm: null,
};

const save = endpoint({
  method: 'POST',
  path: '/api/ops/test/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string() }),
  response: z.object({ id: z.string() }),
});
const read = endpoint({ method: 'GET', path: '/api/ops/test', mutates: false, response: z.object({ n: z.number() }) });

/** An app with only the router and a staff caller, so the router's own audit step is what runs. */
async function routerApp(write: (entry: StaffAuditEntry) => Promise<void>, logs: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = staff;
  });
  registerErrorHandling(app);
  const router = createRouter(app, { resolve: () => ({ kind: 'self', userId: staff.userId }) as never }, { write });
  router.staff(
    save,
    async ({ params, body, audit }) => {
      if (body.title === 'refuse') throw badRequest('标题不能是refuse');
      audit.object('thing', params.id);
      audit.change({ title: 'old' }, { title: body.title });
      return ok({ id: params.id }, '已保存');
    },
    'content',
  );
  router.staff(read, async () => ok({ n: 1 }), 'content');
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the router writes the row', () => {
  it('writes one row after a write succeeds, none after a refused one, none for a read', async () => {
    const written: StaffAuditEntry[] = [];
    app = await routerApp(async (entry) => {
      written.push(entry);
    }, []);
    const saved = await app.inject({ method: 'POST', url: '/api/ops/test/t-1', payload: { title: '新标题' }, remoteAddress: '10.1.2.3' });
    expect(saved.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actorId: staff.userId,
      actorName: '平台管理员',
      staffRole: 'admin',
      ip: '10.1.2.3',
      method: 'POST',
      route: '/api/ops/test/:id',
      area: 'content',
      objectType: 'thing',
      objectId: 't-1',
      before: { title: 'old' },
      after: { title: '新标题' },
      summary: '已保存',
    });

    const refused = await app.inject({ method: 'POST', url: '/api/ops/test/t-1', payload: { title: 'refuse' } });
    expect(refused.statusCode).toBe(422);
    const read = await app.inject({ method: 'GET', url: '/api/ops/test' });
    expect(read.statusCode).toBe(200);
    expect(written).toHaveLength(1);
  });

  it('still answers the write when the row cannot be written, and logs that at error', async () => {
    const logs: string[] = [];
    app = await routerApp(async () => {
      throw new Error('database gone');
    }, logs);
    const saved = await app.inject({ method: 'POST', url: '/api/ops/test/t-2', payload: { title: '标题' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 1, data: { id: 't-2' } });
    const line = logs.map((l) => JSON.parse(l) as { level: number; msg: string; audit?: { objectId: string } }).find((l) => l.level === 50);
    expect(line?.msg).toBe('staff audit row could not be written');
    expect(line?.audit?.objectId).toBe('t-2');
  });
});
