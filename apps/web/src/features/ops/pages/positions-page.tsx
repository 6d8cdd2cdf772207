import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { OPS_PAGE_SIZE, type OpsPositionRow } from '@hh/domain/positions/ops.schema';
import { POSITION_STATE_LABELS, POSITION_STATES, type PositionState } from '@hh/domain/positions/position-enums';
import { formatSalary, formatYuan } from '@hh/domain/positions/position-format';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { ListFooter } from '../../../components/list-footer';
import { opsPositionListQuery, usePositionState } from '../api/positions';
import { projectListQuery } from '../api/projects';

export const POSITION_STATE_COLORS: Record<PositionState, string> = { draft: 'default', recruiting: 'green', closed: 'red' };

/** 职位管理 (/ops/positions): every position of every project, drafts and closed ones included. */
export function OpsPositionsPage() {
  const { message } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const projectId = search.get('projectId') || undefined;
  const state = (POSITION_STATES as readonly string[]).includes(search.get('state') ?? '')
    ? (search.get('state') as PositionState)
    : undefined;
  const keyword = (search.get('keyword') ?? '').slice(0, 50);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  const list = useQuery({
    ...opsPositionListQuery({ projectId, state, keyword: keyword || undefined, page }),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery(projectListQuery({ page: 1 }, 100));
  const move = usePositionState();

  const go = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    if (!('page' in change)) next.delete('page');
    for (const [key, value] of Object.entries(change)) {
      if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };
  const act = (row: OpsPositionRow, action: 'publish' | 'close') =>
    move
      .mutateAsync({ id: row.positionId, action })
      .then(() => void message.success(action === 'publish' ? `「${row.positionName}」已发布` : `「${row.positionName}」已关闭`))
      .catch((error: unknown) => void message.error(isApiError(error) ? error.message : '操作失败，请稍后再试'));

  const rows = list.data?.data ?? [];
  const total = list.data?.totalCount ?? 0;
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="ops-positions-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="ops-positions-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          职位管理
        </h1>
        <div style={{ flex: 1 }} />
        <ButtonLink type="primary" icon={<PlusOutlined />} to={`/ops/positions/new${projectId ? `?projectId=${projectId}` : ''}`}>
          新建职位
        </ButtonLink>
      </header>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Select
          aria-label="所属项目"
          value={projectId ?? ''}
          onChange={(value: string) => go({ projectId: value })}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: '', label: '全部项目' },
            ...(projects.data?.data ?? []).map((p) => ({ value: p.projectId, label: p.projectName })),
          ]}
          style={{ width: phone ? '100%' : 220 }}
        />
        <Select
          aria-label="职位状态"
          value={state ?? ''}
          onChange={(value: string) => go({ state: value })}
          options={[{ value: '', label: '全部状态' }, ...POSITION_STATES.map((s) => ({ value: s, label: POSITION_STATE_LABELS[s] }))]}
          style={{ width: phone ? 'calc(50% - 4px)' : 130 }}
        />
        <Input.Search
          aria-label="搜索职位"
          placeholder="职位、项目或企业名称"
          allowClear
          enterButton="搜索"
          value={typed}
          maxLength={50}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => go({ keyword: value.trim() })}
          style={{ flex: phone ? '1 1 calc(50% - 4px)' : '0 1 320px', minWidth: 0 }}
        />
      </div>
      <Table<OpsPositionRow>
        data-testid="ops-positions"
        rowKey="positionId"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的职位" /> }}
        columns={[
          {
            title: '职位',
            key: 'name',
            fixed: phone ? undefined : 'left',
            width: 240,
            render: (_, row) => (
              <div>
                <Link to={`/ops/positions/${row.positionId}`} style={{ fontWeight: 600 }}>
                  {row.positionName}
                </Link>
                <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>
                  {row.companyName} · {row.projectName}
                </div>
              </div>
            ),
          },
          {
            title: '城市 / 类别',
            key: 'city',
            width: 130,
            render: (_, row) => (
              <div>
                <div>{row.cityName}</div>
                <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{row.categoryName}</div>
              </div>
            ),
          },
          { title: '薪资', key: 'salary', width: 120, render: (_, row) => formatSalary(row.salaryLow, row.salaryHigh, row.salaryMonths) },
          {
            title: '奖励 / 保证期',
            key: 'reward',
            width: 120,
            render: (_, row) => (
              <div>
                <div>{formatYuan(row.rewardAmount)}</div>
                <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{row.guaranteeDays}天</div>
              </div>
            ),
          },
          {
            title: '状态',
            key: 'state',
            width: 80,
            render: (_, row) => <Tag color={POSITION_STATE_COLORS[row.state]}>{POSITION_STATE_LABELS[row.state]}</Tag>,
          },
          {
            title: '样本',
            key: 'sample',
            width: 70,
            render: (_, row) => (row.hasResumeSample ? '已上传' : <span style={{ color: '#666' }}>无</span>),
          },
          { title: '在推订单', dataIndex: 'runningOrderCount', width: 80, align: 'center' },
          { title: '更新时间', key: 'updated', width: 110, render: (_, row) => formatChinaTime(row.lastUpdateTime, 'YYYY-MM-DD') },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            fixed: phone ? undefined : 'right',
            render: (_, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Link to={`/ops/positions/${row.positionId}`} style={{ padding: '0 7px 0 0' }}>
                  编辑
                </Link>
                {row.state === 'recruiting' ? (
                  <Button type="link" size="small" danger onClick={() => void act(row, 'close')}>
                    关闭
                  </Button>
                ) : (
                  <Button type="link" size="small" onClick={() => void act(row, 'publish')}>
                    发布
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      <ListFooter total={total} page={page} pageSize={OPS_PAGE_SIZE} onPage={(p) => go({ page: p })} label={`共 ${total} 个职位`} />
    </section>
  );
}
