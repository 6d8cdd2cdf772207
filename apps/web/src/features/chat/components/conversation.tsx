import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { type BookingCard, CHAT_FILE_ACCEPT, CHAT_TEXT_MAX, type ChatFile, type ChatMessage } from '@hh/domain/chat/chat.schema';
import { conversationMessages } from '@hh/domain/chat/chat-reducers';
import { chatErrorText } from '@hh/domain/chat/chat-rules';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/http-client';
import { historyQuery, newMsgId, sendFileMessage, sendText, uploadChatFile } from '../api/chat';
import { BookingCardView } from './booking-card';
import { FileBody, ImageBody } from './chat-file';

/** A send of mine not yet stored: a text, or a picture / file (uploaded once, then sent). */
interface Pending {
  msgId: string;
  text: string;
  file?: { local: File; image: boolean; uploaded: ChatFile | null };
  state: 'sending' | 'failed';
  /** Spec 001 §8: Error:{status}, {msg}. */
  error?: string;
  at: number;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return chatErrorText({ httpStatus: error.httpStatus, state: error.state, message: error.message });
  return chatErrorText({ httpStatus: null, state: null, message: error instanceof Error ? error.message : '网络错误' });
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
    return conversationMessages(
      pages.flatMap((p) => p.data),
      live,
    );
  }, [history.data, live]);
  const shownPending = pending.filter((p) => !messages.some((m) => m.fromEasemobId === me && m.msgId === p.msgId));

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest whenever a message or a pending send is added.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, shownPending.length]);

  const fileInput = useRef<HTMLInputElement>(null);
  const deliver = async (item: Pending) => {
    let current: Pending = { ...item, state: 'sending', error: undefined };
    setPending((list) => [...list.filter((p) => p.msgId !== item.msgId), current]);
    try {
      if (current.file) {
        // A retry after the upload went through sends the stored file again, never a second copy.
        const uploaded = current.file.uploaded ?? (await uploadChatFile(current.file.local));
        current = { ...current, file: { ...current.file, uploaded } };
        const type = uploaded.image ? 'img' : 'file';
        onSent(await sendFileMessage({ msgId: item.msgId, from: me, to: peerId, type, fileId: uploaded.fileId }));
      } else {
        onSent(await sendText({ msgId: item.msgId, from: me, to: peerId, message: item.text }));
      }
      setPending((list) => list.filter((p) => p.msgId !== item.msgId));
    } catch (error) {
      const failed: Pending = { ...current, state: 'failed', error: failureText(error) };
      setPending((list) => list.map((p) => (p.msgId === item.msgId ? failed : p)));
    }
  };

  const attach = (files: FileList | null) => {
    for (const local of Array.from(files ?? [])) {
      const image = local.type.startsWith('image/');
      void deliver({ msgId: newMsgId(), text: local.name, file: { local, image, uploaded: null }, state: 'sending', at: Date.now() });
    }
    if (fileInput.current) fileInput.current.value = '';
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
              {card ? (
                <BookingCardView card={card} canPick={!mine} onChanged={onCard} />
              ) : m.file?.image ? (
                <ImageBody file={m.file} />
              ) : m.file ? (
                <FileBody file={m.file} />
              ) : (
                <TextBody text={m.message} mine={mine} />
              )}
            </Bubble>
          );
        })}
        {shownPending.map((p) => (
          <Bubble key={p.msgId} mine time={p.at}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'flex-end' }}>
              {p.state === 'sending' ? (
                <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{p.file && !p.file.uploaded ? '上传中' : '发送中'}</span>
              ) : (
                <span style={{ color: '#cf1322', fontSize: 12 }} data-testid="chat-send-failed" title={p.error}>
                  发送失败
                  <Button size="small" type="link" onClick={() => void deliver(p)}>
                    重试
                  </Button>
                </span>
              )}
              {p.file ? <PendingFile name={p.text} image={p.file.image} /> : <TextBody text={p.text} mine />}
            </div>
            {p.state === 'failed' && p.error ? (
              <div style={{ color: '#cf1322', fontSize: 12, marginTop: 2 }} data-testid="chat-send-error">
                {p.error}
              </div>
            ) : null}
          </Bubble>
        ))}
        <div ref={bottom} />
      </div>
      <div style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid #f0f0f0', alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          multiple
          hidden
          data-testid="chat-file-input"
          onChange={(e) => attach(e.target.files)}
        />
        <Button
          aria-label="添加图片或文件"
          title="添加图片或文件（JPG、PNG、GIF、PDF、Word，不超过10MB）"
          icon={<PaperClipOutlined />}
          onClick={() => fileInput.current?.click()}
        />
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

/** A picture or file on its way: its name until the stored message replaces it. */
function PendingFile({ name, image }: { name: string; image: boolean }) {
  return (
    <div
      style={{ padding: '8px 12px', borderRadius: 8, background: '#fff', border: '1px solid #d9d9d9', maxWidth: 'min(320px, 60vw)' }}
      data-testid="chat-pending-file"
    >
      <PaperClipOutlined /> {image ? '图片' : '文件'}：<span style={{ wordBreak: 'break-all' }}>{name}</span>
    </div>
  );
}
