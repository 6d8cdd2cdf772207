import type { AccountRow } from '@hh/domain/accounts/account-admin.schema';
import { RoleCode } from '@hh/domain/accounts/role';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { RoleTag, StatusTag } from './role-tag';
import { type AccountAction, AccountActions } from './row-actions';

/**
 * The consultant list and the normal users: name, phone, role, team, city leaders, status and
 * opening date, with the actions the caller may take (a manager all of them, a team leader editing).
 */
export function AccountTable({
  rows,
  loading,
  manager,
  selfId,
  empty,
  onAction,
}: {
  rows: AccountRow[];
  loading: boolean;
  manager: boolean;
  selfId: string;
  empty: ReactNode;
  onAction: (action: AccountAction, row: AccountRow) => void;
}) {
  return (
    <Table<AccountRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: empty }}
      scroll={{ x: 1110 }}
      pagination={false}
      columns={[
        {
          title: '姓名',
          dataIndex: 'cname',
          fixed: 'left',
          width: 110,
          render: (name: string, row) => (
            <span style={{ fontWeight: 500, opacity: row.status === 'closed' ? 0.55 : 1 }}>
              {name}
              {row.id === selfId ? <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontWeight: 400 }}>（我）</span> : null}
            </span>
          ),
        },
        { title: '手机号', dataIndex: 'phone', width: 130 },
        {
          title: '角色',
          key: 'role',
          width: 120,
          render: (_, row) => (
            <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              <RoleTag roleCode={row.roleCode} />
              {row.roleCode === RoleCode.cityLeader ? (
                <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.62)' }}>{row.boundCount}人</span>
              ) : null}
            </span>
          ),
        },
        {
          title: '团队',
          dataIndex: 'groupName',
          width: 130,
          render: (name: string | null) => name ?? <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>未分组</span>,
        },
        { title: '城市经理', key: 'cityPms', width: 110, render: (_, row) => row.cityPms.map((p) => p.cname).join('、') || '—' },
        { title: '状态', dataIndex: 'status', width: 80, render: (status: AccountRow['status']) => <StatusTag status={status} /> },
        { title: '开通时间', dataIndex: 'createdAt', width: 110, render: (at: number) => formatChinaTime(at, 'YYYY-MM-DD') },
        {
          title: '操作',
          key: 'actions',
          width: 300,
          render: (_, row) => <AccountActions account={row} manager={manager} selfId={selfId} onAction={onAction} />,
        },
      ]}
    />
  );
}
