import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mailer';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import { siteRoutes } from './site.routes';
import { TrialsRepository } from './trials.repository';
import { trialsRoutes } from './trials.routes';
import { TrialsService } from './trials.service';

export interface SiteModuleDeps {
  db: Db;
  store: SharedStore;
  mailer: Mailer;
  salesEmail: string;
}

/** Wires the public site's calls and the console's trial requests into the app. */
export function registerSite(app: FastifyInstance, router: Router, deps: SiteModuleDeps) {
  const trials = new TrialsService(new TrialsRepository(deps.db), deps.store, deps.mailer, deps.salesEmail, app.log);
  siteRoutes(router, trials);
  trialsRoutes(router, trials);
  return { trials };
}
