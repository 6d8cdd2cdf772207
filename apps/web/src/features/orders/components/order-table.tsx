import type { OrderRow } from '@hh/domain/orders/order.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import type { Key, ReactNode } from 'react';
import { CandidateCell, dash, dateTime, InterviewCell, PositionCell, StageCell } from './order-cells';
import { type OnRowAction, OrderRowActions } from './order-row-actions';
import type { Viewer } from './row-actions';

export interface OrderListProps {
  rows: OrderRow[];
  loading: boolean;
  viewer: Viewer;
  /** The consultant column: on the all-bills view, where rows are several people's. */
  showHunter: boolean;
  selected: string[];
  onSelect: (orderIds: string[]) => void;
  onAction: OnRowAction;
  empty: ReactNode;
}

const shortDate = (ms: number) => (
  <Tooltip title={dateTime(ms)}>
    <span>{formatChinaTime(ms, 'YYYY-MM-DD')}</span>
  </Tooltip>
);

/** The order list on a desktop: one row an order, the candidate and the actions pinned at the sides. */
export function OrderTable({ rows, loading, viewer, showHunter, selected, onSelect, onAction, empty }: OrderListProps) {
  const columns: ColumnsType<OrderRow> = [
    { title: '候选人', key: 'candidate', fixed: 'left', width: 120, render: (_, row) => <CandidateCell row={row} /> },
    { title: '职位 / 公司', key: 'position', width: 190, render: (_, row) => <PositionCell row={row} /> },
    { title: '状态', key: 'stage', width: 130, render: (_, row) => <StageCell row={row} /> },
    ...(showHunter ? [{ title: '顾问', dataIndex: 'hunterName', width: 84 }] : []),
    { title: 'PM', dataIndex: 'pmName', width: 84, render: dash },
    { title: '推荐时间', dataIndex: 'recommendTime', width: 104, render: shortDate },
    { title: '面试', key: 'interview', width: 150, render: (_, row) => <InterviewCell row={row} /> },
    { title: '更新时间', dataIndex: 'updateTime', width: 104, render: shortDate },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 224,
      render: (_, row) => <OrderRowActions row={row} viewer={viewer} onAction={onAction} />,
    },
  ];
  return (
    <div data-testid="order-list">
      <Table<OrderRow>
        rowKey="orderId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: empty }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys: Key[]) => onSelect(keys.map(String)),
          columnWidth: 40,
          fixed: true,
        }}
      />
    </div>
  );
}
