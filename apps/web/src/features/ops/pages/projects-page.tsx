import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { OpsProjectRow } from '@hh/domain/positions/ops.schema';
import { OPS_PAGE_SIZE } from '@hh/domain/positions/ops.schema';
import { PROJECT_STATE_LABELS, PROJECT_STATES, type ProjectState } from '@hh/domain/positions/position-enums';
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
import { ListFooter } from '../../../components/list-footer';
import { projectListQuery, useProjectState } from '../api/projects';
import { ProjectFormModal } from '../components/projects-form-modal';

/** 项目管理 (/ops/projects): the employers' projects, who runs them, and whether they still run. */
export function ProjectsPage() {
  const { message, modal } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const state = (PROJECT_STATES as readonly string[]).includes(search.get('state') ?? '')
    ? (search.get('state') as ProjectState)
    : undefined;
  const keyword = (search.get('keyword') ?? '').slice(0, 50);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  const list = useQuery({ ...projectListQuery({ state, keyword: keyword || undefined, page }), placeholderData: keepPreviousData });
  const setState = useProjectState();
  const [editing, setEditing] = useState<{ project: OpsProjectRow | null } | null>(null);

  const go = (change: { state?: ProjectState | ''; keyword?: string; page?: number }) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (key !== 'page') next.delete('page');
      if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };

  const toggle = (row: OpsProjectRow) => {
    const closing = row.state === 'active';
    modal.confirm({
      title: closing ? `结束项目「${row.projectName}」？` : `重新开启项目「${row.projectName}」？`,
      content: closing
        ? `项目下${row.recruitingCount}个招聘中的职位将一并关闭，进行中的订单不受影响。`
        : '重新开启后，项目下的职位仍保持关闭，需要逐个发布。',
      okText: closing ? '结束项目' : '重新开启',
      okButtonProps: { danger: closing },
      cancelText: '取消',
      onOk: () =>
        setState
          .mutateAsync({ id: row.projectId, action: closing ? 'close' : 'open' })
          .then(() => void message.success(closing ? '项目已结束' : '项目已重新开启'))
          .catch((error: unknown) => void message.error(isApiError(error) ? error.message : '操作失败，请稍后再试')),
    });
  };

  const rows = list.data?.data ?? [];
  const total = list.data?.totalCount ?? 0;
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="projects-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="projects-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          项目管理
        </h1>
        <div style={{ flex: 1 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ project: null })}>
          新建项目
        </Button>
      </header>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Select
          aria-label="项目状态"
          value={state ?? ''}
          onChange={(value: ProjectState | '') => go({ state: value })}
          options={[{ value: '', label: '全部状态' }, ...PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_LABELS[s] }))]}
          style={{ width: phone ? '100%' : 140 }}
        />
        <Input.Search
          aria-label="搜索项目"
          placeholder="项目或企业名称"
          allowClear
          enterButton="搜索"
          value={typed}
          maxLength={50}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => go({ keyword: value.trim() })}
          style={{ flex: phone ? '1 1 100%' : '0 1 320px' }}
        />
      </div>
      <Table<OpsProjectRow>
        data-testid="ops-projects"
        rowKey="projectId"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={phone ? { x: 900 } : undefined}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword || state ? '没有符合条件的项目' : '还没有项目，先新建一个'} />
          ),
        }}
        columns={[
          {
            title: '项目',
            key: 'name',
            width: phone ? 220 : undefined,
            render: (_, row) => (
              <div>
                <div style={{ fontWeight: 600 }}>{row.projectName}</div>
                <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>
                  {row.companyName}
                  {row.industryName ? ` · ${row.industryName}` : ''}
                </div>
              </div>
            ),
          },
          {
            title: '负责人',
            key: 'pm',
            width: 150,
            render: (_, row) => (
              <div>
                <div>{row.pmName}</div>
                {row.assistantName ? <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>助理 {row.assistantName}</div> : null}
              </div>
            ),
          },
          {
            title: '职位',
            key: 'positions',
            width: 130,
            render: (_, row) => (
              <Link to={`/ops/positions?projectId=${row.projectId}`}>
                {row.recruitingCount} 招聘中 / 共 {row.positionCount}
              </Link>
            ),
          },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, row) => <Tag color={row.state === 'active' ? 'green' : 'default'}>{PROJECT_STATE_LABELS[row.state]}</Tag>,
          },
          { title: '更新时间', key: 'updated', width: 120, render: (_, row) => formatChinaTime(row.lastUpdateTime, 'YYYY-MM-DD') },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_, row) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button type="link" size="small" onClick={() => setEditing({ project: row })}>
                  编辑
                </Button>
                <Link to={`/ops/positions/new?projectId=${row.projectId}`} style={{ padding: '0 7px' }}>
                  添加职位
                </Link>
                <Button type="link" size="small" danger={row.state === 'active'} onClick={() => toggle(row)}>
                  {row.state === 'active' ? '结束' : '重新开启'}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ListFooter total={total} page={page} pageSize={OPS_PAGE_SIZE} onPage={(p) => go({ page: p })} label={`共 ${total} 个项目`} />
      <ProjectFormModal open={editing !== null} project={editing?.project ?? null} onClose={() => setEditing(null)} />
    </section>
  );
}
