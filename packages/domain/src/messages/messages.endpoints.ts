import { endpoint } from '../api/endpoint';
import {
  markedReadSchema,
  markMessagesReadSchema,
  sysMessageListQuerySchema,
  sysMessageListSchema,
  versionNoticeParamsSchema,
  versionNoticeSchema,
} from './sys-message.schema';

/** System messages (spec 000 §7) and the shell's version notice. */
export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/lietou/sysLog/list',
    mutates: false,
    query: sysMessageListQuerySchema,
    response: sysMessageListSchema,
  }),
  markRead: endpoint({ method: 'POST', path: '/api/lietou/sysLog/read', body: markMessagesReadSchema, response: markedReadSchema }),
  versionNotice: endpoint({ method: 'GET', path: '/api/lietou/sysLog/upgradeMsg', mutates: false, response: versionNoticeSchema }),
  markNoticeRead: endpoint({
    method: 'POST',
    path: '/api/lietou/sysLog/upgradeMsg/read/:id',
    params: versionNoticeParamsSchema,
    response: null,
  }),
};
