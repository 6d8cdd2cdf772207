import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { SEX_LABELS } from '@hh/domain/candidates/education';
import { TALENT_ROW_STATE_LABELS, type TalentSearchRow } from '@hh/domain/talent/talent-search.schema';
import { HOPPING_EXPLAINED, TIP_LABEL_TEXT } from '@hh/domain/talent/tip-labels';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface RowActions {
  phones: Readonly<Record<string, string>>;
  revealing: string | null;
  adding: string | null;
  onReveal: (row: TalentSearchRow) => void;
  onAdd: (row: TalentSearchRow) => void;
  onPreview: (row: TalentSearchRow) => void;
}

const STATE_COLOR = { mine: 'green', occupied: 'default', free: 'blue' } as const;

const date = (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD');

function facts(row: TalentSearchRow): string {
  return [
    SEX_LABELS[row.sex] ?? '',
    row.age !== null ? `${row.age}岁` : '',
    row.city,
    row.educationLabel,
    row.workYears !== null ? (row.workYears === 0 ? '应届' : `${row.workYears}年经验`) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function Labels({ row }: { row: TalentSearchRow }) {
  if (row.tipLabels.length === 0) return null;
  return (
    <span className="ts-labels">
      {row.tipLabels.map((l) => (
        <Tooltip key={l} title={l.startsWith('hopping') ? HOPPING_EXPLAINED : undefined}>
          <Tag color={l === 'c985' || l === 'c211' || l === 'doubleFirst' || l === 'famous' ? 'gold' : undefined} bordered={false}>
            {TIP_LABEL_TEXT[l]}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}

function Phone({ row, actions }: { row: TalentSearchRow; actions: RowActions }) {
  const shown = actions.phones[row.commonUserId];
  if (!row.phone) return <span className="ts-muted">未填写</span>;
  if (shown) return <span data-testid="phone-value">{shown}</span>;
  return (
    <span className="ts-phone">
      <span data-testid="phone-value">{row.phone}</span>
      <Tooltip title="查看将被记录，并计入今日查看次数">
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          loading={actions.revealing === row.commonUserId}
          onClick={() => actions.onReveal(row)}
          aria-label={`查看${row.name}的手机号`}
        >
          查看
        </Button>
      </Tooltip>
    </span>
  );
}

function Actions({ row, actions }: { row: TalentSearchRow; actions: RowActions }) {
  if (row.tabState === 'mine')
    return <Link to={`/index/recuit/resume/${row.commonUserId}?from=${encodeURIComponent('/index/talentSearch')}`}>查看简历</Link>;
  const preview = (
    <Button size="small" type="link" onClick={() => actions.onPreview(row)} aria-label={`预览${row.name}的简历`}>
      预览
    </Button>
  );
  if (row.tabState === 'occupied')
    return (
      <span className="ts-row-actions">
        {preview}
        <span className="ts-muted">已被占用</span>
      </span>
    );
  return (
    <span className="ts-row-actions">
      {preview}
      <Button size="small" loading={actions.adding === row.commonUserId} onClick={() => actions.onAdd(row)}>
        加入人才库
      </Button>
    </span>
  );
}

function Name({ row }: { row: TalentSearchRow }) {
  return (
    <span className="ts-name">
      <strong>{row.name}</strong>
      <Tag color={STATE_COLOR[row.tabState]} bordered={false}>
        {TALENT_ROW_STATE_LABELS[row.tabState]}
      </Tag>
    </span>
  );
}

/** Results as a table on wide screens. */
export function ResultTable({
  rows,
  loading,
  empty,
  actions,
}: {
  rows: TalentSearchRow[];
  loading: boolean;
  empty: ReactNode;
  actions: RowActions;
}) {
  return (
    <Table<TalentSearchRow>
      rowKey="commonUserId"
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      locale={{ emptyText: empty }}
      columns={[
        {
          title: '候选人',
          key: 'who',
          render: (_, row) => (
            <div>
              <Name row={row} />
              <div className="ts-muted">{facts(row)}</div>
              <Labels row={row} />
            </div>
          ),
        },
        {
          title: '目前职位',
          key: 'job',
          render: (_, row) => (
            <div>
              <div>{row.positionName || '—'}</div>
              <div className="ts-muted">{row.companyName}</div>
            </div>
          ),
        },
        { title: '最近院校', dataIndex: 'schoolName', render: (v: string) => v || '—' },
        { title: '手机号', key: 'phone', width: 170, render: (_, row) => <Phone row={row} actions={actions} /> },
        { title: '刷新时间', dataIndex: 'refreshTime', width: 110, render: (v: number) => date(v) },
        { title: '操作', key: 'actions', width: 170, render: (_, row) => <Actions row={row} actions={actions} /> },
      ]}
    />
  );
}

/** Results as cards at phone width. */
export function ResultCards({ rows, empty, actions }: { rows: TalentSearchRow[]; empty: ReactNode; actions: RowActions }) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ul className="ts-cards">
      {rows.map((row) => (
        <li key={row.commonUserId} className="ts-card">
          <Name row={row} />
          <div className="ts-muted">{facts(row)}</div>
          <div>{[row.positionName, row.companyName].filter(Boolean).join(' @ ') || '—'}</div>
          {row.schoolName && <div className="ts-muted">{row.schoolName}</div>}
          <Labels row={row} />
          <div className="ts-card-foot">
            <Phone row={row} actions={actions} />
            <Actions row={row} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
