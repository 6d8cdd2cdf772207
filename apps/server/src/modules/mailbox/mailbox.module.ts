import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import type { Router } from '../../platform/route';
import { SecretBox } from '../../platform/secret-box';
import type { MailHostPolicy } from './mail-host-guard';
import { MailboxRepository } from './mailbox.repository';
import { mailboxRoutes } from './mailbox.routes';
import { MailboxService } from './mailbox.service';
import { MailboxCollector } from './mailbox-collector';
import type { MailboxImportPort } from './mailbox-import.port';
import { MailboxWatchRepository } from './mailbox-watch.repository';
import { MailboxWatcher } from './mailbox-watcher';

/** One collection run of one mailbox: { mailboxId }. */
export const MAILBOX_COLLECT_JOB = 'mailbox.collect';
/**
 * Every minute, once across the instances: queues a run for each bound mailbox, but for those whose
 * last runs could not sign in, which wait out a growing back-off (mailboxes.sweep_retry_at).
 */
const MAILBOX_SWEEP_JOB = 'mailbox.sweep';
const MAILBOX_SWEEP_CRON = '* * * * *';
/** Runs one job makes back to back while more mail waits (100 mails each, RUN_LIMITS). */
const RUNS_PER_JOB = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mailbox collection, run by the job queue; tests and the bench run it directly. `settle`
     * waits until no collection or sweep job is queued or running on any instance.
     */
    mailbox: { collector: MailboxCollector; watcher: MailboxWatcher; settle(): Promise<void> };
  }
}

export interface MailboxModuleDeps {
  db: Db;
  jobs: JobQueue;
  /** The data key's box; the mailbox key is MAILBOX_KEY when set, else derived from it. */
  box: SecretBox;
  mailboxKey: string | undefined;
  /** MAILBOX_PRIVATE_HOSTS: hosts a mailbox may name although they resolve to an internal address. */
  privateHosts: ReadonlySet<string>;
  /** MAILBOX_PRIVATE_PLAINTEXT: whether those may be signed in to without TLS (every other host must use TLS). */
  privatePlaintext: boolean;
  imports: MailboxImportPort;
  /** The IDLE watcher's cap and lease timing (config.mailboxWatch). */
  watch: { max: number; leaseMs: number; tickMs: number };
}

/** The key that seals mailbox passwords: MAILBOX_KEY (base64, 32 bytes), else one derived from the data key. */
export function mailboxKeyOf(box: SecretBox, mailboxKey: string | undefined): SecretBox {
  return mailboxKey ? SecretBox.fromKey(Buffer.from(mailboxKey, 'base64')) : SecretBox.fromKey(box.derivedKey('mailbox-credentials'));
}

/**
 * Wires mailbox binding and collection into the app. Collection is a pg-boss job per mailbox:
 * the minute sweep queues one for each bound mailbox, a bind queues one at once, the IDLE
 * watcher queues one when new mail is reported (mailbox-watcher.ts), and a run that stopped at
 * its limits is followed at once by the next. The jobs carry the mailbox as singleton key, but on
 * pg-boss 10's standard queue a singleton key alone does not hold a second job back: overlapping
 * runs are made safe by the claims (mailbox-collector.ts), and the watcher folds a burst of
 * reports into one job. The watcher starts when the app is ready and stops (giving its leases up) when it closes.
 */
export async function registerMailbox(app: FastifyInstance, router: Router, deps: MailboxModuleDeps) {
  const repo = new MailboxRepository(deps.db);
  const key = mailboxKeyOf(deps.box, deps.mailboxKey);
  const hosts: MailHostPolicy = { privateHosts: deps.privateHosts, privatePlaintext: deps.privatePlaintext };
  const collector = new MailboxCollector(repo, key, deps.imports, app.log, hosts);
  const queue = (mailboxId: string) =>
    deps.jobs.send(MAILBOX_COLLECT_JOB, { mailboxId }, { retryLimit: 0, singletonKey: mailboxId }).then(() => undefined);
  // The instance's name on its watch leases: readable in the table, unique even for two apps in one process (tests).
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const watcher = new MailboxWatcher(new MailboxWatchRepository(deps.db), key, hosts, queue, app.log, {
    owner,
    ...deps.watch,
  });
  app.addHook('onReady', async () => watcher.start());
  app.addHook('onClose', async () => watcher.stop());
  const service = new MailboxService(repo, key, queue, hosts, {
    bound: () => watcher.poke(),
    unbound: (id) => void watcher.forget(id),
  });
  await deps.jobs.work<{ mailboxId: string }>(MAILBOX_COLLECT_JOB, async ({ mailboxId }) => {
    // Runs follow each other while mail is waiting (each within its limits); past RUNS_PER_JOB the
    // rest goes back to the queue, so one full mailbox does not hold a worker indefinitely.
    for (let run = 0; run < RUNS_PER_JOB; run++) {
      const result = await collector.collect(mailboxId);
      if (!result?.more) return;
    }
    await queue(mailboxId);
  });
  await deps.jobs.work(MAILBOX_SWEEP_JOB, async () => {
    for (const id of await repo.dueIds(new Date())) await queue(id);
  });
  await deps.jobs.schedule(MAILBOX_SWEEP_JOB, MAILBOX_SWEEP_CRON);
  mailboxRoutes(router, service);
  const settle = async () => {
    await deps.jobs.settle(MAILBOX_SWEEP_JOB);
    await deps.jobs.settle(MAILBOX_COLLECT_JOB);
  };
  app.decorate('mailbox', { collector, watcher, settle });
  return { service, collector, watcher };
}
