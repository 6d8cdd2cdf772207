import { TASK_PAGE_SIZE, type TaskDetailRow } from '@hh/domain/library/library.schema';
import { FILE_OUTCOME_LABELS, FILE_OUTCOMES } from '@hh/domain/library/library-rules';
import { useQuery } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { taskDetailsQuery } from '../api/library';

const COLORS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'red' };

/** One task's rows (task/detail/list, 10 a page): each file's outcome and why. */
export function TaskDetailsDrawer({
  taskId,
  onClose,
  onOpenResume,
}: {
  taskId: string | null;
  onClose: () => void;
  onOpenResume: (id: string) => void;
}) {
  const phone = useIsPhone();
  const [outcome, setOutcome] = useState(0);
  const [page, setPage] = useState(1);
  const details = useQuery({ ...taskDetailsQuery(taskId ?? '', outcome, page), enabled: taskId !== null });
  const columns: ColumnsType<TaskDetailRow> = [
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    {
      title: '结果',
      dataIndex: 'outcome',
      width: 110,
      render: (_, r) => (
        <Tag color={COLORS[r.outcome]} variant="filled">
          {r.outcomeLabel}
        </Tag>
      ),
    },
    {
      title: '说明',
      dataIndex: 'message',
      render: (_, r) =>
        r.resumeId ? (
          <button
            type="button"
            className="link-button"
            style={{ all: 'unset', color: '#0958d9', cursor: 'pointer' }}
            onClick={() => onOpenResume(r.resumeId as string)}
          >
            {r.outcome === 1 ? `已导入：${r.resumeName || '查看简历'}` : r.message}
          </button>
        ) : (
          r.message
        ),
    },
  ];
  return (
    <Drawer open={taskId !== null} onClose={onClose} size={phone ? '100%' : 760} title="导入明细" destroyOnHidden>
      <Segmented
        value={outcome}
        onChange={(v) => {
          setOutcome(Number(v));
          setPage(1);
        }}
        options={[{ value: 0, label: '全部' }, ...FILE_OUTCOMES.map((o) => ({ value: o, label: FILE_OUTCOME_LABELS[o] }))]}
        style={{ marginBottom: 12 }}
      />
      {details.isError ? <LoadError title="明细加载失败" error={details.error} onRetry={() => void details.refetch()} /> : null}
      <Table<TaskDetailRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={details.isError ? [] : (details.data?.list ?? [])}
        loading={details.isFetching}
        pagination={{
          current: page,
          pageSize: TASK_PAGE_SIZE,
          total: details.isError ? 0 : (details.data?.totalCount ?? 0),
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `共 ${total} 个文件`,
        }}
        scroll={{ x: 600 }}
      />
    </Drawer>
  );
}
