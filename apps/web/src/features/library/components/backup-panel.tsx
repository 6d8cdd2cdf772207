import CloudDownloadOutlined from '@ant-design/icons/es/icons/CloudDownloadOutlined';
import { type BackupRow, type ExportLogRow, TASK_PAGE_SIZE } from '@hh/domain/library/library.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { backupDownloadUrl, backupsQuery, exportLogsQuery, useCreateBackup } from '../api/library';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const time = (v: number | null) => (v ? formatChinaTime(v, 'YYYY-MM-DD HH:mm') : '—');

/** Backups of the library (manager only): create, the restore check's verdict, download, export history. */
export function BackupPanel() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [logPage, setLogPage] = useState(1);
  const backups = useQuery(backupsQuery(page));
  const logs = useQuery(exportLogsQuery(logPage));
  const create = useCreateBackup();
  const columns: ColumnsType<BackupRow> = [
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: time },
    { title: '状态', dataIndex: 'stateLabel', width: 80 },
    { title: '简历', dataIndex: 'resumeCount', width: 70 },
    { title: '原件', dataIndex: 'fileCount', width: 70 },
    { title: '大小', dataIndex: 'size', width: 90, render: (v: number, r) => (r.state === 3 ? size(v) : '—') },
    {
      title: '完整性校验',
      key: 'check',
      render: (_, r) =>
        r.checkOk === null ? (
          '—'
        ) : (
          <span>
            <Tag color={r.checkOk ? 'green' : 'red'} variant="filled">
              {r.checkOk ? '通过' : '未通过'}
            </Tag>
            <span style={{ color: 'rgba(0,0,0,0.55)' }}>{r.checkMessage}</span>
          </span>
        ),
    },
    { title: '创建人', dataIndex: 'creatorName', width: 90 },
    {
      title: '操作',
      key: 'download',
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          disabled={r.state !== 3}
          onClick={() => {
            window.open(backupDownloadUrl(r.id), '_blank', 'noopener');
            // The download writes a history row: show it after the browser has fetched the file.
            setTimeout(() => void logs.refetch(), 1500);
          }}
        >
          下载
        </Button>
      ),
    },
  ];
  const logColumns: ColumnsType<ExportLogRow> = [
    { title: '导出时间', dataIndex: 'createTime', width: 150, render: time },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '简历数', dataIndex: 'resumeCount', width: 80 },
    { title: '大小', dataIndex: 'size', width: 90, render: size },
    { title: '导出人', dataIndex: 'userName', width: 90 },
  ];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>备份包含全部简历的结构化数据和原件，生成后自动校验完整性。</span>
        <span style={{ flex: 1 }} />
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => void message.success('备份任务已创建'),
              onError: (error) => void message.error(error.message),
            })
          }
        >
          立即备份
        </Button>
      </div>
      {backups.isError ? <LoadError title="备份列表加载失败" error={backups.error} onRetry={() => void backups.refetch()} /> : null}
      <Table<BackupRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={backups.isError ? [] : (backups.data?.list ?? [])}
        loading={backups.isFetching && !backups.data}
        locale={{ emptyText: '还没有备份' }}
        pagination={{
          current: page,
          pageSize: TASK_PAGE_SIZE,
          total: backups.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={backups.data?.list.length ? { x: 1000 } : undefined}
      />
      <h3 style={{ fontSize: 15, margin: 0 }}>导出记录</h3>
      {logs.isError ? <LoadError title="导出记录加载失败" error={logs.error} onRetry={() => void logs.refetch()} /> : null}
      <Table<ExportLogRow>
        rowKey="id"
        size="small"
        columns={logColumns}
        dataSource={logs.isError ? [] : (logs.data?.list ?? [])}
        locale={{ emptyText: '还没有导出记录' }}
        pagination={{
          current: logPage,
          pageSize: TASK_PAGE_SIZE,
          total: logs.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setLogPage,
          hideOnSinglePage: true,
        }}
        scroll={logs.data?.list.length ? { x: 700 } : undefined}
      />
    </div>
  );
}
