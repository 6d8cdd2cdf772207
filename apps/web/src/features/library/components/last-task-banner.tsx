import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useEffect, useRef } from 'react';
import { lastTaskQuery, libraryKeys } from '../api/library';

/** The caller's latest import (task/last): progress while it runs, the outcome once it is done. */
export function LastTaskBanner({ onOpen }: { onOpen: (taskId: string) => void }) {
  const last = useQuery(lastTaskQuery);
  const client = useQueryClient();
  const task = last.data;
  const running = task ? task.state < 3 : false;
  const wasRunning = useRef(false);
  // When a task finishes, the list, capacity and task list change: fetch them afresh once.
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: libraryKeys.all });
    wasRunning.current = running;
  }, [running, client]);
  if (!task) return null;
  const counts = `已导入 ${task.imported} · 重复合并 ${task.merged} · 已拒绝 ${task.refused}`;
  return (
    <Alert
      data-testid="last-task"
      type={running ? 'info' : task.state === 4 ? 'error' : 'success'}
      showIcon
      style={{ margin: '8px 0' }}
      title={
        running
          ? `正在导入「${task.fileName}」（${task.stateLabel}）`
          : task.state === 4
            ? `导入失败：${task.message || task.fileName}`
            : `最近一次导入「${task.fileName}」已完成`
      }
      description={
        <div style={{ display: 'grid', gap: 4 }}>
          {running ? <Progress percent={task.percent} size="small" status="active" /> : null}
          <span data-testid="last-task-counts">
            {task.total > 0 ? `共 ${task.total} 个文件：` : ''}
            {counts}
          </span>
        </div>
      }
      action={
        <Button size="small" onClick={() => onOpen(task.id)}>
          查看明细
        </Button>
      }
    />
  );
}
