import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { isLeader, isRoleCode, RoleCode } from '@hh/domain/accounts/role';
import { TALENT_PAGE_SIZE, TALENT_TAB_LABELS, TALENT_TABS, type TalentRow, type TalentTab } from '@hh/domain/candidates/talent.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { LoadError } from '../../../components/load-error';
import { ResultTitle } from '../../../components/result-title';
import { myInfoQuery } from '../../../session/my-info';
import type { TalentScope } from '../api/keys';
import { talentCountQuery, talentListQuery, useDeleteCandidate } from '../api/talent';
import { TalentCards } from '../components/talent-cards';
import { type TalentAction, TalentTable } from '../components/talent-table';
import type { Consultant } from '../components/transfer-modal';
import { filtersFromSearch, nextFilters, searchOfFilters } from './talent-filters';

// The dialogs load the first time one opens: the list itself needs none of their forms.
const RemarkModal = lazy(() => import('../components/remark-modal').then((m) => ({ default: m.RemarkModal })));
const VisitsDrawer = lazy(() => import('../components/visits-drawer').then((m) => ({ default: m.VisitsDrawer })));
const OrdersDrawer = lazy(() => import('../components/orders-drawer').then((m) => ({ default: m.OrdersDrawer })));
const IntentionDrawer = lazy(() => import('../components/intention-drawer').then((m) => ({ default: m.IntentionDrawer })));
const SourceModal = lazy(() => import('../components/source-modal').then((m) => ({ default: m.SourceModal })));
const TransferModal = lazy(() => import('../components/transfer-modal').then((m) => ({ default: m.TransferModal })));

export function MyTalentPage() {
  return <TalentListPage scope="mine" />;
}

export function AllTalentPage() {
  return <TalentListPage scope="all" />;
}

/**
 * Talent management (spec 000 §2): 我的人才 (/index/recuit/myRecruit) and 组内人才 / 全部人才
 * (/index/recuit/allRecruit, leaders). Tabs with counts, search, 20 a page, all in the address.
 */
export function TalentListPage({ scope }: { scope: TalentScope }) {
  const { data: me } = useQuery(myInfoQuery);
  const role = me?.roleCode ?? null;
  const leader = isRoleCode(role) && isLeader(role);
  if (scope === 'all' && me && !leader) {
    return (
      <section style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <Result
          status="403"
          title={<ResultTitle>无权查看</ResultTitle>}
          subTitle="组内人才和全部人才仅对团队长、城市经理和管理员开放。"
          extra={<Link to="/index/recuit/myRecruit">查看我的人才</Link>}
        />
      </section>
    );
  }
  const title = scope === 'mine' ? '我的人才' : role === RoleCode.teamLeader ? '组内人才' : '全部人才';
  return <TalentList scope={scope} title={title} leader={leader} me={me ? { id: me.user.id, name: me.user.cname } : null} />;
}

