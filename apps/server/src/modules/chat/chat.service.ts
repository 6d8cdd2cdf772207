import { randomBytes } from 'node:crypto';
import { ApiState } from '@hh/domain/api/api-state';
import {
  type AddMessageInput,
  CHAT_CACHE_PERSON,
  CHAT_FILE_KINDS_LABEL,
  type ChatContact,
  type ChatFile,
  type ChatMessage,
  type ChatPmInfo,
  type ImUser,
  type MessagePage,
  PM_INFO_MISSING,
} from '@hh/domain/chat/chat.schema';
import { mayTalk } from '@hh/domain/chat/chat-rules';
import { SOCKET_RESUME_MAX, SOCKET_TOKEN_TTL_MS } from '@hh/domain/chat/chat-socket';
import type { Actor } from '../../platform/actor';
import { AppError, badRequest, forbidden, notFound, tooFrequent } from '../../platform/errors';
import { tooLargeMessage } from '../../platform/file-kinds';
import { cleanFileName } from '../../platform/file-names';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import type { SharedStore } from '../../platform/shared-store';
import { inspectAttachment } from '../parsing/parsing.service';
import { toChatContact, toChatFile, toChatMessage } from './chat.mapper';
import type { ChatPositionsPort } from './chat.ports';
import type { BookingRow, ChatFileRow, ChatPerson, ChatRepository, MessageRow } from './chat.repository';
import type { ChatHub } from './chat-hub';

export const CONTACT_MISSING = '联系人不存在';
export const FILE_MISSING = '文件不存在';
/** What the chat carries besides text: pictures, PDF and Word files, told by their bytes. */
const CHAT_FILE_KINDS = ['jpg', 'png', 'gif', 'pdf', 'docx'] as const;

/**
 * How long a "may talk" answer for one sender and receiver is reused, so that a conversation's
 * messages do not each read both people again (the send path's one round trip is its insert).
 * A closed account or a changed project staffing takes effect within this time.
 */
