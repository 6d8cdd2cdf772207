import type { BookingCard, ChatContact, ChatMessage } from '@hh/domain/chat/chat.schema';
import {
  applyIncoming,
  mergeContacts,
  mergeMessages,
  openContact,
  peerOf,
  pruneContacts,
  selectAfterQuery,
} from '@hh/domain/chat/chat-reducers';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { PageSpin } from '../../../components/page-spin';
import { contactsQuery, markRead, pmInfoQuery } from '../api/chat';
import { BookingForm } from '../components/booking-form';
import { chatStore, useChatState } from '../components/chat-store';
import { ContactList } from '../components/contact-list';
import { Conversation } from '../components/conversation';

const newContact = (id: string, name: string, role: string): ChatContact => ({
  chatEasemobId: id,
  chatUserId: id,
  chatUserName: name,
  chatUserRole: role,
  chatLastTime: null,
  lastMessage: null,
  type: 'chat',
  chatUserNoReadMsgCount: 0,
});

/** The contacts with a conversation just opened (联系PM) that has no message yet. */
function withOpened(list: ChatContact[], opened: ChatContact | null): ChatContact[] {
  return opened && !list.some((c) => c.chatEasemobId === opened.chatEasemobId) ? mergeContacts(list, [opened]) : list;
}

/** The workspace's chat (/index/chat): `?to=` opens a contact, `?position=` the position's PM (联系PM). */
export function WorkspaceChatPage() {
  return <ChatPage canBook={false} />;
}

/** The console's chat (/ops/chat): the same page; a PM or assistant can send a booking card. */
export function ConsoleChatPage() {
  return <ChatPage canBook />;
}

