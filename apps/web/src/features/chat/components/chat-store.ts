import { adjustTotalUnread } from '@hh/domain/chat/chat-reducers';
import type { ServerFrame } from '@hh/domain/chat/chat-socket';
import { useSyncExternalStore } from 'react';

export type ChatStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface ChatState {
  me: string | null;
  status: ChatStatus;
  totalUnread: number;
}

/**
 * The tab's chat connection as the pages see it: who I am, the socket's status, the total
 * unread, and the frames it receives. A plain store (no React context), so the shell loads the
 * socket's code lazily (chat-shell.tsx) and the chat page reads the same store.
 */
let state: ChatState = { me: null, status: 'idle', totalUnread: 0 };
const stateListeners = new Set<() => void>();
const frameListeners = new Set<(frame: ServerFrame) => void>();
let reconnectHandler: () => void = () => undefined;

function setState(patch: Partial<ChatState>): void {
  state = { ...state, ...patch };
  for (const listener of stateListeners) listener();
}

export const chatStore = {
  get: (): ChatState => state,
  set: setState,
  /** Moves the shown total at once (a conversation opened); never below 0. */
  adjustUnread(delta: number): void {
    setState({ totalUnread: adjustTotalUnread(state.totalUnread, delta) });
  },
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
  onFrame(listener: (frame: ServerFrame) => void): () => void {
    frameListeners.add(listener);
    return () => frameListeners.delete(listener);
  },
  emit(frame: ServerFrame): void {
    for (const listener of frameListeners) listener(frame);
  },
  setReconnect(handler: () => void): void {
    reconnectHandler = handler;
  },
  /** After the 10 tries: the 重新连接 button. */
  reconnect(): void {
    reconnectHandler();
  },
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, chatStore.get);
}
