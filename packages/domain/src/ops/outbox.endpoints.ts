import { endpoint } from '../api/endpoint';
import { outboxFileParamsSchema, outboxListQuerySchema, outboxListSchema, outboxMessageSchema } from './outbox.schema';

/** The mail outbox of the platform console (/ops/outbox): messages written while no SMTP server is set. */
export const outboxEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/ops/outbox', mutates: false, query: outboxListQuerySchema, response: outboxListSchema }),
  message: endpoint({
    method: 'GET',
    path: '/api/ops/outbox/:file',
    mutates: false,
    params: outboxFileParamsSchema,
    response: outboxMessageSchema,
  }),
  /** The stored .eml itself, as a download. */
  raw: endpoint({ method: 'GET', path: '/api/ops/outbox/:file/raw', mutates: false, params: outboxFileParamsSchema, response: 'file' }),
};
