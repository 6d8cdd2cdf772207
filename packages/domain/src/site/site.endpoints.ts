import { endpoint } from '../api/endpoint';
import { sitePaths } from './site.paths';
import { siteBannersSchema, siteCoursesSchema } from './site-content.schema';
import {
  trialApplyRequestSchema,
  trialApplyResultSchema,
  trialFollowUpSchema,
  trialIdParamsSchema,
  trialListQuerySchema,
  trialListSchema,
  trialRequestRowSchema,
} from './trial.schema';

/** The public site's calls (spec 001 §7): its static content and the trial request of its dialog. */
export const siteEndpoints = {
  courses: endpoint({ ...sitePaths.courses, mutates: false, response: siteCoursesSchema }),
  banners: endpoint({ ...sitePaths.banners, mutates: false, response: siteBannersSchema }),
  applyTrial: endpoint({ ...sitePaths.applyTrial, body: trialApplyRequestSchema, response: trialApplyResultSchema }),
};

/** The console's follow-up of trial requests (/ops/trials). */
export const trialEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/ops/trials', mutates: false, query: trialListQuerySchema, response: trialListSchema }),
  followUp: endpoint({
    method: 'POST',
    path: '/api/ops/trials/:id/follow-up',
    params: trialIdParamsSchema,
    body: trialFollowUpSchema,
    response: trialRequestRowSchema,
  }),
};
