import { endpoint } from '../api/endpoint';
import { behaviorLogSchema } from './behavior-log.schema';

/** The browser's behaviour log: public, exempt from the request-time rule, with a small body. */
export const behaviorEndpoints = {
  log: endpoint({ method: 'POST', path: '/api/lietou/behavior/log', body: behaviorLogSchema, response: null, bodyLimit: 16 * 1024 }),
};
