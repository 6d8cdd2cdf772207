import { endpoint } from '../api/endpoint';
import { behaviorPaths } from './behavior.paths';
import { behaviorLogSchema } from './behavior-log.schema';

/** The browser's behaviour log: public, exempt from the request-time rule, with a small body. */
export const behaviorEndpoints = {
  log: endpoint({ ...behaviorPaths.log, body: behaviorLogSchema, response: null, bodyLimit: 16 * 1024 }),
};
