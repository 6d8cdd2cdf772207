import { CHAT_CACHE_PERSON, type ChatContact, type ChatMessage } from './chat.schema';

/**
 * The client-side rules of spec 001 §4 Chat, pure so the web and the tests share them:
 * contacts merged by chat id and sorted newest first; an incoming text updates or creates its
 * contact and raises its unread unless it is the open conversation; messages deduplicated by
 * msgId and sorted by send time; the total unread never below 0; contacts without a last
 * message pruned; and when a chat query leaves no current contact, the first one is selected
 * and its unread reset.
 */

function byLastTimeDesc(a: ChatContact, b: ChatContact): number {
  return (b.chatLastTime ?? -1) - (a.chatLastTime ?? -1) || a.chatEasemobId.localeCompare(b.chatEasemobId);
}

/** Merges by chat id (the incoming copy wins) and sorts by last chat time, newest first; no last time sorts last. */
export function mergeContacts(current: readonly ChatContact[], incoming: readonly ChatContact[]): ChatContact[] {
  const byId = new Map(current.map((c) => [c.chatEasemobId, c]));
  for (const c of incoming) byId.set(c.chatEasemobId, c);
  return [...byId.values()].sort(byLastTimeDesc);
}

/** The key a message is deduplicated by: its msgId, unique per sender. */
function messageKey(m: ChatMessage): string {
  return `${m.fromEasemobId}:${m.msgId}`;
}

/**
 * Adds messages to a conversation: duplicates (by msgId) dropped, the newer copy kept (a card
 * whose state moved), sorted by send time then arrival, and only the newest `cap` kept (spec §9).
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[], cap = CHAT_CACHE_PERSON): ChatMessage[] {
  const byKey = new Map(current.map((m) => [messageKey(m), m]));
  for (const m of incoming) byKey.set(messageKey(m), m);
  const sorted = [...byKey.values()].sort((a, b) => a.msgSendTime - b.msgSendTime || Number(a.id) - Number(b.id));
  return sorted.length > cap ? sorted.slice(sorted.length - cap) : sorted;
}

/**
 * A conversation as shown: every history page the user loaded (加载更多 past the cache size
 * still shows the older page) with the live messages, which the page keeps to the cache size
 * (spec §9), deduplicated and sorted.
 */
export function conversationMessages(history: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  return mergeMessages(history, live, history.length + live.length);
}

/** The other side of a message, seen from me. */
export function peerOf(message: ChatMessage, me: string): string {
  return message.fromEasemobId === me ? message.toEasemobId : message.fromEasemobId;
}

/** The text a contact row shows for a message. */
export function previewOf(message: ChatMessage): string {
  if (message.type === 'booking') return '[面试预约]';
  if (message.type === 'img') return '[图片]';
  if (message.type === 'file') return `[文件] ${message.message}`;
  return message.message;
}

export interface IncomingResult {
  contacts: ChatContact[];
  /** How much the total unread rose (0 or 1). */
  unreadDelta: number;
}

/**
 * An incoming message: updates or creates its contact with the last message and time, and
 * raises the contact's unread by 1 unless it is the open conversation (then 0). My own message
 * (from another tab) never counts as unread. A message already seen changes nothing.
 */
export function applyIncoming(
  contacts: readonly ChatContact[],
  message: ChatMessage,
  me: string,
  openContactId: string | null,
  alreadySeen: boolean,
): IncomingResult {
  if (alreadySeen) return { contacts: [...contacts], unreadDelta: 0 };
  const peer = peerOf(message, me);
  const existing = contacts.find((c) => c.chatEasemobId === peer);
  const mine = message.fromEasemobId === me;
  const open = openContactId === peer;
  const raise = !mine && !open ? 1 : 0;
  const updated: ChatContact = {
    chatEasemobId: peer,
    chatUserId: peer,
    chatUserName: existing?.chatUserName ?? (mine ? '' : message.fromCommonUserName),
    chatUserRole: existing?.chatUserRole ?? '',
    type: 'chat',
    lastMessage: previewOf(message),
    chatLastTime: Math.max(existing?.chatLastTime ?? 0, message.msgSendTime),
    chatUserNoReadMsgCount: open ? 0 : (existing?.chatUserNoReadMsgCount ?? 0) + raise,
  };
  return { contacts: mergeContacts(contacts, [updated]), unreadDelta: raise };
}

/** Total unread after a change: never below 0, whatever the arithmetic says. */
export function adjustTotalUnread(total: number, delta: number): number {
  return Math.max(0, Math.trunc(total) + Math.trunc(delta));
}

/** Removes contacts without a last message, except the open one (a conversation just started from 联系PM). */
export function pruneContacts(contacts: readonly ChatContact[], keepId: string | null): ChatContact[] {
  return contacts.filter((c) => (c.lastMessage !== null && c.lastMessage !== '') || c.chatEasemobId === keepId);
}

export interface Selection {
  contacts: ChatContact[];
  currentId: string | null;
  /** Unread taken off the total because the selected contact was reset. */
  cleared: number;
}

/**
 * After a chat query: the current contact stays when it is still there; otherwise the first
 * contact is selected and its unread is reset to 0.
 */
export function selectAfterQuery(contacts: readonly ChatContact[], currentId: string | null): Selection {
  if (currentId !== null && contacts.some((c) => c.chatEasemobId === currentId)) {
    return { contacts: [...contacts], currentId, cleared: 0 };
  }
  const first = contacts[0];
  if (!first) return { contacts: [], currentId: null, cleared: 0 };
  return {
    contacts: contacts.map((c) => (c === first ? { ...c, chatUserNoReadMsgCount: 0 } : c)),
    currentId: first.chatEasemobId,
    cleared: first.chatUserNoReadMsgCount,
  };
}

/** Opening a conversation reads it: its unread goes to 0 and comes off the total. */
export function openContact(contacts: readonly ChatContact[], id: string): { contacts: ChatContact[]; cleared: number } {
  const target = contacts.find((c) => c.chatEasemobId === id);
  if (!target) return { contacts: [...contacts], cleared: 0 };
  return {
    contacts: contacts.map((c) => (c === target ? { ...c, chatUserNoReadMsgCount: 0 } : c)),
    cleared: target.chatUserNoReadMsgCount,
  };
}

/** The newest id a client has seen, the cursor it resumes after on reconnect. */
export function newerId(a: string | null, b: string): string {
  if (a === null) return b;
  return BigInt(b) > BigInt(a) ? b : a;
}
