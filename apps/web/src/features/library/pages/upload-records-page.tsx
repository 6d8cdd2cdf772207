import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import {
  UPLOAD_RECORDS_PAGE_SIZE,
  UPLOAD_SOURCE_LABELS,
  UPLOAD_SOURCES,
  type UploadCounts,
  type UploadRecord,
} from '@hh/domain/library/library.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { LoadError } from '../../../components/load-error';
import { uploadCountsQuery, uploadLogExcelUrl, uploadRecordsQuery } from '../api/library';

const COUNT_FIELD: Record<number, keyof UploadCounts> = { 1: 'countGWSC', 2: 'countJLKSC', 3: 'countJLKDR' };

/**
 * Upload records (spec 001): three tabs — talent management uploads, resume library uploads,
 * resume library imports — 20 a page. The tab selects the list; each list's total updates its
 * tab's count; a failed list shows empty with count 0.
 */
export function UploadRecordsPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const source = Number(search.get('source')) || 1;
  const [page, setPage] = useState(1);
  const list = useQuery(uploadRecordsQuery(source, page));
  const counts = useQuery(uploadCountsQuery);
  const [shown, setShown] = useState<Partial<UploadCounts>>({});
  useEffect(() => {
    if (counts.data) setShown(counts.data);
  }, [counts.data]);
  // The tab count follows each list result (spec 001 "Upload records"); a failure counts 0.
  useEffect(() => {
    const key = COUNT_FIELD[source];
    if (!key) return;
    if (list.isError) setShown((s) => ({ ...s, [key]: 0 }));
    else if (list.data) setShown((s) => ({ ...s, [key]: list.data.totalCount }));
  }, [list.data, list.isError, source]);

  const rows = list.isError ? [] : (list.data?.list ?? []);
  const columns: ColumnsType<UploadRecord> = [
    { title: '文件名', dataIndex: 'fileName', ellipsis: true, width: 260 },
    { title: '上传人', dataIndex: 'uploaderName', width: 100 },
    { title: '上传时间', dataIndex: 'createTime', width: 150, render: (v: number) => formatChinaTime(v, 'YYYY-MM-DD HH:mm') },
    { title: '状态', dataIndex: 'state', width: 100 },
    ...(source === 3
      ? ([
          { title: '文件数', dataIndex: 'total', width: 80 },
          { title: '已导入', dataIndex: 'imported', width: 80 },
          { title: '重复合并', dataIndex: 'merged', width: 90 },
          { title: '已拒绝', dataIndex: 'refused', width: 80 },
        ] as ColumnsType<UploadRecord>)
      : [{ title: '说明', dataIndex: 'message', ellipsis: true } as ColumnsType<UploadRecord>[number]]),
  ];

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="records-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <h1 id="records-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          上传记录
        </h1>
        <span style={{ flex: 1 }} />
        <ButtonLink to="/index/resumeLibrary">返回简历库</ButtonLink>
        <Button icon={<DownloadOutlined />} onClick={() => window.open(uploadLogExcelUrl(source), '_blank', 'noopener')}>
          导出Excel
        </Button>
      </header>
      <Tabs
        activeKey={String(source)}
        onChange={(key) => {
          setPage(1);
          setSearch(key === '1' ? {} : { source: key });
        }}
        items={UPLOAD_SOURCES.map((s) => ({
          key: String(s),
          label: (
            <span>
              {UPLOAD_SOURCE_LABELS[s]}
              <span data-testid={`records-count-${s}`} style={{ marginInlineStart: 6, color: 'rgba(0, 0, 0, 0.62)' }}>
                {shown[COUNT_FIELD[s] as keyof UploadCounts] ?? ''}
              </span>
            </span>
          ),
        }))}
      />
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="上传记录加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<UploadRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !list.isError}
        locale={{ emptyText: '暂无上传记录' }}
        pagination={{
          current: page,
          pageSize: UPLOAD_RECORDS_PAGE_SIZE,
          total: list.isError ? 0 : (list.data?.totalCount ?? 0),
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `共 ${total} 条`,
        }}
        scroll={{ x: 900 }}
      />
    </section>
  );
}
