import type { OpsActivity } from '@hh/domain/workbench/activity.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { opsActivitiesQuery, opsGladTidingsQuery, useHideGladTiding } from '../api/workbench';
import { ActivityFormModal } from '../components/activity-form-modal';

/** The console's activities: what the workbenches show as topics, with their positions. */
export function OpsActivitiesPage() {
  const list = useQuery(opsActivitiesQuery);
  const [editing, setEditing] = useState<OpsActivity | null | 'new'>(null);
  if (list.isError) return <LoadError title="活动加载失败" error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: 16 }} aria-labelledby="activities-title">
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
        <h1 id="activities-title" style={{ fontSize: 18, margin: 0 }}>
          活动管理
        </h1>
        <Button type="primary" style={{ marginLeft: 'auto' }} onClick={() => setEditing('new')}>
          新建活动
        </Button>
      </div>
      <Table<OpsActivity>
        rowKey="activityId"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        scroll={{ x: 720 }}
        pagination={false}
        columns={[
          { title: '活动', dataIndex: 'title' },
          {
            title: '时间',
            key: 'time',
            width: 200,
            render: (_, a) => `${dayjs(a.startTime).format('YYYY-MM-DD')} 至 ${dayjs(a.endTime).format('YYYY-MM-DD')}`,
          },
          { title: '职位数', dataIndex: 'positionCount', width: 80 },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, a) => (a.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_, a) => (
              <Button type="link" onClick={() => setEditing(a)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing ? <ActivityFormModal activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

/** The console's good news: every item, with a switch that hides it from the workbenches. */
export function OpsGladTidingsPage() {
  const { message } = App.useApp();
  const list = useQuery(opsGladTidingsQuery);
  const hide = useHideGladTiding();
  if (list.isError) return <LoadError title="喜报加载失败" error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: 16 }} aria-labelledby="news-title">
      <h1 id="news-title" style={{ fontSize: 18, margin: '0 0 12px' }}>
        喜报管理
      </h1>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        scroll={{ x: 800 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: '入职时间', dataIndex: 'onboardTime', width: 120, render: (t: number) => dayjs(t).format('YYYY-MM-DD') },
          { title: '公司', dataIndex: 'firmName', width: 120 },
          { title: '顾问', dataIndex: 'consultantName', width: 100 },
          { title: '候选人', dataIndex: 'candidateName', width: 90 },
          { title: '职位', dataIndex: 'positionName' },
          { title: '雇主', dataIndex: 'employer', width: 160 },
          {
            title: '显示',
            key: 'hidden',
            width: 90,
            render: (_, row) => (
              <Switch
                aria-label={`显示喜报：${row.candidateName}`}
                checked={!row.hidden}
                onChange={(on) =>
                  hide.mutate(
                    { id: row.id, hidden: !on },
                    {
                      onSuccess: () => void message.success(on ? '喜报已恢复显示' : '喜报已隐藏'),
                      onError: (e) => void message.error(e.message),
                    },
                  )
                }
              />
            ),
          },
        ]}
      />
    </section>
  );
}
