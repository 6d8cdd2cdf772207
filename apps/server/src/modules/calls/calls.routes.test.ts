import type { CallDetailRow, CallLogRow, CallStatus, PlacedCall } from '@hh/domain/calls/calls.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import type { Mailer, MailMessage } from '../../platform/mailer';
import { type Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { CALL_WEBHOOK_PATH } from './call-webhook.routes';
import { signWebhook } from './webhook-signature';

let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
    return { messageId: String(sent.length) };
  },
};
let member: Caller; // 13800000010, team A
const key = TEST_SECRET_BOX.derivedKey('call-webhook');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

/** A live record owned by the user whose number ends in a digit of `digits`. */
async function candidateOf(ownerKey: string, digits: string): Promise<{ id: string; person_id: string; phone: string }> {
  const [row] = await rows<{ id: string; person_id: string; phone: string }>(sql`
    select c.id, c.person_id, p.phone from candidates c join people p on p.id = c.person_id
     where c.owner_id = ${seedId(`user:${ownerKey}`)} and c.deleted_at is null and p.phone is not null
       and position(right(p.phone, 1) in ${digits}) > 0 order by c.id limit 1`);
  if (!row) throw new Error('no candidate');
  return row;
}

async function settle(caller: Caller, callId: string): Promise<CallStatus> {
  for (let i = 0; i < 200; i++) {
    const status = (await caller.get<CallStatus>(`/api/lietouCall/call/${callId}/status`)).body.data;
    if (['completed', 'no_answer', 'busy', 'failed'].includes(status.state)) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
  const state = await rows(
    sql`select state, provider_call_id, (select string_agg(event, ',') from call_events where call_id = ${callId}) as events from calls where id = ${callId}`,
  );
  const refused = await rows(sql`select reason, detail from call_webhook_refusals order by created_at desc limit 3`);
  throw new Error(`call did not end: ${JSON.stringify(state)} ${JSON.stringify(refused)}`);
}

function lastCode(): string {
  const text = sent.at(-1)?.text ?? '';
  return /验证码(\d{6})/.exec(text)?.[1] ?? '';
}

async function deliver(body: unknown, options: { timestamp?: number; signature?: string | null } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-call-timestamp': timestamp };
  if (options.signature !== null) headers['x-call-signature'] = options.signature ?? signWebhook(key, timestamp, raw);
  return t.app.inject({ method: 'POST', url: CALL_WEBHOOK_PATH, headers, payload: raw });
}

beforeAll(async () => {
  t = await createTestApp({ mailer, config: { callSandbox: { stepMs: 10, msPerTalkSecond: 5 } } });
  member = await signedIn(t.app, '13800000010');
});
afterAll(async () => t?.close());

describe('phone binding', () => {
  it('binds a phone with the SMS code: resend waits, a wrong code counts, the right one binds', async () => {
    const nobody = await signedIn(t.app, '13800000011');
    await t.database.db.execute(sql`delete from call_settings where user_id = ${seedId('user:xh-member-a2')}`);
    expect((await nobody.get<{ bound: boolean }>('/api/lietouCall/phone/blind')).body.data.bound).toBe(false);
    const first = await nobody.get('/api/lietouCall/verification/code', { phone: '13612345678' });
    expect(first.body).toMatchObject({ state: 1, data: { resendAfterSeconds: 60, validMinutes: 10 } });
    expect(sent.at(-1)?.to).toBe('13612345678@sms.sandbox.invalid');
    const code = lastCode();
    const again = await nobody.get('/api/lietouCall/verification/code', { phone: '13612345678' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/秒后再试/);
    const wrong = await nobody.get('/api/lietouCall/verification/blind', {
      phone: '13612345678',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.message).toBe('验证码错误');
    const other = await nobody.get('/api/lietouCall/verification/blind', { phone: '13612345679', code });
    expect(other.body.message).toBe('手机号与获取验证码的手机号不一致');
    const bound = await nobody.get<{ bound: boolean; phone: string }>('/api/lietouCall/verification/blind', { phone: '13612345678', code });
    expect(bound.body.data).toEqual({ bound: true, phone: '136****5678' });
    // The code is used up.
    expect((await nobody.get('/api/lietouCall/verification/blind', { phone: '13612345678', code })).body.message).toBe('请先获取验证码');
  });

  it('refuses after five wrong tries and an expired code', async () => {
    const caller = await signedIn(t.app, '13800000012');
    await caller.get('/api/lietouCall/verification/code', { phone: '13612340000' });
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await caller.get('/api/lietouCall/verification/blind', { phone: '13612340000', code: wrong });
    expect((await caller.get('/api/lietouCall/verification/blind', { phone: '13612340000', code })).body.message).toBe(
      '验证码错误次数过多，请重新获取',
    );
    await t.database.db.execute(
      sql`update call_sms_codes set sent_at = now() - interval '11 minutes', tries = 0 where user_id = ${seedId('user:xh-member-b1')}`,
    );
    expect((await caller.get('/api/lietouCall/verification/blind', { phone: '13612340000', code })).body.message).toBe(
      '验证码已过期，请重新获取',
    );
    expect((await caller.get('/api/lietouCall/verification/code', { phone: '1361234' })).status).toBe(422);
  });
});

describe('click-to-call', () => {
  it('places a call by candidate id; the sandbox answers, records, and the log shows it', async () => {
    const target = await candidateOf('xh-member-a1', '23456789');
    const placed = await member.post<PlacedCall>(`/api/lietouCall/click2call/${target.id}`, {});
    expect(placed.body.state).toBe(1);
    expect(JSON.stringify(placed.body)).not.toContain(target.phone);
    const status = await settle(member, placed.body.data.callId);
    expect(status).toMatchObject({ state: 'completed', stateLabel: '已接通', hasRecording: true });
    expect(status.talkSeconds).toBeGreaterThanOrEqual(3);

    const pre = await member.get<{ size: number }>(`/api/lietouCall/contact/record/precheck/${placed.body.data.callId}/`);
    expect(pre.body.data.size).toBe(44 + status.talkSeconds * 8000);
    const audio = await member.get(`/api/lietouCall/contact/record/${placed.body.data.callId}/`);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('application/octet-stream');
    expect(audio.raw.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.raw.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const [plays] = await rows<{ n: number }>(
      sql`select count(*)::int as n from call_record_plays where call_id = ${placed.body.data.callId}`,
    );
    expect(plays?.n).toBe(1);

    const log = await member.post<{ list: CallLogRow[]; total: number }>('/api/lietouCall/contact/log/collection/page', {});
    const row = log.body.data.list.find((r) => r.candidateId === target.id);
    expect(row?.candidatePhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row?.contactTimes).toBeGreaterThanOrEqual(1);
    expect(log.body.data.list.length).toBeLessThanOrEqual(20);
    const contact = log.body.data.list.map((r) => r.contactTimes);
    expect(contact).toEqual([...contact].sort((a, b) => b - a));
    const detail = await member.post<{ list: CallDetailRow[] }>('/api/lietouCall/contact/log/detail/page', { candidateId: target.id });
    expect(detail.body.data.list[0]).toMatchObject({ id: placed.body.data.callId, state: 'completed', hasRecording: true });
    const resume = await member.post<{ list: CallDetailRow[] }>('/api/lietouCall/resume/contact/log/detail/', { userId: target.id });
    expect(resume.body.data.list.map((c) => c.id)).toContain(placed.body.data.callId);
  });

  it('records unanswered and busy numbers without a recording', async () => {
    for (const [digit, state] of [
      ['0', 'no_answer'],
      ['1', 'busy'],
    ] as const) {
      const target = await candidateOf('xh-member-a1', digit);
      const placed = await member.post<PlacedCall>(`/api/lietouCall/click2call/${target.id}`, {});
      expect((await settle(member, placed.body.data.callId)).state).toBe(state);
      const pre = await member.get(`/api/lietouCall/contact/record/precheck/${placed.body.data.callId}/`);
      expect(pre.status).toBe(404);
      expect(pre.body.message).toBe('该通话没有录音');
    }
  });

  it('answers another firm, another team and a wrong order as missing; a member sees no other member’s recording', async () => {
    const target = await candidateOf('xh-member-a1', '23456789');
    const stranger = await signedIn(t.app, '13900000010');
    expect((await stranger.post(`/api/lietouCall/click2call/${target.id}`, {})).status).toBe(404);
    const [call] = await rows<{ id: string }>(
      sql`select id from calls where user_id = ${seedId('user:xh-member-a1')} and has_recording limit 1`,
    );
    if (!call) throw new Error('no recorded call');
    for (const phone of ['13900000010', '13800000012']) {
      const other = await signedIn(t.app, phone);
      expect((await other.get(`/api/lietouCall/contact/record/${call.id}/`)).status).toBe(404);
      expect((await other.get(`/api/lietouCall/contact/record/precheck/${call.id}/`)).status).toBe(404);
    }
    // The team leader and the manager reach it; the seeded call's recording is made on first play.
    for (const phone of ['13800000020', '13800000030']) {
      const leader = await signedIn(t.app, phone);
      const audio = await leader.get(`/api/lietouCall/contact/record/${call.id}/`);
      expect(audio.status).toBe(200);
      expect(audio.raw.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    }
    const [foreignOrder] = await rows<{ id: string }>(sql`select id from orders where person_id <> ${target.person_id} limit 1`);
    expect((await member.post(`/api/lietouCall/click2call/${target.id}`, { orderId: foreignOrder?.id })).status).toBe(404);
    expect((await member.post('/api/lietouCall/click2call/not-an-id', {})).status).toBe(404);
  });

  it('calls a number only after the caller revealed it', async () => {
    const target = await candidateOf('xh-member-a1', '23456789');
    const [viewed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sensitive_views where user_id = ${seedId('user:xh-member-a1')} and person_id = ${target.person_id}`,
    );
    if ((viewed?.n ?? 0) === 0) expect((await member.post(`/api/lietouCall/click2call/phone/${target.phone}`)).status).toBe(404);
    await member.post('/api/sensitive/data/view', { commonUserId: target.person_id, type: 1 });
    const placed = await member.post<PlacedCall>(`/api/lietouCall/click2call/phone/${target.phone}`);
    expect(placed.body.state).toBe(1);
    expect((await settle(member, placed.body.data.callId)).state).toBe('completed');
  });

  it('needs a bound phone for two-way calls', async () => {
    await t.database.db.execute(sql`update call_settings set phone = null where user_id = ${seedId('user:xh-member-a2')}`);
    const caller = await signedIn(t.app, '13800000011');
    const target = await candidateOf('xh-member-a2', '23456789');
    const refused = await caller.post(`/api/lietouCall/click2call/${target.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('请先在设置中绑定您的手机号');
  });
});

describe('provider webhook', () => {
  async function refusals(reason: string): Promise<number> {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from call_webhook_refusals where reason = ${reason}`);
    return row?.n ?? 0;
  }

  it('refuses a missing or wrong signature and a stale timestamp, and logs each refusal', async () => {
    const body = { providerCallId: 'sbx-x', event: 'ringing', occurredAt: Date.now() };
    expect((await deliver(body, { signature: null })).statusCode).toBe(401);
    expect(await refusals('no_signature')).toBe(1);
    expect((await deliver(body, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
    expect(await refusals('bad_signature')).toBe(1);
    // A delivery captured and replayed later: its signature is right, its timestamp outside the window.
    const old = Date.now() - 6 * 60_000;
    expect((await deliver(body, { timestamp: old })).statusCode).toBe(401);
    expect(await refusals('stale')).toBe(1);
    expect((await deliver(body)).statusCode).toBe(404);
    expect(await refusals('unknown_call')).toBe(1);
    // A tampered body under a signature of another body.
    const timestamp = String(Date.now());
    const forged = await t.app.inject({
      method: 'POST',
      url: CALL_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-call-timestamp': timestamp, 'x-call-signature': signWebhook(key, timestamp, '{}') },
      payload: JSON.stringify(body),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('applies an event once per call and refuses an event the ended call never had', async () => {
    const [call] = await rows<{ id: string; provider_call_id: string; state: string }>(
      sql`select id, provider_call_id, state from calls where state = 'completed' limit 1`,
    );
    if (!call) throw new Error('no call');
    const again = await deliver({ providerCallId: call.provider_call_id, event: 'completed', occurredAt: Date.now(), talkSeconds: 999 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 1, data: { result: 'duplicate' } });
    const late = await deliver({ providerCallId: call.provider_call_id, event: 'busy', occurredAt: Date.now() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: '通话已结束，该事件未应用', data: { reason: 'call_ended' } });
    const [after] = await rows<{ state: string; talk_seconds: number }>(sql`select state, talk_seconds from calls where id = ${call.id}`);
    expect(after?.state).toBe('completed');
    expect(after?.talk_seconds).not.toBe(999);
  });
});

describe('calls in the order timeline', () => {
  it('lists the calls placed from an order, to its scope only', async () => {
    const [order] = await rows<{ id: string; candidate_id: string }>(sql`
      select o.id, c.id as candidate_id from orders o
        join candidates c on c.person_id = o.person_id and c.owner_id = o.hunter_id and c.deleted_at is null
        join people p on p.id = o.person_id and p.phone is not null and right(p.phone, 1) in ('2','3','4','5','6','7','8','9')
       where o.hunter_id = ${seedId('user:xh-member-a1')} order by o.id limit 1`);
    if (!order) throw new Error('no order with a callable record');
    const before = await member.get<{ list: CallDetailRow[]; total: number }>(`/api/lietouCall/order/${order.id}/calls`);
    expect(before.status).toBe(200);
    const placed = await member.post<PlacedCall>(`/api/lietouCall/click2call/${order.candidate_id}`, { orderId: order.id });
    expect(placed.body.state).toBe(1);
    await settle(member, placed.body.data.callId);
    const after = await member.get<{ list: CallDetailRow[]; total: number }>(`/api/lietouCall/order/${order.id}/calls`);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.list.at(-1)).toMatchObject({ id: placed.body.data.callId, orderId: order.id, state: 'completed' });
    // A call placed without the order is not on its timeline.
    const loose = await member.post<PlacedCall>(`/api/lietouCall/click2call/${order.candidate_id}`, {});
    await settle(member, loose.body.data.callId);
    const still = await member.get<{ list: CallDetailRow[] }>(`/api/lietouCall/order/${order.id}/calls`);
    expect(still.body.data.list.map((c) => c.id)).not.toContain(loose.body.data.callId);
    // Another firm's consultant, and a made-up id, get 404.
    expect((await (await signedIn(t.app, '13900000010')).get(`/api/lietouCall/order/${order.id}/calls`)).status).toBe(404);
    expect((await member.get('/api/lietouCall/order/not-an-id/calls')).status).toBe(404);
  });
});

describe('chairs and channel', () => {
  it('lets the manager list, bind and unbind chairs; the user sees the password once', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const page = await manager.post<{ list: { id: string; chairPassWd: string; userId: string | null }[]; total: number }>(
      '/api/lietouCall/chair/page',
      {},
    );
    expect(page.body.data.total).toBe(6);
    for (const chair of page.body.data.list) expect(chair.chairPassWd).toMatch(/^\*{6}\d{2}$/);
    expect((await member.post('/api/lietouCall/chair/page', {})).status).toBe(404);
    const free = page.body.data.list.find((c) => c.userId === null);
    if (!free) throw new Error('no free chair');
    const caller = await signedIn(t.app, '13800000011');
    expect((await caller.get('/api/lietouCall/chair')).body.data).toBeNull();
    expect((await caller.post('/api/lietouCall/chanel/2')).status).toBe(409);
    const bind = await manager.post('/api/lietouCall/chair/blind', { chairId: free.id, userId: seedId('user:xh-member-a2') });
    expect(bind.body.message).toBe('坐席已绑定');
    const foreign = await manager.post('/api/lietouCall/chair/blind', { chairId: free.id, userId: seedId('user:yh-member') });
    expect(foreign.status).toBe(404);
    const first = await caller.get<{ chairPassWd: string; passwordRevealed: boolean }>('/api/lietouCall/chair');
    expect(first.body.data.passwordRevealed).toBe(true);
    expect(first.body.data.chairPassWd).toMatch(/^\d{6}$/);
    const second = await caller.get<{ chairPassWd: string; passwordRevealed: boolean }>('/api/lietouCall/chair');
    expect(second.body.data).toMatchObject({ passwordRevealed: false, chairPassWd: `******${first.body.data.chairPassWd.slice(-2)}` });
    const mode = await caller.post<{ mode: number }>('/api/lietouCall/chanel/2');
    expect(mode.body.data.mode).toBe(2);
    expect((await caller.get<{ mode: number }>('/api/lietouCall/chanel')).body.data.mode).toBe(2);
    expect((await caller.post('/api/lietouCall/chanel/3')).status).toBe(422);
    const target = await candidateOf('xh-member-a2', '23456789');
    const direct = await caller.post<PlacedCall>(`/api/lietouCall/direct2Call/${target.id}`, {});
    expect(direct.body.state).toBe(1);
    expect((await settle(caller, direct.body.data.callId)).state).toBe('completed');
    const [row] = await rows<{ mode: number }>(sql`select mode from calls where id = ${direct.body.data.callId}`);
    expect(row?.mode).toBe(2);
    expect((await manager.post(`/api/lietouCall/chair/blind/takeoff/${free.id}`)).body.message).toBe('坐席已解绑');
    expect((await caller.get('/api/lietouCall/chair')).body.data).toBeNull();
    const other = await signedIn(t.app, '13900000030');
    expect((await other.post(`/api/lietouCall/chair/blind/takeoff/${free.id}`)).status).toBe(404);
  });

  it('lets the manager create, edit and remove chairs; the password is sealed and shown once to its user', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const empty = await manager.post('/api/lietouCall/chair/save', { chairNo: '800188', callChairId: 'sbx-new-1' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('请输入坐席密码');
    const bad = await manager.post('/api/lietouCall/chair/save', { chairNo: '80 01', chairPassWd: '12', callChairId: '' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/坐席号只能包含数字、字母和短横线|坐席密码至少6个字符|请输入坐席ID/);
    const before = (await manager.post<{ total: number }>('/api/lietouCall/chair/page', {})).body.data.total;
    expect((await member.post('/api/lietouCall/chair/save', { chairNo: '800188', chairPassWd: '556677', callChairId: 'x' })).status).toBe(
      404,
    );

    const created = await manager.post<{ id: string }>('/api/lietouCall/chair/save', {
      chairNo: '800188',
      chairPassWd: '556677',
      callChairId: 'sbx-new-1',
    });
    expect(created.body).toMatchObject({ state: 1, message: '坐席已创建' });
    const id = created.body.data.id;
    const [sealed] = await rows<{ password_sealed: string }>(sql`select password_sealed from call_chairs where id = ${id}`);
    expect(sealed?.password_sealed).not.toContain('556677');
    const dup = await manager.post('/api/lietouCall/chair/save', { chairNo: '800188', chairPassWd: '111111', callChairId: 'sbx-new-2' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('坐席号800188已存在');
    const listed = await manager.post<{ list: { id: string; chairNo: string; chairPassWd: string }[]; total: number }>(
      '/api/lietouCall/chair/page',
      { chairNo: '800188' },
    );
    expect(listed.body.data.list).toEqual([expect.objectContaining({ id, chairNo: '800188', chairPassWd: '******77' })]);
    expect((await manager.post<{ total: number }>('/api/lietouCall/chair/page', {})).body.data.total).toBe(before + 1);

    // Bound to a consultant, who sees the password once; an edit with a new password shows it once again.
    await manager.post('/api/lietouCall/chair/blind', { chairId: id, userId: seedId('user:xh-member-a2') });
    const caller = await signedIn(t.app, '13800000011');
    expect((await caller.get<{ chairPassWd: string }>('/api/lietouCall/chair')).body.data.chairPassWd).toBe('556677');
    expect((await caller.get<{ chairPassWd: string }>('/api/lietouCall/chair')).body.data.chairPassWd).toBe('******77');
    const keep = await manager.post('/api/lietouCall/chair/save', { id, chairNo: '800189', chairPassWd: '', callChairId: 'sbx-new-9' });
    expect(keep.body.message).toBe('坐席已保存');
    expect((await caller.get('/api/lietouCall/chair')).body.data).toMatchObject({
      chairNo: '800189',
      chairPassWd: '******77',
      callChairId: 'sbx-new-9',
    });
    await manager.post('/api/lietouCall/chair/save', { id, chairNo: '800189', chairPassWd: 'abc12345', callChairId: 'sbx-new-9' });
    expect((await caller.get('/api/lietouCall/chair')).body.data).toMatchObject({ chairPassWd: 'abc12345', passwordRevealed: true });
    expect((await caller.post<{ mode: number }>('/api/lietouCall/chanel/2')).body.data.mode).toBe(2);

    // Another firm's manager cannot touch it; removing it takes the user back to two-way calls.
    const other = await signedIn(t.app, '13900000030');
    expect((await other.post('/api/lietouCall/chair/save', { id, chairNo: '1', chairPassWd: '123456', callChairId: 'x' })).status).toBe(
      404,
    );
    expect((await other.post(`/api/lietouCall/chair/remove/${id}`)).status).toBe(404);
    expect((await manager.post(`/api/lietouCall/chair/remove/${id}`)).body.message).toBe('坐席已删除');
    expect((await caller.get('/api/lietouCall/chair')).body.data).toBeNull();
    expect((await caller.get<{ mode: number; chairBound: boolean }>('/api/lietouCall/chanel')).body.data).toMatchObject({
      mode: 1,
      chairBound: false,
    });
    expect((await manager.post(`/api/lietouCall/chair/remove/${id}`)).status).toBe(404);
  });
});
