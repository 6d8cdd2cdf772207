import type { OutboxEntry } from '@hh/domain/ops/outbox.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { OUTBOX_PAGE_SIZE, outboxListQuery } from '../api/outbox';
import { fileSize, OutboxMessageDrawer } from '../components/outbox-message-drawer';

/**
 * 发件箱 (/ops/outbox, platform admin): the mail the platform wrote to DATA_DIR/outbox while no
 * SMTP server is set — trial requests to sales, exports — newest first; one opens to read.
 */
export function OutboxPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useQuery({
    ...outboxListQuery(page),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const [reading, setReading] = useState<string | null>(null);
  const data = list.isError ? undefined : list.data;
  const total = data?.totalCount ?? 0;

  const columns: ColumnsType<OutboxEntry> = [
    { title: '时间', dataIndex: 'sendTime', width: 170, render: (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD HH:mm:ss') },
    { title: '收件人', dataIndex: 'to', width: 220, ellipsis: true },
    {
      title: '主题',
      dataIndex: 'subject',
      render: (subject: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setReading(row.file)}
        >
          {subject}
        </Button>
      ),
    },
    ...(phone ? [] : [{ title: '大小', dataIndex: 'size', width: 90, render: fileSize }]),
  ];

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="outbox-title"
    >
      <h1 id="outbox-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        发件箱
      </h1>
      <p style={{ margin: '4px 0 16px', color: 'rgba(0, 0, 0, 0.62)' }}>
        未配置 SMTP 服务器时，平台发出的邮件保存在这里（数据目录 outbox）。
      </p>
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="发件箱加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<OutboxEntry>
        rowKey="file"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={list.isFetching && !list.isError}
        pagination={false}
        size="middle"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="发件箱是空的" /> }}
        onRow={() => ({ 'data-testid': 'outbox-row' }) as React.HTMLAttributes<HTMLElement>}
      />
      <ListFooter
        total={total}
        page={page}
        pageSize={OUTBOX_PAGE_SIZE}
        onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
        label={`共 ${total} 封`}
      />
      <OutboxMessageDrawer file={reading} onClose={() => setReading(null)} />
    </section>
  );
}
