import type { FastifyBaseLogger } from 'fastify';
import { type ConsultantActor, consultantActorOf } from '../../platform/actor';
import { DutyCycle } from '../../platform/duty-cycle';
import { AppError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { ImapOpenError, withInbox } from './imap-inbox';
import { resumeAttachmentsOf } from './mail-attachments';
import type { MailHostPolicy } from './mail-host-guard';
import type { MailboxRecord, MailboxRepository } from './mailbox.repository';
import type { MailboxImportPort } from './mailbox-import.port';
import { SIGN_IN_FAILURE, type WatchFailure, watchRetryDelayMs } from './mailbox-watch-backoff';

/** A run reads at most this many mails and this many bytes of them; the rest is the next run's (queued at once). */
export const RUN_LIMITS = { mails: 100, bytes: 64 * 1024 * 1024 } as const;
/** A mail larger than this is claimed but not downloaded: its attachments could not be imported anyway. */
const MAX_MAIL_BYTES = 40 * 1024 * 1024;
/**
 * Pacing: a run waits (up to this long, checking every PACE_POLL_MS) until the import task of the
 * mailbox's previous run has finished, so a full mailbox feeds the library one task at a time
 * instead of parsing many tasks at once beside the API.
 */
const PACE_WAIT_MS = 120_000;
const PACE_POLL_MS = 200;
/** The library's per-file upload limit (modules/parsing MAX_RESUME_BYTES): a larger attachment is recorded as refused. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The share of the main thread a run may spend reading mails (platform/duty-cycle.ts). */
const COLLECT_SHARE = 0.5;

export const RUN_ERRORS = {
  refused: '邮箱登录失败：密码（授权码）可能已修改或失效，请解绑后重新绑定',
  unreachable: '无法连接邮件服务器，系统会自动重试',
  internal: '邮件服务器地址指向内部网络，已停止收取，请解绑后重新绑定',
  insecure: '邮件服务器不支持加密连接，已停止收取；请解绑后勾选SSL重新绑定',
  sealed: '邮箱密码无法读取，请解绑后重新绑定',
  owner: '邮箱所属账号已停用，已停止收取',
  failed: '收取失败，系统会自动重试',
} as const;

export interface RunResult {
  /** Mails this run collected (claimed first), and the resume attachments it sent to the library. */
  mails: number;
  attachments: number;
  taskId: string | null;
  /** More new mail is waiting past this run's limits. */
  more: boolean;
  error: string;
}

/**
 * One collection run of one mailbox: signs in, reads INBOX past the last UID it looked at (UIDs
 * under the current UIDVALIDITY; a new UIDVALIDITY starts again from the mail that arrives after
 * it), reads each mail with mailparser, claims the mails in the database (mailbox + UIDVALIDITY
 * + UID, and Message-ID), and sends the claimed mails' resume attachments to the company library
 * as one import task created as the mailbox's owner. Claiming before importing makes each mail
 * land once however many runs overlap; a refused import gives its claims back and leaves the
 * position where it was, so a later run tries again.
 */
export class MailboxCollector {
  constructor(
    private readonly repo: MailboxRepository,
    private readonly key: SecretBox,
    private readonly imports: MailboxImportPort,
    private readonly log: FastifyBaseLogger,
    private readonly hosts: MailHostPolicy,
    /** Collection is background work: reading mails takes at most this share of the main thread. */
    private readonly pace: DutyCycle = new DutyCycle(COLLECT_SHARE),
  ) {}

  async collect(mailboxId: string): Promise<RunResult | null> {
    const box = await this.repo.byId(mailboxId);
    if (!box) return null; // unbound meanwhile
    let password: string;
    try {
      password = this.key.open(box.passwordSealed);
    } catch {
      return this.fail(box, RUN_ERRORS.sealed);
    }
    const owner = await this.ownerOf(box.userId);
    if (!owner) return this.fail(box, RUN_ERRORS.owner);
    await this.awaitPreviousImport(box.id);

    let read: Awaited<ReturnType<MailboxCollector['read']>>;
    try {
      read = await this.read(box, password);
    } catch (error) {
      if (error instanceof ImapOpenError) return this.fail(box, RUN_ERRORS[error.reason], SIGN_IN_FAILURE[error.reason]);
      this.log.error({ err: error, mailboxId }, 'mailbox collection failed');
      return this.fail(box, RUN_ERRORS.failed);
    }

    const claimed = await this.repo.claim(
      box.id,
      read.uidValidity,
      read.mails.map((m) => ({ uid: m.uid, messageId: m.messageId, attachments: m.files.length })),
    );
    const mine = read.mails.filter((m) => claimed.has(m.uid));
    const files = mine.flatMap((m) => m.files.map((f) => ({ ...f, truncated: f.buffer.length > MAX_FILE_BYTES })));
    let taskId: string | null = null;
    if (files.length > 0) {
      const uids = mine.filter((m) => m.files.length > 0).map((m) => m.uid);
      try {
        taskId = (await this.imports.importFiles(owner, files, `邮箱收取 ${box.email}`)).id;
      } catch (error) {
        await this.repo.unclaim(
          box.id,
          read.uidValidity,
          mine.map((m) => m.uid),
        );
        if (!(error instanceof AppError)) this.log.error({ err: error, mailboxId }, 'mailbox import failed');
        return this.fail(box, error instanceof AppError ? `简历导入失败：${error.message}` : RUN_ERRORS.failed);
      }
      await this.repo.setTask(box.id, read.uidValidity, uids, taskId);
    }
    await this.repo.finishRun(box.id, {
      uidValidity: read.uidValidity,
      lastUid: read.lastUid,
      mails: mine.length,
      attachments: files.length,
      error: '',
    });
    return { mails: mine.length, attachments: files.length, taskId, more: read.more, error: '' };
  }

  /** Signs in and reads the next mails within the run's limits; the connection is closed before anything is imported. */
  private read(box: MailboxRecord, password: string) {
    const settings = { host: box.host, port: box.port, ssl: box.ssl, user: box.email, password, hosts: this.hosts };
    return withInbox(settings, async (inbox) => {
      const newest = inbox.uidNext - 1;
      // A new UIDVALIDITY renumbered the mailbox: the old position means nothing, so start after its newest mail.
      const after = inbox.uidValidity === box.uidValidity ? box.lastUid : newest;
      const mails: { uid: number; messageId: string; files: { fileName: string; buffer: Buffer }[] }[] = [];
      if (newest <= after) return { uidValidity: inbox.uidValidity, lastUid: after, more: false, mails };
      // Sizes first, so a run takes what fits its limits and never downloads what it will not use.
      const sizes = await inbox.sizes(after + 1, newest);
      const take: number[] = [];
      const skip = new Set<number>();
      let bytes = 0;
      for (const { uid, size } of sizes) {
        if (take.length >= RUN_LIMITS.mails || (take.length > 0 && bytes + size > RUN_LIMITS.bytes)) break;
        take.push(uid);
        if (size > MAX_MAIL_BYTES) skip.add(uid);
        else bytes += size;
      }
      const lastUid = take.at(-1) ?? newest;
      const more = sizes.length > take.length;
      const toRead = take.filter((uid) => !skip.has(uid));
      for (const uid of skip) mails.push({ uid, messageId: '', files: [] });
      if (toRead.length > 0) {
        for await (const { uid, source } of inbox.read(toRead)) {
          // A mail mailparser cannot read is recorded with no attachments rather than stopping the mailbox.
          const parsed = await this.pace.step(() => resumeAttachmentsOf(source).catch(() => ({ messageId: '', files: [] })));
          mails.push({ uid, ...parsed });
        }
      }
      return { uidValidity: inbox.uidValidity, lastUid: more ? lastUid : Math.max(lastUid, newest), more, mails };
    });
  }

  private async awaitPreviousImport(mailboxId: string): Promise<void> {
    const previous = await this.repo.lastTaskId(mailboxId);
    if (!previous) return;
    const until = Date.now() + PACE_WAIT_MS;
    while (Date.now() < until && (await this.imports.isUnfinished(previous))) await new Promise((r) => setTimeout(r, PACE_POLL_MS));
  }

  /** A run that could not sign in also puts the mailbox in the sweep's back-off (`signIn`). */
  private async fail(box: MailboxRecord, error: string, signIn?: WatchFailure): Promise<RunResult> {
    const backOff = signIn ? { retryDelayMs: (failures: number) => watchRetryDelayMs(signIn, failures) } : undefined;
    await this.repo.failRun(box.id, error, backOff);
    return { mails: 0, attachments: 0, taskId: null, more: false, error };
  }

  private async ownerOf(userId: string): Promise<ConsultantActor | null> {
    const row = await this.repo.ownerOf(userId);
    return row ? consultantActorOf(row, 'mailbox') : null;
  }
}
