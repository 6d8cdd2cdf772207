import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../platform/secret-box';
import { type InboxWatch, watchInbox } from './imap-idle';
import { ImapOpenError } from './imap-inbox';
import type { MailHostPolicy } from './mail-host-guard';
import type { MailboxWatchRepository, WatchLease } from './mailbox-watch.repository';
import { NO_IDLE_RECHECK_MS, SIGN_IN_FAILURE, type WatchFailure, watchRetryDelayMs } from './mailbox-watch-backoff';

export interface MailboxWatcherOptions {
  /** This instance's name in `mailboxes.watch_owner`; unique per running instance. */
  owner: string;
  /** Mailboxes this instance holds in IDLE at most (MAILBOX_WATCH_MAX); 0: this instance watches none. */
  max: number;
  /** How long a lease lasts unless renewed (ms). */
  leaseMs: number;
  /** How often the watcher renews its leases and takes free ones (ms); well under leaseMs. */
  tickMs: number;
}

/** One leased mailbox on this instance: connecting (`watch` null) or in IDLE. */
interface Held {
  watch: InboxWatch | null;
  failures: number;
  /** Set while the watcher itself closes the connection (unbound, lease lost, stopping). */
  closing: boolean;
  /** A collect job is being queued; `again`: more mail was reported meanwhile. */
  queuing: boolean;
  again: boolean;
}

/**
 * Holds bound mailboxes' INBOXes in IDLE so new mail is collected within seconds instead of at
 * the next minute sweep. Each instance runs one watcher; a lease on the mailbox row (taken and
 * renewed in the database, mailbox-watch.repository.ts) makes one instance across all of them
 * hold a mailbox's connection. Every `tickMs` the watcher renews its leases — closing the
 * connections whose lease it lost (unbound, or taken over after it ran out) — and takes free
 * leases up to `max`. On EXISTS it queues the mailbox's collect job (`onNewMail`); it never reads
 * a mail itself. A server without IDLE is left to the sweep and asked again hours later; a failed
 * or dropped connection gives the lease up with a growing back-off (mailbox-watch-backoff.ts),
 * recorded on the row so no instance retries sooner. Failures are logged only: the settings page
 * shows the collection runs' errors, which meet the same causes.
 */
export class MailboxWatcher {
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private stopped = true;
  /** When the leases were last renewed (local clock); past leaseMs, another instance may hold them. */
  private renewedAt = 0;

