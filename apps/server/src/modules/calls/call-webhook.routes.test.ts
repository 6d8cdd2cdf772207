import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { CallStatus } from '@hh/domain/calls/calls.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { type Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { CALL_WEBHOOK_PATH } from './call-webhook.routes';
import { REFUSAL_RULES } from './webhook-refusals';
import { WebhookRefusalsRepository } from './webhook-refusals.repository';
import {
  REFUSALS_KEEP_DAYS,
  REFUSALS_RETENTION_CRON,
  REFUSALS_RETENTION_JOB,
  RefusalsRetentionJob,
} from './webhook-refusals-retention.job';
import { signWebhook } from './webhook-signature';

/** The webhook as an outside prober meets it: floods, dates past the range, late events (issue 31). */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let t: TestApp;
let member: Caller; // 13800000010, the owner of the calls the tests create
const key = TEST_SECRET_BOX.derivedKey('call-webhook');
const SECOND = 1000;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ logStream, config: { callSandbox: { stepMs: 10, msPerTalkSecond: 5 } } });
  member = await signedIn(t.app, '13800000010');
});
afterAll(async () => t?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

function post(raw: string, options: { ip?: string; signature?: string | null; timestamp?: string } = {}) {
  const timestamp = options.timestamp ?? String(Date.now());
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-call-timestamp': timestamp };
  if (options.signature !== null) headers['x-call-signature'] = options.signature ?? signWebhook(key, timestamp, raw);
  return t.app.inject({ method: 'POST', url: CALL_WEBHOOK_PATH, headers, payload: raw, remoteAddress: options.ip ?? '198.51.100.1' });
}

const deliver = (event: Record<string, unknown>, ip?: string) => post(JSON.stringify(event), { ip });

/** Refusals stored from one address, or from every address starting with `prefix`. */
async function storedFrom(address: string, prefix = false): Promise<number> {
  const match = prefix ? sql`ip like ${`${address}%`}` : sql`ip = ${address}`;
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from call_webhook_refusals where ${match}`);
  return row?.n ?? 0;
}

function refusalLogs(source: string): { refusalsFromSource: number; limited: boolean }[] {
  return logLines
    .map((line) => JSON.parse(line) as { msg?: string; source?: string; refusalsFromSource: number; limited: boolean })
    .filter((entry) => entry.msg === 'call webhook refused' && entry.source === source);
}

/** The refusal counters run in one-minute windows: start a flood with room left in the window, so it is not split in two. */
async function roomInWindow(ms = 15 * SECOND) {
  const left = REFUSAL_RULES.windowMs - (Date.now() % REFUSAL_RULES.windowMs);
  if (left < ms) await new Promise((r) => setTimeout(r, left + 50));
}

/** A new call of member 13800000010 (a copy of one of theirs), placed `ago` ms ago, for events the test sends itself. */
async function newCall(ago = 60 * SECOND): Promise<{ id: string; providerCallId: string; startedAt: number }> {
  const id = randomUUID();
  const providerCallId = `probe-${id}`;
  const startedAt = Date.now() - ago;
  await t.database.db.execute(sql`
    insert into calls (id, firm_id, user_id, candidate_id, person_id, mode, state, provider_call_id, started_at)
    select ${id}, firm_id, user_id, candidate_id, person_id, mode, 'placed', ${providerCallId}, ${new Date(startedAt)}
      from calls where user_id = ${seedId('user:xh-member-a1')} limit 1`);
  return { id, providerCallId, startedAt };
}

const statusOf = async (callId: string) => (await member.get<CallStatus>(`/api/lietouCall/call/${callId}/status`)).body.data;

describe('unsigned deliveries', () => {
  it('answer at once, store at most five a source and minute, log a sample, and past twenty answer 429', async () => {
    await roomInWindow();
    const ip = '203.0.113.7';
    const raw = JSON.stringify({ providerCallId: 'sbx-x', event: 'completed', occurredAt: Date.now(), padding: 'x'.repeat(15 * 1024) });
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await post(raw, { ip, signature: i % 2 ? null : 'ab'.repeat(32) }));

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.slice(0, REFUSAL_RULES.limit)).toEqual(Array(REFUSAL_RULES.limit).fill(401));
    expect(statuses.slice(REFUSAL_RULES.limit)).toEqual(Array(100 - REFUSAL_RULES.limit).fill(429));
    expect(answers[0]?.json()).toEqual({ state: -1, success: false, message: '签名无效或请求已过期', data: { reason: 'bad_signature' } });
    expect(answers[1]?.json()).toMatchObject({ state: -1, data: { reason: 'no_signature' } });
    const limited = answers[REFUSAL_RULES.limit];
    expect(limited?.json()).toEqual({
      state: 4290,
      success: false,
      message: '被拒绝的请求过多，请稍后再试',
      data: { reason: 'too_many_refusals' },
    });
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect(await storedFrom(ip)).toBe(REFUSAL_RULES.storedPerSource);
    // One line when the source is first refused, one when it is limited, one at the hundredth; each carries the count.
    expect(refusalLogs(ip).map((l) => [l.refusalsFromSource, l.limited])).toEqual([
      [1, false],
      [REFUSAL_RULES.limit + 1, true],
      [100, true],
    ]);
  });

  it('never hold back a signed event from the limited address, nor unsigned posts from another', async () => {
    await roomInWindow();
    const ip = '203.0.113.8';
    for (let i = 0; i <= REFUSAL_RULES.limit; i++) await post('{}', { ip, signature: null });
    expect((await post('{}', { ip, signature: null })).statusCode).toBe(429);
    const call = await newCall();
    const ringing = await deliver({ providerCallId: call.providerCallId, event: 'ringing', occurredAt: call.startedAt + SECOND }, ip);
    expect(ringing.statusCode).toBe(200);
    expect(ringing.json()).toEqual({ state: 1, success: true, message: '成功', data: { result: 'applied' } });
    expect((await statusOf(call.id)).state).toBe('ringing');
    expect((await post('{}', { ip: '203.0.113.9', signature: null })).statusCode).toBe(401);
  });

  it('count an IPv6 /64 as one source', async () => {
    await roomInWindow();
    const statuses = [];
    for (let i = 1; i <= REFUSAL_RULES.limit + 1; i++)
      statuses.push((await post('{}', { ip: `2001:db8:77:1::${i.toString(16)}`, signature: null })).statusCode);
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    expect(await storedFrom('2001:db8:77:1::', true)).toBe(REFUSAL_RULES.storedPerSource);
  });

  it('from many addresses store no more than a hundred a minute in all', async () => {
    await roomInWindow(30 * SECOND);
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from call_webhook_refusals`);
    for (let host = 1; host <= 30; host++)
      for (let i = 0; i < REFUSAL_RULES.storedPerSource; i++) await post('{}', { ip: `192.0.2.${host}`, signature: null });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from call_webhook_refusals`);
    // 150 refusals, each address under its own five; the earlier tests of this minute count towards the hundred too.
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBeLessThanOrEqual(REFUSAL_RULES.storedInAll);
    expect(await storedFrom('192.0.2.1')).toBe(REFUSAL_RULES.storedPerSource);
    expect(await storedFrom('192.0.2.30')).toBe(0);
  });
});

describe('a signed event with a time past JavaScript’s date range', () => {
  it('is refused with 422 and a Chinese message, and changes nothing', async () => {
    const call = await newCall();
    const answer = await deliver({ providerCallId: call.providerCallId, event: 'ringing', occurredAt: 9e15 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ state: 4000, message: '事件格式不正确：occurredAt：事件时间须在2000年至2100年之间' });
    expect((await statusOf(call.id)).state).toBe('placed');
    expect(await rows(sql`select id from call_events where call_id = ${call.id}`)).toEqual([]);
  });
});

describe('events after a call ended', () => {
  it('leave a 未接听 call unanswered: a late answered and a 3,600 s completed are refused', async () => {
    const call = await newCall();
    await deliver({ providerCallId: call.providerCallId, event: 'ringing', occurredAt: call.startedAt + SECOND });
    await deliver({ providerCallId: call.providerCallId, event: 'no_answer', occurredAt: call.startedAt + 30 * SECOND });
    expect(await statusOf(call.id)).toMatchObject({ state: 'no_answer', stateLabel: '未接听' });

    const answered = await deliver({ providerCallId: call.providerCallId, event: 'answered', occurredAt: call.startedAt + 2 * SECOND });
    const completed = await deliver({
      providerCallId: call.providerCallId,
      event: 'completed',
      occurredAt: call.startedAt + 3_602 * SECOND,
      talkSeconds: 3_600,
      recorded: true,
    });
    for (const late of [answered, completed]) {
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ state: 4090, success: false, message: '通话已结束，该事件未应用', data: { reason: 'call_ended' } });
    }
    expect(await statusOf(call.id)).toEqual({
      callId: call.id,
      state: 'no_answer',
      stateLabel: '未接听',
      talkSeconds: 0,
      hasRecording: false,
    });
    const precheck = await member.get(`/api/lietouCall/contact/record/precheck/${call.id}/`);
    expect(precheck.status).toBe(404);
    expect(precheck.body.message).toBe('该通话没有录音');
    const events = await rows<{ event: string }>(sql`select event from call_events where call_id = ${call.id} order by event`);
    expect(events.map((e) => e.event)).toEqual(['no_answer', 'ringing']);
    // The provider retrying the delivery that ended it gets the answer it got the first time.
    const retried = await deliver({ providerCallId: call.providerCallId, event: 'no_answer', occurredAt: call.startedAt + 30 * SECOND });
    expect(retried.json()).toMatchObject({ state: 1, data: { result: 'duplicate' } });
  });
});

describe('talk time', () => {
  it('is never longer than answered → ended', async () => {
    const call = await newCall();
    await deliver({ providerCallId: call.providerCallId, event: 'answered', occurredAt: call.startedAt + 2 * SECOND });
    const completed = await deliver({
      providerCallId: call.providerCallId,
      event: 'completed',
      occurredAt: call.startedAt + 7 * SECOND,
      talkSeconds: 3_600,
      recorded: true,
    });
    expect(completed.json()).toMatchObject({ data: { result: 'applied' } });
    expect(await statusOf(call.id)).toMatchObject({ state: 'completed', talkSeconds: 5, hasRecording: true });
    // The recording fetched from the provider is as long as the talk time kept (8,000 bytes a second).
    const precheck = await member.get<{ size: number; talkSeconds: number }>(`/api/lietouCall/contact/record/precheck/${call.id}/`);
    expect(precheck.body.data).toMatchObject({ talkSeconds: 5, size: 44 + 5 * 8000 });
  });

  it('is bounded again when the answer arrives after the completion', async () => {
    const call = await newCall();
    const completed = { providerCallId: call.providerCallId, event: 'completed', talkSeconds: 3_600, recorded: true };
    await deliver({ ...completed, occurredAt: call.startedAt + 9 * SECOND });
    // Until the answer is known, the call is not completed and no longer than started → ended.
    expect(await statusOf(call.id)).toMatchObject({ state: 'placed', talkSeconds: 9 });
    await deliver({ providerCallId: call.providerCallId, event: 'answered', occurredAt: call.startedAt + 4 * SECOND });
    expect(await statusOf(call.id)).toMatchObject({ state: 'completed', talkSeconds: 5, hasRecording: true });
  });

  it('of a sandbox call fits its own times', async () => {
    const [target] = await rows<{ id: string }>(sql`
      select c.id from candidates c join people p on p.id = c.person_id
       where c.owner_id = ${seedId('user:xh-member-a1')} and c.deleted_at is null and right(p.phone, 1) in ('2','3','4','5','6','7','8','9')
       order by c.id limit 1`);
    const placed = await member.post<{ callId: string }>(`/api/lietouCall/click2call/${target?.id}`, {});
    let status = await statusOf(placed.body.data.callId);
    for (let i = 0; i < 200 && status.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = await statusOf(placed.body.data.callId);
    }
    expect(status.state).toBe('completed');
    expect(status.talkSeconds).toBeGreaterThanOrEqual(3);
    const [times] = await rows<{ answered: string; ended: string }>(
      sql`select answered_at as answered, ended_at as ended from calls where id = ${placed.body.data.callId}`,
    );
    expect(status.talkSeconds).toBeLessThanOrEqual(Math.ceil((Date.parse(times?.ended ?? '') - Date.parse(times?.answered ?? '')) / 1000));
  });
});

describe('retention of the stored refusals', () => {
  it('deletes refusals older than 30 days and keeps the newer ones, daily', async () => {
    const ip = '203.0.113.99';
    for (const [age, reason] of [
      [REFUSALS_KEEP_DAYS * DAY + 60_000, 'old'],
      [90 * DAY, 'old'],
      [REFUSALS_KEEP_DAYS * DAY - 60_000, 'kept'],
      [0, 'kept'],
    ] as const)
      await t.database.db.execute(sql`
        insert into call_webhook_refusals (id, reason, ip, detail, created_at)
        values (${randomUUID()}, ${reason}, ${ip}, '', ${new Date(Date.now() - age)})`);
    const removed = await new RefusalsRetentionJob(new WebhookRefusalsRepository(t.database.db)).run();
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await rows<{ reason: string }>(sql`select reason from call_webhook_refusals where ip = ${ip}`);
    expect(left.map((r) => r.reason)).toEqual(['kept', 'kept']);
    const [schedule] = await rows<{ cron: string }>(sql`select cron from pgboss.schedule where name = ${REFUSALS_RETENTION_JOB}`);
    expect(schedule?.cron).toBe(REFUSALS_RETENTION_CRON);
  });
});
