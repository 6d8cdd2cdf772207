import { endpoint } from '../api/endpoint';
import { mailboxBindBodySchema, mailboxCheckSchema, mailboxIdParams, mailboxSchema } from './mailbox.schema';

/**
 * Mailbox binding (spec 001 §7): a consultant binds a work mailbox whose new mail is collected
 * into the firm's resume library. The spec makes unbind a GET although it writes.
 */
export const mailboxEndpoints = {
  bind: endpoint({ method: 'POST', path: '/api/lietouMailCollector/blind', body: mailboxBindBodySchema, response: mailboxSchema }),
  check: endpoint({ method: 'GET', path: '/api/lietouMailCollector/blind/check', mutates: false, response: mailboxCheckSchema }),
  get: endpoint({ method: 'GET', path: '/api/lietouMailCollector/blind/get', mutates: false, response: mailboxSchema.nullable() }),
  unbind: endpoint({ method: 'GET', path: '/api/lietouMailCollector/unbind/:id', mutates: true, params: mailboxIdParams, response: null }),
};
