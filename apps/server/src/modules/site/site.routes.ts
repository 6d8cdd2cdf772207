/**
 * site: the public marketing site's calls — its static content (spec 001 §7: the course list
 * and the footer banners, read through a `content` field) and the trial request of its dialog
 * (POST /api/free/add/apply). The pages themselves are prerendered files (platform/web-static.ts);
 * the console's follow-up of trial requests is in trials.routes.ts.
 */
import { siteBannersSchema, siteCoursesSchema } from '@hh/domain/site/site-content.schema';
import { trialApplyRequestSchema, trialApplyResultSchema } from '@hh/domain/site/trial.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { envelopeOf, ok } from '../../platform/envelope';
import { SITE_BANNERS, SITE_COURSES } from './site-content';
import type { TrialsService } from './trials.service';

export const siteRoutes = (trials: TrialsService): FastifyPluginAsyncZod =>
  async function site(app) {
    app.get(
      '/api/site/content/courses',
      { config: { access: access.public }, schema: { response: { 200: envelopeOf(siteCoursesSchema) } } },
      async () => ok({ content: [...SITE_COURSES] }),
    );

    app.get(
      '/api/site/content/banners',
      { config: { access: access.public }, schema: { response: { 200: envelopeOf(siteBannersSchema) } } },
      async () => ok({ content: [...SITE_BANNERS] }),
    );

    app.post(
      '/api/free/add/apply',
      {
        config: { access: access.public },
        schema: { body: trialApplyRequestSchema, response: { 200: envelopeOf(trialApplyResultSchema) } },
      },
      async (request) => ok(await trials.apply(request.body, request.ip), '提交成功'),
    );
  };
