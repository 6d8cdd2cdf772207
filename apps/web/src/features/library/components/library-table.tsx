import { EDUCATION_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import type { LibraryRow } from '@hh/domain/library/library.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/** The library's resumes, 20 a page; contacts arrive masked. */
export function LibraryTable({
  rows,
  loading,
  empty,
  onOpen,
}: {
  rows: LibraryRow[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (row: LibraryRow) => void;
}) {
  const columns: ColumnsType<LibraryRow> = [
    {
      title: '姓名',
      key: 'name',
      fixed: 'left',
      width: 120,
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r)}>
          {r.name || '未命名'}
        </Button>
      ),
    },
    {
      title: '基本信息',
      key: 'base',
      width: 200,
      render: (_, r) =>
        [
          SEX_LABELS[r.sex],
          r.age !== null ? `${r.age}岁` : '',
          EDUCATION_LABELS[r.education] && r.education ? EDUCATION_LABELS[r.education] : '',
          r.workYears !== null ? `${r.workYears}年经验` : '',
        ]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    { title: '城市', dataIndex: 'city', width: 80, render: dash },
    { title: '目前公司', dataIndex: 'companyName', width: 160, ellipsis: true, render: dash },
    { title: '职位', dataIndex: 'positionName', width: 140, ellipsis: true, render: dash },
    { title: '学校', dataIndex: 'schoolName', width: 140, ellipsis: true, render: dash },
    { title: '手机号', dataIndex: 'phone', width: 120, render: dash },
    {
      title: '完善度',
      dataIndex: 'completeFlag',
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'orange'} variant="filled">
          {v ? '已完善' : '未完善'}
        </Tag>
      ),
    },
    { title: '来源', dataIndex: 'channelLabel', width: 90 },
    { title: '入库人', dataIndex: 'creatorName', width: 90 },
    { title: '入库时间', dataIndex: 'createTime', width: 150, render: (v: number) => formatChinaTime(v, 'YYYY-MM-DD HH:mm') },
  ];
  return (
    <Table<LibraryRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={rows.length ? { x: 1400 } : undefined}
      locale={{ emptyText: empty }}
    />
  );
}
