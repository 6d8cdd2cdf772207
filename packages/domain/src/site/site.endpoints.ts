import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  bannerIdParamsSchema,
  bannerInputSchema,
  grayUserAddSchema,
  grayUserParamsSchema,
  grayUserSchema,
  opsBannerSchema,
} from './banner-admin.schema';
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

/** The console's banners and their gray list (/ops/banners, issue 23). */
export const bannerAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/ops/banners', mutates: false, response: z.array(opsBannerSchema) }),
  create: endpoint({ method: 'POST', path: '/api/ops/banners', body: bannerInputSchema, response: opsBannerSchema }),
  update: endpoint({
    method: 'POST',
    path: '/api/ops/banners/:id',
    params: bannerIdParamsSchema,
    body: bannerInputSchema,
    response: opsBannerSchema,
  }),
  remove: endpoint({ method: 'POST', path: '/api/ops/banners/:id/delete', params: bannerIdParamsSchema, response: null }),
  grayList: endpoint({ method: 'GET', path: '/api/ops/banners/grayList', mutates: false, response: z.array(grayUserSchema) }),
  addGrayUser: endpoint({ method: 'POST', path: '/api/ops/banners/grayList', body: grayUserAddSchema, response: grayUserSchema }),
  removeGrayUser: endpoint({
    method: 'POST',
    path: '/api/ops/banners/grayList/:userId/delete',
    params: grayUserParamsSchema,
    response: null,
  }),
};
