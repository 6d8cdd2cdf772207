import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import type { OrderListKind, OrderRow } from '@hh/domain/orders/order.schema';
import { ORDER_PAGE_SIZE } from '@hh/domain/orders/order.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { PageSpin } from '../../../components/page-spin';
import { ResultTitle } from '../../../components/result-title';
import { myInfoQuery } from '../../../session/my-info';
import { useAddToTalentLib } from '../api/order-actions';
import { allBillsKind, orderCountQuery, orderListQuery } from '../api/order-list';
import { OrderCards } from '../components/order-cards';
import { type DialogKind, OrderDialogs, useOrderDialogs } from '../components/order-dialogs';
import { OrderSearchForm } from '../components/order-search-form';
import { OrderTable } from '../components/order-table';
import { OrderTabsBar } from '../components/order-tabs-bar';
import type { RowActionKey, Viewer } from '../components/row-actions';
import { EMPTY_SEARCH, filtersFromSearch, isSearching, nextFilters, type OrderFilters, searchOfFilters } from './order-filters';

const ExportModal = lazy(() => import('../components/export-modal').then((m) => ({ default: m.ExportModal })));

const LEADER_ROLES: readonly number[] = [20, 25, 30];

/** 我的订单 (/index/bills/mybills): the caller's own orders. */
export function MyOrdersPage() {
  return <OrderListPage all={false} />;
}

/** 组内订单 / 全部订单 (/index/bills/allbills): the team's, the city's or the firm's orders by role. */
export function AllOrdersPage() {
  return <OrderListPage all />;
}

function OrderListPage({ all }: { all: boolean }) {
  const { data: me } = useQuery(myInfoQuery);
  if (!me) return <PageSpin />;
  const role = me.roleCode;
  const kind: OrderListKind | null = all ? allBillsKind(role) : 'my';
  if (!kind) {
    return (
      <section style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <Result
          status="403"
          title={<ResultTitle>无权查看</ResultTitle>}
          subTitle="组内订单和全部订单仅对团队长、城市经理和管理员开放。"
          extra={<Link to="/index/bills/mybills">查看我的订单</Link>}
        />
      </section>
    );
  }
  const title = !all ? '我的订单' : role === 20 ? '组内订单' : '全部订单';
  const viewer: Viewer = { userId: me.user.id, leader: role !== null && LEADER_ROLES.includes(role) };
  return <OrderList kind={kind} title={title} viewer={viewer} />;
}

/** Row actions that open a dialog, by the dialog they open. */
const DIALOG_OF: Partial<Record<RowActionKey, DialogKind>> = {
  stateLog: 'stateLog',
  notes: 'notes',
  remark: 'remark',
  report: 'report',
  download: 'download',
  rejectDetail: 'reject',
  recommit: 'reject',
  reRecommend: 'reRecommend',
  transfer: 'transfer',
  makeOffer: 'offer',
  updateOffer: 'offer',
  terminate: 'terminate',
};

