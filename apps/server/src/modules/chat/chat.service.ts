import { randomBytes } from 'node:crypto';
import {
  type AddMessageInput,
  CHAT_CACHE_PERSON,
  type ChatContact,
  type ChatMessage,
  type ChatPmInfo,
  type ImUser,
  type MessagePage,
  PM_INFO_MISSING,
} from '@hh/domain/chat/chat.schema';
import { mayTalk } from '@hh/domain/chat/chat-rules';
import { SOCKET_RESUME_MAX, SOCKET_TOKEN_TTL_MS } from '@hh/domain/chat/chat-socket';
import type { Actor } from '../../platform/actor';
import { forbidden, notFound, tooFrequent } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { SharedStore } from '../../platform/shared-store';
import { toChatContact, toChatMessage } from './chat.mapper';
import type { ChatPositionsPort } from './chat.ports';
import type { BookingRow, ChatPerson, ChatRepository, MessageRow } from './chat.repository';
import type { ChatHub } from './chat-hub';

export const CONTACT_MISSING = '联系人不存在';

/** Messages one user may send per window (issue 21: a per-user rate limit), across instances. */
export interface ChatRateLimit {
  max: number;
  windowMs: number;
}
export const DEFAULT_CHAT_RATE: ChatRateLimit = { max: 30, windowMs: 10_000 };

