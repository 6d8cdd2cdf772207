import { phoneSchema } from '@hh/domain/accounts/account-admin.schema';
import type { GrayUser } from '@hh/domain/site/banner-admin.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { grayListQuery, useAddGrayUser, useRemoveGrayUser } from '../api/banners';

/** The gray list: consultants who see gray banners first. Added by phone, removed with a confirmation. */
export function GrayListCard() {
  const { message } = App.useApp();
  const list = useQuery(grayListQuery);
  const add = useAddGrayUser();
  const remove = useRemoveGrayUser();
  const [phone, setPhone] = useState('');
  const submit = () => {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '手机号格式不正确');
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (u) => {
        void message.success(`${u.cname}已加入灰度名单`);
        setPhone('');
      },
      onError: (e) => void message.error(e.message),
    });
  };
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: 16 }} aria-labelledby="gray-title">
      <h2 id="gray-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
        灰度名单
      </h2>
      <p style={{ margin: '0 0 12px', color: 'rgba(0, 0, 0, 0.62)' }}>
        名单中的顾问优先看到灰度横幅；没有上线的灰度横幅时，与其他人看到的相同。
      </p>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <Input
          aria-label="顾问手机号"
          placeholder="顾问手机号"
          value={phone}
          maxLength={11}
          onChange={(e) => setPhone(e.target.value)}
          onPressEnter={submit}
          style={{ width: 200 }}
        />
        <Button type="primary" onClick={submit} loading={add.isPending}>
          加入灰度名单
        </Button>
      </div>
      {list.isError ? (
        <LoadError title="灰度名单加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<GrayUser>
          rowKey="userId"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: 520 }}
          locale={{ emptyText: '灰度名单为空' }}
          columns={[
            { title: '顾问', dataIndex: 'cname', width: 100 },
            { title: '手机号', dataIndex: 'phone', width: 130 },
            { title: '公司', dataIndex: 'firmName' },
            { title: '加入时间', dataIndex: 'addTime', width: 120, render: (t: number) => dayjs(t).format('YYYY-MM-DD') },
            {
              title: '操作',
              key: 'remove',
              width: 80,
              render: (_, u) => (
                <Popconfirm
                  title={`把${u.cname}移出灰度名单？`}
                  onConfirm={() => remove.mutate(u.userId, { onError: (e) => void message.error(e.message) })}
                >
                  <Button type="link" danger>
                    移出
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
