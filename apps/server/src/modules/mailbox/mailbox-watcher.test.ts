import net from 'node:net';
import type { MailboxView } from '@hh/domain/mailbox/mailbox.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { dovecotBinary, mailWithAttachment, startDovecot, type TestDovecot } from '../../test/dovecot';
import { resumeDocx } from '../../test/fixtures/resume-files';
import { Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { mailboxKeyOf } from './mailbox.module';
import type { MailboxWatcher } from './mailbox-watcher';

/**
 * The IDLE watcher against a real IMAP server (a private Dovecot, test/dovecot.ts) with two app
 * instances on one database, as behind a load balancer. The minute sweep is switched off in this
 * file, so a mail is collected only because the watcher reported it. Skipped with a note without
 * the dovecot binary, unless TEST_REQUIRE_DOVECOT=1.
 */
const present = dovecotBinary() !== null;
if (!present && process.env.TEST_REQUIRE_DOVECOT !== '1') {
  console.warn('mailbox-watcher.test: skipped — the dovecot binary is absent (apt-get install dovecot-imapd to run it)');
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const key = mailboxKeyOf(TEST_SECRET_BOX, undefined);
// Short leases and ticks so a takeover is seen within seconds; production runs 90 s and 15 s.
const WATCH = { max: 200, leaseMs: 2_000, tickMs: 250 };

let a: TestApp;
let b: TestApp;
let dovecot: TestDovecot;
let noIdle: TestDovecot;
let relay: Awaited<ReturnType<typeof relayTo>> | undefined;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await a.database.db.execute(query)).rows as T[];
}

/** Polls `probe` until it answers something other than undefined or false. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const watchers = (): MailboxWatcher[] => [a.app.mailbox.watcher, b.app.mailbox.watcher];
/** The instances holding the mailbox in IDLE; never more than one. */
function holders(mailboxId: string): MailboxWatcher[] {
  const found = watchers().filter((w) => w.watching().includes(mailboxId));
  expect(found.length).toBeLessThanOrEqual(1);
  return found;
}

