import { REJECT_STATUS_LABELS, type RejectStatus } from '@hh/domain/orders/order-stage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { OPS_ORDER_PAGE_SIZE, type OpsOrderRow, opsOrderCountQuery, opsOrderListQuery, REJECTED_AT_REVIEW } from '../api/orders';
import { OrdersCards } from '../components/orders-cards';
import { type OpsDetail, OrdersDetailDrawer } from '../components/orders-detail-drawer';
import { type OpsAction, OrdersMoveModal } from '../components/orders-move-modal';
import { OrdersTable } from '../components/orders-table';
import { OPS_TABS, type OpsOrderFilters, opsFiltersOf, searchOfOpsFilters } from './orders-filters';

/**
 * 订单流转 (/ops/orders): every firm's orders by stage for the platform's PMs — the review queue
 * at 待审核 (有效 or 驳回 with a reason), then company pass, interviews, offer and onboarding.
 * Tab, search and page live in the address.
 */
export function OpsOrdersPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const f = opsFiltersOf(search);
  const [typed, setTyped] = useState(f.searchWord);
  useEffect(() => setTyped(f.searchWord), [f.searchWord]);
  const list = useQuery({
    ...opsOrderListQuery({
      stage: f.stage || undefined,
      rejectStatus: f.rejectStatus,
      searchWord: f.searchWord || undefined,
      page: f.page,
    }),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const counts = useQuery({ ...opsOrderCountQuery, placeholderData: keepPreviousData });
  const { data: me } = useQuery(myInfoQuery);
  const [moving, setMoving] = useState<{ row: OpsOrderRow; action: OpsAction } | null>(null);
  const [detail, setDetail] = useState<{ row: OpsOrderRow; detail: OpsDetail } | null>(null);

  const go = (change: Partial<OpsOrderFilters>) => setSearch(searchOfOpsFilters({ ...f, ...change, page: change.page ?? 1 }));
  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const countOf = (stage: number) => {
    if (!counts.data) return undefined;
    if (stage === 0) return counts.data.filter((c) => c.stage >= 0).reduce((n, c) => n + c.count, 0);
    return counts.data.find((c) => c.stage === stage)?.count ?? 0;
  };
  const rejected = counts.data?.find((c) => c.stage === REJECTED_AT_REVIEW)?.count ?? 0;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={f.searchWord ? `没有找到与「${f.searchWord}」匹配的订单` : f.stage === 30 ? '审核队列已清空' : '这个阶段没有订单'}
    />
  );
  const listProps = {
    rows,
    loading: list.isFetching && !list.isError,
    empty,
    onMove: (row: OpsOrderRow, action: OpsAction) => setMoving({ row, action }),
    onDetail: (row: OpsOrderRow, d: OpsDetail) => setDetail({ row, detail: d }),
  };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="ops-orders-title"
    >
      <h1 id="ops-orders-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        订单流转
      </h1>
      <Tabs
        activeKey={String(f.stage)}
        onChange={(key) => go({ stage: Number(key), rejectStatus: undefined })}
        items={OPS_TABS.map((t) => {
          const n = countOf(t.stage);
          return {
            key: String(t.stage),
            label: (
              <span>
                {t.label}
                {n === undefined ? null : (
                  <span data-testid={`ops-count-${t.stage}`} style={{ marginInlineStart: 4, color: 'rgba(0, 0, 0, 0.62)' }}>
                    {n}
                  </span>
                )}
              </span>
            ),
          };
        })}
        style={{ marginBottom: 8 }}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Input.Search
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => go({ searchWord: v.trim().slice(0, 50) })}
          placeholder="候选人、职位、企业或猎头公司"
          allowClear
          enterButton="搜索"
          maxLength={50}
          aria-label="搜索订单"
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Select
          allowClear
          placeholder="驳回状态"
          aria-label="驳回状态"
          value={f.rejectStatus}
          onChange={(v) => go({ rejectStatus: v })}
          style={{ width: 140 }}
          options={([0, 1, 2] as RejectStatus[]).map((s) => ({ value: s, label: REJECT_STATUS_LABELS[s] }))}
        />
      </div>
      {f.stage === 30 && rejected ? (
        <p style={{ margin: '0 0 12px', color: 'rgba(0,0,0,0.65)' }}>
          其中 {rejected} 个已驳回，等待顾问重新提交。
          <Button type="link" size="small" onClick={() => go({ rejectStatus: f.rejectStatus === 1 ? undefined : 1 })}>
            {f.rejectStatus === 1 ? '查看全部' : '只看已驳回'}
          </Button>
        </p>
      ) : null}
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="订单加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {phone ? <OrdersCards {...listProps} /> : <OrdersTable {...listProps} showPm={me?.staffRole === 'admin'} />}
      <ListFooter
        total={total}
        page={f.page}
        pageSize={OPS_ORDER_PAGE_SIZE}
        onPage={(page) => go({ page })}
        label={`共 ${total} 个订单`}
        testId="ops-order-total"
      />
      <OrdersMoveModal target={moving} onClose={() => setMoving(null)} />
      <OrdersDetailDrawer target={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
