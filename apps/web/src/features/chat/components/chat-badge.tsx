import CommentOutlined from '@ant-design/icons/es/icons/CommentOutlined';
import Badge from 'antd/es/badge';
import { Link } from 'react-router';
import { useChatConnection } from './chat-connection';

/** The header's way into the chat, with the total unread (refreshed debounced 500 ms by the connection). */
export function ChatBadge({ to }: { to: string }) {
  const total = useChatConnection()?.totalUnread ?? 0;
  const label = total > 0 ? `在线沟通（${total}条未读）` : '在线沟通';
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
