import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { Link } from 'react-router';
import { useWindowVisible } from '../../components/browser-hooks';
import { messageListQuery } from '../../features/content/api/messages';

export const BELL_REFRESH_MS = 60_000;

/** The header bell: a dot while any message is unread, refreshed every minute while the window is visible. */
export function MessageBell({ to }: { to: string }) {
  const visible = useWindowVisible();
  const { data: hasUnread = false } = useQuery({
    ...messageListQuery(1),
    select: (list) => list.hasUnRead,
    refetchInterval: visible ? BELL_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  const label = hasUnread ? '消息中心（有未读消息）' : '消息中心';
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      data-testid="message-bell"
      data-unread={hasUnread ? 'true' : 'false'}
      style={{ display: 'inline-flex', alignItems: 'center', padding: '0 8px', height: 40, color: 'rgba(0,0,0,0.75)' }}
    >
      <Badge dot={hasUnread} offset={[-2, 2]}>
        <BellOutlined style={{ fontSize: 20 }} />
      </Badge>
    </Link>
  );
}
