/**
 * Mailbox collection under load (issue 22): `MAILS` mails in a private Dovecot's INBOX
 * (apps/server/src/test/dovecot.ts), every second one carrying a DOCX resume of a different
 * person, collected by the real collector (IMAP via imapflow, mailparser, the claims, one library
 * import task per run) in the real app on the demo world, until every mail is claimed and every
 * import task has finished. Reports mails/s, checks that no mail or resume landed twice, and
 * compares the API's p99 while collecting with its p99 idle (a probe process calling the import
 * task list every 20 ms). Standalone:
 *   BENCH_MAILS=1000 node --import tsx bench/mailbox.ts
 * writes its section of bench/RESULTS.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { type JobQueue, startJobQueue } from '../apps/server/src/platform/jobs';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { createSharedStore } from '../apps/server/src/platform/shared-store';
import { mailWithAttachment, plainMail, startDovecot } from '../apps/server/src/test/dovecot';
import { resumeDocx } from '../apps/server/src/test/fixtures/resume-files';
import { samplesBetween, startProbe } from './lib/latency-probe';
import { replaceResultsSection } from './lib/results-section';
import { StampSequence } from './lib/stamp';

const SECTION = '## Mailbox collection (issue 22)';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '杰', '军', '勇', '涛', '明', '超'];

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

export interface MailboxBenchResult {
  mails: number;
  attachments: number;
  deliverSeconds: number;
  collectSeconds: number;
  mailsPerSecond: number;
  runs: number;
  claimed: number;
  duplicateClaims: number;
  tasks: number;
  imported: number;
  merged: number;
  refused: number;
  resumesAdded: number;
  idleP99: number;
  busyP99: number;
  idleSamples: number;
  busySamples: number;
}

export async function mailboxBench(mails = 1000): Promise<MailboxBenchResult> {
  const dovecot = await startDovecot();
  if (!dovecot) throw new Error('the mailbox bench needs the dovecot binary (apt-get install dovecot-imapd)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-mailbox-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 10);
  const box = SecretBox.fromKey(Buffer.alloc(32, 5));
  const store = createSharedStore(undefined);
  // The bench's Dovecot listens on 127.0.0.1, an internal address: listed as an on-premises mail server would be.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    MAILBOX_PRIVATE_HOSTS: '127.0.0.1',
    // No IDLE watcher either: it would queue collect jobs on new mail, and the bench times its own runs.
    MAILBOX_WATCH_MAX: '0',
  } as NodeJS.ProcessEnv);
  // The bench is the scheduler here: the app's own mailbox jobs (the minute sweep, the bind's run) are not
  // registered, so collection starts when the bench says; every other job (library imports) runs as usual.
  const queue = await startJobQueue(database.pool);
  const jobs: JobQueue = { ...queue, work: async (name, handler) => (name.startsWith('mailbox.') ? undefined : queue.work(name, handler)) };
  const app = await buildApp({ config, database, store, log: false, secretBox: box, jobs });
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, box);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stamps = new StampSequence();
    const login = await fetch(`${address}/api/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ phone: '13800000010', password: 'demo123456' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const call = async <T>(p: string, init: RequestInit = {}) => {
      const response = await fetch(`${address}${p}${p.includes('?') ? '&' : '?'}requesttime=${stamps.next()}`, {
        ...init,
        headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
      return (await response.json()) as { state: number; message: string; data: T };
    };
    const bound = await call<{ id: string }>('/api/lietouMailCollector/blind', {
      method: 'POST',
      body: JSON.stringify({ email: dovecot.user, password: dovecot.password, host: dovecot.host, port: dovecot.port, ssl: false }),
    });
    if (bound.state !== 1) throw new Error(`bind: ${bound.message}`);
    const mailboxId = bound.data.id;

    // Every second mail carries a resume of a different person (a phone of its own); the others none.
    const raws: string[] = [];
    for (let i = 0; i < mails; i++) {
      if (i % 2 === 1) {
        raws.push(plainMail(`bench-${i}@mail.test`, `notice ${i}`));
        continue;
      }
      const name = `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 15]}${GIVEN[Math.floor(i / 150) % 15]}`;
      const docx = await resumeDocx({
        table: [
          ['姓名', name, '性别', i % 4 === 0 ? '男' : '女'],
          ['手机', `139${String(10_000_000 + i).slice(-8)}`, '邮箱', `bench${i}@example.com`],
        ],
        sections: [['工作经历', [`2018.03-至今 测试公司${i} 高级工程师`, '负责核心系统的设计与开发']]],
      });
      raws.push(
        mailWithAttachment({
          messageId: `bench-${i}@mail.test`,
          subject: `应聘-${name}`,
          fileName: `${name}的简历.docx`,
          contentType: DOCX,
          content: docx,
        }),
      );
    }
    const deliverStart = performance.now();
    await dovecot.deliverAll(raws);
    const deliverSeconds = (performance.now() - deliverStart) / 1000;
    const [before] = (await database.pool.query<{ n: number }>('select count(*)::int as n from library_resumes')).rows;

    const probe = startProbe(`${address}/api/companyTalentLib/task/list?state=0&pageNum=1&pageSize=20`, cookie);
    await new Promise((r) => setTimeout(r, 10_000));
    const busyFrom = Date.now();
    const t0 = performance.now();
    // The collector runs back to back, as one collect job does.
    let runs = 0;
    for (;;) {
      runs++;
      const result = await app.mailbox.collector.collect(mailboxId);
      if (!result || result.error) throw new Error(`collection: ${result?.error ?? 'unbound'}`);
      if (!result.more) break;
    }
    for (;;) {
      const { rows } = await database.pool.query<{ open: number }>(
        `select count(*)::int as open from library_tasks where file_name like '邮箱收取%' and state < 3`,
      );
      if ((rows[0]?.open ?? 1) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const collectSeconds = (performance.now() - t0) / 1000;
    const busyTo = Date.now();
    await new Promise((r) => setTimeout(r, 500));
    const samples = await probe.stop();
    const idle = samplesBetween(samples, busyFrom - 10_000, busyFrom);
    const busy = samplesBetween(samples, busyFrom, busyTo);

    const claims = (
      await database.pool.query<{ n: number; distinct_ids: number; attachments: number }>(
        `select count(*)::int as n, count(distinct message_id)::int as distinct_ids, sum(attachments)::int as attachments
           from mailbox_messages where mailbox_id = $1`,
        [mailboxId],
      )
    ).rows[0];
    const tasks = (
      await database.pool.query<{ n: number; imported: number; merged: number; refused: number }>(
        `select count(*)::int as n, sum(imported)::int as imported, sum(merged)::int as merged, sum(refused)::int as refused
           from library_tasks where file_name like '邮箱收取%'`,
      )
    ).rows[0];
    const [after] = (await database.pool.query<{ n: number }>('select count(*)::int as n from library_resumes')).rows;
    return {
      mails,
      attachments: claims?.attachments ?? 0,
      deliverSeconds,
      collectSeconds,
      mailsPerSecond: mails / collectSeconds,
      runs,
      claimed: claims?.n ?? 0,
      duplicateClaims: (claims?.n ?? 0) - (claims?.distinct_ids ?? 0),
      tasks: tasks?.n ?? 0,
      imported: tasks?.imported ?? 0,
      merged: tasks?.merged ?? 0,
      refused: tasks?.refused ?? 0,
      resumesAdded: (after?.n ?? 0) - (before?.n ?? 0),
      idleP99: quantile(idle, 0.99),
      busyP99: quantile(busy, 0.99),
      idleSamples: idle.length,
      busySamples: busy.length,
    };
  } finally {
    await app.close();
    await queue.stop();
    await store.close();
    await database.close();
    await embedded.stop();
    await dovecot.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function mailboxMarkdown(r: MailboxBenchResult): string {
  return [
    SECTION,
    '',
    `${r.mails} mails in a private Dovecot's INBOX (delivered by IMAP APPEND in ${r.deliverSeconds.toFixed(1)} s), every second one with a DOCX resume of a different person, collected by \`MailboxCollector\` run back to back as one \`mailbox.collect\` job does (imapflow, mailparser, claims on mailbox + UIDVALIDITY + UID, ≤ 100 mails a run, one library import task a run) in the real app on the demo world with embedded PostgreSQL, until every import task finished. API probe: \`GET /api/companyTalentLib/task/list\` every 20 ms from its own process, 10 s idle before, then during collection.`,
    '',
    '| mails | resume attachments | runs | collect + import | mails/s | claimed | duplicate claims | tasks | imported / merged / refused | library resumes added | API p99 idle → collecting |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${r.mails} | ${r.attachments} | ${r.runs} | ${r.collectSeconds.toFixed(1)} s | **${r.mailsPerSecond.toFixed(1)}** | ${r.claimed} | **${r.duplicateClaims}** | ${r.tasks} | ${r.imported} / ${r.merged} / ${r.refused} | ${r.resumesAdded} | ${r.idleP99.toFixed(1)} ms → **${r.busyP99.toFixed(1)} ms** (${(r.busyP99 / r.idleP99).toFixed(2)}×; ${r.idleSamples} / ${r.busySamples} samples) |`,
    '',
    'Target (issue 22): no duplicates, API p99 while collecting ≤ 2× idle.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mails = Number(process.env.BENCH_MAILS ?? process.argv[2] ?? 1000);
  const result = await mailboxBench(mails);
  const markdown = mailboxMarkdown(result);
  console.log(markdown);
  if (process.env.BENCH_WRITE !== '0') await replaceResultsSection(SECTION, markdown);
}
