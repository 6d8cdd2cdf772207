import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@hh/domain/accounts/account-admin.schema';
import { isRoleCode, ROLE_LABELS } from '@hh/domain/accounts/role';
import Tag from 'antd/es/tag';

const ROLE_COLORS: Record<number, string> = { 10: 'default', 20: 'blue', 25: 'purple', 30: 'gold' };

export function RoleTag({ roleCode }: { roleCode: number }) {
  return (
    <Tag color={ROLE_COLORS[roleCode]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {isRoleCode(roleCode) ? ROLE_LABELS[roleCode] : '未知'}
    </Tag>
  );
}

export function StatusTag({ status }: { status: AccountStatus }) {
  return (
    <Tag color={status === 'open' ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {ACCOUNT_STATUS_LABELS[status]}
    </Tag>
  );
}