function ChatPage({ canBook }: { canBook: boolean }) {
  const connection = useChatState();
  const me = connection.me;
  const [params, setParams] = useSearchParams();
  const positionId = params.get('position');
  const phone = useIsPhone();
  const contactsFromServer = useQuery(contactsQuery());
  const pm = useQuery({ ...pmInfoQuery(positionId ?? ''), enabled: positionId !== null });
  const [contacts, setContacts] = useState<ChatContact[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(params.get('to'));
  const [showList, setShowList] = useState(params.get('to') === null && positionId === null);
  const [live, setLive] = useState<Record<string, ChatMessage[]>>({});
  const [cards, setCards] = useState<ReadonlyMap<string, BookingCard>>(new Map());
  const [booking, setBooking] = useState(false);
  const current = useRef(currentId);
  current.current = currentId;
  const seen = useRef(new Set<string>());
  const [opened, setOpened] = useState<ChatContact | null>(null);
  // A new conversation (联系PM) keeps its name and tag when its first message makes it a contact.
  const openedRef = useRef(opened);
  openedRef.current = opened;

  const read = useCallback((peer: string, cleared: number) => {
    void markRead(peer).catch(() => undefined);
    if (cleared > 0) chatStore.adjustUnread(-cleared);
  }, []);

  // 联系PM: the position's PM becomes the open contact, shown as a new one until the first message.
  useEffect(() => {
    if (!pm.data) return;
    const { easemobId, name } = pm.data.pm;
    setOpened(newContact(easemobId, name, '平台PM'));
    setCurrentId(easemobId);
    setShowList(false);
    setParams({ to: easemobId }, { replace: true });
  }, [pm.data, setParams]);

  // A chat query: contacts merged by id and pruned of those without a last message. `synced` says
  // which answer the list holds, so the selection below never judges an answer by the list from
  // before it (a page opened on a contact with ?to= would otherwise lose it and select nothing).
  const [synced, setSynced] = useState<ChatContact[] | undefined>(undefined);
  useEffect(() => {
    const answer = contactsFromServer.data;
    if (!answer) return;
    setContacts((list) => pruneContacts(mergeContacts(list, answer), null));
    setSynced(answer);
  }, [contactsFromServer.data]);

  // When no current contact remains the first is selected; the open conversation's unread is read.
  useEffect(() => {
    if (!contactsFromServer.data || synced !== contactsFromServer.data || positionId !== null) return;
    const present = currentId !== null && contacts.some((c) => c.chatEasemobId === currentId);
    if (!present && currentId !== null && currentId === opened?.chatEasemobId) return;
    if (!present) {
      const selection = selectAfterQuery(contacts, currentId);
      if (selection.currentId === currentId) return;
      setCurrentId(selection.currentId);
      setContacts(selection.contacts);
      if (selection.currentId) read(selection.currentId, selection.cleared);
      return;
    }
    const shown = openContact(contacts, currentId);
    if (shown.cleared === 0) return;
    setContacts(shown.contacts);
    read(currentId, shown.cleared);
  }, [contactsFromServer.data, synced, contacts, currentId, opened, positionId, read]);

  useEffect(
    () =>
      chatStore.onFrame((frame) => {
        if (frame.t === 'booking') setCards((map) => new Map(map).set(frame.booking.bookingId, frame.booking));
        if (frame.t !== 'msg') return;
        const message = frame.message;
        const key = `${message.fromEasemobId}:${message.msgId}`;
        const alreadySeen = seen.current.has(key);
        seen.current.add(key);
        if (!me) return;
        const peer = peerOf(message, me);
        const openId = current.current;
        const fresh = openedRef.current;
        setContacts((list) => applyIncoming(withOpened(list, fresh), message, me, openId, alreadySeen).contacts);
        setLive((map) => ({ ...map, [peer]: mergeMessages(map[peer] ?? [], [message]) }));
        if (!alreadySeen && peer === openId && message.fromEasemobId !== me) read(peer, 0);
      }),
    [me, read],
  );

  const open = (id: string) => {
    setCurrentId(id);
    setShowList(false);
    setParams({ to: id }, { replace: true });
  };

  if (!me) return <PageSpin />;
  const shownContacts =
    opened && !contacts.some((c) => c.chatEasemobId === opened.chatEasemobId) ? mergeContacts(contacts, [opened]) : contacts;
  const peer = shownContacts.find((c) => c.chatEasemobId === currentId);
  // Both panes stay mounted at every width (a resize keeps a half-written message or form); a phone shows one at a time.
  const listFirst = showList || currentId === null;
  const listPane = (
    <div
      style={{
        display: phone && !listFirst ? 'none' : undefined,
        width: phone ? '100%' : 280,
        borderInlineEnd: phone ? undefined : '1px solid #f0f0f0',
        overflowY: 'auto',
      }}
    >
      {contactsFromServer.isPending ? <PageSpin /> : <ContactList contacts={shownContacts} currentId={currentId} onOpen={open} />}
    </div>
  );
  const conversation =
    currentId !== null ? (
      <div style={{ display: phone && listFirst ? 'none' : undefined, flex: 1, minWidth: 0 }}>
        <Conversation
          key={currentId}
          me={me}
          peerId={currentId}
          peerName={peer?.chatUserName ?? pm.data?.pm.name ?? ''}
          live={live[currentId] ?? []}
          cards={cards}
          onSent={(message) => {
            seen.current.add(`${message.fromEasemobId}:${message.msgId}`);
            setLive((map) => ({ ...map, [currentId]: mergeMessages(map[currentId] ?? [], [message]) }));
            setContacts((list) => applyIncoming(withOpened(list, opened), message, me, currentId, false).contacts);
          }}
          onCard={(card) => setCards((map) => new Map(map).set(card.bookingId, card))}
          extra={
            <>
              {phone ? (
                <Button size="small" onClick={() => setShowList(true)}>
                  会话列表
                </Button>
              ) : null}
              {canBook && peer?.chatUserRole === '顾问' ? (
                <Button size="small" onClick={() => setBooking(true)} style={{ marginInlineStart: 8 }}>
                  预约面试
                </Button>
              ) : null}
            </>
          }
        />
        {canBook ? <BookingForm peerId={currentId} open={booking} onClose={() => setBooking(false)} /> : null}
      </div>
    ) : (
      <div style={{ flex: 1, display: phone ? 'none' : 'grid', placeItems: 'center', color: 'rgba(0, 0, 0, 0.62)' }}>
        选择一个会话开始沟通
      </div>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {pm.isError ? <Alert type="warning" showIcon message="无法获取PM或助理信息" /> : null}
      {connection.status === 'reconnecting' ? <Alert type="info" showIcon message="连接已断开，正在重新连接…" /> : null}
      {connection.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message="连接已断开"
          action={
            <Button size="small" onClick={chatStore.reconnect}>
              重新连接
            </Button>
          }
        />
      ) : null}
      <div
        data-testid="chat-panel"
        style={{
          display: 'flex',
          height: 'calc(100vh - 180px)',
          minHeight: 420,
          background: '#fff',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      >
        {listPane}
        {conversation}
      </div>
    </div>
  );
}
