import { endpoint } from '../api/endpoint';
import {
  markedReadSchema,
  markMessagesReadSchema,
  sysMessageListQuerySchema,
  sysMessageListSchema,
  versionNoticeParamsSchema,
  versionNoticeSchema,
} from './sys-message.schema';
import { qrTipChangeQuerySchema, qrTipStateSchema } from './tips.schema';

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
  /** Whether the QR tip was closed (path ours: the spec names only the change). */
  qrTipState: endpoint({ method: 'GET', path: '/api/lietou/qrcodeReadState', mutates: false, response: qrTipStateSchema }),
  /** The spec's GET that closes the QR tip for good. */
  closeQrTip: endpoint({
    method: 'GET',
    path: '/api/lietou/qrcodeReadState/change',
    mutates: true,
    query: qrTipChangeQuerySchema,
    response: qrTipStateSchema,
  }),
};