const TALK_CACHE_MS = 15_000;
const TALK_CACHE_MAX = 20_000;

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
    private readonly storage: FileStorage,
    private readonly rate: ChatRateLimit = DEFAULT_CHAT_RATE,
  ) {}

  private readonly talk = new Map<string, { receiver: ChatPerson; until: number }>();

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
    const key = `${actor.userId}>${receiverId}`;
    const cached = this.talk.get(key);
    if (cached && cached.until > Date.now()) return cached.receiver;
    const receiver = await this.decideReachable(actor, receiverId);
    if (this.talk.size >= TALK_CACHE_MAX) this.talk.clear();
    this.talk.set(key, { receiver, until: Date.now() + TALK_CACHE_MS });
    return receiver;
  }

  private async decideReachable(actor: Actor, receiverId: string): Promise<ChatPerson> {
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

  /**
   * add/message.json: stored first (once per msgId), then pushed to both sides' sockets. A
   * picture or file names one the sender uploaded. The answer is built from what was stored
   * (no second read); a retried msgId answers the stored message as it is.
   */
  async send(
    actor: Actor,
    input: Pick<AddMessageInput, 'msgId' | 'fromEasemobId' | 'toEasemobId' | 'message' | 'fileId'> & {
      type: 'txt' | 'img' | 'file';
    },
  ): Promise<ChatMessage> {
    if (input.fromEasemobId !== actor.userId) throw forbidden('只能以自己的身份发送消息');
    const receiver = await this.reachable(actor, input.toEasemobId);
    await this.checkRate(actor.userId);
    const file = input.type === 'txt' ? null : await this.ownFile(actor.userId, input.fileId ?? '', input.type);
    const body = file ? file.name : (input.message ?? '');
    const stored = await this.repo.store({
      msgId: input.msgId,
      fromUserId: actor.userId,
      toUserId: receiver.id,
      type: input.type,
      body,
      preview: file ? (input.type === 'img' ? '[图片]' : `[文件] ${file.name}`).slice(0, 200) : body.slice(0, 200),
      ...(file ? { fileId: file.id } : {}),
    });
    if (!stored.inserted) {
      // A retry of a stored message: its first push may never have happened (the instance that
      // stored it died before publishing, or before answering), so it is pushed again; clients drop it by msgId if they have it.
      const again = await this.messageOf(stored.seq);
      await this.hub.notify([again.toEasemobId, again.fromEasemobId], { t: 'msg', message: again });
      return again;
    }
    const message: ChatMessage = {
      id: stored.seq.toString(),
      msgId: input.msgId,
      fromEasemobId: actor.userId,
      toEasemobId: receiver.id,
      type: input.type,
      message: body,
      fromCommonUserName: actor.cname,
      msgSendTime: stored.sentAt.getTime(),
      chatTime: stored.sentAt.getTime(),
      booking: null,
      file: file ? toChatFile(file) : null,
    };
    await this.hub.notify([receiver.id, actor.userId], { t: 'msg', message });
    return message;
  }

  /** A picture or file the sender uploaded; a picture message wants a picture. */
  private async ownFile(userId: string, fileId: string, type: 'img' | 'file'): Promise<ChatFileRow> {
    const [file] = isId(fileId) ? await this.repo.files([fileId]) : [];
    if (!file || file.uploaderId !== userId) throw notFound(FILE_MISSING);
    if (type === 'img' && !file.mime.startsWith('image/')) throw badRequest('只能以图片发送JPG、PNG或GIF图片');
    return file;
  }

  /** upload/file.json: a picture or file within the platform's upload limit, kept until a message sends it. */
  async uploadFile(actor: Actor, fileName: string, buffer: Buffer, truncated: boolean): Promise<ChatFile> {
    if (truncated) throw new AppError(ApiState.tooLarge, tooLargeMessage(fileName));
    const kind = inspectAttachment({ fileName, buffer, allowed: CHAT_FILE_KINDS, notAllowed: `只能发送${CHAT_FILE_KINDS_LABEL}` });
    await this.checkRate(actor.userId);
    const stored = await this.storage.put(buffer, { folder: 'chat', extension: kind.kind });
    const row = {
      id: newId(),
      uploaderId: actor.userId,
      name: cleanFileName(fileName, `文件.${kind.kind}`),
      mime: kind.mime,
      size: stored.size,
      storageKey: stored.key,
    };
    await this.repo.saveFile(row);
    return toChatFile({ ...row, createdAt: new Date() });
  }

  /** file.json: the bytes of a chat file for its sender or receiver; anyone else as missing. */
  async openFile(actor: Actor, fileId: string) {
    const file = isId(fileId) ? await this.repo.readableFile(actor.userId, fileId) : undefined;
    if (!file) throw notFound(FILE_MISSING);
    return { file, buffer: await this.storage.get(file.storageKey) };
  }

  async messageOf(seq: bigint): Promise<ChatMessage> {
    const row = await this.repo.messageBySeq(seq);
    if (!row) throw notFound('消息不存在');
    return (await this.withBookings([row]))[0] as ChatMessage;
  }

  /** Messages with their booking cards and files, two reads for any number of rows. */
  async withBookings(rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const bookingIds = rows.flatMap((r) => (r.bookingId ? [r.bookingId] : []));
    const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
    const [bookingRows, fileRows] = await Promise.all([this.repo.bookings(bookingIds), this.repo.files(fileIds)]);
    const bookings = new Map<string, BookingRow>(bookingRows.map((b) => [b.id, b]));
    const files = new Map<string, ChatFileRow>(fileRows.map((f) => [f.id, f]));
    return rows.map((r) => toChatMessage(r, bookings, files));
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
  async missed(userId: string, after: string | null): Promise<{ messages: ChatMessage[]; more: boolean; cursor: string | null }> {
    if (after === null) return { messages: [], more: false, cursor: (await this.repo.newestSeq(userId))?.toString() ?? '0' };
    const rows = await this.repo.after(userId, BigInt(after), SOCKET_RESUME_MAX + 1);
    const messages = await this.withBookings(rows.slice(0, SOCKET_RESUME_MAX));
    return { messages, more: rows.length > SOCKET_RESUME_MAX, cursor: messages.at(-1)?.id ?? after };
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
