/**
 * site: the public marketing site's calls — its static content (spec 001 §7: the course list
 * and the footer banners, read through a `content` field) and the trial request of its dialog
 * (POST /api/free/add/apply). The pages themselves are prerendered files (platform/web-static.ts);
 * the console's follow-up of trial requests is in trials.routes.ts.
 */
import { siteEndpoints as api } from '@hh/domain/site/site.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { BannersService } from './banners.service';
import { SITE_COURSES } from './site-content';
import type { TrialsService } from './trials.service';

export function siteRoutes(router: Router, trials: TrialsService, banners: BannersService): void {
  router.public(api.courses, () => ok({ content: [...SITE_COURSES] }));
  // The banners the console publishes, with whether the signed-in caller is gray-listed (a visitor never is).
  router.public(api.banners, async ({ actor }) => ok(await banners.forViewer(actor?.userId ?? null)));
  router.public(api.applyTrial, async ({ body, request }) => ok(await trials.apply(body, request.ip), '提交成功'));
}
