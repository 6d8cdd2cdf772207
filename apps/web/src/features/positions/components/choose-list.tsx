import { EDUCATION_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import type { ChooseRow } from '@hh/domain/orders/choose.schema';
import { ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  rows: ChooseRow[];
  loading: boolean;
  empty: ReactNode;
  onRecommend: (row: ChooseRow) => void;
}

const resumeLink = (row: ChooseRow) => `/index/recuit/resume/${encodeURIComponent(row.commonUserId)}`;

/** "男 · 32岁 · 本科 · 8年经验". */
export function chooseFacts(row: ChooseRow): string {
  return [
    SEX_LABELS[row.sex] ?? '',
    row.age === null ? '' : `${row.age}岁`,
    row.education ? (EDUCATION_LABELS[row.education] ?? '') : '',
    row.workYears === null ? '' : `${row.workYears}年经验`,
    row.city,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Where the candidate stands for this position: already recommended (the order's stage), resume incomplete, or free. */
export function ChooseStatus({ row }: { row: ChooseRow }) {
  if (row.orderState !== null) {
    return <Tag color="blue">已推荐 · {ORDER_STAGE_LABELS[row.orderState as OrderStage] ?? row.orderState}</Tag>;
  }
  if (!row.completed) return <Tag color="orange">简历未完善</Tag>;
  return row.canRecommend ? <Tag color="green">可推荐</Tag> : <Tag>暂不可推荐</Tag>;
}

function RecommendButton({ row, onRecommend }: { row: ChooseRow; onRecommend: (row: ChooseRow) => void }) {
  // An incomplete resume still opens the dialog: it says what is missing and links to the resume.
  return (
    <Button type="primary" size="small" disabled={row.orderState !== null} onClick={() => onRecommend(row)}>
      {row.orderState !== null ? '已推荐' : '推荐'}
    </Button>
  );
}

export function ChooseTable({ rows, loading, empty, onRecommend }: Props) {
  const columns: ColumnsType<ChooseRow> = [
    {
      title: '候选人',
      key: 'name',
      render: (_, row) => (
        <div>
          <Link to={resumeLink(row)} style={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{chooseFacts(row)}</div>
        </div>
      ),
    },
    {
      title: '目前公司 / 职位',
      key: 'work',
      render: (_, row) => (
        <div>
          <div>{row.companyName || '—'}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{row.positionName}</div>
        </div>
      ),
    },
    { title: '手机', dataIndex: 'phone', width: 130 },
    {
      title: '简历',
      key: 'completed',
      width: 90,
      render: (_, row) => (row.completed ? <Tag color="green">已完善</Tag> : <Tag color="orange">未完善</Tag>),
    },
    { title: '推荐状态', key: 'status', width: 170, render: (_, row) => <ChooseStatus row={row} /> },
    { title: '操作', key: 'action', width: 90, render: (_, row) => <RecommendButton row={row} onRecommend={onRecommend} /> },
  ];
  return (
    <Table<ChooseRow>
      data-testid="choose-list"
      rowKey="userId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
    />
  );
}

export function ChooseCards({ rows, loading, empty, onRecommend }: Props) {
  if (!loading && rows.length === 0) return <div style={{ padding: '24px 0' }}>{empty}</div>;
  return (
    <Spin spinning={loading}>
      <ul data-testid="choose-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {rows.map((row) => (
          <li key={row.userId} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <Link to={resumeLink(row)} style={{ fontWeight: 600, fontSize: 15 }}>
                {row.name}
              </Link>
              <RecommendButton row={row} onRecommend={onRecommend} />
            </div>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginTop: 2 }}>{chooseFacts(row)}</div>
            <div style={{ marginTop: 4 }}>
              {[row.companyName, row.positionName].filter(Boolean).join(' · ') || <span style={{ color: '#666' }}>暂无工作经历</span>}
            </div>
            <div style={{ marginTop: 8 }}>
              <ChooseStatus row={row} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
