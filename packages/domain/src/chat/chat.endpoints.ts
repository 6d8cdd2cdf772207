import { endpoint } from '../api/endpoint';
import {
  addMessageSchema,
  bookableOrderListSchema,
  bookableOrdersQuerySchema,
  bookingCardSchema,
  CHAT_FILE_MAX_BYTES,
  chatFileQuerySchema,
  chatMessageSchema,
  chatPmInfoSchema,
  contactListSchema,
  imUserSchema,
  messagePageSchema,
  msgReadSchema,
  noReadCountSchema,
  pickBookingSchema,
  pmInfoQuerySchema,
  queryMessageSchema,
  sendBookingSchema,
  uploadedChatFileSchema,
} from './chat.schema';

/**
 * The chat (spec 001 §7 Chat). The spec's query calls are POSTs that read: they say `mutates: false`.
 * The socket (`socket`) is declared here for its path and its access; the server registers it apart
 * (apps/server/src/modules/chat/chat-socket.ts) because the router only knows JSON and file answers.
 */
export const chatEndpoints = {
  addUser: endpoint({ method: 'POST', path: '/api/easemob/im/add/user.json', response: imUserSchema }),
  addMessage: endpoint({ method: 'POST', path: '/api/easemob/im/add/message.json', body: addMessageSchema, response: chatMessageSchema }),
  msgRead: endpoint({ method: 'POST', path: '/api/easemob/im/update/msgread.json', body: msgReadSchema, response: null }),
  queryMessage: endpoint({
    method: 'POST',
    path: '/api/easemob/im/query/message.json',
    mutates: false,
    body: queryMessageSchema,
    response: messagePageSchema,
  }),
  queryChat: endpoint({ method: 'POST', path: '/api/easemob/im/query/chat.json', mutates: false, response: contactListSchema }),
  pmInfo: endpoint({
    method: 'GET',
    path: '/api/easemob/im/pmInfo.json',
    mutates: false,
    query: pmInfoQuerySchema,
    response: chatPmInfoSchema,
  }),
  noReadCount: endpoint({ method: 'POST', path: '/api/easemob/im/noread/msgcount.json', mutates: false, response: noReadCountSchema }),
  /** Beyond the spec: a picture or file for add/message.json (multipart, one file, the platform's 10 MB limit). */
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/easemob/im/upload/file.json',
    multipart: true,
    bodyLimit: CHAT_FILE_MAX_BYTES + 64 * 1024,
    response: uploadedChatFileSchema,
  }),
  /** A picture or file of a message, for its sender and its receiver only (anyone else: 404). */
  file: endpoint({ method: 'GET', path: '/api/easemob/im/file.json', mutates: false, query: chatFileQuerySchema, response: 'file' }),
  /** Beyond the spec: the interview booking card (docs/API.md › Chat). */
  bookableOrders: endpoint({
    method: 'GET',
    path: '/api/easemob/im/booking/orders.json',
    mutates: false,
    query: bookableOrdersQuerySchema,
    response: bookableOrderListSchema,
  }),
  sendBooking: endpoint({
    method: 'POST',
    path: '/api/easemob/im/booking/send.json',
    body: sendBookingSchema,
    response: chatMessageSchema,
  }),
  pickBooking: endpoint({
    method: 'POST',
    path: '/api/easemob/im/booking/pick.json',
    body: pickBookingSchema,
    response: bookingCardSchema,
  }),
  /** The WebSocket: session cookie, same origin, `token` from addUser; a GET that upgrades. */
  socket: endpoint({ method: 'GET', path: '/api/im/socket', mutates: true, response: null }),
};
