import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Avatar from 'antd/es/avatar';
import Tag from 'antd/es/tag';

/** Who is signed in: name, role name and, for consultants, the firm. */
export function UserSummary({ name, roleName, company }: { name: string; roleName: string; company?: string | null }) {
  return (
    <div data-testid="user-summary" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Avatar size={32} icon={<UserOutlined />} style={{ background: '#0958d9', flex: 'none' }} />
      <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, minWidth: 0 }}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span data-testid="user-name" style={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {name}
          </span>
          {roleName ? (
            <Tag data-testid="user-role" color="blue" bordered={false} style={{ marginInlineEnd: 0 }}>
              {roleName}
            </Tag>
          ) : null}
        </span>
        {company ? (
          <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.62)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {company}
          </span>
        ) : null}
      </div>
    </div>
  );
}
