import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mailer';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import { BannersRepository } from './banners.repository';
import { bannersRoutes } from './banners.routes';
import { BannersService } from './banners.service';
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

/** Wires the public site's calls, the console's trial requests and banners into the app. */
export function registerSite(app: FastifyInstance, router: Router, deps: SiteModuleDeps) {
  const trials = new TrialsService(new TrialsRepository(deps.db), deps.store, deps.mailer, deps.salesEmail, app.log);
  const banners = new BannersService(new BannersRepository(deps.db));
  siteRoutes(router, trials, banners);
  trialsRoutes(router, trials);
  bannersRoutes(router, banners);
  return { trials, banners };
}
