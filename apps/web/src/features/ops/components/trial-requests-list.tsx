import type { TrialRequestRow } from '@hh/domain/site/trial.schema';
import { TRIAL_STATUS_LABELS, type TrialStatus } from '@hh/domain/site/trial-rules';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';

const STATUS_COLORS: Record<TrialStatus, string> = { new: 'orange', contacted: 'blue', closed: 'default' };

export function TrialStatusTag({ status }: { status: TrialStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} variant="filled" style={{ marginInlineEnd: 0 }} data-testid="trial-status">
      {TRIAL_STATUS_LABELS[status]}
    </Tag>
  );
}

const time = (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD HH:mm');

/** Who followed it up last, when, and what they noted. */
function FollowUpNote({ row }: { row: TrialRequestRow }) {
  if (!row.handledAt) return <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>尚未跟进</span>;
  return (
    <div>
      {row.note ? <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.note}</div> : null}
      <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
        {row.handledByName ?? '—'} · {time(row.handledAt)}
      </div>
    </div>
  );
}

export interface TrialRequestsListProps {
  rows: TrialRequestRow[];
  loading: boolean;
  empty: ReactNode;
  onFollowUp: (row: TrialRequestRow) => void;
}

const followUpButton = (row: TrialRequestRow, onFollowUp: (row: TrialRequestRow) => void) =>
  row.status === 'closed' ? (
    <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>已结束</span>
  ) : (
    <Button size="small" type={row.status === 'new' ? 'primary' : 'default'} onClick={() => onFollowUp(row)}>
      跟进
    </Button>
  );

/** The requests as a table (desktop). */
export function TrialRequestsTable({ rows, loading, empty, onFollowUp }: TrialRequestsListProps) {
  const columns: ColumnsType<TrialRequestRow> = [
    { title: '提交时间', dataIndex: 'createTime', width: 150, render: time },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '公司名称', dataIndex: 'firm', ellipsis: true },
    { title: '所在城市', dataIndex: 'city', width: 100 },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: TrialStatus) => <TrialStatusTag status={status} /> },
    { title: '跟进记录', key: 'note', render: (_: unknown, row) => <FollowUpNote row={row} /> },
    { title: '操作', key: 'actions', width: 90, render: (_: unknown, row) => followUpButton(row, onFollowUp) },
  ];
  return (
    <Table<TrialRequestRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      locale={{ emptyText: empty }}
      scroll={{ x: 960 }}
      onRow={(row) => ({ 'data-testid': 'trial-row', 'data-status': row.status }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

/** The requests as cards (phone). */
export function TrialRequestsCards({ rows, loading, empty, onFollowUp }: TrialRequestsListProps) {
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? '加载中…' : empty}</div>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="trial-row"
          data-status={row.status}
          style={{ border: '1px solid rgba(5,5,5,0.08)', borderRadius: 8, padding: 12 }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <strong>
              {row.name} · {row.city}
            </strong>
            <TrialStatusTag status={row.status} />
          </div>
          <div style={{ margin: '4px 0', wordBreak: 'break-all' }}>{row.firm}</div>
          <div style={{ color: 'rgba(0,0,0,0.65)' }}>
            {row.phone} · {time(row.createTime)}
          </div>
          <div style={{ margin: '8px 0' }}>
            <FollowUpNote row={row} />
          </div>
          {followUpButton(row, onFollowUp)}
        </li>
      ))}
    </ul>
  );
}
