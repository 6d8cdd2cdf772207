import { endpoint } from '../api/endpoint';
import { messengerQrCodeSchema, messengerRecordSchema } from './messenger.schema';
import {
  realNameInfoSchema,
  realNameInitResultSchema,
  realNameInitSchema,
  realNameValidateResultSchema,
  realNameValidateSchema,
} from './real-name.schema';

/** Real-name verification and the enterprise-messenger binding (spec 000 §7). The sandbox providers' pages are outside /api. */
export const realNameEndpoints = {
  info: endpoint({ method: 'GET', path: '/api/realname/auth/realname.json', mutates: false, response: realNameInfoSchema }),
  init: endpoint({
    method: 'POST',
    path: '/api/realname/auth/zhima/init.json',
    body: realNameInitSchema,
    response: realNameInitResultSchema,
  }),
  validate: endpoint({
    method: 'POST',
    path: '/api/realname/auth/zhima/validate.json',
    body: realNameValidateSchema,
    response: realNameValidateResultSchema,
  }),
};

export const messengerEndpoints = {
  record: endpoint({ method: 'GET', path: '/api/qy/weChat/bind/record', mutates: false, response: messengerRecordSchema }),
  /** Issues a fresh binding ticket each call. */
  selfQrCode: endpoint({ method: 'GET', path: '/api/qy/weChat/bind/self/qrCode', mutates: false, response: messengerQrCodeSchema }),
};
