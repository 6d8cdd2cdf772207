import type { TeamRow } from '@hh/domain/accounts/account-admin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { type TeamAction, TeamActions } from './row-actions';

/** The team tab: each team with its leader and member counts; the manager's actions, a leader's rename. */
export function TeamTable({
  rows,
  loading,
  manager,
  empty,
  onAction,
}: {
  rows: TeamRow[];
  loading: boolean;
  manager: boolean;
  empty: ReactNode;
  onAction: (action: TeamAction, row: TeamRow) => void;
}) {
  return (
    <Table<TeamRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: empty }}
      scroll={{ x: 760 }}
      pagination={false}
      columns={[
        { title: '团队名称', dataIndex: 'groupName', fixed: 'left', width: 160, render: (name: string) => <strong>{name}</strong> },
        {
          title: '团队长',
          key: 'leader',
          width: 180,
          render: (_, row) =>
            row.leaderName ? (
              <span>
                {row.leaderName}
                <span style={{ color: 'rgba(0, 0, 0, 0.62)', marginInlineStart: 6 }}>{row.leaderPhone}</span>
              </span>
            ) : (
              <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>未设置</span>
            ),
        },
        { title: '成员', dataIndex: 'memberCount', width: 80, render: (n: number) => `${n} 人` },
        { title: '已关闭', dataIndex: 'closedCount', width: 80, render: (n: number) => (n ? `${n} 人` : '—') },
        { title: '创建时间', dataIndex: 'createdAt', width: 120, render: (at: number) => formatChinaTime(at, 'YYYY-MM-DD') },
        {
          title: '操作',
          key: 'actions',
          width: 220,
          render: (_, row) => <TeamActions team={row} manager={manager} onAction={onAction} />,
        },
      ]}
    />
  );
}
