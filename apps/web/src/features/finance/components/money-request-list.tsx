import { type MoneyRequest, MoneyRequestState } from '@hh/domain/finance/money-request';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { ChangeLines, RequestAmount, RequestKindTag, RequestStateTag, requestedTime, requesterText } from './money-request-parts';

export interface MoneyRequestListProps {
  rows: MoneyRequest[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (request: MoneyRequest) => void;
  onDecide: (request: MoneyRequest, approve: boolean) => void;
}

/**
 * 详情, and 通过 / 驳回 for a request the caller may decide (`canDecide`: a different approver, still
 * pending). A request left 执行中 by an interrupted approval can only be approved again.
 */
function Actions({ row, onOpen, onDecide }: { row: MoneyRequest } & Pick<MoneyRequestListProps, 'onOpen' | 'onDecide'>) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {row.canDecide ? (
        <>
          <Button size="small" type="primary" onClick={() => onDecide(row, true)}>
            通过
          </Button>
          {row.state === MoneyRequestState.pending ? (
            <Button size="small" danger onClick={() => onDecide(row, false)}>
              驳回
            </Button>
          ) : null}
        </>
      ) : null}
      <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => onOpen(row)}>
        详情
      </Button>
    </span>
  );
}

const muted = { color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 } as const;

/** The requests as a table (desktop). */
export function MoneyRequestTable({ rows, loading, empty, onOpen, onDecide }: MoneyRequestListProps) {
  const columns: ColumnsType<MoneyRequest> = [
    { title: '类型', key: 'kind', width: 110, render: (_v, r) => <RequestKindTag request={r} /> },
    {
      title: '事项',
      key: 'subject',
      render: (_v, r) => (
        <div style={{ minWidth: 0 }}>
          <div style={{ overflowWrap: 'anywhere' }}>{r.subject}</div>
          <ChangeLines changes={r.changes} compact />
        </div>
      ),
    },
    { title: '公司', dataIndex: 'firmName', width: 110, render: (v: string) => v || '—' },
    { title: '金额', key: 'amount', width: 120, align: 'right', render: (_v, r) => <RequestAmount request={r} /> },
    {
      title: '申请人',
      key: 'requester',
      width: 150,
      render: (_v, r) => (
        <div>
          <div>{r.requestedByName}</div>
          {r.requestedByRole ? <div style={muted}>{r.requestedByRole}</div> : null}
          <div style={muted}>{requestedTime(r)}</div>
        </div>
      ),
    },
    { title: '申请理由', dataIndex: 'reason', width: 160, render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
    { title: '状态', key: 'state', width: 100, render: (_v, r) => <RequestStateTag request={r} /> },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) => <Actions row={r} onOpen={onOpen} onDecide={onDecide} />,
    },
  ];
  return (
    <Table<MoneyRequest>
      data-testid="approval-list"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      // Fits the console's content at 1440 px without scrolling; 事项 takes what is left.
      scroll={{ x: 1080 }}
      onRow={(r) => ({ 'data-kind': r.kind, 'data-state': r.state }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

/** The requests as cards (phone): a table of eight columns does not fit 390 px. */
export function MoneyRequestCards({ rows, loading, empty, onOpen, onDecide }: MoneyRequestListProps) {
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? '加载中…' : empty}</div>;
  return (
    <ul className="fin-requests" data-testid="approval-list">
      {rows.map((r) => (
        <li key={r.id} className="fin-request" data-kind={r.kind} data-state={r.state}>
          <div className="fin-request__top">
            <RequestKindTag request={r} />
            <RequestStateTag request={r} />
          </div>
          <div className="fin-request__subject">{r.subject}</div>
          <div className="fin-request__amount">
            {r.firmName ? <span>{r.firmName}</span> : <span />}
            <RequestAmount request={r} />
          </div>
          <ChangeLines changes={r.changes} compact />
          <div className="fin-request__meta">{requesterText(r)}</div>
          <div className="fin-request__reason">理由：{r.reason}</div>
          <div style={{ marginTop: 8 }}>
            <Actions row={r} onOpen={onOpen} onDecide={onDecide} />
          </div>
        </li>
      ))}
    </ul>
  );
}
