import type { SysMessage } from '@hh/domain/messages/sys-message.schema';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { Link, useLocation } from 'react-router';
import { formatMessageTime } from './message-row';
import { MESSAGE_LINKS, messageType } from './message-type';

/** Reads one message in full; line breaks of the content are kept. */
export function MessageReader({ message, onClose }: { message: SysMessage | null; onClose: () => void }) {
  const type = message ? messageType(message.type) : null;
  // Links lead into the workspace; the console's staff read the same notices without them.
  const inWorkspace = useLocation().pathname.startsWith('/index');
  const link = message && inWorkspace ? MESSAGE_LINKS[message.type] : undefined;
  return (
    <Modal
      open={message !== null}
      onCancel={onClose}
      title={message?.title}
      width={560}
      centered
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {message && type ? (
        <article>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
            <Tag color={type.color} bordered={false} style={{ marginInlineEnd: 0 }}>
              {type.label}
            </Tag>
            <time dateTime={new Date(message.createTime).toISOString()}>{formatMessageTime(message.createTime)}</time>
          </div>
          <div data-testid="message-content" style={{ whiteSpace: 'pre-line', lineHeight: 1.9, fontSize: 14 }}>
            {message.content}
          </div>
          {link ? (
            <Link to={link.to} onClick={onClose}>
              {link.label}
            </Link>
          ) : null}
        </article>
      ) : null}
    </Modal>
  );
}