async function libraryResumes(phone: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from library_resumes where firm_id = ${seedId('firm:xinghe')} and phone = ${phone}`,
  );
  return row?.n ?? 0;
}

async function resumeMail(messageId: string, phone: string): Promise<string> {
  const docx = await resumeDocx({
    table: [
      ['姓名', '林思远', '性别', '男'],
      ['手机', phone, '邮箱', `${messageId.split('@')[0]}@example.com`],
    ],
    sections: [['工作经历', ['2018.07-至今 网易 数据工程师']]],
  });
  return mailWithAttachment({ messageId, subject: '应聘数据工程师', fileName: '林思远的简历.docx', contentType: DOCX, content: docx });
}

function bindBody(server: TestDovecot) {
  return { email: server.user, password: server.password, host: server.host, port: server.port, ssl: false };
}

/** A caller on the other instance with the same session (sessions live in the shared database). */
function on(t: TestApp, from: Caller): Caller {
  const caller = new Caller(t.app);
  caller.cookie = from.cookie;
  return caller;
}

/** A TCP relay to the test's Dovecot whose connections the test can cut, as a network failure would. */
async function relayTo(server: TestDovecot) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((inbound) => {
    const outbound = net.connect(server.port, server.host);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (relay.address() as net.AddressInfo).port,
    cut,
    close: () => {
      cut();
      return new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

/** A mailbox row written directly, for states the bind form refuses (a wrong password, an internal host). */
async function insertMailbox(userKey: string, fields: { host: string; port: number; password: string }): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`
    insert into mailboxes (id, firm_id, user_id, email, host, port, ssl, password_sealed, uid_validity, last_uid)
    values (gen_random_uuid(), ${seedId('firm:xinghe')}, ${seedId(`user:${userKey}`)}, ${dovecot.user}, ${fields.host},
            ${fields.port}, false, ${key.seal(fields.password)}, 1, 0)
    returning id`);
  return row?.id ?? '';
}

interface WatchRow {
  watch_owner: string | null;
  watch_failures: number;
  retry_in_s: number | null;
  last_error: string;
}

async function watchRow(mailboxId: string): Promise<WatchRow | undefined> {
  const [row] = await rows<WatchRow>(sql`
    select watch_owner, watch_failures, last_error,
           extract(epoch from watch_retry_at - now())::int as retry_in_s
    from mailboxes where id = ${mailboxId}`);
  return row;
}

describe.skipIf(!present && process.env.TEST_REQUIRE_DOVECOT !== '1')('mailbox IDLE watcher (real IMAP: Dovecot, two instances)', () => {
  let member: Caller; // 13800000010, 星河猎头, bound on instance a
  let mailboxId = '';

  beforeAll(async () => {
    const started = await startDovecot();
    const plain = await startDovecot({ withoutIdle: true });
    if (!started || !plain) throw new Error('dovecot did not start');
    dovecot = started;
    noIdle = plain;
    // The tests' Dovecots listen on 127.0.0.1, an internal address: listed as an on-premises server would be.
    const config = { mailboxPrivateHosts: new Set([dovecot.host]), mailboxWatch: WATCH };
    a = await createTestApp({ config });
    b = await createTestApp({ config, databaseUrl: a.databaseUrl });
    // No minute sweep here: what collects a mail in these tests is the watcher's report (or a bind's own first run).
    await rows(sql`delete from pgboss.schedule where name = 'mailbox.sweep'`);
    await a.app.mailbox.settle();
    member = await signedIn(a.app, '13800000010');
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await relay?.close();
    await dovecot?.stop();
    await noIdle?.stop();
  });

  it('collects a mail delivered after binding within seconds, by IDLE alone: one instance watches and the resume lands once', async () => {
    const bound = await member.post<MailboxView>('/api/lietouMailCollector/blind', bindBody(dovecot));
    expect(bound.body.state).toBe(1);
    mailboxId = bound.body.data.id;
    const holder = await until('one instance holds the mailbox in IDLE', () => holders(mailboxId)[0]);
    expect((await watchRow(mailboxId))?.watch_owner).toBe(holder.options.owner);
    // The bind's own first run has read the empty INBOX; from here only a report from IDLE starts a run.
    await a.app.mailbox.settle();

    await dovecot.deliver(await resumeMail('idle-1@example.com', '13712340001'));
    await until('the resume reaches the library', async () => (await libraryResumes('13712340001')) > 0);
    await a.app.mailbox.settle();
    expect(await libraryResumes('13712340001')).toBe(1);
    expect(await rows(sql`select 1 from mailbox_messages where mailbox_id = ${mailboxId}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from library_tasks where file_name like '邮箱收取%'`)).toHaveLength(1);
    const view = (await member.get<MailboxView>('/api/lietouMailCollector/blind/get')).body.data;
    expect(view).toMatchObject({ totalCount: 1, attachmentCount: 1, lastError: '' });
    expect(holders(mailboxId)[0]).toBe(holder);
  }, 60_000);

  it('lets another instance take over when the holder’s lease runs out, and collects what arrived meanwhile', async () => {
    // An instance that died holding the lease: the row names it until the lease runs out.
    await rows(
      sql`update mailboxes set watch_owner = 'crashed-instance', watch_until = now() + interval '4 seconds' where id = ${mailboxId}`,
    );
    // The instance that held the connection finds the lease gone at its next renew and closes it.
    await until('the connection is closed', () => holders(mailboxId).length === 0, 5_000);
    await dovecot.deliver(await resumeMail('idle-2@example.com', '13712340002'));
    // Nobody may take a lease that has not run out.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(holders(mailboxId)).toHaveLength(0);
    expect((await watchRow(mailboxId))?.watch_owner).toBe('crashed-instance');
    expect(await libraryResumes('13712340002')).toBe(0);

    const taker = await until('an instance takes the lease over', () => holders(mailboxId)[0], 15_000);
    expect((await watchRow(mailboxId))?.watch_owner).toBe(taker.options.owner);
    // The mail that came while nobody watched has no EXISTS of its own: taking over queues a run for it.
    await until('the resume delivered meanwhile reaches the library', async () => (await libraryResumes('13712340002')) > 0);
    await dovecot.deliver(await resumeMail('idle-3@example.com', '13712340003'));
    await until('a mail after the takeover reaches the library', async () => (await libraryResumes('13712340003')) > 0);
    await a.app.mailbox.settle();
    expect(await libraryResumes('13712340002')).toBe(1);
    expect(await libraryResumes('13712340003')).toBe(1);
  }, 60_000);

  it('closes the watch at once when the mailbox is unbound on the instance that holds it', async () => {
    const [holder] = holders(mailboxId);
    expect(holder).toBeDefined();
    const onHolder = on(holder === a.app.mailbox.watcher ? a : b, member);
    const res = await onHolder.get<null>(`/api/lietouMailCollector/unbind/${mailboxId}`);
    expect(res.status).toBe(200);
    expect(holders(mailboxId)).toHaveLength(0);
    // And it stays closed: no lease on a row that is gone.
    await new Promise((r) => setTimeout(r, 2 * WATCH.tickMs));
    expect(holders(mailboxId)).toHaveLength(0);
    expect(await rows(sql`select 1 from mailboxes where id = ${mailboxId}`)).toHaveLength(0);
  });

  it('connects again after the connection drops, with a short back-off, and collects what arrived meanwhile', async () => {
    relay = await relayTo(dovecot);
    const bound = await member.post<MailboxView>('/api/lietouMailCollector/blind', { ...bindBody(dovecot), port: relay.port });
    expect(bound.body.state).toBe(1);
    const id = bound.body.data.id;
    await until('one instance holds the mailbox in IDLE', () => holders(id)[0]);
    await a.app.mailbox.settle();

    relay.cut();
    const dropped = await until('the drop is recorded', async () => {
      const found = await watchRow(id);
      return found && found.watch_failures > 0 ? found : undefined;
    });
    expect(dropped).toMatchObject({ watch_owner: null, watch_failures: 1 });
    // Five seconds for a first drop (mailbox-watch-backoff.ts).
    expect(dropped.retry_in_s).toBeLessThanOrEqual(5);
    await dovecot.deliver(await resumeMail('idle-4@example.com', '13712340004'));

    await until('an instance holds the mailbox in IDLE again', () => holders(id)[0], 20_000);
    await until('the resume delivered during the drop reaches the library', async () => (await libraryResumes('13712340004')) > 0);
    expect(await watchRow(id)).toMatchObject({ watch_failures: 0 });
  }, 60_000);

  it('does not hold a connection to a server without IDLE, and does not ask it again every tick', async () => {
    const colleague = await signedIn(b.app, '13800000011');
    const bound = await colleague.post<MailboxView>('/api/lietouMailCollector/blind', bindBody(noIdle));
    expect(bound.body.state).toBe(1);
    const id = bound.body.data.id;
    const row = await until('the server is recorded as without IDLE', async () => {
      const found = await watchRow(id);
      return found && found.watch_owner === null && (found.retry_in_s ?? 0) > 3_600 ? found : undefined;
    });
    expect(row.watch_failures).toBe(0);
    await new Promise((r) => setTimeout(r, 4 * WATCH.tickMs));
    expect(holders(id)).toHaveLength(0);
    expect(await watchRow(id)).toMatchObject({ watch_owner: null, watch_failures: 0 });
  });

  it('backs off after a refused login instead of signing in again every tick, and leaves the settings page’s error to collection', async () => {
    const id = await insertMailbox('xh-member-b1', { host: dovecot.host, port: dovecot.port, password: 'not-the-password' });
    const row = await until('the refused login is recorded', async () => {
      const found = await watchRow(id);
      return found && found.watch_failures > 0 ? found : undefined;
    });
    expect(row).toMatchObject({ watch_owner: null, watch_failures: 1, last_error: '' });
    // Ten minutes before the next attempt (mailbox-watch-backoff.ts).
    expect(row.retry_in_s).toBeGreaterThan(500);
    await new Promise((r) => setTimeout(r, 4 * WATCH.tickMs));
    expect(await watchRow(id)).toMatchObject({ watch_owner: null, watch_failures: 1 });
    expect(holders(id)).toHaveLength(0);
  });

  it('does not connect to a mailbox whose host is internal and not listed: the guard refuses it', async () => {
    const id = await insertMailbox('xh-member-b2', { host: 'localhost', port: dovecot.port, password: dovecot.password });
    const row = await until('the refusal is recorded', async () => {
      const found = await watchRow(id);
      return found && found.watch_failures > 0 ? found : undefined;
    });
    expect(row).toMatchObject({ watch_owner: null, watch_failures: 1 });
    expect(row.retry_in_s).toBeGreaterThan(3_600);
    expect(holders(id)).toHaveLength(0);
  });
});
