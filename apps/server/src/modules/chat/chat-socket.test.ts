import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ServerFrame } from '@hh/domain/chat/chat-socket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedId } from '../../db/seed/seed-ids';
import { createSharedStore, type SharedStore } from '../../platform/shared-store';
import { Caller, createTestApp, signedIn, stamp, type TestApp } from '../../test/test-app';

/** A socket client as the web's chat is: cookie, our Origin, a fresh request-time stamp, the token of add/user.json. */
class TestSocket {
  readonly frames: ServerFrame[] = [];
  closeCode: number | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame;
      this.frames.push(frame);
      if (frame.t === 'msg') ws.send(JSON.stringify({ t: 'ack', id: frame.message.id }));
    });
    ws.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async open(app: FastifyInstance, caller: Caller, options: { token?: string; origin?: string } = {}): Promise<TestSocket> {
    const token = options.token ?? (await caller.post<{ password: string }>('/api/easemob/im/add/user.json')).body.data.password;
    const { port } = app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/socket?token=${token}&requesttime=${stamp()}`, {
      headers: { cookie: caller.cookie ?? '', origin: options.origin ?? `http://127.0.0.1:${port}` },
    });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve) => {
      ws.once('open', () => resolve());
      ws.once('error', () => resolve());
      ws.once('unexpected-response', (req, res) => {
        socket.closeCode = res.statusCode;
        req.destroy();
        resolve();
      });
    });
    return socket;
  }

  async waitFor<T extends ServerFrame>(match: (f: ServerFrame) => f is T): Promise<T>;
  async waitFor(match: (f: ServerFrame) => boolean): Promise<ServerFrame>;
  async waitFor(match: (f: ServerFrame) => boolean): Promise<ServerFrame> {
    for (let i = 0; i < 200; i++) {
      const found = this.frames.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching frame among ${JSON.stringify(this.frames)}`);
  }

  async waitClosed(): Promise<number | undefined> {
    for (let i = 0; i < 200 && this.closeCode === undefined; i++) await new Promise((r) => setTimeout(r, 25));
    return this.closeCode;
  }

  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame));
  }

  close() {
    this.ws.close();
  }
}

const memberId = seedId('user:xh-member-a1');
const pmId = seedId('user:pm');
let n = 0;
const say = (caller: Caller, from: string, to: string, message: string) =>
  caller.post<{ id: string }>('/api/easemob/im/add/message.json', {
    msgId: `sock-${Date.now()}-${++n}`,
    fromEasemobId: from,
    toEasemobId: to,
    message,
  });
const isMsg =
  (text: string) =>
  (f: ServerFrame): f is Extract<ServerFrame, { t: 'msg' }> =>
    f.t === 'msg' && f.message.message === text;

/** The app's log lines, parsed, for the tests that look at what a client's fault writes. */
const logLines: { level: number; msg?: string; [key: string]: unknown }[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});
async function logged(match: (line: (typeof logLines)[number]) => boolean) {
  for (let i = 0; i < 200 && !logLines.some(match); i++) await new Promise((r) => setTimeout(r, 25));
  return logLines.find(match);
}
const PINO_ERROR = 50;

describe('chat socket', () => {
  let t: TestApp;
  let member: Caller;
  let pm: Caller;
  beforeAll(async () => {
    t = await createTestApp({ logStream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await signedIn(t.app, '13800000010');
    pm = await signedIn(t.app, '13700000001');
  });
  afterAll(async () => t?.close());

  it('pushes a stored message to the receiver and the sender’s other tabs', async () => {
    const pmSocket = await TestSocket.open(t.app, pm);
    const memberTab = await TestSocket.open(t.app, member);
    await pmSocket.waitFor((f) => f.t === 'ready');
    await memberTab.waitFor((f) => f.t === 'ready');
    const sent = await say(member, memberId, pmId, '推送测试');
    const got = await pmSocket.waitFor(isMsg('推送测试'));
    expect(got.message).toMatchObject({ id: sent.body.data.id, fromEasemobId: memberId, toEasemobId: pmId });
    await memberTab.waitFor(isMsg('推送测试'));
    pmSocket.close();
    memberTab.close();
  });

  it('resumes after the last id a client saw', async () => {
    const first = await TestSocket.open(t.app, pm);
    await first.waitFor((f) => f.t === 'ready');
    const seen = await say(member, memberId, pmId, '断线前');
    await first.waitFor(isMsg('断线前'));
    first.close();
    await first.waitClosed();
    await say(member, memberId, pmId, '断线时一');
    await say(member, memberId, pmId, '断线时二');
    const again = await TestSocket.open(t.app, pm);
    await again.waitFor((f) => f.t === 'ready');
    again.send({ t: 'resume', after: seen.body.data.id });
    await again.waitFor((f) => f.t === 'resumed');
    const texts = again.frames.flatMap((f) => (f.t === 'msg' ? [f.message.message] : []));
    expect(texts).toEqual(['断线时一', '断线时二']);
    again.close();
  });

  it('gives a first resume a cursor, so a client that saw nothing before a drop still gets what came meanwhile', async () => {
    const first = await TestSocket.open(t.app, pm);
    await first.waitFor((f) => f.t === 'ready');
    first.send({ t: 'resume', after: null });
    const resumed = await first.waitFor((f): f is Extract<ServerFrame, { t: 'resumed' }> => f.t === 'resumed');
    expect(resumed.cursor).toMatch(/^\d+$/);
    first.close();
    await first.waitClosed();
    await say(member, memberId, pmId, '离线时到的');
    const again = await TestSocket.open(t.app, pm);
    await again.waitFor((f) => f.t === 'ready');
    again.send({ t: 'resume', after: resumed.cursor });
    await again.waitFor(isMsg('离线时到的'));
    again.close();
  });

  it('refuses a socket without a valid token, from another site, or without a session', async () => {
    const badToken = await TestSocket.open(t.app, member, { token: randomBytes(24).toString('base64url') });
    expect(await badToken.waitClosed()).toBe(4401);
    // Another user's token does not open my socket.
    const pmToken = (await pm.post<{ password: string }>('/api/easemob/im/add/user.json')).body.data.password;
    expect(await (await TestSocket.open(t.app, member, { token: pmToken })).waitClosed()).toBe(4401);
    const foreign = await TestSocket.open(t.app, member, { origin: 'https://evil.example' });
    expect(foreign.closeCode).toBe(403);
    const anonymous = { cookie: undefined, post: member.post.bind(member) } as unknown as Caller;
    expect((await TestSocket.open(t.app, anonymous)).closeCode).toBe(401);
  });

  it('runs one resume at a time per socket: a second one while the first reads is refused with a frame, and the first answers', async () => {
    const socket = await TestSocket.open(t.app, pm);
    await socket.waitFor((f) => f.t === 'ready');
    const seen = await say(member, memberId, pmId, '忙时之前');
    await socket.waitFor(isMsg('忙时之前'));
    await say(member, memberId, pmId, '忙时之后');
    await socket.waitFor(isMsg('忙时之后'));
    // Hold the messages table so the first resume's read waits on it.
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table chat_messages in access exclusive mode');
      socket.send({ t: 'resume', after: seen.body.data.id });
      socket.send({ t: 'resume', after: seen.body.data.id });
      const busy = await socket.waitFor((f): f is Extract<ServerFrame, { t: 'error' }> => f.t === 'error');
      expect(busy).toEqual({ t: 'error', code: 'resume-busy', message: '上一次消息同步尚未完成，请稍候', retryAfterMs: null });
      expect(socket.frames.some((f) => f.t === 'resumed')).toBe(false);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    await socket.waitFor((f) => f.t === 'resumed');
    socket.send({ t: 'ping' });
    await socket.waitFor((f) => f.t === 'pong');
    expect(socket.frames.filter((f) => f.t === 'resumed')).toHaveLength(1);
    // The live push and the one resume: the refused resume read nothing.
    expect(socket.frames.filter(isMsg('忙时之后'))).toHaveLength(2);
    socket.close();
  });

  describe('a client that breaks the protocol is closed with the code that says why, logged at info without a stack', () => {
    const cases: [string, (ws: WebSocket) => void, number, string][] = [
      [
        'a message over maxPayload (4096 bytes)',
        (ws) => ws.send(JSON.stringify({ t: 'ping', pad: 'x'.repeat(5000) })),
        1009,
        'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      ],
      [
        'invalid UTF-8 in a text message',
        (ws) => ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false }),
        1007,
        'WS_ERR_INVALID_UTF8',
      ],
      ['text that is not JSON', (ws) => ws.send('{not json'), 1008, 'not a chat frame'],
      ['an unknown frame type', (ws) => ws.send(JSON.stringify({ t: 'subscribe', all: true })), 1008, 'not a chat frame'],
      ['a binary message', (ws) => ws.send(Buffer.from('{"t":"ping"}'), { binary: true }), 1003, 'not a chat frame'],
    ];
    it.each(cases)('%s', async (_name, send, closeCode, logged_) => {
      const from = logLines.length;
      const socket = await TestSocket.open(t.app, member);
      await socket.waitFor((f) => f.t === 'ready');
      send(socket.ws);
      expect(await socket.waitClosed()).toBe(closeCode);
      const line = await logged((l) => logLines.indexOf(l) >= from && JSON.stringify(l).includes(logged_));
      expect(line?.level).toBe(30);
      const since = logLines.slice(from);
      expect(since.filter((l) => l.level >= PINO_ERROR)).toEqual([]);
      expect(JSON.stringify(since)).not.toContain('"stack"');
    });
  });

  it('answers a plain GET without an upgrade with 426', async () => {
    expect((await member.get('/api/im/socket')).status).toBe(426);
  });
});

const isError = (f: ServerFrame): f is Extract<ServerFrame, { t: 'error' }> => f.t === 'error';

/** Resumes a socket and waits for its answer: the batch's end, or a refusal. */
async function resumeOnce(socket: TestSocket, after: string | null): Promise<ServerFrame> {
  const from = socket.frames.length;
  socket.send({ t: 'resume', after });
  for (let i = 0; i < 200; i++) {
    const answer = socket.frames.slice(from).find((f) => f.t === 'resumed' || f.t === 'error');
    if (answer) return answer;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no answer to the resume');
}

describe('chat socket resume budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { chatResumeRate: { max: 3, windowMs: 60_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('holds across a user’s sockets; past it a resume reads nothing and says when to ask again; others are untouched', async () => {
    const pm = await signedIn(t.app, '13700000001');
    const member = await signedIn(t.app, '13800000010');
    const tabA = await TestSocket.open(t.app, pm);
    const tabB = await TestSocket.open(t.app, pm);
    await tabA.waitFor((f) => f.t === 'ready');
    await tabB.waitFor((f) => f.t === 'ready');
    const first = await resumeOnce(tabA, null);
    expect(first.t).toBe('resumed');
    const cursor = first.t === 'resumed' ? first.cursor : null;
    await say(member, memberId, pmId, '预算');
    await tabB.waitFor(isMsg('预算'));
    expect((await resumeOnce(tabB, cursor)).t).toBe('resumed');
    expect((await resumeOnce(tabA, cursor)).t).toBe('resumed');
    const readBefore = tabB.frames.filter(isMsg('预算')).length;
    expect(readBefore).toBe(2); // the live push and the resume
    const refused = await resumeOnce(tabB, cursor);
    expect(refused).toMatchObject({ t: 'error', code: 'resume-limited', message: '消息同步过于频繁，请稍后再试' });
    const retryAfterMs = isError(refused) ? refused.retryAfterMs : null;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    tabB.send({ t: 'ping' });
    await tabB.waitFor((f) => f.t === 'pong');
    expect(tabB.frames.filter(isMsg('预算'))).toHaveLength(readBefore);
    // Another user's budget is their own.
    const memberTab = await TestSocket.open(t.app, member);
    await memberTab.waitFor((f) => f.t === 'ready');
    expect((await resumeOnce(memberTab, null)).t).toBe('resumed');
    for (const socket of [tabA, tabB, memberTab]) socket.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// The two-instance tests want a Redis (TEST_REDIS_URL). Without one they are skipped (the first
// `npm test` pass runs on the in-process store); CI's Redis pass sets TEST_REQUIRE_REDIS=1, so there
// a missing Redis fails them instead of skipping.
describe.skipIf(!redisUrl && !process.env.TEST_REQUIRE_REDIS)('chat socket across two instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let storeA: SharedStore;
  let storeB: SharedStore;
  let bClosed = false;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required in CI for the two-instance chat tests');
    const prefix = `hh-chat-test-${randomBytes(4).toString('hex')}:`;
    storeA = createSharedStore(redisUrl, prefix);
    storeB = createSharedStore(redisUrl, prefix);
    // A steady stream from one sender: the per-user send rate is not what these tests are about.
    // The resume budget is small, so one test shows it holds across the instances.
    const config = { chatRate: { max: 1000, windowMs: 10_000 }, chatResumeRate: { max: 3, windowMs: 60_000 } };
    a = await createTestApp({ store: storeA, config });
    b = await createTestApp({ store: storeB, databaseUrl: a.databaseUrl, config });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (!bClosed) await b?.close();
    await a?.close();
    await storeA?.close();
    await storeB?.close();
  });

  it('delivers a message sent on one instance to a socket on the other', async () => {
    const pmOnB = await signedIn(b.app, '13700000001');
    const memberOnA = await signedIn(a.app, '13800000010');
    const socket = await TestSocket.open(b.app, pmOnB);
    await socket.waitFor((f) => f.t === 'ready');
    await say(memberOnA, memberId, pmId, '跨实例');
    await socket.waitFor(isMsg('跨实例'));
    socket.close();
  });

  it('counts a user’s resumes on both instances against one budget', async () => {
    const memberOnA = await signedIn(a.app, '13800000010');
    const memberOnB = new Caller(b.app);
    memberOnB.cookie = memberOnA.cookie;
    const onA = await TestSocket.open(a.app, memberOnA);
    const onB = await TestSocket.open(b.app, memberOnB);
    await onA.waitFor((f) => f.t === 'ready');
    await onB.waitFor((f) => f.t === 'ready');
    expect((await resumeOnce(onA, null)).t).toBe('resumed');
    expect((await resumeOnce(onB, null)).t).toBe('resumed');
    expect((await resumeOnce(onA, null)).t).toBe('resumed');
    expect(await resumeOnce(onB, null)).toMatchObject({ t: 'error', code: 'resume-limited' });
    onA.close();
    onB.close();
  });

  it('loses no acknowledged message when the instance holding the receiver dies mid-run', async () => {
    const pmOnB = await signedIn(b.app, '13700000001');
    const memberOnA = await signedIn(a.app, '13800000010');
    const first = await TestSocket.open(b.app, pmOnB);
    await first.waitFor((f) => f.t === 'ready');
    const acknowledged: string[] = [];
    let second: TestSocket | undefined;
    for (let i = 0; i < 30; i++) {
      const sent = await say(memberOnA, memberId, pmId, `断机-${i}`);
      // Acknowledged to the sender = stored; only those must arrive.
      if (sent.body.state === 1) acknowledged.push(sent.body.data.id);
      if (i === 9) {
        // Kill B: its sockets drop without a close frame (as when the process dies), then it stops.
        for (const client of b.app.websocketServer.clients) client.terminate();
        bClosed = true;
        await b.close();
        await first.waitClosed();
      }
      if (i === 19) {
        // The receiver's client reconnects to the other instance with its session and asks for what came after the last id it saw.
        const pmOnA = new Caller(a.app);
        pmOnA.cookie = pmOnB.cookie;
        second = await TestSocket.open(a.app, pmOnA);
        await second.waitFor((f) => f.t === 'ready');
        const seen = first.frames.flatMap((f) => (f.t === 'msg' ? [BigInt(f.message.id)] : []));
        const last = seen.reduce((m, id) => (id > m ? id : m), 0n);
        second.send({ t: 'resume', after: last > 0n ? last.toString() : null });
        await second.waitFor((f) => f.t === 'resumed');
      }
    }
    expect(acknowledged).toHaveLength(30);
    const got = () => new Set([...first.frames, ...(second?.frames ?? [])].flatMap((f) => (f.t === 'msg' ? [f.message.id] : [])));
    for (let i = 0; i < 200 && !acknowledged.every((id) => got().has(id)); i++) await new Promise((r) => setTimeout(r, 25));
    expect(acknowledged.filter((id) => !got().has(id))).toEqual([]);
    // Everything sent after the kill came to the socket on the other instance (the resume, then live).
    expect(second?.frames.filter((f) => f.t === 'msg').length).toBeGreaterThanOrEqual(20);
    second?.close();
  });
});
