/**
 * chat: our own IM (spec 001 §7 Chat, issue 21). Owns chat_messages, chat_contacts and
 * chat_bookings: messages stored first and then pushed over the socket (chat-socket.ts) to every
 * instance (chat-hub.ts), contacts with their unread counts, who may talk to whom, and the
 * interview booking card whose pick moves an order through the orders module's service.
 */

import { chatEndpoints as api } from '@hh/domain/chat/chat.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { ChatService } from './chat.service';
import type { ChatBookingService } from './chat-booking.service';

export function chatRoutes(router: Router, chat: ChatService, booking: ChatBookingService): void {
  router.signedIn(api.addUser, async ({ actor }) => ok(await chat.imUser(actor)));
  router.signedIn(api.addMessage, async ({ actor, body }) => ok(await chat.send(actor, body), '发送成功'));
  router.signedIn(api.msgRead, async ({ actor, body }) => {
    await chat.markRead(actor, body.toEasemobId);
    return ok(null);
  });
  router.signedIn(api.queryMessage, async ({ actor, body }) => ok(await chat.history(actor, body.toEasemobId, body.before, body.limit)));
  router.signedIn(api.queryChat, async ({ actor }) => ok(await chat.contacts(actor)));
  router.signedIn(api.noReadCount, async ({ actor }) => ok({ noReadMsgCount: await chat.unread(actor) }));
  router.signedIn(api.pmInfo, async ({ query }) => ok(await chat.pmInfo(query.positionId)));
  router.staff(api.bookableOrders, async ({ actor, query }) => ok(await booking.bookable(actor, query.toEasemobId)), [
    'admin',
    'pm',
    'assistant',
  ]);
  router.staff(api.sendBooking, async ({ actor, body }) => ok(await booking.send(actor, body), '已发送面试预约'), [
    'admin',
    'pm',
    'assistant',
  ]);
  router.consultant(api.pickBooking, async ({ actor, body }) => ok(await booking.pick(actor, body.bookingId, body.time), '面试已预约'));
}
