import type { ChatContact } from '@hh/domain/chat/chat.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Badge from 'antd/es/badge';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';

/** The contacts, newest first, with their unread counts. */
export function ContactList({
  contacts,
  currentId,
  onOpen,
}: {
  contacts: ChatContact[];
  currentId: string | null;
  onOpen(id: string): void;
}) {
  if (contacts.length === 0) return <Empty style={{ marginTop: 48 }} description="暂无会话，可从职位详情联系PM" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chat-contacts">
      {contacts.map((c) => {
        const active = c.chatEasemobId === currentId;
        return (
          <li key={c.chatEasemobId}>
            <button
              type="button"
              onClick={() => onOpen(c.chatEasemobId)}
              data-testid="chat-contact"
              data-unread={c.chatUserNoReadMsgCount}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                display: 'flex',
                gap: 8,
                width: '100%',
                padding: '10px 12px',
                cursor: 'pointer',
                background: active ? '#e6f4ff' : undefined,
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <div style={{ flex: 1, minWidth: 0 }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {c.chatUserName || '联系人'}
                  </strong>
                  {c.chatUserRole ? <Tag style={{ marginInlineEnd: 0 }}>{c.chatUserRole}</Tag> : null}
                  <span style={{ marginLeft: 'auto', color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, whiteSpace: 'nowrap' }}>
                    {c.chatLastTime ? formatChinaTime(c.chatLastTime, 'MM-DD HH:mm') : ''}
                  </span>
                </div>
                <div
                  style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {c.lastMessage ?? '新会话'}
                </div>
              </div>
              <Badge count={c.chatUserNoReadMsgCount} size="small" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
