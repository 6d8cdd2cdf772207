import type { SysMessage } from '@hh/domain/messages/sys-message.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Tag from 'antd/es/tag';
import { messageType } from './message-type';
import './message-row.css';

export function formatMessageTime(ms: number): string {
  return formatChinaTime(ms, 'YYYY-MM-DD HH:mm');
}

/** One message in the list; unread ones carry a red dot and a bold title. */
export function MessageRow({ message, onOpen }: { message: SysMessage; onOpen: (message: SysMessage) => void }) {
  const unread = message.readState === 0;
  const type = messageType(message.type);
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        className="hh-message-row"
        data-testid="message-row"
        data-read={unread ? 'false' : 'true'}
        onClick={() => onOpen(message)}
      >
        <span className="hh-message-row__dot" aria-hidden="true" />
        <span className="hh-message-row__body">
          <span className="hh-message-row__head">
            <Tag color={type.color} bordered={false} style={{ marginInlineEnd: 0 }}>
              {type.label}
            </Tag>
            <span className="hh-message-row__title">
              {unread ? <span className="hh-visually-hidden">未读：</span> : null}
              {message.title}
            </span>
            <span className="hh-message-row__time">{formatMessageTime(message.createTime)}</span>
          </span>
          <span className="hh-message-row__preview" style={{ display: 'block' }}>
            {message.content}
          </span>
        </span>
      </button>
    </li>
  );
}
