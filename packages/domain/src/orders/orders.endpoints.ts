import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  candidateLogQuerySchema,
  candidateStateLogSchema,
  chatRecordSchema,
  ORDER_LIST_KINDS,
  type OrderListKind,
  offerSchema,
  orderCountsSchema,
  orderDetailListSchema,
  orderIdBodySchema,
  orderNotesQuerySchema,
  orderPageSchema,
  orderRemarkSchema,
  orderSearchSchema,
  rejectStatusAnswerSchema,
  stateLogEntrySchema,
  switchHunterBatchSchema,
  switchHunterSchema,
  terminalReasonSchema,
  terminateSchema,
} from './order.schema';

export const orderIdQuerySchema = z.object({ orderId: z.string({ error: '请选择订单' }).max(40) });
const idParam = z.object({ id: z.string().max(40) });

/** orderCount takes the search fields as query parameters; groupUserIds comes comma-joined. */
export const orderCountQuerySchema = orderSearchSchema.omit({ query: true, groupUserIds: true, onlyMe: true }).extend({
  kind: z.enum(ORDER_LIST_KINDS, { error: '列表类型只能是my、group、cityPm或company' }).default('my'),
  onlyMe: z
    .enum(['true', 'false'], { error: 'onlyMe必须是true或false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  groupUserIds: z
    .string()
    .max(80_000)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
});

/** The case a complaint starts from (getCaseInfoForCreate). */
export const caseInfoSchema = z.object({
  orderId: z.string(),
  positionId: z.string(),
  projectId: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  companyName: z.string(),
  candidateState: z.number().int(),
  stateLabel: z.string(),
  canComplainBlindPush: z.boolean(),
  judgeable: z.boolean(),
});

/** An open consultant in the caller's scope, one a leader may hand orders to. */
export const scopeConsultantSchema = z.object({ id: z.string(), cname: z.string(), teamName: z.string() });
export type ScopeConsultant = z.infer<typeof scopeConsultantSchema>;

const movedSchema = z.object({ moved: z.number().int() });

/** The four order lists of spec 000 §6: searches sent as POST. */
const orderList = <P extends `/api/${string}`>(path: P) =>
  endpoint({ method: 'POST', path, mutates: false, body: orderSearchSchema, response: orderPageSchema });

const orderLists = {
  my: orderList('/api/order/my/orderList'),
  group: orderList('/api/order/group/orderList'),
  cityPm: orderList('/api/order/cityPm/group/orderList'),
  company: orderList('/api/order/company/orderList'),
} satisfies Record<OrderListKind, unknown>;

/** The consultant's side of the order pipeline (spec 000 §3–§6). */
export const orderEndpoints = {
  lists: orderLists,
  counts: endpoint({
    method: 'GET',
    path: '/api/order/orderCount',
    mutates: false,
    query: orderCountQuerySchema,
    response: orderCountsSchema,
  }),
  stateLog: endpoint({
    method: 'GET',
    path: '/api/order/getOrderStateLog',
    mutates: false,
    query: orderIdQuerySchema,
    response: z.array(stateLogEntrySchema),
  }),
  stateLogOfPerson: endpoint({
    method: 'POST',
    path: '/api/order/getOrderStateLogByCandidateId',
    mutates: false,
    body: candidateLogQuerySchema,
    response: candidateStateLogSchema,
  }),
  notes: endpoint({
    method: 'GET',
    path: '/api/order/orderDetailList',
    mutates: false,
    query: orderNotesQuerySchema,
    response: orderDetailListSchema,
  }),
  remark: endpoint({ method: 'POST', path: '/api/order/remark', body: orderRemarkSchema, response: null }),
  appendChat: endpoint({ method: 'POST', path: '/api/position/manager/appendChatRecord', body: chatRecordSchema, response: null }),
  rejectStatus: endpoint({
    method: 'GET',
    path: '/api/order/rejectStatus/query/:id',
    mutates: false,
    params: idParam,
    response: rejectStatusAnswerSchema,
  }),
  recommit: endpoint({ method: 'PUT', path: '/api/order/reject/recommit/:id', params: idParam, response: null }),
  terminalReasons: endpoint({
    method: 'GET',
    path: '/api/position/manager/getTerminalReasons',
    mutates: false,
    response: z.array(terminalReasonSchema),
  }),
  terminate: endpoint({ method: 'POST', path: '/api/position/manager/terminate', body: terminateSchema, response: null }),
  saveOffer: endpoint({ method: 'POST', path: '/api/position/manager/saveOffer', body: offerSchema, response: null }),
  addToTalentLib: endpoint({ method: 'POST', path: '/api/position/manager/add2talentLib', body: orderIdBodySchema, response: null }),
  switchHunter: endpoint({ method: 'POST', path: '/api/position/manager/switch/hunter', body: switchHunterSchema, response: movedSchema }),
  switchHunterBatch: endpoint({
    method: 'POST',
    path: '/api/position/manager/switch/hunter/batch',
    body: switchHunterBatchSchema,
    response: movedSchema,
  }),
  caseInfo: endpoint({
    method: 'GET',
    path: '/api/position/manager/getCaseInfoForCreate',
    mutates: false,
    query: orderIdQuerySchema,
    response: caseInfoSchema,
  }),
  consultants: endpoint({
    method: 'GET',
    path: '/api/position/discover/allUsers',
    mutates: false,
    response: z.array(scopeConsultantSchema),
  }),
};
