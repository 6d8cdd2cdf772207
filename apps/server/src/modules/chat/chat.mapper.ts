import type { BookingCard, ChatContact, ChatFile, ChatMessage } from '@hh/domain/chat/chat.schema';
import type { BookingRow, ChatFileRow, ContactRow, MessageRow } from './chat.repository';

export function toBookingCard(b: BookingRow): BookingCard {
  return {
    bookingId: b.id,
    orderId: b.orderId,
    candidateName: b.candidateName,
    positionName: b.positionName,
    place: b.place,
    times: b.times,
    state: b.state,
    pickedTime: b.pickedAt?.getTime() ?? null,
    note: b.note,
  };
}

export function toChatFile(f: ChatFileRow): ChatFile {
  return { fileId: f.id, name: f.name, size: f.size, mime: f.mime, image: f.mime.startsWith('image/') };
}

export function toChatMessage(
  m: MessageRow,
  bookings: ReadonlyMap<string, BookingRow>,
  files: ReadonlyMap<string, ChatFileRow> = new Map(),
): ChatMessage {
  const booking = m.bookingId ? bookings.get(m.bookingId) : undefined;
  const file = m.fileId ? files.get(m.fileId) : undefined;
  return {
    id: m.seq.toString(),
    msgId: m.msgId,
    fromEasemobId: m.fromUserId,
    toEasemobId: m.toUserId,
    type: m.type,
    message: m.body,
    fromCommonUserName: m.fromName,
    msgSendTime: m.sentAt.getTime(),
    chatTime: m.sentAt.getTime(),
    booking: booking ? toBookingCard(booking) : null,
    file: file ? toChatFile(file) : null,
  };
}

const STAFF_ROLE_TAGS: Record<string, string> = { pm: '平台PM', assistant: 'PM助理', admin: '平台', bd: '平台BD' };

/** The peer's tag as the owner sees them: staff by role; a consultant is a 同事 to a colleague, a 顾问 to staff. */
export function toChatContact(c: ContactRow, ownerKind: 'consultant' | 'staff'): ChatContact {
  return {
    chatEasemobId: c.peerId,
    chatUserId: c.peerId,
    chatUserName: c.peerName,
    chatLastTime: c.lastAt?.getTime() ?? null,
    lastMessage: c.lastMessage,
    type: 'chat',
    chatUserNoReadMsgCount: Math.max(0, c.unread),
    chatUserRole: c.peerKind === 'staff' ? (STAFF_ROLE_TAGS[c.peerStaffRole ?? ''] ?? '平台') : ownerKind === 'staff' ? '顾问' : '同事',
  };
}
