import { MAILBOX_MESSAGES } from '@hh/domain/mailbox/mailbox-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { dovecotBinary, startDovecot, type TestDovecot } from '../../test/dovecot';
import { type Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { mailboxKeyOf } from './mailbox.module';
import { MailboxRepository } from './mailbox.repository';
import { RUN_ERRORS } from './mailbox-collector';

/**
 * A mailbox password never crosses the network in clear to a host that is not allowed plain text
 * (imap-inbox.ts). Two private Dovecots on 127.0.0.1: one without TLS, one offering STARTTLS with
 * a certificate nothing trusts. 127.0.0.1 is listed in the private hosts, so the address guard lets
 * the app reach them, but plain text is not allowed for them (MAILBOX_PRIVATE_PLAINTEXT=false): they
 * stand for a mail server across the internet, which the tests cannot reach.
 */
const present = dovecotBinary() !== null;
const required = process.env.TEST_REQUIRE_DOVECOT === '1';
if (!present && !required) console.warn('mailbox-tls.test: skipped — the dovecot binary is absent (apt-get install dovecot-imapd)');

describe.skipIf(!present && !required)('mailbox binding requires TLS off the plain-text allow-list (real IMAP: Dovecot)', () => {
  let t: TestApp;
  let plain: TestDovecot;
  let starttls: TestDovecot;
  let member: Caller;

  beforeAll(async () => {
    const [a, b] = await Promise.all([startDovecot(), startDovecot({ starttls: true })]);
    if (!a || !b) throw new Error('dovecot did not start');
    plain = a;
    starttls = b;
    t = await createTestApp({
      config: {
        mailboxPrivateHosts: new Set([plain.host]),
        mailboxPrivatePlaintext: false,
        // No IDLE watcher: the collection test below wants only its own runs to sign in.
        mailboxWatch: { max: 0, leaseMs: 90_000, tickMs: 15_000 },
      },
    });
    member = await signedIn(t.app, '13800000010');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await plain?.stop();
    await starttls?.stop();
  });

  const bind = (server: TestDovecot) =>
    member.post<null>('/api/lietouMailCollector/blind', {
      email: server.user,
      password: server.password,
      host: server.host,
      port: server.port,
      ssl: false,
    });
  const mailboxCount = async () => (await t.database.db.execute(sql`select id from mailboxes`)).rows.length;

  it('refuses a server that offers no STARTTLS before the password is sent, and stores nothing', async () => {
    const res = await bind(plain);
    expect(res.body.state).toBe(4000);
    expect(res.body.message).toBe(MAILBOX_MESSAGES.insecure);
    expect(res.body.message).toContain('该邮箱服务器不支持加密连接，无法绑定');
    expect(await mailboxCount()).toBe(0);
    // Dovecot logs every login; none happened, so no password reached it.
    expect(plain.log()).not.toContain('Login: user=');
  });

  it('refuses a STARTTLS whose certificate fails instead of going on in clear, and stores nothing', async () => {
    const res = await bind(starttls);
    expect(res.body.message).toBe(MAILBOX_MESSAGES.insecure);
    expect(await mailboxCount()).toBe(0);
    expect(starttls.log()).not.toContain('Login: user=');
  });

  it('stops collecting from a mailbox bound before the rule whose server has no TLS, and says why', async () => {
    // Only this test's run: no minute sweep, nothing queued still running.
    await t.database.db.execute(sql`delete from pgboss.schedule where name = 'mailbox.sweep'`);
    await t.app.mailbox.settle();
    const id = '7d1f0c52-5b8e-4d57-9a38-0c6f3e1b2a10';
    await new MailboxRepository(t.database.db).insert({
      id,
      firmId: seedId('firm:xinghe'),
      userId: seedId('user:xh-member-a1'),
      email: plain.user,
      host: plain.host,
      port: plain.port,
      ssl: false,
      passwordSealed: mailboxKeyOf(TEST_SECRET_BOX, undefined).seal(plain.password),
      uidValidity: 1,
      lastUid: 0,
    });
    const run = await t.app.mailbox.collector.collect(id);
    expect(run?.error).toBe(RUN_ERRORS.insecure);
    const [row] = (await t.database.db.execute(sql`select last_error, sweep_failures, sweep_retry_at from mailboxes where id = ${id}`))
      .rows as { last_error: string; sweep_failures: number; sweep_retry_at: Date }[];
    expect(row?.last_error).toBe(RUN_ERRORS.insecure);
    expect(row?.sweep_failures).toBe(1);
    // The blocked back-off: nothing changes until the consultant binds again with SSL.
    expect(new Date(row?.sweep_retry_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 5 * 3_600_000);
    expect(plain.log()).not.toContain('Login: user=');
  });
});