function TalentList({ scope, title, leader, me }: { scope: TalentScope; title: string; leader: boolean; me: Consultant | null }) {
  const { message: toast } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [typed, setTyped] = useState(filters.keyword);
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);

  const list = useQuery({
    ...talentListQuery(scope, filters),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const counts = useQuery({ ...talentCountQuery(scope, filters.keyword), placeholderData: keepPreviousData });
  const remove = useDeleteCandidate();
  const [open, setOpen] = useState<{ action: TalentAction; row: TalentRow } | null>(null);
  const [used, setUsed] = useState<ReadonlySet<TalentAction>>(() => new Set());

  // A failed list reads as empty with total 0 (spec 000 §8); the alert above it offers a retry.
  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const go = (change: Parameters<typeof nextFilters>[1]) => {
    setSearch(searchOfFilters(nextFilters(filters, change)));
    window.scrollTo({ top: 0 });
  };
  const consultants = useMemo(() => {
    const byId = new Map<string, Consultant>();
    if (me) byId.set(me.id, me);
    for (const r of rows) byId.set(r.ownerId, { id: r.ownerId, name: r.ownerName });
    return [...byId.values()];
  }, [rows, me]);
  const from = `${scope === 'mine' ? '/index/recuit/myRecruit' : '/index/recuit/allRecruit'}${search.size ? `?${search}` : ''}`;

  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  ) : filters.keyword ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有找到与「${filters.keyword}」匹配的人才`}>
      <Button onClick={() => go({ keyword: '' })}>清除搜索</Button>
    </Empty>
  ) : total > 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这一页没有人才">
      <Button type="primary" onClick={() => go({ page: 1 })}>
        回到第一页
      </Button>
    </Empty>
  ) : filters.tab === 'ALL' ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="人才库还没有候选人，上传简历或手动录入一位吧">
      <ButtonLink type="primary" to="/index/recuit/uploadResume">
        上传简历
      </ButtonLink>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filters.tab === 'COMPLETED' ? '还没有已完善的简历' : '没有未完善的简历'} />
  );

  const listProps = {
    rows,
    loading: list.isFetching && !list.isError,
    showOwner: scope === 'all',
    canTransfer: leader,
    from,
    empty,
    onAction: (action: TalentAction, row: TalentRow) => {
      setUsed((current) => new Set(current).add(action));
      setOpen({ action, row });
    },
    onDelete: (row: TalentRow) =>
      remove.mutateAsync(row.userId, {
        onSuccess: () => void toast.success(`已从人才库删除「${row.name}」`),
        onError: (error) => void toast.error(error.message),
      }),
  };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="talent-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 8 }}>
        <h1 id="talent-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {title}
        </h1>
        <div style={{ flex: 1 }} />
        <ButtonLink icon={<FormOutlined />} to="/index/recuit/uploadResume?mode=manual">
          手动录入
        </ButtonLink>
        <ButtonLink type="primary" icon={<UploadOutlined />} to="/index/recuit/uploadResume">
          上传简历
        </ButtonLink>
      </header>

      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '0 16px' }}>
        <Tabs
          activeKey={filters.tab}
          onChange={(tab) => go({ tab: tab as TalentTab })}
          items={TALENT_TABS.map((tab) => ({
            key: tab,
            label: (
              <span>
                {TALENT_TAB_LABELS[tab]}
                {counts.data ? (
                  <span data-testid={`tab-count-${tab}`} style={{ marginInlineStart: 6, color: 'rgba(0, 0, 0, 0.62)' }}>
                    {counts.data[tab]}
                  </span>
                ) : null}
              </span>
            ),
          }))}
          style={{ flex: '1 1 280px', marginBottom: 0 }}
        />
        <Input.Search
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => go({ keyword: value.trim().slice(0, 50) })}
          placeholder="姓名、手机号、公司、职位"
          allowClear
          enterButton="搜索"
          maxLength={50}
          aria-label="搜索人才"
          style={{ flex: '0 1 360px', minWidth: 0, margin: phone ? '8px 0' : 0 }}
        />
      </div>

      {list.isError ? (
        <LoadError style={{ margin: '12px 0' }} title="人才列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}

      <div style={{ marginTop: 8 }}>{phone ? <TalentCards {...listProps} /> : <TalentTable {...listProps} />}</div>

      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 16 }}>
        <span data-testid="talent-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
          共 {total} 人
        </span>
        {total > TALENT_PAGE_SIZE || filters.page > 1 ? (
          <Pagination
            current={filters.page}
            pageSize={TALENT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => go({ page })}
            size={phone ? 'small' : undefined}
          />
        ) : null}
      </div>

      <Suspense fallback={null}>
        {used.has('remark') ? <RemarkModal row={open?.action === 'remark' ? open.row : null} onClose={() => setOpen(null)} /> : null}
        {used.has('visits') ? <VisitsDrawer row={open?.action === 'visits' ? open.row : null} onClose={() => setOpen(null)} /> : null}
        {used.has('orders') ? <OrdersDrawer row={open?.action === 'orders' ? open.row : null} onClose={() => setOpen(null)} /> : null}
        {used.has('intention') ? (
          <IntentionDrawer row={open?.action === 'intention' ? open.row : null} onClose={() => setOpen(null)} />
        ) : null}
        {used.has('source') ? <SourceModal row={open?.action === 'source' ? open.row : null} onClose={() => setOpen(null)} /> : null}
        {used.has('transfer') ? (
          <TransferModal row={open?.action === 'transfer' ? open.row : null} consultants={consultants} onClose={() => setOpen(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
