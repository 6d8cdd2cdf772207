import type { OrderRow } from '@hh/domain/orders/order.schema';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { selectAllTitle } from '../../../components/table-select-all';
import { TimesCell } from '../../../components/times-cell';
import { CandidateCell, dash, InterviewCell, PositionCell, StageCell } from './order-cells';
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

/** The order list on a desktop: one row an order, the candidate and the actions pinned at the sides. */
export function OrderTable({ rows, loading, viewer, showHunter, selected, onSelect, onAction, empty }: OrderListProps) {
  const columns: ColumnsType<OrderRow> = [
    { title: '候选人', key: 'candidate', fixed: 'left', width: 120, render: (_, row) => <CandidateCell row={row} /> },
    { title: '职位 / 公司', key: 'position', width: 190, render: (_, row) => <PositionCell row={row} /> },
    { title: '状态', key: 'stage', width: 130, render: (_, row) => <StageCell row={row} /> },
    showHunter
      ? {
          title: '顾问 / PM',
          key: 'people',
          width: 96,
          render: (_, row) => (
            <div style={{ lineHeight: 1.5 }}>
              <div>{row.hunterName}</div>
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{dash(row.pmName)}</div>
            </div>
          ),
        }
      : { title: 'PM', dataIndex: 'pmName', width: 84, render: dash },
    { title: '面试', key: 'interview', width: 150, render: (_, row) => <InterviewCell row={row} /> },
    {
      title: '时间',
      key: 'times',
      width: 124,
      render: (_, row) => <TimesCell recommendTime={row.recommendTime} updateTime={row.updateTime} />,
    },
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
          columnTitle: selectAllTitle,
          fixed: true,
        }}
      />
    </div>
  );
}
