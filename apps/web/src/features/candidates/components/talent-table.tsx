import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import { chinaShortTime, formatChinaTime } from '@hh/domain/time/china-time';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CallButton } from '../../../components/call-button';
import { useExpandList } from '../api/expand-list';
import { type Dictionaries, useDictionaries } from '../api/reference';
import { sourceLabel } from './source-label';
import { TalentExpand } from './talent-expand';

export type TalentAction = 'remark' | 'visits' | 'orders' | 'intention' | 'source' | 'transfer' | 'delete';

export interface TalentListProps {
  rows: TalentRow[];
  loading: boolean;
  showOwner: boolean;
  canTransfer: boolean;
  /** Where 返回人才列表 on the resume leads back to. */
  from: string;
  onAction: (action: TalentAction, row: TalentRow) => void;
  onDelete: (row: TalentRow) => Promise<unknown>;
  empty: ReactNode;
}

export const resumeLink = (row: TalentRow) => `/index/recuit/resume/${encodeURIComponent(row.commonUserId)}`;

export function CompletenessTag({ completed }: { completed: boolean }) {
  return (
    <Tag color={completed ? 'green' : 'orange'} variant="filled" style={{ marginInlineEnd: 0 }}>
      {completed ? '已完善' : '未完善'}
    </Tag>
  );
}

/** "男 · 32岁 · 本科 · 8年" — the short facts of a row. */
export function rowFacts(row: TalentRow, dict: Dictionaries): string {
  return [
    row.sex ? dict.label('sex', row.sex) : '',
    row.age === null ? '' : `${row.age}岁`,
    row.education ? dict.label('education', row.education) : '',
    row.workYears === null ? '' : `${row.workYears}年经验`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const dash = (v: ReactNode) => (v === '' || v === null || v === undefined ? <span className="hh-empty-value">—</span> : v);

/** The row's actions; 转交 only for leaders. In the table 转交 and 删除 sit under 更多 to keep the column narrow. */
export function RowActions({
  row,
  canTransfer,
  from,
  onAction,
  onDelete,
  compact = false,
}: Pick<TalentListProps, 'canTransfer' | 'from' | 'onAction' | 'onDelete'> & { row: TalentRow; compact?: boolean }) {
  const { modal } = App.useApp();
  const confirmDelete = () =>
    modal.confirm({
      title: `从人才库删除「${row.name}」？`,
      content: '删除后该候选人将不在人才列表中显示。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => onDelete(row).catch(() => undefined),
    });
  const more: MenuProps['items'] = [
    { key: 'visits', label: '沟通记录' },
    { key: 'orders', label: '订单状态' },
    { key: 'intention', label: '求职意向' },
    { key: 'source', label: '修改来源' },
    ...(canTransfer ? [{ key: 'transfer', label: '转交' }] : []),
    { key: 'delete', label: '删除', danger: true },
  ];
  return (
    <span style={{ display: 'inline-flex', flexWrap: compact ? 'nowrap' : 'wrap', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Link to={resumeLink(row)} state={{ from }} style={{ padding: '0 7px' }}>
        查看简历
      </Link>
      <CallButton candidateId={row.userId} name={row.name} iconOnly />
      <Button type="link" size="small" onClick={() => onAction('remark', row)}>
        备注
      </Button>
      {compact ? null : (
        <Button type="link" size="small" onClick={() => onAction('visits', row)}>
          沟通记录
        </Button>
      )}
      {compact ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more,
            onClick: ({ key }) => (key === 'delete' ? confirmDelete() : onAction(key as TalentAction, row)),
          }}
        >
          <Button type="link" size="small" aria-label={`更多操作：${row.name}`}>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        <>
          <Button type="link" size="small" onClick={() => onAction('orders', row)}>
            订单状态
          </Button>
          <Button type="link" size="small" onClick={() => onAction('intention', row)}>
            求职意向
          </Button>
          <Button type="link" size="small" onClick={() => onAction('source', row)}>
            修改来源
          </Button>
          {canTransfer ? (
            <Button type="link" size="small" onClick={() => onAction('transfer', row)}>
              转交
            </Button>
          ) : null}
          <Button type="link" size="small" danger onClick={confirmDelete}>
            删除
          </Button>
        </>
      )}
    </span>
  );
}

export function TalentTable(props: TalentListProps) {
  const { rows, loading, showOwner, from, empty } = props;
  const dict = useDictionaries();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  // Only rows of the page on screen stay open: a new page starts collapsed and loads nothing.
  const open = expanded.filter((key) => rows.some((r) => r.userId === key));
  const expand = useExpandList(
    rows.map((r) => r.userId),
    open.length > 0,
  );
  const columns: ColumnsType<TalentRow> = [
    {
      title: '姓名',
      dataIndex: 'name',
      fixed: 'left',
      width: 100,
      render: (name: string, row) => (
        <div style={{ lineHeight: 1.6 }}>
          <Link to={resumeLink(row)} state={{ from }} style={{ fontWeight: 500 }}>
            {name}
          </Link>
          <div>
            <CompletenessTag completed={row.completed} />
          </div>
        </div>
      ),
    },
    {
      // Sex, age, education, years and city on one line: five narrow columns did not fit 1440 px.
      title: '基本信息',
      key: 'facts',
      width: 150,
      render: (_, row) =>
        dash(
          [
            row.sex ? dict.label('sex', row.sex) : '',
            row.age === null ? '' : `${row.age}岁`,
            row.education ? dict.label('education', row.education) : '',
            row.workYears === null ? '' : `${row.workYears}年`,
            row.city,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
    },
    {
      title: '目前公司 / 职位',
      key: 'now',
      width: 164,
      render: (_, row) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{dash(row.companyName)}</div>
          {row.positionName ? <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{row.positionName}</div> : null}
        </div>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 112, render: dash },
    ...(showOwner ? [{ title: '顾问', dataIndex: 'ownerName', width: 90 }] : []),
    {
      title: '备注',
      dataIndex: 'remark',
      width: 110,
      ellipsis: { showTitle: false },
      render: (remark: string) =>
        remark ? (
          <Tooltip title={remark} placement="topLeft">
            <span>{remark}</span>
          </Tooltip>
        ) : (
          dash('')
        ),
    },
    {
      title: '来源 / 更新',
      key: 'sourceTime',
      width: 112,
      render: (_, row) => (
        <div style={{ lineHeight: 1.5, whiteSpace: 'nowrap' }}>
          <div>{sourceLabel(row.source)}</div>
          <Tooltip title={formatChinaTime(row.updateTime, 'YYYY-MM-DD HH:mm')}>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{chinaShortTime(row.updateTime)}</div>
          </Tooltip>
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 238,
      render: (_, row) => <RowActions {...props} row={row} compact />,
    },
  ];
  return (
    <div data-testid="talent-list">
      <Table<TalentRow>
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        expandable={{
          expandedRowKeys: open,
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (row) => (
            <TalentExpand row={expand.data?.get(row.userId)} loading={expand.isPending} failed={expand.isError} />
          ),
        }}
        // A fixed total width: with max-content a long 备注 widened its column and pushed 来源 / 更新 under 操作.
        scroll={{ x: 1090 }}
        size="middle"
        locale={{ emptyText: empty }}
      />
    </div>
  );
}
