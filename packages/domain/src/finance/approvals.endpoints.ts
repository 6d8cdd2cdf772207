import { endpoint } from '../api/endpoint';
import { moneyRequestDecideSchema, moneyRequestPageSchema, moneyRequestQuerySchema, moneyRequestSchema } from './money-request';

/** The console's queue of money requests (/ops/approvals 资金审批): read by who may ask, decided by admins and finance. */
export const approvalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ops/approvals/list',
    mutates: false,
    query: moneyRequestQuerySchema,
    response: moneyRequestPageSchema,
  }),
  decide: endpoint({ method: 'POST', path: '/api/ops/approvals/decide', body: moneyRequestDecideSchema, response: moneyRequestSchema }),
};
