/**
 * chat: our own IM (spec 001 §7 Chat, issue 21). Owns chat_messages, chat_contacts,
 * chat_bookings and chat_files (pictures and files sent in a conversation): messages stored first and then pushed over the socket (chat-socket.ts) to every
 * instance (chat-hub.ts), contacts with their unread counts, who may talk to whom, and the
 * interview booking card whose pick moves an order through the orders module's service.
 */

import { ApiState } from '@hh/domain/api/api-state';
import { chatEndpoints as api } from '@hh/domain/chat/chat.endpoints';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sendFile } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { ChatService } from './chat.service';
import type { ChatBookingService } from './chat-booking.service';

export function chatRoutes(router: Router, chat: ChatService, booking: ChatBookingService): void {
  router.signedIn(api.addUser, async ({ actor }) => ok(await chat.imUser(actor)));
  router.signedIn(api.addMessage, async ({ actor, body }) => ok(await chat.send(actor, body), '发送成功'));
  router.signedIn(api.uploadFile, async ({ actor, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要发送的图片或文件');
    const part = await request.file();
    if (!part) throw new AppError(ApiState.badRequest, '请选择要发送的图片或文件');
    const buffer = await part.toBuffer();
    return ok(await chat.uploadFile(actor, part.filename || '文件', buffer, part.file.truncated));
  });
  router.signedIn(api.file, async ({ actor, query, reply }) => {
    const { file, buffer } = await chat.openFile(actor, query.fileId);
    // Bytes a user sent: never sniffed into something else, never run as a page.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return sendFile(reply, { fileName: file.name, contentType: file.mime, buffer, inline: file.mime.startsWith('image/') });
  });
  router.signedIn(api.msgRead, async ({ actor, body }) => {
    await chat.markRead(actor, body.toEasemobId);
    return ok(null);
  });
  router.signedIn(api.queryMessage, async ({ actor, body }) => ok(await chat.history(actor, body.toEasemobId, body.before, body.limit)));
  router.signedIn(api.queryChat, async ({ actor }) => ok(await chat.contacts(actor)));
  router.signedIn(api.noReadCount, async ({ actor }) => ok({ noReadMsgCount: await chat.unread(actor) }));
  router.signedIn(api.pmInfo, async ({ query }) => ok(await chat.pmInfo(query.positionId)));
  router.staff(api.bookableOrders, async ({ actor, query }) => ok(await booking.bookable(actor, query.toEasemobId)), 'orders');
  router.staff(
    api.sendBooking,
    async ({ actor, body, audit }) => {
      const message = await booking.send(actor, body);
      // The card is about an order: the audit trail files it under the order, with the card's offer.
      audit.object('order', body.orderId);
      audit.change(null, {
        bookingId: message.booking?.bookingId ?? null,
        toEasemobId: body.toEasemobId,
        place: body.place,
        times: body.times,
      });
      return ok(message, '已发送面试预约');
    },
    'orders',
  );
  router.consultant(api.pickBooking, async ({ actor, body }) => ok(await booking.pick(actor, body.bookingId, body.time), '面试已预约'));
}
