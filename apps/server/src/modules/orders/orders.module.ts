import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listenForChanges } from '../../platform/change-feed';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import type { Router } from '../../platform/route';
import type { MailDomainsService } from '../accounts/mail-domains.service';
import type { ScopeService } from '../accounts/scope.service';
import type { CandidatesService } from '../candidates/candidates.service';
import type { DisclosureService } from '../candidates/disclosure.service';
import type { PositionReader } from '../positions/position-reader.port';
import { ComplaintOrderEffects } from './complaint-order-effects.service';
import { ComplaintOrdersRepository } from './complaint-orders.repository';
import { ConsoleOrdersRepository } from './console-orders.repository';
import { opsOrdersRoutes } from './console-orders.routes';
import { OpsOrdersService } from './console-orders.service';
import { GUARANTEE_CRON, GUARANTEE_JOB, GuaranteeJob } from './guarantee.job';
import { InterviewOrdersRepository } from './interview-orders.repository';
import { OrderExportService } from './order-export.service';
import { orderFilesRoutes } from './order-files.routes';
import { ORDER_LIST_CHANNEL, OrderListCache } from './order-list-cache';
import { OrderListsRepository } from './order-lists.repository';
import { OrderMoves } from './order-moves.service';
import { OrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';
import { recommendRoutes } from './recommend.routes';
import { RecommendService } from './recommend.service';
import type { RecommendBanCheck } from './recommend-ban-check.port';
import type { RecommendedListener } from './recommended-listener.port';
import { ReportsRepository } from './reports.repository';
import { ResumeDownloadService } from './resume-download.service';
import type { GuaranteeFailures, StageLogListener } from './stage-log-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order pipeline's services that run outside requests (jobs; tests drive them directly). */
    orders: { guarantee: GuaranteeJob; exports: OrderExportService };
  }
}

export interface OrdersModuleDeps {
  db: Db;
  jobs: JobQueue;
  scopes: ScopeService;
  candidates: CandidatesService;
  disclosure: DisclosureService;
  /** Positions are read through the positions module's port; orders never read its tables. */
  positions: PositionReader;
  mailer: Mailer;
  /** Keep list answers until their firm's orders change (order-list-cache.ts); default on. */
  listCache?: boolean;
  /** Where an export may be mailed: the caller's bound e-mail or the firm's domains (accounts). */
  mailDomains: MailDomainsService;
  /** Told of every state log inside its transaction (the workbench's rollups). */
  stageLog?: StageLogListener;
  /** Asked on each guarantee run to settle the guarantee failures (finance's reversals). */
  guaranteeFailures?: GuaranteeFailures;
  /** Bans of upheld complaints, checked before a recommendation and every order action (complaints). */
  bans?: RecommendBanCheck;
  /** Told after each recommendation commits: the candidate's confirmation link (complaints). */
  recommended?: RecommendedListener;
}

/**
 * Wires the order pipeline into the app: the consultant's orders and recommendations, exports
 * and downloads, and the console's order moves. Returns the services other parts need (jobs, exports).
 */
export async function registerOrders(app: FastifyInstance, router: Router, deps: OrdersModuleDeps) {
  const cache = new OrderListCache();
  if (deps.listCache !== false) {
    const feed = listenForChanges(deps.db.$client.options, ORDER_LIST_CHANNEL, {
      notice: (payload) => cache.notice(payload),
      live: (up) => cache.setLive(up),
      error: (error) => app.log.warn({ err: error }, 'order-list change feed lost; lists read from the database until it is back'),
    });
    app.addHook('onClose', () => feed.close());
  }
  const repo = new OrdersRepository(deps.db, (firmId) => cache.changed(firmId), deps.stageLog);
  const moves = new OrderMoves(repo);
  const orders = new OrdersService(repo, moves, new OrderListsRepository(deps.db), cache, deps.bans);
  const reports = new ReportsRepository(deps.db);
  const recommend = new RecommendService(repo, reports, orders, moves, deps.candidates, deps.positions, deps.recommended);
  ordersRoutes(router, orders);
  recommendRoutes(router, recommend);
  const opsOrders = new OpsOrdersService(repo, new ConsoleOrdersRepository(deps.db), reports, moves, deps.positions);
  opsOrdersRoutes(router, opsOrders);
  const exports = new OrderExportService(orders, deps.scopes, deps.jobs, deps.mailer, deps.mailDomains);
  await exports.register();
  orderFilesRoutes(router, exports, new ResumeDownloadService(orders, deps.disclosure));
  const guarantee = new GuaranteeJob(repo, moves, deps.guaranteeFailures);
  app.decorate('orders', { guarantee, exports });
  await deps.jobs.work(GUARANTEE_JOB, async () => {
    await guarantee.run();
  });
  await deps.jobs.schedule(GUARANTEE_JOB, GUARANTEE_CRON);
  return {
    repo,
    moves,
    orders,
    opsOrders,
    recommend,
    guarantee,
    interviewOrders: new InterviewOrdersRepository(deps.db),
    complaintOrderEffects: new ComplaintOrderEffects(repo, moves),
  };
}

/** The complaints module's port over orders (reads across firms, the candidate's confirmation); built before the orders module is registered. */
export function createComplaintOrders(db: Db): ComplaintOrdersRepository {
  return new ComplaintOrdersRepository(db);
}