  constructor(
    private readonly repo: MailboxWatchRepository,
    private readonly key: SecretBox,
    private readonly hosts: MailHostPolicy,
    private readonly onNewMail: (mailboxId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    readonly options: MailboxWatcherOptions,
  ) {}

  start(): void {
    if (this.options.max <= 0 || !this.stopped) return;
    this.stopped = false;
    this.poke();
  }

  /** Renews and takes leases now rather than at the next tick (a mailbox was just bound here). */
  poke(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
      if (this.stopped) return;
      if (this.tickAgain) {
        this.tickAgain = false;
        this.poke();
      } else {
        this.timer = setTimeout(() => this.poke(), this.options.tickMs);
      }
    });
  }

  /** The mailboxes this instance holds in IDLE now. */
  watching(): string[] {
    return [...this.held].filter(([, h]) => h.watch !== null && !h.closing).map(([id]) => id);
  }

  /** The mailbox was unbound on this instance: its connection closes now, not at the next renew. */
  async forget(mailboxId: string): Promise<void> {
    await this.closeHeld(mailboxId);
  }

  /** Stops the loop, closes every connection and gives the leases up (app close). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.all([...this.held.keys()].map((id) => this.closeHeld(id)));
    await this.repo.releaseAll(this.options.owner).catch((error) => this.log.warn({ err: error }, 'mailbox watch leases not released'));
  }

  private async tick(): Promise<void> {
    const { owner, max, leaseMs } = this.options;
    try {
      const ids = [...this.held.keys()];
      const kept = await this.repo.renew(owner, ids, leaseMs);
      this.renewedAt = Date.now();
      for (const id of ids) if (!kept.has(id)) void this.closeHeld(id);
      const taken = await this.repo.take(owner, max - this.held.size, leaseMs);
      for (const lease of taken) if (!this.held.has(lease.id)) void this.open(lease);
    } catch (error) {
      this.log.error({ err: error }, 'mailbox watch leases could not be renewed or taken');
      // Unrenewed past the lease, another instance may have taken these mailboxes: hold none rather than two.
      if (this.held.size > 0 && Date.now() - this.renewedAt > leaseMs) {
        await Promise.all([...this.held.keys()].map((id) => this.closeHeld(id)));
      }
    }
  }

  private async open(lease: WatchLease): Promise<void> {
    const held: Held = { watch: null, failures: lease.watchFailures, closing: false, queuing: false, again: false };
    this.held.set(lease.id, held);
    let password: string;
    try {
      password = this.key.open(lease.passwordSealed);
    } catch {
      return this.failed(lease.id, held, 'blocked');
    }
    const settings = { host: lease.host, port: lease.port, ssl: lease.ssl, user: lease.email, password, hosts: this.hosts };
    let watch: InboxWatch | null;
    try {
      watch = await watchInbox(settings, () => this.newMail(lease.id, held));
    } catch (error) {
      const reason = error instanceof ImapOpenError ? error.reason : 'unreachable';
      if (!(error instanceof ImapOpenError)) this.log.warn({ err: error, mailboxId: lease.id }, 'mailbox watch could not open INBOX');
      return this.failed(lease.id, held, SIGN_IN_FAILURE[reason]);
    }
    if (this.held.get(lease.id) !== held || held.closing) {
      // Unbound, lost or stopping while connecting.
      await watch?.close();
      return;
    }
    if (!watch) {
      this.held.delete(lease.id);
      this.log.info({ mailboxId: lease.id }, 'mailbox server announces no IDLE: left to the minute sweep');
      await this.repo
        .release(this.options.owner, lease.id, { afterMs: NO_IDLE_RECHECK_MS, failures: 0 })
        .catch((error) => this.log.warn({ err: error, mailboxId: lease.id }, 'mailbox watch recheck time not recorded'));
      return;
    }
    held.watch = watch;
    held.failures = 0;
    void watch.ended.then(({ byUs }) => {
      if (!byUs && this.held.get(lease.id) === held && !held.closing) return this.failed(lease.id, held, 'dropped');
    });
    await this.repo
      .started(this.options.owner, lease.id)
      .catch((error) => this.log.warn({ err: error }, 'mailbox watch start not recorded'));
    // Mail that arrived since the last run (before IDLE began) has no EXISTS of its own.
    if (watch.uidValidity !== lease.uidValidity || watch.uidNext - 1 > lease.lastUid) this.newMail(lease.id, held);
  }

  /** Queues the mailbox's collect job; reports that come while one is being queued are folded into one more. */
  private newMail(mailboxId: string, held: Held): void {
    if (held.queuing) {
      held.again = true;
      return;
    }
    held.queuing = true;
    void this.onNewMail(mailboxId)
      .catch((error) => this.log.error({ err: error, mailboxId }, 'mailbox collect job not queued on new mail'))
      .finally(() => {
        held.queuing = false;
        if (held.again && this.held.get(mailboxId) === held) {
          held.again = false;
          this.newMail(mailboxId, held);
        }
      });
  }

  /** A watch attempt failed or its connection dropped: the lease is given up with the back-off on the row. */
  private async failed(mailboxId: string, held: Held, failure: WatchFailure): Promise<void> {
    if (this.held.get(mailboxId) !== held) return;
    this.held.delete(mailboxId);
    const failures = held.failures + 1;
    const afterMs = watchRetryDelayMs(failure, failures);
    this.log.warn({ mailboxId, failure, failures, retryInMs: afterMs }, 'mailbox watch failed');
    await this.repo
      .release(this.options.owner, mailboxId, { afterMs, failures })
      .catch((error) => this.log.warn({ err: error, mailboxId }, 'mailbox watch back-off not recorded'));
  }

  /** Closes a held mailbox's connection (if it is up) and forgets it; the lease is not touched. */
  private async closeHeld(mailboxId: string): Promise<void> {
    const held = this.held.get(mailboxId);
    if (!held) return;
    held.closing = true;
    this.held.delete(mailboxId);
    await held.watch?.close();
  }
}
