import { chatEndpoints as api } from '@hh/domain/chat/chat.endpoints';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => ['chat', 'contacts'] as const,
  unread: () => ['chat', 'unread'] as const,
  history: (peerId: string) => ['chat', 'history', peerId] as const,
  pmInfo: (positionId: string) => ['chat', 'pmInfo', positionId] as const,
  bookable: (peerId: string) => ['chat', 'bookable', peerId] as const,
};

export const HISTORY_PAGE = 20;

export function contactsQuery() {
  return queryOptions({ queryKey: chatKeys.contacts(), queryFn: () => call(api.queryChat) });
}

export function unreadQuery() {
  return queryOptions({ queryKey: chatKeys.unread(), queryFn: async () => (await call(api.noReadCount)).noReadMsgCount });
}

/** History pages, newest first; each page ends before the oldest message already shown. */
export function historyQuery(peerId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(peerId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(api.queryMessage, { body: { toEasemobId: peerId, before: pageParam, limit: HISTORY_PAGE } }),
    getNextPageParam: (last) => (last.hasMore ? last.data[0]?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function pmInfoQuery(positionId: string) {
  return queryOptions({ queryKey: chatKeys.pmInfo(positionId), queryFn: () => call(api.pmInfo, { query: { positionId } }), retry: false });
}

export function bookableOrdersQuery(peerId: string) {
  return queryOptions({ queryKey: chatKeys.bookable(peerId), queryFn: () => call(api.bookableOrders, { query: { toEasemobId: peerId } }) });
}

export const imUser = () => call(api.addUser);
export const markRead = (peerId: string) => call(api.msgRead, { body: { toEasemobId: peerId } });
export const sendText = (input: { msgId: string; from: string; to: string; message: string }) =>
  call(api.addMessage, {
    body: { msgId: input.msgId, fromEasemobId: input.from, toEasemobId: input.to, type: 'txt', message: input.message },
  });
/** A picture or file: uploaded first (the platform's 10 MB limit), then sent as a message naming it. */
export async function uploadChatFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(api.uploadFile, { body: form });
}
export const sendFileMessage = (input: { msgId: string; from: string; to: string; type: 'img' | 'file'; fileId: string }) =>
  call(api.addMessage, {
    body: { msgId: input.msgId, fromEasemobId: input.from, toEasemobId: input.to, type: input.type, fileId: input.fileId },
  });
/** The address of a chat file, stamped (each stamp opens once: make a fresh one for every view). */
export const chatFileUrl = (fileId: string) => endpointUrl(api.file, undefined, { fileId });
export const sendBooking = (input: { msgId: string; toEasemobId: string; orderId: string; place: string; times: number[] }) =>
  call(api.sendBooking, { body: input });
export const pickBooking = (bookingId: string, time: number) => call(api.pickBooking, { body: { bookingId, time } });

/** The socket's address: same host, ws(s), stamped like every call, with the token of add/user.json. */
export function socketAddress(token: string): string {
  const path = endpointUrl(api.socket, undefined, { token });
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;
}

/** A sender's id of a message: unique per sender, so a retry is stored once. */
export function newMsgId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
