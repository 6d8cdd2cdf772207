import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { compensationQuerySchema, compensationResultSchema } from './compensation';
import {
  deliveryListQuerySchema,
  deliveryPageSchema,
  deliveryTotalQuerySchema,
  deliveryTotalSchema,
  financialRecordsQuerySchema,
  financialRecordsSchema,
} from './finance.schema';
import { finePageSchema, fineQuerySchema, fineRecordSchema } from './fines';
import { moneyRequestSchema } from './money-request';
import {
  billBuildSchema,
  deliveryMoveResultSchema,
  deliveryMoveSchema,
  feeTermsSaveSchema,
  opsBillPageSchema,
  opsBillQuerySchema,
  opsDeliveryPageSchema,
  opsDeliveryQuerySchema,
  opsFeeTermsPageSchema,
  opsFeeTermsQuerySchema,
  opsFirmsSchema,
} from './ops-finance.schema';
import { billConfirmSchema, billDetailSchema, billExportQuerySchema, billListQuerySchema, billListSchema } from './settlement.schema';

const billIdQuery = z.object({ billId: z.string().uuid({ error: '账单编号不正确' }) });

/** Finance and settlement (spec 001 §7): the firm manager's screens, and the console's side. */
export const financeEndpoints = {
  totalData: endpoint({
    method: 'POST',
    path: '/api/deliveryManage/totalData',
    mutates: false,
    body: deliveryTotalQuerySchema,
    response: deliveryTotalSchema,
  }),
  deliveryDataList: endpoint({
    method: 'POST',
    path: '/api/deliveryManage/deliveryDataList',
    mutates: false,
    body: deliveryListQuerySchema,
    response: deliveryPageSchema,
  }),
  financialRecords: endpoint({
    method: 'GET',
    path: '/api/lietouCompanyFinancial/records',
    mutates: false,
    query: financialRecordsQuerySchema,
    response: financialRecordsSchema,
  }),
  billList: endpoint({
    method: 'GET',
    path: '/api/settlement/bill/list',
    mutates: false,
    query: billListQuerySchema,
    response: billListSchema,
  }),
  rebateDetailExport: endpoint({
    method: 'GET',
    path: '/api/settlement/bill/rebateDetailExport',
    mutates: false,
    query: billExportQuerySchema,
    response: 'file',
  }),
  billDetail: endpoint({
    method: 'GET',
    path: '/api/settlement/bill/detail',
    mutates: false,
    query: billIdQuery,
    response: billDetailSchema,
  }),
  billConfirm: endpoint({ method: 'POST', path: '/api/settlement/bill/confirm', body: billConfirmSchema, response: null }),
};

/** The console (/ops) side, staff only. */
export const opsFinanceEndpoints = {
  deliveries: endpoint({
    method: 'GET',
    path: '/api/ops/finance/deliveries',
    mutates: false,
    query: opsDeliveryQuerySchema,
    response: opsDeliveryPageSchema,
  }),
  moveDelivery: endpoint({
    method: 'POST',
    path: '/api/ops/finance/deliveries/move',
    body: deliveryMoveSchema,
    response: deliveryMoveResultSchema,
  }),
  feeTerms: endpoint({
    method: 'GET',
    path: '/api/ops/finance/feeTerms',
    mutates: false,
    query: opsFeeTermsQuerySchema,
    response: opsFeeTermsPageSchema,
  }),
  saveFeeTerms: endpoint({
    method: 'POST',
    path: '/api/ops/finance/feeTerms/save',
    body: feeTermsSaveSchema,
    /** A change of fee terms is a money request: it takes effect when another finance member approves it. */
    response: moneyRequestSchema,
  }),
  bills: endpoint({
    method: 'GET',
    path: '/api/ops/finance/bills',
    mutates: false,
    query: opsBillQuerySchema,
    response: opsBillPageSchema,
  }),
  /** Sending a firm its bill is a money request; the bill is built and issued when another finance member approves. */
  buildBill: endpoint({ method: 'POST', path: '/api/ops/finance/bills/build', body: billBuildSchema, response: moneyRequestSchema }),
  /** A bill with its lines, any firm's. */
  billDetail: endpoint({
    method: 'GET',
    path: '/api/ops/finance/bills/detail',
    mutates: false,
    query: billIdQuery,
    response: billDetailSchema,
  }),
  /** Staff confirm an issued bill on the firm's behalf, with the invoice details the firm sent. */
  billConfirm: endpoint({ method: 'POST', path: '/api/ops/finance/bills/confirm', body: billConfirmSchema, response: null }),
  firms: endpoint({ method: 'GET', path: '/api/ops/finance/firms', mutates: false, response: opsFirmsSchema }),
  fines: endpoint({ method: 'GET', path: '/api/ops/finance/fines', mutates: false, query: fineQuerySchema, response: finePageSchema }),
  /** A fine is a money request; it is recorded (and deducted from the next bill) when another finance member approves. */
  recordFine: endpoint({ method: 'POST', path: '/api/ops/finance/fines/record', body: fineRecordSchema, response: moneyRequestSchema }),
  /** The compensation calculator: reads the firm's fees, answers the amount; nothing is written. */
  compensation: endpoint({
    method: 'POST',
    path: '/api/ops/finance/compensation/calculate',
    mutates: false,
    body: compensationQuerySchema,
    response: compensationResultSchema,
  }),
};
