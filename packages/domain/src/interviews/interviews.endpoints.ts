import { endpoint } from '../api/endpoint';
import {
  havePointSchema,
  homeInterviewMsgSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  reactionChangeSchema,
} from './interview-feedback';

/** Interview feedback (spec 001 §7). The spec makes the reaction change and the confirmation GETs although they write. */
export const interviewEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/feedback/interview/list',
    mutates: false,
    query: interviewListQuerySchema,
    response: interviewPageSchema,
  }),
  change: endpoint({ method: 'GET', path: '/api/feedback/interview/change', mutates: true, query: reactionChangeSchema, response: null }),
  havePoint: endpoint({ method: 'GET', path: '/api/feedback/interview/havePoint', mutates: false, response: havePointSchema }),
  homeMessage: endpoint({
    method: 'GET',
    path: '/api/feedback/interview/homeInterviewMsg',
    mutates: false,
    response: homeInterviewMsgSchema,
  }),
  confirm: endpoint({ method: 'GET', path: '/api/feedback/interview/confirmInterview', mutates: true, response: null }),
};
