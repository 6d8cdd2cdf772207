import { adjustTotalUnread, newerId } from '@hh/domain/chat/chat-reducers';
import { parseServerFrame, RECONNECT_MAX_TRIES, reconnectDelayMs, type ServerFrame } from '@hh/domain/chat/chat-socket';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { chatKeys, imUser, socketAddress, unreadQuery } from '../api/chat';

export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'failed';
/** Spec 001 §4: the total unread is refreshed at most every 500 ms while messages come in. */
export const UNREAD_DEBOUNCE_MS = 500;

interface ChatConnectionValue {
  me: string;
  status: ChatStatus;
  totalUnread: number;
  /** Moves the shown total at once (a conversation opened); never below 0. */
  adjustUnread(delta: number): void;
  subscribe(listener: (frame: ServerFrame) => void): () => void;
  /** After the 10 tries: the 重新连接 button. */
  reconnect(): void;
}

const ChatContext = createContext<ChatConnectionValue | null>(null);

export function useChatConnection(): ChatConnectionValue | null {
  return useContext(ChatContext);
}

/**
 * One chat socket per tab for the whole shell (workspace and console alike): it connects with
 * the token of add/user.json, acknowledges every message, asks on each reconnect for what came
 * after the last id it saw, and reconnects with backoff at most 10 times (spec 001 §9); then
 * the page offers 重新连接. Connection errors are only logged (spec 001 §8).
 */
export function ChatConnectionProvider({ me, children }: { me: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [generation, setGeneration] = useState(0);
  const listeners = useRef(new Set<(frame: ServerFrame) => void>());
  const lastId = useRef<string | null>(null);
  const unread = useQuery(unreadQuery());
  const [shownUnread, setShownUnread] = useState<number | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (unread.data !== undefined) setShownUnread(unread.data);
  }, [unread.data]);

  const refreshUnread = useCallback(() => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }), UNREAD_DEBOUNCE_MS);
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (重新连接) starts over with fresh tries.
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = async () => {
      setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
      let token: string;
      try {
        token = (await imUser()).password;
      } catch (error) {
        console.warn('chat: no socket token', error);
        return scheduleRetry();
      }
      if (stopped) return;
      const ws = new WebSocket(socketAddress(token));
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
        ws.send(JSON.stringify({ t: 'resume', after: lastId.current }));
      };
      ws.onmessage = (event) => {
        const frame = parseServerFrame(String(event.data));
        if (!frame) return;
        if (frame.t === 'msg') {
          ws.send(JSON.stringify({ t: 'ack', id: frame.message.id }));
          lastId.current = newerId(lastId.current, frame.message.id);
        }
        if (frame.t === 'msg' || frame.t === 'read' || frame.t === 'resumed') refreshUnread();
        if (frame.t === 'resumed' && frame.more) ws.send(JSON.stringify({ t: 'resume', after: lastId.current }));
        for (const listener of listeners.current) listener(frame);
      };
      ws.onclose = (event) => {
        if (stopped) return;
        console.warn('chat: socket closed', event.code, event.reason);
        scheduleRetry();
      };
    };

    const scheduleRetry = () => {
      if (stopped) return;
      if (attempt >= RECONNECT_MAX_TRIES) {
        setStatus('failed');
        return;
      }
      setStatus('reconnecting');
      retry = setTimeout(() => void connect(), reconnectDelayMs(attempt));
      attempt += 1;
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [generation, refreshUnread]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const value = useMemo<ChatConnectionValue>(
    () => ({
      me,
      status,
      totalUnread: shownUnread ?? 0,
      adjustUnread: (delta) => setShownUnread((n) => adjustTotalUnread(n ?? 0, delta)),
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      reconnect: () => setGeneration((g) => g + 1),
    }),
    [me, status, shownUnread],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
