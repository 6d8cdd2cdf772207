import type { ChairRow } from '@hh/domain/calls/calls.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { groupDataQuery } from '../../../api/group-data';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { chairPageQuery, useChairChange, useRemoveChair } from '../api/calls';
import { ChairFormModal } from './chair-form-modal';

/** The firm's chairs for the manager: create, edit and remove them; password masked, who holds each, bind (or move) and unbind. */
export function ChairList({ roleCode }: { roleCode: number }) {
  const { message, modal } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const page = useQuery(chairPageQuery(pageNum, true));
  const groups = useQuery(groupDataQuery(roleCode, false));
  const change = useChairChange();
  const remove = useRemoveChair();
  // undefined: no form open; null: a new chair; a row: that chair's edit
  const [editing, setEditing] = useState<ChairRow | null | undefined>(undefined);
  const users = (groups.data ?? []).flatMap((g) => g.users.map((u) => ({ value: u.id, label: `${u.cname}（${g.groupName}）` })));
  const apply = (chairId: string, userId: string | null, done: string) =>
    change.mutate({ chairId, userId }, { onSuccess: () => void message.success(done), onError: (e) => void message.error(e.message) });
  const columns: TableProps<ChairRow>['columns'] = [
    { title: '坐席号', dataIndex: 'chairNo', width: 100 },
    { title: '坐席密码', dataIndex: 'chairPassWd', width: 110 },
    { title: '坐席ID', dataIndex: 'callChairId', width: 170 },
    {
      title: '使用人',
      key: 'user',
      width: 230,
      render: (_, row) => (
        <Select
          aria-label={`坐席${row.chairNo}使用人`}
          style={{ width: 210 }}
          showSearch
          optionFilterProp="label"
          placeholder="未绑定"
          value={row.userId ?? undefined}
          options={
            users.some((u) => u.value === row.userId) || !row.userId ? users : [...users, { value: row.userId, label: row.userName ?? '' }]
          }
          onChange={(userId: string) => apply(row.id, userId, '坐席已绑定')}
        />
      ),
    },
    {
      title: '绑定时间',
      dataIndex: 'boundAt',
      width: 140,
      render: (t: number | null) => (t ? formatChinaTime(t, 'YYYY-MM-DD HH:mm') : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" aria-label={`编辑坐席${row.chairNo}`} onClick={() => setEditing(row)}>
            编辑
          </Button>
          {row.userId ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: `解绑坐席${row.chairNo}？`,
                  content: `解绑后${row.userName ?? '该顾问'}将不能用坐席直拨。`,
                  okText: '解绑',
                  cancelText: '取消',
                  onOk: () => apply(row.id, null, '坐席已解绑'),
                })
              }
            >
              解绑
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除坐席${row.chairNo}`}
            onClick={() =>
              modal.confirm({
                title: `删除坐席${row.chairNo}？`,
                content: row.userId ? `${row.userName ?? '使用人'}将不能再用坐席直拨，呼叫模式改为双向回拨。` : '删除后不可恢复。',
                okText: '删除',
                okButtonProps: { danger: true },
                cancelText: '取消',
                onOk: () =>
                  remove.mutateAsync(row.id).then(
                    () => void message.success('坐席已删除'),
                    (e: Error) => void message.error(e.message),
                  ),
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title="坐席列表"
      data-testid="chair-list"
      extra={
        <Button type="primary" size="small" onClick={() => setEditing(null)}>
          新增坐席
        </Button>
      }
    >
      {page.isError ? <LoadError title="坐席列表加载失败" error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<ChairRow>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: '公司还没有坐席，点击“新增坐席”添加呼叫中心分配的坐席' }}
      />
      <ListFooter
        total={page.data?.total ?? 0}
        page={pageNum}
        pageSize={10}
        onPage={setPageNum}
        label={`共 ${page.data?.total ?? 0} 个坐席`}
      />
      {editing !== undefined ? <ChairFormModal chair={editing} onClose={() => setEditing(undefined)} /> : null}
    </Card>
  );
}
