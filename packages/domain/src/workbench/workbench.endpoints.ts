import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  activityDescQuerySchema,
  activityInputSchema,
  activityItemSchema,
  activityPositionFilterSchema,
  activityPositionOptionSchema,
  gladTidingHideSchema,
  gladTidingSchema,
  opsActivitySchema,
  opsGladTidingSchema,
} from './activity.schema';
import { businessDataExportQuerySchema, businessDataPageSchema, businessDataQuerySchema, summarySchema } from './business-data.schema';
import {
  firmBoardParamsSchema,
  rankBoardSchema,
  rankingConfigBatchSchema,
  rankingConfigGroupSchema,
  userBoardParamsSchema,
} from './ranking';

const idParams = z.object({ id: z.string().max(40) });

/** The workbench (spec 001 §7 business data; rankings, good news, activities). */
export const workbenchEndpoints = {
  summarizing: endpoint({ method: 'GET', path: '/api/dataStatistics/v2/summarizing', mutates: false, response: summarySchema }),
  businessData: endpoint({
    method: 'POST',
    path: '/api/dataStatistics/user/list',
    mutates: false,
    body: businessDataQuerySchema,
    response: businessDataPageSchema,
  }),
  businessDataExport: endpoint({
    method: 'GET',
    path: '/api/dataStatistics/user/export',
    mutates: false,
    query: businessDataExportQuerySchema,
    response: 'file',
  }),
  userBoard: endpoint({
    method: 'GET',
    path: '/api/lietouRanking/selfCompanyUser/rankingType/:rankingType/searchTimeDimension/:searchTimeDimension/list',
    mutates: false,
    params: userBoardParamsSchema,
    response: rankBoardSchema,
  }),
  firmBoard: endpoint({
    method: 'GET',
    path: '/api/lietouRanking/selfCompany/rankingType/:rankingType/scareenType/:scareenType/searchTimeDimension/:searchTimeDimension/list',
    mutates: false,
    params: firmBoardParamsSchema,
    response: rankBoardSchema,
  }),
  platformBoard: endpoint({
    method: 'GET',
    path: '/api/lietouRanking/allCompany/rankingType/:rankingType/scareenType/:scareenType/searchTimeDimension/:searchTimeDimension/list',
    mutates: false,
    params: firmBoardParamsSchema,
    response: rankBoardSchema,
  }),
  rankingConfig: endpoint({
    method: 'GET',
    path: '/api/lietouRanking/allPersonConfigWithGroup',
    mutates: false,
    response: z.array(rankingConfigGroupSchema),
  }),
  rankingConfigBatch: endpoint({ method: 'POST', path: '/api/lietouRanking/configBatch', body: rankingConfigBatchSchema, response: null }),
  gladTidings: endpoint({ method: 'GET', path: '/api/gladTidings/list', mutates: false, response: z.array(gladTidingSchema) }),
  activities: endpoint({ method: 'GET', path: '/api/activity/list', mutates: false, response: z.array(activityItemSchema) }),
  activityDesc: endpoint({
    method: 'GET',
    path: '/api/activity/desc',
    mutates: false,
    query: activityDescQuerySchema,
    response: activityItemSchema,
  }),
};

/** The platform console's side: publishing activities, hiding good news. */
export const opsWorkbenchEndpoints = {
  activities: endpoint({ method: 'GET', path: '/api/ops/activities', mutates: false, response: z.array(opsActivitySchema) }),
  createActivity: endpoint({ method: 'POST', path: '/api/ops/activities', body: activityInputSchema, response: opsActivitySchema }),
  updateActivity: endpoint({
    method: 'PUT',
    path: '/api/ops/activities/:id',
    params: idParams,
    body: activityInputSchema,
    response: opsActivitySchema,
  }),
  positionOptions: endpoint({
    method: 'POST',
    path: '/api/ops/activities/positionOptions',
    mutates: false,
    body: activityPositionFilterSchema,
    response: z.array(activityPositionOptionSchema),
  }),
  gladTidings: endpoint({ method: 'GET', path: '/api/ops/gladTidings', mutates: false, response: z.array(opsGladTidingSchema) }),
  hideGladTiding: endpoint({
    method: 'PUT',
    path: '/api/ops/gladTidings/:id',
    params: idParams,
    body: gladTidingHideSchema,
    response: null,
  }),
};
