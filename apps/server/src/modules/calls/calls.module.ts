import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import type { Router } from '../../platform/route';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import { CallFiguresRepository } from './call-figures.repository';
import { CallSetupRepository } from './call-setup.repository';
import { CallSetupService } from './call-setup.service';
import type { CallTargetsPort, SmsSender } from './call-targets.port';
import { CALL_WEBHOOK_PATH, callWebhookRoutes } from './call-webhook.routes';
import { CallsRepository } from './calls.repository';
import { callsRoutes } from './calls.routes';
import { CallsService } from './calls.service';
import { SandboxTelephony, type SandboxTiming } from './telephony-provider';
import { WebhookRefusals } from './webhook-refusals';
import { WebhookRefusalsRepository } from './webhook-refusals.repository';
import { REFUSALS_RETENTION_CRON, REFUSALS_RETENTION_JOB, RefusalsRetentionJob } from './webhook-refusals-retention.job';
import { signWebhook } from './webhook-signature';

export interface CallsModuleDeps {
  db: Db;
  box: SecretBox;
  storage: FileStorage;
  mailer: Mailer;
  /** The webhook's refusal counters (Redis with several instances). */
  store: SharedStore;
  /** The refusals' retention job. */
  jobs: JobQueue;
  targets: CallTargetsPort;
  sandboxTiming?: SandboxTiming;
}

/**
 * The calls' figures other modules read through the ports they declare: the workbench's business
 * data (`CallFiguresPort`) and the complaint evidence bundle (`ComplaintCallsPort`).
 */
export function createCallFigures(db: Db): CallFiguresRepository {
  return new CallFiguresRepository(db);
}

/** The sandbox SMS: each message is a mail to `<phone>@sms.sandbox.invalid` in the outbox the console lists. */
export function outboxSms(mailer: Mailer): SmsSender {
  return {
    async send(phone, text) {
      await mailer.send({ to: `${phone}@sms.sandbox.invalid`, subject: `短信 ${phone}`, text });
    },
  };
}

/**
 * Wires calling into the app, with the daily retention of the webhook's refusals. The sandbox
 * provider delivers its events to the webhook route through `app.inject`, signed with the webhook
 * key, so they pass exactly the checks a real provider's delivery passes (and need no public address).
 */
export async function registerCalls(app: FastifyInstance, router: Router, deps: CallsModuleDeps) {
  const repo = new CallsRepository(deps.db);
  const setupRepo = new CallSetupRepository(deps.db);
  // The webhook secret is derived from the data key; a real provider's shared secret would come from its configuration.
  const key = deps.box.derivedKey('call-webhook');
  const provider = new SandboxTelephony(deps.sandboxTiming);
  const calls = new CallsService(repo, setupRepo, deps.targets, provider, deps.storage, app.log);
  const setup = new CallSetupService(setupRepo, deps.box, outboxSms(deps.mailer));
  callsRoutes(router, calls, setup);
  const refusalsRepo = new WebhookRefusalsRepository(deps.db);
  await app.register(callWebhookRoutes({ key, calls, refusals: new WebhookRefusals(deps.store, refusalsRepo, app.log) }));
  const retention = new RefusalsRetentionJob(refusalsRepo);
  await deps.jobs.work(REFUSALS_RETENTION_JOB, async () => {
    await retention.run();
  });
  await deps.jobs.schedule(REFUSALS_RETENTION_JOB, REFUSALS_RETENTION_CRON);
  provider.connect(async (event) => {
    const body = JSON.stringify(event);
    const timestamp = String(Date.now());
    await app.inject({
      method: 'POST',
      url: CALL_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-call-timestamp': timestamp, 'x-call-signature': signWebhook(key, timestamp, body) },
      payload: body,
    });
  });
  app.addHook('onClose', async () => provider.stop());
  return { calls, webhookKey: key };
}
