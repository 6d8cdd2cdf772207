import type { PositionRow } from '@hh/domain/positions/position.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { GuaranteeTag, positionFacts, RewardText, SalaryText } from './position-facts';

export interface PositionListProps {
  rows: PositionRow[];
  loading: boolean;
  /** Where 返回职位列表 on the detail leads back to. */
  from: string;
  empty: ReactNode;
}

export const positionLink = (positionId: string) => `/index/positions/${encodeURIComponent(positionId)}`;
export const chooseCandidateLink = (positionId: string) => `/index/recuit/chooseCandidate/${encodeURIComponent(positionId)}`;

/** The position list at desktop widths: one row a position, its money columns side by side. */
export function PositionTable({ rows, loading, from, empty }: PositionListProps) {
  const columns: ColumnsType<PositionRow> = [
    {
      title: '职位',
      key: 'position',
      render: (_, row) => (
        <div style={{ minWidth: 0 }}>
          <Link to={positionLink(row.positionId)} state={{ from }} style={{ fontWeight: 600, fontSize: 15 }}>
            {row.positionName}
          </Link>
          <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 2 }}>{row.companyName}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginTop: 2 }}>
            {positionFacts(row)} · {row.categoryName}
          </div>
        </div>
      ),
    },
    { title: '薪资', key: 'salary', width: 150, render: (_, row) => <SalaryText row={row} /> },
    {
      title: '推荐奖励',
      key: 'reward',
      width: 170,
      render: (_, row) => (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
          <RewardText fen={row.rewardAmount} />
          <GuaranteeTag days={row.guaranteeDays} />
        </div>
      ),
    },
    {
      title: '本公司在推',
      key: 'orders',
      width: 110,
      align: 'center',
      render: (_, row) => (row.myOrderCount > 0 ? <Tag color="green">{row.myOrderCount}单</Tag> : <span style={{ color: '#666' }}>—</span>),
    },
    {
      title: '更新时间',
      key: 'updated',
      width: 120,
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatChinaTime(row.lastUpdateTime, 'YYYY-MM-DD')}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <ButtonLink type="primary" size="small" to={chooseCandidateLink(row.positionId)}>
          推荐候选人
        </ButtonLink>
      ),
    },
  ];
  return (
    <Table<PositionRow>
      data-testid="position-list"
      rowKey="positionId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      size="middle"
    />
  );
}
