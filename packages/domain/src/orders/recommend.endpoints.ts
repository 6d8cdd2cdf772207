import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { orderCheckSchema, positionRowSchema } from '../positions/position.schema';
import { chooseCandidateQuerySchema, choosePageSchema } from './choose.schema';
import { orderRowSchema, reRecommendSchema } from './order.schema';
import {
  modifyReportSchema,
  recommendReportSchema,
  recommendSchema,
  recommendTemplateSchema,
  reportContentSchema,
  reportProblemSchema,
  resumeInfoSchema,
  saveReportSchema,
} from './report.schema';

const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, { error: `请选择${label}` })
    .max(40);

const positionAndTalent = z.object({ positionId: id('职位'), userId: id('候选人') });
const createdOrderSchema = z.object({ orderId: z.string() });

/**
 * Choosing and recommending (spec 000 §7, spec 001 §3): the candidate-list search for a position,
 * the order check, the recommendation report and the recommendation itself, and re-recommending.
 */
export const recommendEndpoints = {
  chooseList: endpoint({
    method: 'POST',
    path: '/api/usermanager/chooseCandidate/list',
    mutates: false,
    body: chooseCandidateQuerySchema,
    response: choosePageSchema,
  }),
  ordersOfTalent: endpoint({
    method: 'GET',
    path: '/api/usermanager/queryRecommendedPositionList',
    mutates: false,
    query: z.object({ userId: id('候选人') }),
    response: z.array(orderRowSchema),
  }),
  check: endpoint({
    method: 'GET',
    path: '/api/position/order/check',
    mutates: false,
    query: positionAndTalent,
    response: orderCheckSchema,
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/order/rec/report/template',
    mutates: false,
    query: z.object({ positionId: id('职位') }),
    response: recommendTemplateSchema,
  }),
  templateData: endpoint({
    method: 'GET',
    path: '/api/order/rec/report/templateData',
    mutates: false,
    query: positionAndTalent,
    response: z.object({ values: z.record(z.string(), z.string()) }),
  }),
  autoCheck: endpoint({
    method: 'POST',
    path: '/api/order/rec/report/autoCheck',
    mutates: false,
    body: z.object({ positionId: id('职位'), content: reportContentSchema }),
    response: z.object({ problems: z.array(reportProblemSchema) }),
  }),
  modifyReport: endpoint({ method: 'POST', path: '/api/order/rec/report/modify', body: modifyReportSchema, response: null }),
  /** refId: an order id; the spec's path carries `.json`, which the route strips. */
  resumeInfo: endpoint({
    method: 'GET',
    path: '/api/resumes/resumeInfo/:refId',
    mutates: false,
    params: z.object({ refId: z.string().max(50) }),
    response: resumeInfoSchema,
  }),
  reportOfOrder: endpoint({
    method: 'GET',
    path: '/api/order/rec/report/get',
    mutates: false,
    query: z.object({ orderId: id('订单') }),
    response: recommendReportSchema,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: '/api/lietouResumeRecommandReport/saveOrUpdate',
    body: saveReportSchema,
    response: recommendReportSchema,
  }),
  reportsOfResume: endpoint({
    method: 'GET',
    path: '/api/lietouResumeRecommandReport/:resumeId/list',
    mutates: false,
    params: z.object({ resumeId: z.string().max(40) }),
    response: z.array(recommendReportSchema),
  }),
  recommend: endpoint({ method: 'POST', path: '/api/position/manager/recommend', body: recommendSchema, response: createdOrderSchema }),
  /** Exempt from the request-time check (spec 000 §8): see the server's request guard. */
  reRecommendList: endpoint({
    method: 'GET',
    path: '/api/positions/reRecommand/list/:id',
    mutates: false,
    params: z.object({ id: z.string().max(40) }),
    response: z.array(positionRowSchema),
  }),
  reRecommend: endpoint({
    method: 'POST',
    path: '/api/position/manager/reRecommend',
    body: reRecommendSchema,
    response: createdOrderSchema,
  }),
};
