import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { isStoredStage, ORDER_STAGE_LABELS, type OrderStage, RejectStatus } from '@hh/domain/orders/order-stage';
import { allowedActions, ORDER_ACTION_LABELS } from '@hh/domain/orders/stage-machine';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { TimesCell } from '../../../components/times-cell';
import type { OpsOrderRow } from '../api/orders';
import type { OpsDetail } from './orders-detail-drawer';
import type { OpsAction } from './orders-move-modal';

const fmt = (ms: number | null) => (ms === null ? '—' : formatChinaTime(ms, 'YYYY-MM-DD HH:mm'));
const _day = (ms: number) => (
  <Tooltip title={fmt(ms)}>
    <span>{formatChinaTime(ms, 'YYYY-MM-DD')}</span>
  </Tooltip>
);

/** The PM's moves on a row, from the domain's stage machine (actor 'pm'). */
export function pmMoves(row: OpsOrderRow): OpsAction[] {
  const stage = row.candidateState;
  return isStoredStage(stage) ? (allowedActions({ stage, rejectStatus: row.rejectStatus }, 'pm') as OpsAction[]) : [];
}

export function OpsStage({ row }: { row: OpsOrderRow }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={row.candidateState === 127 ? 'default' : 'blue'} style={{ marginInlineEnd: 0 }}>
        {ORDER_STAGE_LABELS[row.candidateState as OrderStage] ?? row.stateLabel}
      </Tag>
      {row.rejectStatus === RejectStatus.rejected ? (
        <Tooltip title={row.rejectReason ? `驳回原因：${row.rejectReason}` : '已驳回'}>
          <Tag color="red" style={{ marginInlineEnd: 0, cursor: 'help' }}>
            已驳回
          </Tag>
        </Tooltip>
      ) : row.rejectStatus === RejectStatus.recommitted ? (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          重新提交
        </Tag>
      ) : null}
    </span>
  );
}

/**
 * A row's actions: the first two moves as buttons (有效 and 驳回 in the review queue), the rest
 * with the state log and the report under 更多.
 */
export function OpsRowActions({
  row,
  onMove,
  onDetail,
}: {
  row: OpsOrderRow;
  onMove: (row: OpsOrderRow, action: OpsAction) => void;
  onDetail: (row: OpsOrderRow, detail: OpsDetail) => void;
}) {
  const moves = pmMoves(row).filter((a) => a !== 'terminate');
  const shown = moves.slice(0, 2);
  const items = [
    ...moves.slice(2).map((a) => ({ key: a, label: ORDER_ACTION_LABELS[a] })),
    { key: 'logs', label: '状态记录' },
    { key: 'report', label: '推荐报告' },
    ...(pmMoves(row).includes('terminate') ? [{ key: 'terminate', label: '终止订单', danger: true }] : []),
  ];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', whiteSpace: 'nowrap' }}>
      {shown.map((a) => (
        <Button key={a} type="link" size="small" danger={a === 'reject'} onClick={() => onMove(row, a)}>
          {a === 'markValid' ? '有效' : ORDER_ACTION_LABELS[a]}
        </Button>
      ))}
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => (key === 'logs' || key === 'report' ? onDetail(row, key) : onMove(row, key as OpsAction)),
        }}
      >
        <Button type="link" size="small" aria-label={`更多操作：${row.candidateName}`}>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </span>
  );
}

export function OrdersTable({
  rows,
  loading,
  showPm,
  empty,
  onMove,
  onDetail,
}: {
  rows: OpsOrderRow[];
  loading: boolean;
  /** The admin sees every PM's orders; a PM or assistant only their own projects'. */
  showPm: boolean;
  empty: ReactNode;
  onMove: (row: OpsOrderRow, action: OpsAction) => void;
  onDetail: (row: OpsOrderRow, detail: OpsDetail) => void;
}) {
  const columns: ColumnsType<OpsOrderRow> = [
    {
      title: '候选人',
      key: 'candidate',
      fixed: 'left',
      width: 100,
      render: (_, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div style={{ fontWeight: 500 }}>{r.candidateName}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{r.candidatePhone || '—'}</div>
        </div>
      ),
    },
    {
      title: '猎头公司 / 顾问',
      key: 'firm',
      width: 130,
      render: (_, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{r.firmName}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{r.hunterName}</div>
        </div>
      ),
    },
    {
      title: '职位 / 企业',
      key: 'position',
      width: 190,
      render: (_, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{r.positionName}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{[r.companyName, r.cityName].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    { title: '状态', key: 'stage', width: 130, render: (_, r) => <OpsStage row={r} /> },
    ...(showPm ? [{ title: 'PM', dataIndex: 'pmName', width: 72 }] : []),
    {
      title: '面试',
      key: 'interview',
      width: 160,
      render: (_, r) =>
        r.interviewTime === null ? (
          '—'
        ) : (
          <div style={{ lineHeight: 1.5 }}>
            <div>{fmt(r.interviewTime)}</div>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{r.interviewPlace}</div>
          </div>
        ),
    },
    { title: '时间', key: 'times', width: 124, render: (_, r) => <TimesCell recommendTime={r.recommendTime} updateTime={r.updateTime} /> },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 206,
      render: (_, r) => <OpsRowActions row={r} onMove={onMove} onDetail={onDetail} />,
    },
  ];
  return (
    <div data-testid="ops-order-list">
      <Table<OpsOrderRow>
        rowKey="orderId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: empty }}
      />
    </div>
  );
}
