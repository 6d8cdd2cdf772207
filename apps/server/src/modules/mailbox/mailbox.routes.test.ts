import type { MailboxView } from '@hh/domain/mailbox/mailbox.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { dovecotBinary, mailWithAttachment, plainMail, startDovecot, type TestDovecot } from '../../test/dovecot';
import { resumeDocx } from '../../test/fixtures/resume-files';
import { type Caller, createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { mailboxKeyOf } from './mailbox.module';
import { MailboxRepository } from './mailbox.repository';
import { RUN_ERRORS } from './mailbox-collector';

/**
 * Mailbox binding and collection against a real IMAP server: a private Dovecot the test starts
 * (test/dovecot.ts). Without the dovecot binary the suite is skipped with a note, unless
 * TEST_REQUIRE_DOVECOT=1 (CI installs dovecot-imapd), which makes its absence a failure.
 */
const present = dovecotBinary() !== null;
if (!present && process.env.TEST_REQUIRE_DOVECOT !== '1') {
  console.warn('mailbox.routes.test: skipped — the dovecot binary is absent (apt-get install dovecot-imapd to run it)');
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const key = mailboxKeyOf(TEST_SECRET_BOX, undefined);

let t: TestApp;
let dovecot: TestDovecot;
let member: Caller; // 13800000010, 星河猎头
let colleague: Caller; // 13800000011, same firm

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

interface TaskRow {
  id: string;
  fileName: string;
  state: number;
  total: number;
  imported: number;
  merged: number;
  refused: number;
}

async function finishedTask(caller: Caller, taskId: string): Promise<TaskRow> {
  for (let i = 0; i < 150; i++) {
    const list = await caller.get<{ list: TaskRow[] }>('/api/companyTalentLib/task/list?state=0&pageNum=1&pageSize=50');
    const task = list.body.data.list.find((r) => r.id === taskId);
    if (task && task.state >= 3) return task;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import task did not finish');
}

function bindBody(overrides: Record<string, unknown> = {}) {
  return { email: dovecot.user, password: dovecot.password, host: dovecot.host, port: dovecot.port, ssl: false, ...overrides };
}

describe.skipIf(!present && process.env.TEST_REQUIRE_DOVECOT !== '1')('mailbox binding and collection (real IMAP: Dovecot)', () => {
  beforeAll(async () => {
    const started = await startDovecot();
    if (!started) throw new Error('dovecot did not start');
    dovecot = started;
    // The tests' Dovecot listens on 127.0.0.1, an internal address: listed as an on-premises server would be.
    t = await createTestApp({ config: { mailboxPrivateHosts: new Set([dovecot.host]) } });
    member = await signedIn(t.app, '13800000010');
    colleague = await signedIn(t.app, '13800000011');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
  });

  it('refuses a wrong password with a Chinese message and saves nothing', async () => {
    const res = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ password: 'wrong-password' }));
    expect(res.body.state).toBe(4000);
    expect(res.body.message).toContain('邮箱登录失败');
    expect((await member.get<MailboxView | null>('/api/lietouMailCollector/blind/get')).body.data).toBeNull();
    expect(await rows(sql`select id from mailboxes`)).toHaveLength(0);
  });

  it('refuses a server that cannot be reached, and bad form fields, saving nothing', async () => {
    const closed = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ port: 1 }));
    expect(closed.body.state).toBe(4000);
    expect(closed.body.message).toBe('无法连接邮件服务器，请检查服务器地址、端口和SSL设置');
    const badEmail = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ email: 'not-an-address' }));
    expect(badEmail.body.state).toBe(4000);
    expect(badEmail.body.message).toContain('请输入正确的邮箱地址');
    const badPort = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ port: 70000 }));
    expect(badPort.body.message).toContain('端口必须是1–65535之间的数字');
    const internal = '该服务器地址指向内部网络，无法绑定；请填写邮箱服务商提供的IMAP服务器地址';
    // The same Dovecot by another name, and addresses of the machine's neighbours, are not listed: refused before connecting.
    for (const host of ['localhost', '169.254.169.254', '10.0.0.1', '2130706433', '127.1']) {
      const refused = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ host }));
      expect(refused.body.message, host).toBe(internal);
    }
    const badHost = await member.post<null>('/api/lietouMailCollector/blind', bindBody({ host: 'imap server/../x' }));
    expect(badHost.body.message).toContain('IMAP服务器地址不正确');
    expect(await rows(sql`select id from mailboxes`)).toHaveLength(0);
    expect((await member.get<{ bound: boolean }>('/api/lietouMailCollector/blind/check')).body.data).toEqual({ bound: false });
  });

  let mailboxId = '';

  it('binds after logging in, seals the password, and refuses a second bind', async () => {
    const res = await member.post<MailboxView>('/api/lietouMailCollector/blind', bindBody());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: dovecot.user, host: '127.0.0.1', port: dovecot.port, ssl: false, lastError: '' });
    expect(res.raw.body).not.toContain(dovecot.password);
    mailboxId = res.body.data.id;
    const [stored] = await rows<{ password_sealed: string; user_id: string }>(sql`select password_sealed, user_id from mailboxes`);
    expect(stored?.user_id).toBe(seedId('user:xh-member-a1'));
    expect(stored?.password_sealed).not.toContain(dovecot.password);
    expect(key.open(stored?.password_sealed ?? '')).toBe(dovecot.password);
    expect((await member.get<{ bound: boolean }>('/api/lietouMailCollector/blind/check')).body.data).toEqual({ bound: true });
    expect((await colleague.get<{ bound: boolean }>('/api/lietouMailCollector/blind/check')).body.data).toEqual({ bound: false });
    const again = await member.post<null>('/api/lietouMailCollector/blind', bindBody());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已绑定邮箱，请先解绑后再绑定其他邮箱');
  });

  it('collects a mail with a DOCX resume into the library exactly once, across runs and a redelivery', async () => {
    const docx = await resumeDocx({
      table: [
        ['姓名', '陈志远', '性别', '男'],
        ['手机', '13712345678', '邮箱', 'mailtest@example.com'],
      ],
      sections: [['工作经历', ['2019.03-至今 字节跳动 高级后端工程师']]],
    });
    const resumeMail = mailWithAttachment({
      messageId: 'resume-1@example.com',
      subject: '应聘后端工程师-邮箱测试人',
      fileName: '邮箱测试人的简历.docx',
      contentType: DOCX,
      content: docx,
    });
    await dovecot.deliver(resumeMail);
    await dovecot.deliver(plainMail('hello-1@example.com', 'no resume'));
    await dovecot.deliver(
      mailWithAttachment({
        messageId: 'photo-1@example.com',
        subject: 'photo',
        fileName: 'photo.png',
        contentType: 'image/png',
        content: Buffer.from('89504e470d0a1a0a', 'hex'),
      }),
    );
    const collector = t.app.mailbox.collector;
    // Two runs at once and one after: the claims let only one of them take each mail (the job queue may run one too).
    const [a, b] = await Promise.all([collector.collect(mailboxId), collector.collect(mailboxId)]);
    const c = await collector.collect(mailboxId);
    expect((a?.mails ?? 0) + (b?.mails ?? 0) + (c?.mails ?? 0)).toBeLessThanOrEqual(3);
    expect(c?.mails).toBe(0);
    const claimed = await rows<{ message_id: string; attachments: number; task_id: string | null }>(
      sql`select message_id, attachments, task_id from mailbox_messages where mailbox_id = ${mailboxId} order by uid`,
    );
    expect(claimed.map((r) => [r.message_id, r.attachments])).toEqual([
      ['<resume-1@example.com>', 1],
      ['<hello-1@example.com>', 0],
      ['<photo-1@example.com>', 0],
    ]);
    const taskId = claimed[0]?.task_id;
    expect(taskId).toBeTruthy();
    const task = await finishedTask(member, taskId as string);
    expect(task).toMatchObject({ state: 3, total: 1, imported: 1, refused: 0 });
    expect(task.fileName).toBe(`邮箱收取 ${dovecot.user}：邮箱测试人的简历.docx`);
    const resumes = await rows<{ n: number }>(
      sql`select count(*)::int as n from library_resumes where firm_id = ${seedId('firm:xinghe')} and phone = '13712345678'`,
    );
    expect(resumes[0]?.n).toBe(1);
    // The colleague sees the owner's import only as far as their scope allows: a member sees their own imports only.
    const colleagueTasks = await colleague.get<{ list: TaskRow[] }>('/api/companyTalentLib/task/list?state=0&pageNum=1&pageSize=50');
    expect(colleagueTasks.body.data.list.some((r) => r.id === taskId)).toBe(false);

    // The same mail delivered again (a new UID, the same Message-ID) is not imported twice.
    await dovecot.deliver(resumeMail);
    const d = await collector.collect(mailboxId);
    const e = await collector.collect(mailboxId);
    expect(d?.attachments ?? 0).toBe(0);
    expect(e).toMatchObject({ mails: 0, attachments: 0 });
    expect(await rows(sql`select 1 from mailbox_messages where mailbox_id = ${mailboxId}`)).toHaveLength(3);
    const tasks = await rows(sql`select id from library_tasks where file_name like '邮箱收取%'`);
    expect(tasks).toHaveLength(1);

    const view = (await member.get<MailboxView>('/api/lietouMailCollector/blind/get')).body.data;
    expect(view).toMatchObject({ totalCount: 3, attachmentCount: 1, lastCount: 0, lastError: '' });
    expect(view.lastCollectTime).toBeGreaterThan(Date.now() - 60_000);
  }, 60_000);

  it('shows why collection fails when the password stops working, and keeps its place', async () => {
    const [before] = await rows<{ last_uid: number }>(sql`select last_uid from mailboxes where id = ${mailboxId}`);
    await t.database.db.execute(sql`update mailboxes set password_sealed = ${key.seal('changed-on-server')} where id = ${mailboxId}`);
    const run = await t.app.mailbox.collector.collect(mailboxId);
    expect(run?.error).toBe(RUN_ERRORS.refused);
    const view = (await member.get<MailboxView>('/api/lietouMailCollector/blind/get')).body.data;
    expect(view.lastError).toBe(RUN_ERRORS.refused);
    const [after] = await rows<{ last_uid: number }>(sql`select last_uid from mailboxes where id = ${mailboxId}`);
    expect(after?.last_uid).toBe(before?.last_uid);
    await t.database.db.execute(sql`update mailboxes set password_sealed = ${key.seal(dovecot.password)} where id = ${mailboxId}`);
  });

  it('does not sign in every minute with a refused password: the sweep waits 10 minutes, then 20, and a good run ends the wait', async () => {
    // No run but this test's: the minute sweep is switched off for the rest of the file and queued runs are let finish.
    await rows(sql`delete from pgboss.schedule where name = 'mailbox.sweep'`);
    await t.app.mailbox.settle();
    const repo = new MailboxRepository(t.database.db);
    const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
    const backOff = async () =>
      (
        await rows<{ failures: number; retry_at: Date | null }>(
          sql`select sweep_failures as failures, sweep_retry_at as retry_at from mailboxes where id = ${mailboxId}`,
        )
      )[0];
    const collectWith = async (password: string) => {
      await t.database.db.execute(sql`update mailboxes set password_sealed = ${key.seal(password)} where id = ${mailboxId}`);
      return (await t.app.mailbox.collector.collect(mailboxId))?.error;
    };
    expect(await collectWith(dovecot.password)).toBe('');
    expect(await backOff()).toEqual({ failures: 0, retry_at: null });
    expect(await repo.dueIds(new Date())).toEqual([mailboxId]);

    expect(await collectWith('changed-on-server')).toBe(RUN_ERRORS.refused);
    expect((await backOff())?.failures).toBe(1);
    expect(await repo.dueIds(minutesFromNow(1))).toEqual([]);
    expect(await repo.dueIds(minutesFromNow(9))).toEqual([]);
    expect(await repo.dueIds(minutesFromNow(11))).toEqual([mailboxId]);

    // A second refusal in a row (a run the watcher or a person started) doubles the wait.
    expect(await collectWith('changed-on-server')).toBe(RUN_ERRORS.refused);
    expect((await backOff())?.failures).toBe(2);
    expect(await repo.dueIds(minutesFromNow(19))).toEqual([]);
    expect(await repo.dueIds(minutesFromNow(21))).toEqual([mailboxId]);

    expect(await collectWith(dovecot.password)).toBe('');
    expect(await backOff()).toEqual({ failures: 0, retry_at: null });
    expect(await repo.dueIds(new Date())).toEqual([mailboxId]);
  });

  it('unbinds only the owner’s mailbox: the row, the sealed password and the collected-mail rows go', async () => {
    const foreign = await colleague.get<null>(`/api/lietouMailCollector/unbind/${mailboxId}`);
    expect(foreign.status).toBe(404);
    const nonsense = await member.get<null>('/api/lietouMailCollector/unbind/not-an-id');
    expect(nonsense.status).toBe(404);
    const res = await member.get<null>(`/api/lietouMailCollector/unbind/${mailboxId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('邮箱已解绑');
    expect(await rows(sql`select 1 from mailboxes`)).toHaveLength(0);
    expect(await rows(sql`select 1 from mailbox_messages`)).toHaveLength(0);
    expect(await t.app.mailbox.collector.collect(mailboxId)).toBeNull();
    expect((await member.get<MailboxView | null>('/api/lietouMailCollector/blind/get')).body.data).toBeNull();
  });
});
