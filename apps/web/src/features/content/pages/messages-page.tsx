import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import type { SysMessage } from '@hh/domain/messages/sys-message.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { MESSAGE_PAGE_SIZE, messageListQuery, useMarkMessagesRead } from '../api/messages';
import { MessageReader } from '../components/message-reader';
import { MessageRow } from '../components/message-row';

/** `?page=` of the address; anything that is not a page number reads as page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The message list (spec 000 §2, §7): 15 a page with the page number in the address, unread
 * messages set apart, one opened to read marks it read, 全部已读 marks them all.
 * Used by the workspace (/index/messages) and the console (/ops/messages).
 */
export function MessagesPage() {
  const { message: toast } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const [reading, setReading] = useState<SysMessage | null>(null);
  const markRead = useMarkMessagesRead();
  const list = useQuery({
    ...messageListQuery(page),
    placeholderData: keepPreviousData,
    // A page that cannot read its data is broken: the frame's crash step takes it. A refusal or a
    // dropped connection is shown here with a retry instead.
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });

  const goTo = (next: number) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  };

  const open = (message: SysMessage) => {
    setReading(message);
    if (message.readState === 0) {
      markRead.mutate({ ids: [message.id] }, { onError: (error) => toast.error(error.message) });
    }
  };

  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => void toast.success('已全部标记为已读'),
        onError: (error) => void toast.error(error.message),
      },
    );

  const data = list.data;
  const total = data?.totalCount ?? 0;

  return (
    <section style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }} aria-labelledby="messages-title">
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 12,
          padding: '16px 20px',
          borderBottom: '1px solid rgba(5,5,5,0.06)',
        }}
      >
        <h1 id="messages-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          消息中心
        </h1>
        {data ? <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>共 {total} 条</span> : null}
        <div style={{ flex: 1 }} />
        <Button
          icon={<CheckOutlined />}
          onClick={markAll}
          disabled={!data?.hasUnRead}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
        >
          全部已读
        </Button>
      </header>

      {list.isError && !data ? (
        <Result
          status="warning"
          title="消息加载失败"
          subTitle={list.error.message}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        />
      ) : !data ? (
        <div style={{ padding: 64, textAlign: 'center' }}>
          <Spin description="加载中…" />
        </div>
      ) : data.sysMsgVos.length === 0 ? (
        <Empty
          style={{ padding: '64px 16px' }}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={total > 0 ? '这一页没有消息' : '暂无消息'}
        >
          {total > 0 ? (
            <Button type="primary" onClick={() => goTo(1)}>
              回到第一页
            </Button>
          ) : null}
        </Empty>
      ) : (
        <Spin spinning={list.isFetching && list.isPlaceholderData}>
          <ul data-testid="message-list" style={{ margin: 0, padding: 0 }}>
            {data.sysMsgVos.map((m) => (
              <MessageRow key={m.id} message={m} onOpen={open} />
            ))}
          </ul>
        </Spin>
      )}

      {total > MESSAGE_PAGE_SIZE ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 20px' }}>
          <Pagination
            current={page}
            pageSize={MESSAGE_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(n) => `共 ${n} 条`}
            onChange={goTo}
          />
        </div>
      ) : null}

      <MessageReader message={reading} onClose={() => setReading(null)} />
    </section>
  );
}
