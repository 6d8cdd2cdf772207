import { endpoint } from '../api/endpoint';
import {
  bindPhoneQuerySchema,
  boundPhoneSchema,
  callDetailPageSchema,
  callDetailQuerySchema,
  callIdParams,
  callLogPageSchema,
  callLogQuerySchema,
  callStatusSchema,
  candidateIdParams,
  chairBindBodySchema,
  chairPageQuerySchema,
  chairPageSchema,
  chairSaveBodySchema,
  chairSavedSchema,
  channelSchema,
  modeParams,
  myChairSchema,
  orderIdParams,
  phoneParams,
  placeCallBodySchema,
  placedCallSchema,
  recordPrecheckSchema,
  resumeCallLogBodySchema,
  resumeCallLogSchema,
  sendCodeQuerySchema,
  sentCodeSchema,
} from './calls.schema';

/**
 * Calling (spec 000 §7 "Calling and binding phone", 001 §7 "Call logs and calling"). Calls take
 * a candidate id, never a number; `click2call/phone/{phone}` only a number the caller has
 * already revealed. The spec makes the code sending and the binding GETs although they write.
 */
export const callEndpoints = {
  click2call: endpoint({
    method: 'POST',
    path: '/api/lietouCall/click2call/:id',
    params: candidateIdParams,
    body: placeCallBodySchema,
    response: placedCallSchema,
  }),
  click2callPhone: endpoint({
    method: 'POST',
    path: '/api/lietouCall/click2call/phone/:phone',
    params: phoneParams,
    response: placedCallSchema,
  }),
  direct2Call: endpoint({
    method: 'POST',
    path: '/api/lietouCall/direct2Call/:id',
    params: candidateIdParams,
    body: placeCallBodySchema,
    response: placedCallSchema,
  }),
  /** Not named by the spec: the state of a call just placed, polled by the call button. */
  status: endpoint({
    method: 'GET',
    path: '/api/lietouCall/call/:id/status',
    mutates: false,
    params: callIdParams,
    response: callStatusSchema,
  }),
  logPage: endpoint({
    method: 'POST',
    path: '/api/lietouCall/contact/log/collection/page',
    mutates: false,
    body: callLogQuerySchema,
    response: callLogPageSchema,
  }),
  detailPage: endpoint({
    method: 'POST',
    path: '/api/lietouCall/contact/log/detail/page',
    mutates: false,
    body: callDetailQuerySchema,
    response: callDetailPageSchema,
  }),
  resumeLog: endpoint({
    method: 'POST',
    path: '/api/lietouCall/resume/contact/log/detail/',
    mutates: false,
    body: resumeCallLogBodySchema,
    response: resumeCallLogSchema,
  }),
  /** Not named by the spec: the calls placed from one order, oldest first, for the order's timeline. */
  orderCalls: endpoint({
    method: 'GET',
    path: '/api/lietouCall/order/:id/calls',
    mutates: false,
    params: orderIdParams,
    response: resumeCallLogSchema,
  }),
  recordPrecheck: endpoint({
    method: 'GET',
    path: '/api/lietouCall/contact/record/precheck/:id/',
    mutates: false,
    params: callIdParams,
    response: recordPrecheckSchema,
  }),
  /** The recording itself (application/octet-stream); each play is audited. */
  record: endpoint({ method: 'GET', path: '/api/lietouCall/contact/record/:id/', mutates: false, params: callIdParams, response: 'file' }),
  channel: endpoint({ method: 'GET', path: '/api/lietouCall/chanel', mutates: false, response: channelSchema }),
  setChannel: endpoint({ method: 'POST', path: '/api/lietouCall/chanel/:mode', params: modeParams, response: channelSchema }),
  myChair: endpoint({ method: 'GET', path: '/api/lietouCall/chair', mutates: true, response: myChairSchema }),
  chairPage: endpoint({
    method: 'POST',
    path: '/api/lietouCall/chair/page',
    mutates: false,
    body: chairPageQuerySchema,
    response: chairPageSchema,
  }),
  bindChair: endpoint({ method: 'POST', path: '/api/lietouCall/chair/blind', body: chairBindBodySchema, response: null }),
  unbindChair: endpoint({ method: 'POST', path: '/api/lietouCall/chair/blind/takeoff/:id', params: callIdParams, response: null }),
  /** Not named by the spec: the manager creates or edits a chair (chairNo, chairPassWd, callChairId). */
  saveChair: endpoint({ method: 'POST', path: '/api/lietouCall/chair/save', body: chairSaveBodySchema, response: chairSavedSchema }),
  /** Not named by the spec: the manager removes a chair (its user loses seat direct calls). */
  removeChair: endpoint({ method: 'POST', path: '/api/lietouCall/chair/remove/:id', params: callIdParams, response: null }),
  boundPhone: endpoint({ method: 'GET', path: '/api/lietouCall/phone/blind', mutates: false, response: boundPhoneSchema }),
  sendCode: endpoint({
    method: 'GET',
    path: '/api/lietouCall/verification/code',
    mutates: true,
    query: sendCodeQuerySchema,
    response: sentCodeSchema,
  }),
  bindPhone: endpoint({
    method: 'GET',
    path: '/api/lietouCall/verification/blind',
    mutates: true,
    query: bindPhoneQuerySchema,
    response: boundPhoneSchema,
  }),
};
