import { type BookingCard, CHAT_TEXT_MAX, type ChatMessage } from '@hh/domain/chat/chat.schema';
import { mergeMessages } from '@hh/domain/chat/chat-reducers';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { historyQuery, newMsgId, sendText } from '../api/chat';
import { BookingCardView } from './booking-card';

interface Pending {
  msgId: string;
  text: string;
  state: 'sending' | 'failed';
  at: number;
}

/**
 * One conversation: history paged backwards (加载更多), messages pushed over the socket merged
 * in (deduplicated by msgId, sorted by send time, the newest 500 kept), and my own sends shown as
 * 发送中 / 发送失败 with 重试 (the same msgId, so a send that did arrive is stored once).
 */
export function Conversation({
  me,
  peerId,
  peerName,
  live,
  cards,
  onSent,
  onCard,
  extra,
}: {
  me: string;
  peerId: string;
  peerName: string;
  live: ChatMessage[];
  cards: ReadonlyMap<string, BookingCard>;
  onSent(message: ChatMessage): void;
  onCard(card: BookingCard): void;
  extra?: React.ReactNode;
}) {
  const history = useInfiniteQuery(historyQuery(peerId));
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => {
    const pages = history.data?.pages ?? [];
    return mergeMessages(
      pages.flatMap((p) => p.data),
      live,
    );
  }, [history.data, live]);
  const shownPending = pending.filter((p) => !messages.some((m) => m.fromEasemobId === me && m.msgId === p.msgId));

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest whenever a message or a pending send is added.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, shownPending.length]);

  const deliver = async (item: Pending) => {
    setPending((list) => [...list.filter((p) => p.msgId !== item.msgId), { ...item, state: 'sending' }]);
    try {
      onSent(await sendText({ msgId: item.msgId, from: me, to: peerId, message: item.text }));
      setPending((list) => list.filter((p) => p.msgId !== item.msgId));
    } catch {
      setPending((list) => list.map((p) => (p.msgId === item.msgId ? { ...p, state: 'failed' } : p)));
    }
  };

  const submit = () => {
    if (text.trim() === '') return;
    void deliver({ msgId: newMsgId(), text, state: 'sending', at: Date.now() });
    setText('');
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <strong data-testid="chat-peer-name">{peerName || '联系人'}</strong>
        <span style={{ marginLeft: 'auto' }}>{extra}</span>
      </div>
      <div style={{ flex: 1, overflowY: 'auto', padding: 16, background: '#f7f8fa' }} data-testid="chat-messages">
        {history.isPending ? <Spin style={{ display: 'block', margin: '24px auto' }} /> : null}
        {history.hasNextPage ? (
          <div style={{ textAlign: 'center', marginBottom: 12 }}>
            <Button size="small" type="link" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              加载更多
            </Button>
          </div>
        ) : null}
        {!history.isPending && messages.length === 0 && shownPending.length === 0 ? (
          <div style={{ textAlign: 'center', color: 'rgba(0, 0, 0, 0.62)', marginTop: 32 }}>还没有消息，打个招呼吧</div>
        ) : null}
        {messages.map((m) => {
          const mine = m.fromEasemobId === me;
          const card = m.booking ? (cards.get(m.booking.bookingId) ?? m.booking) : null;
          return (
            <Bubble key={`${m.fromEasemobId}:${m.msgId}`} mine={mine} time={m.msgSendTime}>
              {card ? <BookingCardView card={card} canPick={!mine} onChanged={onCard} /> : <TextBody text={m.message} mine={mine} />}
            </Bubble>
          );
        })}
        {shownPending.map((p) => (
          <Bubble key={p.msgId} mine time={p.at}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'flex-end' }}>
              {p.state === 'sending' ? (
                <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>发送中</span>
              ) : (
                <span style={{ color: '#cf1322', fontSize: 12 }} data-testid="chat-send-failed">
                  发送失败
                  <Button size="small" type="link" onClick={() => void deliver(p)}>
                    重试
                  </Button>
                </span>
              )}
              <TextBody text={p.text} mine />
            </div>
          </Bubble>
        ))}
        <div ref={bottom} />
      </div>
      <div style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid #f0f0f0', alignItems: 'flex-end' }}>
        <Input.TextArea
          aria-label="消息内容"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="输入消息，Enter 发送，Shift+Enter 换行"
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            submit();
          }}
        />
        <Button type="primary" onClick={submit} disabled={text.trim() === ''}>
          发送
        </Button>
      </div>
    </div>
  );
}

function Bubble({ mine, time, children }: { mine: boolean; time: number; children: React.ReactNode }) {
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', marginBottom: 12 }}
      data-mine={mine}
    >
      <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.62)', marginBottom: 2 }}>{formatChinaTime(time, 'MM-DD HH:mm')}</span>
      {children}
    </div>
  );
}

function TextBody({ text, mine }: { text: string; mine: boolean }) {
  return (
    <div
      data-testid="chat-text"
      style={{
        maxWidth: 'min(480px, 75vw)',
        padding: '8px 12px',
        borderRadius: 8,
        background: mine ? '#1677ff' : '#fff',
        color: mine ? '#fff' : 'inherit',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </div>
  );
}
