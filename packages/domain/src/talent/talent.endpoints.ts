import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { orderPageSchema } from '../orders/order.schema';
import {
  askContactAnswerSchema,
  askContactSchema,
  bindingCapabilitySchema,
  bindingListQuerySchema,
  boundListSchema,
  contactAskPageSchema,
  deliverListQuerySchema,
  talentAddAnswerSchema,
} from './binding.schema';
import {
  shareAddSchema,
  shareBatchAddSchema,
  shareBatchAnswerSchema,
  sharePageSchema,
  shareResultSchema,
  shareSearchSchema,
  shareUsersSchema,
} from './share.schema';
import { talentSearchPageSchema, talentSearchRequestSchema } from './talent-search.schema';

/**
 * A consultant's bindings — candidates taken from the talent pool or the shared resume library
 * into their talent library — with contact requests and the delivery list (spec 000 §7 Binding
 * and delivery), and the add itself (POST /talentLibary/add/{commonUserId}, spec 001).
 */
export const bindingEndpoints = {
  capability: endpoint({ method: 'GET', path: '/api/lietouCandidateBind/capability', mutates: false, response: bindingCapabilitySchema }),
  list: endpoint({
    method: 'GET',
    path: '/api/lietouCandidateBind/list',
    mutates: false,
    query: bindingListQuerySchema,
    response: boundListSchema,
  }),
  release: endpoint({ method: 'PUT', path: '/api/lietouCandidateBind/release/:id', params: z.object({ id: z.string() }), response: null }),
  addToLibrary: endpoint({
    method: 'POST',
    path: '/api/talentLibary/add/:commonUserId',
    params: z.object({ commonUserId: z.string() }),
    response: talentAddAnswerSchema,
  }),
  askContact: endpoint({
    method: 'POST',
    path: '/api/lietouAskResumeContactRecord/contact',
    body: askContactSchema,
    response: askContactAnswerSchema,
  }),
  asks: endpoint({
    method: 'GET',
    path: '/api/lietouAskResumeContactRecord/list',
    mutates: false,
    query: deliverListQuerySchema,
    response: contactAskPageSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/deliveryManage/user/deliver/list',
    mutates: false,
    query: deliverListQuerySchema,
    response: orderPageSchema,
  }),
};

/** Sharing the firm's talent records with other firms, with consent on record, and the share search (spec 001). */
export const shareEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/shareResumeLibary/add/:id',
    params: z.object({ id: z.string() }),
    body: shareAddSchema,
    response: shareResultSchema,
  }),
  batchAdd: endpoint({
    method: 'POST',
    path: '/api/shareResumeLibary/batchAdd',
    body: shareBatchAddSchema,
    response: shareBatchAnswerSchema,
  }),
  /** A search, sent as POST for its filters. */
  list: endpoint({
    method: 'POST',
    path: '/api/shareResumeLibary/list',
    mutates: false,
    body: shareSearchSchema,
    response: sharePageSchema,
  }),
  sharers: endpoint({ method: 'GET', path: '/api/usermanager/share/allUsers', mutates: false, response: shareUsersSchema }),
};

/** The platform's talent search (/index/talentSearch), a search sent as POST. */
export const talentSearchEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/api/talentSearch/list',
    mutates: false,
    body: talentSearchRequestSchema,
    response: talentSearchPageSchema,
  }),
};
