import { userGroupsSchema } from '../accounts/group-tree';
import { endpoint } from '../api/endpoint';
import { moneyRequestSchema } from '../finance/money-request';
import {
  chargeBodySchema,
  chargeDetailQuerySchema,
  chargeDetailSchema,
  coinDetailQuerySchema,
  coinDetailSchema,
  coinTotalQuerySchema,
  coinTotalSchema,
  groupCoinsQuerySchema,
  groupCoinsSchema,
  transferAnswerSchema,
  transferQuerySchema,
} from './coin.schema';
import { opsCreditBodySchema, opsFirmCoinsSchema, opsLedgerCheckSchema, opsLedgerQuerySchema, opsLedgerSchema } from './coin-ops.schema';
import { standingBookExportQuerySchema, standingBookQuerySchema, standingBookSchema } from './standing-book.schema';

/** Coins (spec 000 §7 "Coins and users"); the paths the spec does not name are in docs/API.md. */
export const coinEndpoints = {
  total: endpoint({
    method: 'GET',
    path: '/api/lietou/coin/total',
    mutates: false,
    query: coinTotalQuerySchema,
    response: coinTotalSchema,
  }),
  transfer: endpoint({
    method: 'GET',
    path: '/api/lietou/transfer/coin',
    mutates: true,
    query: transferQuerySchema,
    response: transferAnswerSchema,
  }),
  /** Our path: whom the caller may send coins to, as group data for the receiver tree. */
  receivers: endpoint({ method: 'GET', path: '/api/lietou/transfer/receivers', mutates: false, response: userGroupsSchema }),
  detail: endpoint({
    method: 'GET',
    path: '/api/lietou/user/coin/detail',
    mutates: false,
    query: coinDetailQuerySchema,
    response: coinDetailSchema,
  }),
  groupCoins: endpoint({
    method: 'GET',
    path: '/api/lietou/group/user/list/pageable',
    mutates: false,
    query: groupCoinsQuerySchema,
    response: groupCoinsSchema,
  }),
  chargeDetail: endpoint({
    method: 'GET',
    path: '/api/lietou/managercharge/coin/detail',
    mutates: false,
    query: chargeDetailQuerySchema,
    response: chargeDetailSchema,
  }),
  charge: endpoint({
    method: 'POST',
    path: '/api/lietou/managercharge/coin',
    body: chargeBodySchema,
    response: transferAnswerSchema,
  }),
  /** 月度台账: the month's billable orders of the caller's scope with their fees, and the coins in and out. */
  standingBook: endpoint({
    method: 'GET',
    path: '/api/lietouOrderStandingBook/query',
    mutates: false,
    query: standingBookQuerySchema,
    response: standingBookSchema,
  }),
  /** Our path: the same month as an .xlsx file (every row, streamed). */
  standingBookExport: endpoint({
    method: 'GET',
    path: '/api/lietouOrderStandingBook/export',
    mutates: false,
    query: standingBookExportQuerySchema,
    response: 'file',
  }),
};

/** The platform's side of the ledger in /ops (admins and finance; console-access: coins). */
export const coinOpsEndpoints = {
  firms: endpoint({ method: 'GET', path: '/api/ops/coins/firms', mutates: false, response: opsFirmCoinsSchema }),
  /** A manual credit or adjustment of a firm's pool is a money request: it moves when another finance member approves it. */
  credit: endpoint({ method: 'POST', path: '/api/ops/coins/credit', body: opsCreditBodySchema, response: moneyRequestSchema }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/ops/coins/ledger',
    mutates: false,
    query: opsLedgerQuerySchema,
    response: opsLedgerSchema,
  }),
  check: endpoint({ method: 'GET', path: '/api/ops/coins/check', mutates: false, response: opsLedgerCheckSchema }),
};
