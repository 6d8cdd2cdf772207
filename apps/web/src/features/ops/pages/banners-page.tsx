import type { OpsBanner } from '@hh/domain/site/banner-admin.schema';
import { chooseBanner, isLive } from '@hh/domain/site/banner-choice';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { opsBannersQuery, useRemoveBanner } from '../api/banners';
import { BannerFormModal } from '../components/banner-form-modal';
import { GrayListCard } from '../components/gray-list-card';

function stateTag(b: OpsBanner, now: number) {
  if (b.state !== 1) return <Tag>已下线</Tag>;
  if (isLive(b, now)) return <Tag color="green">展示中</Tag>;
  return <Tag color="orange">{now < b.startTime ? '未开始' : '已过期'}</Tag>;
}

/**
 * 横幅管理 (/ops/banners, issue 23): the banners the workbench and the site's footer choose from
 * (spec 001 §4 — on, within their dates, the first in order; gray ones for the gray list), and
 * below, the gray list. The 当前展示 column says which banner each kind of user gets now.
 */
export function OpsBannersPage() {
  const { message } = App.useApp();
  const list = useQuery(opsBannersQuery);
  const remove = useRemoveBanner();
  const [editing, setEditing] = useState<OpsBanner | null | 'new'>(null);
  const now = Date.now();
  const rows = list.data ?? [];
  const forAll = chooseBanner(rows, now, false);
  const forGray = chooseBanner(rows, now, true);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <section style={{ background: '#fff', borderRadius: 8, padding: 16 }} aria-labelledby="banners-title">
        <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12, gap: 8 }}>
          <h1 id="banners-title" style={{ fontSize: 18, margin: 0 }}>
            横幅管理
          </h1>
          <Button type="primary" style={{ marginLeft: 'auto' }} onClick={() => setEditing('new')}>
            新建横幅
          </Button>
        </div>
        {list.isError ? (
          <LoadError title="横幅加载失败" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<OpsBanner>
            rowKey="id"
            size="middle"
            loading={list.isPending}
            dataSource={rows}
            scroll={{ x: 860 }}
            pagination={false}
            locale={{ emptyText: '还没有横幅' }}
            columns={[
              { title: '排序', dataIndex: 'sort', width: 64 },
              {
                title: '横幅',
                key: 'title',
                render: (_, b) => (
                  <div>
                    <div style={{ fontWeight: 500 }}>{b.title}</div>
                    <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{b.description}</div>
                  </div>
                ),
              },
              {
                title: '展示时间',
                key: 'time',
                width: 200,
                render: (_, b) => `${dayjs(b.startTime).format('YYYY-MM-DD')} 至 ${dayjs(b.endTime).format('YYYY-MM-DD')}`,
              },
              { title: '状态', key: 'state', width: 90, render: (_, b) => stateTag(b, now) },
              { title: '对象', key: 'gray', width: 90, render: (_, b) => (b.grayUser ? <Tag color="purple">灰度</Tag> : '全部') },
              {
                title: '当前展示',
                key: 'chosen',
                width: 110,
                render: (_, b) =>
                  [b.id === forAll?.id ? '普通用户' : null, b.id === forGray?.id ? '灰度用户' : null].filter(Boolean).join('、') || '—',
              },
              {
                title: '操作',
                key: 'edit',
                width: 120,
                render: (_, b) => (
                  <span style={{ display: 'inline-flex' }}>
                    <Button type="link" onClick={() => setEditing(b)} aria-label={`编辑横幅：${b.title}`}>
                      编辑
                    </Button>
                    <Popconfirm
                      title={`删除横幅「${b.title}」？`}
                      onConfirm={() =>
                        remove.mutate(b.id, {
                          onSuccess: () => void message.success('横幅已删除'),
                          onError: (e) => void message.error(e.message),
                        })
                      }
                    >
                      <Button type="link" danger aria-label={`删除横幅：${b.title}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </span>
                ),
              },
            ]}
          />
        )}
      </section>
      <GrayListCard />
      {editing ? <BannerFormModal banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
