import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { TASK_PAGE_SIZE, type TaskRow } from '@hh/domain/library/library.schema';
import { DEFAULT_TASK_STATE_FILTER, TASK_STATE_LABELS, TASK_STATES } from '@hh/domain/library/library-rules';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { taskListExcelUrl, tasksQuery } from '../api/library';

/** Import tasks (task/list, 10 a page), filtered by state — 已完成 (3) by default, as the spec says. */
export function TaskPanel({ onOpen }: { onOpen: (taskId: string) => void }) {
  const [state, setState] = useState<number>(DEFAULT_TASK_STATE_FILTER);
  const [page, setPage] = useState(1);
  const tasks = useQuery(tasksQuery(state, page));
  const columns: ColumnsType<TaskRow> = [
    { title: '文件', dataIndex: 'fileName', ellipsis: true, width: 240 },
    { title: '状态', dataIndex: 'stateLabel', width: 90 },
    { title: '文件数', dataIndex: 'total', width: 80 },
    { title: '已导入', dataIndex: 'imported', width: 80 },
    { title: '重复合并', dataIndex: 'merged', width: 90 },
    { title: '已拒绝', dataIndex: 'refused', width: 80 },
    { title: '创建人', dataIndex: 'creatorName', width: 90 },
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: (v: number) => formatChinaTime(v, 'YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.id)}>
          查看明细
        </Button>
      ),
    },
  ];
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Segmented
          aria-label="任务状态"
          value={state}
          onChange={(v) => {
            setState(Number(v));
            setPage(1);
          }}
          options={[...TASK_STATES.map((s) => ({ value: s, label: TASK_STATE_LABELS[s] })), { value: 0, label: '全部' }]}
        />
        <span style={{ flex: 1 }} />
        <Button icon={<DownloadOutlined />} onClick={() => window.open(taskListExcelUrl(state), '_blank', 'noopener')}>
          导出Excel
        </Button>
      </div>
      {tasks.isError ? <LoadError title="任务列表加载失败" error={tasks.error} onRetry={() => void tasks.refetch()} /> : null}
      <Table<TaskRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={tasks.isError ? [] : (tasks.data?.list ?? [])}
        loading={tasks.isFetching}
        locale={{ emptyText: state === 3 ? '还没有已完成的导入任务' : '没有这个状态的任务' }}
        pagination={{
          current: page,
          pageSize: TASK_PAGE_SIZE,
          total: tasks.isError ? 0 : (tasks.data?.totalCount ?? 0),
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={tasks.data?.list.length ? { x: 1100 } : undefined}
      />
    </div>
  );
}