/**
 * The chat's use cases: who the caller is on the socket, sending (stored first, then pushed),
 * reading, history, contacts and unread counts, and the PM of a position as a contact.
 */
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly positions: ChatPositionsPort,
    private readonly hub: ChatHub,
    private readonly store: SharedStore,
    private readonly rate: ChatRateLimit = DEFAULT_CHAT_RATE,
  ) {}

  /** add/user.json: the caller's IM identity; `password` is a socket token good for a few minutes. */
  async imUser(actor: Actor): Promise<ImUser> {
    const token = randomBytes(24).toString('base64url');
    await this.store.setIfAbsent(tokenKey(actor.userId, token), SOCKET_TOKEN_TTL_MS);
    return { easemobId: actor.userId, password: token, commonUserName: actor.cname, commonUserId: actor.userId };
  }

  /** Whether a socket token from add/user.json is this user's and still fresh. */
  async tokenValid(userId: string, token: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return false;
    return (await this.store.count(tokenKey(userId, token))) > 0;
  }

  /** The receiver as the caller may reach them; anyone else answers as missing. */
  async reachable(actor: Actor, receiverId: string): Promise<ChatPerson> {
    if (!isId(receiverId)) throw notFound(CONTACT_MISSING);
    const [receiver] = await this.repo.people([receiverId]);
    if (!receiver) throw notFound(CONTACT_MISSING);
    const me = { userId: actor.userId, kind: actor.kind, firmId: actor.firmId, open: true };
    const staffContext =
      actor.kind === 'consultant' && receiver.kind === 'staff'
        ? {
            receiverRunsProject: await this.positions.runsProject(receiver.id),
            receiverWroteFirst: await this.repo.peerWrote(actor.userId, receiver.id),
          }
        : { receiverRunsProject: false, receiverWroteFirst: false };
    const decision = mayTalk(me, { userId: receiver.id, kind: receiver.kind, firmId: receiver.firmId, open: receiver.open }, staffContext);
    if (decision !== 'ok') throw notFound(CONTACT_MISSING);
    return receiver;
  }

  async checkRate(userId: string): Promise<void> {
    const window = Math.floor(Date.now() / this.rate.windowMs);
    const n = await this.store.increment(`chat:rate:${userId}:${window}`, this.rate.windowMs);
    if (n > this.rate.max) throw tooFrequent('发送太频繁，请稍后再试');
  }

  /** add/message.json: stored first (once per msgId), then pushed to both sides' sockets. */
  async send(
    actor: Actor,
    input: Required<Pick<AddMessageInput, 'msgId' | 'fromEasemobId' | 'toEasemobId' | 'message'>>,
  ): Promise<ChatMessage> {
    if (input.fromEasemobId !== actor.userId) throw forbidden('只能以自己的身份发送消息');
    const receiver = await this.reachable(actor, input.toEasemobId);
    await this.checkRate(actor.userId);
    const stored = await this.repo.store({
      msgId: input.msgId,
      fromUserId: actor.userId,
      toUserId: receiver.id,
      type: 'txt',
      body: input.message,
      preview: input.message.slice(0, 200),
    });
    const message = await this.messageOf(stored.seq);
    if (stored.inserted) await this.hub.notify([receiver.id, actor.userId], { t: 'msg', message });
    return message;
  }

  async messageOf(seq: bigint): Promise<ChatMessage> {
    const row = await this.repo.messageBySeq(seq);
    if (!row) throw notFound('消息不存在');
    return (await this.withBookings([row]))[0] as ChatMessage;
  }

  async withBookings(rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const ids = rows.flatMap((r) => (r.bookingId ? [r.bookingId] : []));
    const bookings = new Map<string, BookingRow>((await this.repo.bookings(ids)).map((b) => [b.id, b]));
    return rows.map((r) => toChatMessage(r, bookings));
  }

  /** update/msgread.json: the caller's conversation with this contact is read. */
  async markRead(actor: Actor, peerId: string): Promise<void> {
    if (!isId(peerId)) throw notFound(CONTACT_MISSING);
    await this.repo.markRead(actor.userId, peerId);
    await this.hub.notify([actor.userId], { t: 'read', chatEasemobId: peerId });
  }

  /** query/message.json: a page of history, newest page first, each page oldest first. */
  async history(actor: Actor, peerId: string, before: string | undefined, limit: number): Promise<MessagePage> {
    if (!isId(peerId)) throw notFound(CONTACT_MISSING);
    const rows = await this.repo.history(actor.userId, peerId, before ? BigInt(before) : null, limit + 1);
    const page = rows.slice(0, limit).reverse();
    return { data: await this.withBookings(page), hasMore: rows.length > limit };
  }

  /** What a reconnecting socket missed: everything to or from the user after the cursor. */
  async missed(userId: string, after: string | null): Promise<{ messages: ChatMessage[]; more: boolean }> {
    if (after === null) return { messages: [], more: false };
    const rows = await this.repo.after(userId, BigInt(after), SOCKET_RESUME_MAX + 1);
    return { messages: await this.withBookings(rows.slice(0, SOCKET_RESUME_MAX)), more: rows.length > SOCKET_RESUME_MAX };
  }

  async contacts(actor: Actor): Promise<ChatContact[]> {
    return (await this.repo.contacts(actor.userId, CHAT_CACHE_PERSON)).map((c) => toChatContact(c, actor.kind));
  }

  async unread(actor: Actor): Promise<number> {
    return this.repo.totalUnread(actor.userId);
  }

  /** pmInfo.json: the position's PM and assistant as chat contacts. */
  async pmInfo(positionId: string): Promise<ChatPmInfo> {
    const staff = isId(positionId) ? await this.positions.staffOf(positionId) : null;
    if (!staff) throw notFound(PM_INFO_MISSING);
    const people = await this.repo.people([staff.pmId, ...(staff.assistantId ? [staff.assistantId] : [])]);
    const pm = people.find((p) => p.id === staff.pmId && p.open);
    if (!pm) throw notFound(PM_INFO_MISSING);
    const assistant = people.find((p) => p.id === staff.assistantId && p.open);
    return {
      positionId,
      pm: { easemobId: pm.id, name: pm.cname },
      assistant: assistant ? { easemobId: assistant.id, name: assistant.cname } : null,
    };
  }
}

function tokenKey(userId: string, token: string): string {
  return `chat:token:${userId}:${token}`;
}
