import { EDUCATION_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import { ReleaseListType } from '@hh/domain/talent/binding';
import type { ShareRow } from '@hh/domain/talent/share.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';

export interface ShareResultsProps {
  rows: ShareRow[];
  loading: boolean;
  empty: ReactNode;
  taking: string | null;
  onTake: (row: ShareRow) => void;
}

const facts = (r: ShareRow) =>
  [
    SEX_LABELS[r.sex],
    r.age !== null ? `${r.age}岁` : '',
    EDUCATION_LABELS[r.education] ?? '',
    r.workYears !== null ? `${r.workYears}年经验` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** What a row offers, by its release-list type (spec 000 §4): 加入人才库, 已加入 or 已被占用. */
function TakeAction({ row, taking, onTake }: { row: ShareRow; taking: string | null; onTake: (row: ShareRow) => void }) {
  if (row.releaseListType === ReleaseListType.added) return <Tag color="green">已加入</Tag>;
  if (row.releaseListType === ReleaseListType.occupied) return <Tag>{row.mine ? '本公司已有' : '已被占用'}</Tag>;
  return (
    <Popconfirm
      title="加入人才库"
      description={`将「${row.name}」加入您的人才库，需消耗1个金币，确定吗？`}
      okText="确定加入"
      cancelText="取消"
      onConfirm={() => onTake(row)}
    >
      <Button type="link" size="small" loading={taking === row.commonUserId} style={{ paddingInline: 0 }}>
        加入人才库
      </Button>
    </Popconfirm>
  );
}

export function ShareTable({ rows, loading, empty, taking, onTake }: ShareResultsProps) {
  const columns: ColumnsType<ShareRow> = [
    {
      title: '候选人',
      key: 'name',
      render: (_, r) => (
        <div>
          <div data-testid="share-name" style={{ fontWeight: 600 }}>
            {r.name}
          </div>
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{facts(r)}</div>
        </div>
      ),
    },
    {
      title: '当前公司 / 职位',
      key: 'company',
      render: (_, r) => [r.companyName, r.positionName].filter(Boolean).join(' · ') || '—',
    },
    {
      title: '期望',
      key: 'expect',
      render: (_, r) => [r.expectPositionName, r.expectCity].filter(Boolean).join(' · ') || '—',
    },
    { title: '毕业院校', dataIndex: 'lastSchoolName', render: (v: string) => v || '—' },
    { title: '联系方式', key: 'contact', render: (_, r) => r.phone || r.email || '—' },
    {
      title: '分享时间',
      key: 'shareTime',
      render: (_, r) => (
        <div>
          <div>{formatChinaTime(r.shareTime, 'YYYY-MM-DD')}</div>
          {r.sharerName ? <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{r.sharerName}</div> : null}
        </div>
      ),
    },
    { title: '操作', key: 'action', fixed: 'right', width: 110, render: (_, r) => <TakeAction row={r} taking={taking} onTake={onTake} /> },
  ];
  return (
    <Table
      data-testid="share-table"
      rowKey="shareId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 960 }}
      locale={{ emptyText: empty }}
      size="middle"
    />
  );
}

/** On a phone: one card per resume, nothing to scroll sideways. */
export function ShareCards({ rows, loading, empty, taking, onTake }: ShareResultsProps) {
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? <Spin /> : empty}</div>;
  return (
    <Spin spinning={loading}>
      <ul data-testid="share-cards" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((r) => (
          <li key={r.shareId} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ fontSize: 16, fontWeight: 600 }}>{r.name}</span>
              <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{facts(r)}</span>
              <span style={{ marginLeft: 'auto' }}>
                <TakeAction row={r} taking={taking} onTake={onTake} />
              </span>
            </div>
            <div style={{ marginTop: 4, fontSize: 13 }}>{[r.companyName, r.positionName].filter(Boolean).join(' · ')}</div>
            <div style={{ marginTop: 2, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
              期望：{[r.expectPositionName, r.expectCity].filter(Boolean).join(' · ') || '—'}
            </div>
            <div style={{ marginTop: 2, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
              {r.lastSchoolName ? <span>{r.lastSchoolName}</span> : null}
              {r.phone ? <span>{r.phone}</span> : null}
              <span>分享于 {formatChinaTime(r.shareTime, 'YYYY-MM-DD')}</span>
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
