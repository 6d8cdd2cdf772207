import type { MailboxView, mailboxBindBodySchema } from '@hh/domain/mailbox/mailbox.schema';
import { MAILBOX_MESSAGES } from '@hh/domain/mailbox/mailbox-rules';
import type { z } from 'zod';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { SecretBox } from '../../platform/secret-box';
import { ImapOpenError, withInbox } from './imap-inbox';
import type { MailHostPolicy } from './mail-host-guard';
import type { MailboxRecord, MailboxRepository } from './mailbox.repository';

type BindBody = z.output<typeof mailboxBindBodySchema>;

export function mailboxViewOf(r: MailboxRecord): MailboxView {
  return {
    id: r.id,
    email: r.email,
    host: r.host,
    port: r.port,
    ssl: r.ssl,
    bindTime: r.createdAt.getTime(),
    lastCollectTime: r.lastCollectedAt?.getTime() ?? null,
    lastCount: r.lastCount,
    totalCount: r.totalCount,
    attachmentCount: r.attachmentCount,
    lastError: r.lastError,
  };
}

/**
 * Binding a consultant's work mailbox (spec 001 §7): the server signs in over IMAP before saving
 * anything, seals the password with the mailbox key, and starts collecting with the mail that
 * arrives after binding (what is already in INBOX stays there). Unbinding deletes the mailbox,
 * its sealed password and its collected-mail rows, which stops collection.
 */
export class MailboxService {
  constructor(
    private readonly repo: MailboxRepository,
    private readonly key: SecretBox,
    private readonly collectSoon: (mailboxId: string) => Promise<void>,
    private readonly hosts: MailHostPolicy,
    /** The IDLE watcher of this instance (mailbox-watcher.ts): told at once, rather than at its next tick. */
    private readonly watch: { bound(mailboxId: string): void; unbound(mailboxId: string): void },
  ) {}

  async bind(actor: ConsultantActor, body: BindBody): Promise<MailboxView> {
    if (await this.repo.ofUser(actor.userId)) throw conflict(MAILBOX_MESSAGES.alreadyBound);
    let uidValidity: number;
    let uidNext: number;
    try {
      ({ uidValidity, uidNext } = await withInbox(
        { host: body.host, port: body.port, ssl: body.ssl, user: body.email, password: body.password, hosts: this.hosts },
        async (inbox) => ({ uidValidity: inbox.uidValidity, uidNext: inbox.uidNext }),
      ));
    } catch (error) {
      if (error instanceof ImapOpenError && error.reason === 'refused') throw badRequest(MAILBOX_MESSAGES.loginRefused);
      if (error instanceof ImapOpenError && error.reason === 'internal') throw badRequest(MAILBOX_MESSAGES.internalHost);
      if (error instanceof ImapOpenError && error.reason === 'insecure') throw badRequest(MAILBOX_MESSAGES.insecure);
      throw badRequest(MAILBOX_MESSAGES.unreachable);
    }
    const id = newId();
    const saved = await this.repo.insert({
      id,
      firmId: actor.firmId,
      userId: actor.userId,
      email: body.email,
      host: body.host.toLowerCase(),
      port: body.port,
      ssl: body.ssl,
      passwordSealed: this.key.seal(body.password),
      uidValidity,
      lastUid: Math.max(0, uidNext - 1),
    });
    if (!saved) throw conflict(MAILBOX_MESSAGES.alreadyBound);
    // The first run is queued without holding the answer; should queuing fail, the minute sweep starts it.
    void this.collectSoon(id).catch(() => undefined);
    this.watch.bound(id);
    const row = await this.repo.ofUser(actor.userId);
    if (!row) throw notFound('邮箱不存在或已解绑');
    return mailboxViewOf(row);
  }

  async check(actor: ConsultantActor) {
    return { bound: (await this.repo.ofUser(actor.userId)) !== undefined };
  }

  async get(actor: ConsultantActor): Promise<MailboxView | null> {
    const row = await this.repo.ofUser(actor.userId);
    return row ? mailboxViewOf(row) : null;
  }

  /** Another consultant's mailbox, or an id that is none, answers as missing. */
  async unbind(actor: ConsultantActor, id: string): Promise<void> {
    if (!isId(id) || !(await this.repo.remove(id, actor.userId))) throw notFound('邮箱不存在或已解绑');
    // The row is gone, so another instance holding the watch closes it at its next renew; here it closes now.
    this.watch.unbound(id);
  }
}