function OrderList({ kind, title, viewer }: { kind: OrderListKind; title: string; viewer: Viewer }) {
  const { message: toast, modal } = App.useApp();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const searchKey = search.toString();
  // One object per address, so what depends on the filters changes only when they do.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(searchKey)), [searchKey]);
  const list = useQuery({
    ...orderListQuery(kind, filters),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const counts = useQuery({ ...orderCountQuery(kind, filters), placeholderData: keepPreviousData });
  const dialogs = useOrderDialogs();
  const storeTalent = useAddToTalentLib();
  const [selection, setSelection] = useState<{ search: string; ids: string[] }>({ search: '', ids: [] });
  const [exporting, setExporting] = useState(false);
  // A selection belongs to the page and search it was made on.
  const selected = selection.search === searchKey ? selection.ids : [];
  const setSelected = (ids: string[]) => setSelection({ search: searchKey, ids });

  // A failed list reads as empty with total 0 (spec 000 §8); the alert above it offers a retry.
  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const selectedRows = rows.filter((r) => selected.includes(r.orderId));
  const go = (change: Partial<OrderFilters>) => {
    setSearch(searchOfFilters(nextFilters(filters, change)));
    window.scrollTo({ top: 0 });
  };

  const onAction = (key: RowActionKey, row: OrderRow) => {
    const dialog = DIALOG_OF[key];
    if (dialog) return dialogs.show(dialog, [row]);
    if (key === 'recommend') return navigate(`/index/recuit/chooseCandidate/${encodeURIComponent(row.positionId)}`);
    if (key === 'storeTalent') {
      modal.confirm({
        title: `将「${row.candidateName}」加入人才库？`,
        content: '订单将结束于「人才入库」，候选人保留在您的人才库中。',
        okText: '加入人才库',
        cancelText: '取消',
        onOk: () =>
          storeTalent
            .mutateAsync(row.orderId)
            .then(() => void toast.success('已加入人才库'))
            .catch((error: Error) => void toast.error(error.message)),
      });
    }
  };

  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  ) : isSearching(filters) ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合搜索条件的订单">
      <Button onClick={() => go({ ...EMPTY_SEARCH, groupUserIds: [] })}>清除搜索</Button>
    </Empty>
  ) : total > 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这一页没有订单">
      <Button type="primary" onClick={() => go({ page: 1 })}>
        回到第一页
      </Button>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filters.candidateState ? '这个阶段还没有订单' : '还没有订单，去职位管理推荐候选人吧'}
    >
      {filters.candidateState ? null : (
        <ButtonLink type="primary" to="/index/positions">
          查看职位
        </ButtonLink>
      )}
    </Empty>
  );

  const listProps = {
    rows,
    loading: list.isFetching && !list.isError,
    viewer,
    showHunter: kind !== 'my',
    selected,
    onSelect: setSelected,
    onAction,
    empty,
  };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="orders-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 4 }}>
        <h1 id="orders-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {title}
        </h1>
        <div style={{ flex: 1 }} />
        <ButtonLink icon={<CalendarOutlined />} to="/index/interviews">
          面试反馈
        </ButtonLink>
        {/* Disabled only for a list known to be empty: not while a new page or search is loading (no flicker). */}
        <Button icon={<MailOutlined />} onClick={() => setExporting(true)} disabled={list.isSuccess && total === 0}>
          导出
        </Button>
      </header>

      <OrderTabsBar candidateState={filters.candidateState} subState={filters.subState} counts={counts.data} onChange={go} />
      <OrderSearchForm filters={filters} showGroup={kind !== 'my'} onSearch={go} />

      {list.isError ? (
        <LoadError style={{ margin: '0 0 12px' }} title="订单列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}

      <div
        role="toolbar"
        aria-label="批量操作"
        style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, margin: '4px 0 8px' }}
      >
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>{selected.length ? `已选 ${selected.length} 个订单` : '勾选订单可批量操作'}</span>
        <Button size="small" icon={<DownloadOutlined />} disabled={!selected.length} onClick={() => dialogs.show('download', selectedRows)}>
          下载简历
        </Button>
        {viewer.leader ? (
          <Button size="small" icon={<SwapOutlined />} disabled={!selected.length} onClick={() => dialogs.show('transfer', selectedRows)}>
            批量转移
          </Button>
        ) : null}
      </div>

      {phone ? <OrderCards {...listProps} /> : <OrderTable {...listProps} />}

      <ListFooter
        total={total}
        page={filters.page}
        pageSize={ORDER_PAGE_SIZE}
        onPage={(page) => go({ page })}
        label={`共 ${total} 个订单`}
        testId="order-total"
      />

      <OrderDialogs open={dialogs.open} used={dialogs.used} close={dialogs.close} />
      <Suspense fallback={null}>
        {exporting ? <ExportModal open filters={filters} kind={kind} total={total} onClose={() => setExporting(false)} /> : null}
      </Suspense>
    </section>
  );
}
