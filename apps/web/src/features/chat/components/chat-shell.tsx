import CommentOutlined from '@ant-design/icons/es/icons/CommentOutlined';
import { newerId } from '@hh/domain/chat/chat-reducers';
import { parseServerFrame, RECONNECT_MAX_TRIES, reconnectDelayMs, resumeAgainInMs } from '@hh/domain/chat/chat-socket';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatKeys, imUser, socketAddress, unreadQuery } from '../api/chat';
import { chatStore, useChatState } from './chat-store';

/** Spec 001 §4: the total unread is refreshed at most every 500 ms while messages come in. */
export const UNREAD_DEBOUNCE_MS = 500;

/**
 * One chat socket per tab for the whole shell (workspace and console alike), loaded lazily by
 * the layouts: it connects with the token of add/user.json, acknowledges every message, asks on
 * each reconnect for what came after the last id it saw, and reconnects with backoff at most 10
 * times (spec 001 §9); then the chat page offers 重新连接. Connection errors are only logged (§8).
 */
export function ChatRunner({ me }: { me: string }) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const lastId = useRef<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unread = useQuery(unreadQuery());

  useEffect(() => {
    if (unread.data !== undefined) chatStore.set({ totalUnread: unread.data });
  }, [unread.data]);

  const refreshUnread = useCallback(() => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }), UNREAD_DEBOUNCE_MS);
  }, [queryClient]);

  useEffect(() => {
    chatStore.set({ me });
    chatStore.setReconnect(() => setGeneration((g) => g + 1));
    return () => clearTimeout(debounce.current);
  }, [me]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (重新连接) starts over with fresh tries.
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let resumeRetry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const scheduleRetry = () => {
      if (stopped) return;
      if (attempt >= RECONNECT_MAX_TRIES) {
        chatStore.set({ status: 'failed' });
        return;
      }
      chatStore.set({ status: 'reconnecting' });
      retry = setTimeout(() => void connect(), reconnectDelayMs(attempt));
      attempt += 1;
    };

    const connect = async () => {
      if (attempt === 0) chatStore.set({ status: 'connecting' });
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
        chatStore.set({ status: 'open' });
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
        // A first resume names where this tab starts: a drop before any message still resumes from there.
        if (frame.t === 'resumed' && lastId.current === null && frame.cursor !== null) lastId.current = frame.cursor;
        // The next page of a long gap at once; after a refused resume (the user's budget, all tabs together), when the server says.
        const again = resumeAgainInMs(frame);
        if (again !== null) {
          clearTimeout(resumeRetry);
          resumeRetry = setTimeout(() => {
            if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ t: 'resume', after: lastId.current }));
          }, again);
        }
        chatStore.emit(frame);
      };
      ws.onclose = (event) => {
        if (stopped) return;
        console.warn('chat: socket closed', event.code, event.reason);
        scheduleRetry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(resumeRetry);
      socket?.close();
    };
  }, [generation, refreshUnread]);

  return null;
}

/** The header's way into the chat, with the total unread (refreshed debounced 500 ms by the runner). */
export function ChatBadge({ to }: { to: string }) {
  const total = useChatState().totalUnread;
  // The count stands apart as a word: the badge shows it, and a link's name must contain what it shows (axe label-content-name-mismatch).
  const label = total > 0 ? `在线沟通 ${total > 99 ? '99+' : total} 条未读` : '在线沟通';
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      data-testid="chat-badge"
      data-unread={String(total)}
      style={{ display: 'inline-flex', alignItems: 'center', padding: '0 8px', height: 40, color: 'rgba(0,0,0,0.75)' }}
    >
      <Badge count={total} size="small" overflowCount={99} offset={[2, -2]}>
        <CommentOutlined style={{ fontSize: 20 }} />
      </Badge>
    </Link>
  );
}
