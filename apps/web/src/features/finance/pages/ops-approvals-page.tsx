import { staffMay } from '@hh/domain/accounts/console-access';
import {
  MONEY_REQUEST_KIND_LABELS,
  MONEY_REQUEST_KINDS,
  type MoneyRequest,
  type MoneyRequestKind,
  MoneyRequestState,
} from '@hh/domain/finance/money-request';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { APPROVALS_PAGE_SIZE, approvalsQuery } from '../api/approvals';
import { DecideRequestModal } from '../components/decide-request-modal';
import { MoneyRequestDrawer } from '../components/money-request-drawer';
import { MoneyRequestCards, MoneyRequestTable } from '../components/money-request-list';
import '../finance.css';

/** The tabs, in the order shown; the address carries `state` (absent = 待审批) as the list endpoint takes it. */
const TABS = [
  { state: MoneyRequestState.pending, label: '待审批' },
  { state: MoneyRequestState.approved, label: '已通过' },
  { state: MoneyRequestState.refused, label: '已驳回' },
  { state: 0, label: '全部' },
] as const;

function filtersOf(params: URLSearchParams) {
  const state = Number(params.get('state') ?? MoneyRequestState.pending);
  const kind = params.get('kind') ?? '';
  const pageNo = Number(params.get('pageNo') ?? 1);
  return {
    state: TABS.some((t) => t.state === state) ? state : MoneyRequestState.pending,
    kind: (MONEY_REQUEST_KINDS as readonly string[]).includes(kind) ? (kind as MoneyRequestKind) : undefined,
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

/**
 * 资金审批 (/ops/approvals, issue 31): payouts, reversals, fines, coin adjustments, bills and fee-term
 * changes asked in the console wait here until an admin or finance member other than the requester
 * approves or refuses them, with an opinion (and, for a payout, the bank transfer's reference).
 * Tab, kind and page live in the address.
 */
export function OpsApprovalsPage() {
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const f = filtersOf(params);
  const list = useQuery(approvalsQuery(f));
  const me = useQuery(myInfoQuery);
  const [open, setOpen] = useState<MoneyRequest | null>(null);
  const [deciding, setDeciding] = useState<{ request: MoneyRequest; approve: boolean } | null>(null);
  const go = (next: { state?: number; kind?: MoneyRequestKind; pageNo?: number }) => {
    const p = new URLSearchParams();
    const state = next.state ?? MoneyRequestState.pending;
    if (state !== MoneyRequestState.pending) p.set('state', String(state));
    if (next.kind) p.set('kind', next.kind);
    if ((next.pageNo ?? 1) > 1) p.set('pageNo', String(next.pageNo));
    setParams(p, { replace: true });
  };
  const data = list.isError ? undefined : list.data;
  const rows = data?.list ?? [];
  const total = data?.totalCount ?? 0;
  const readOnly = me.data !== undefined && !staffMay(me.data.staffRole, 'approvals', 'write');
  const tabLabel = TABS.find((t) => t.state === f.state)?.label ?? '';
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span data-testid="approvals-empty">
          {f.state === MoneyRequestState.pending && !f.kind
            ? '没有待审批的申请'
            : `没有${f.state === 0 ? '' : tabLabel}的${f.kind ? MONEY_REQUEST_KIND_LABELS[f.kind] : ''}申请`}
        </span>
      }
    />
  );
  const decide = (request: MoneyRequest, approve: boolean) => setDeciding({ request, approve });
  const listProps = { rows, loading: list.isFetching && !list.isError, empty, onOpen: setOpen, onDecide: decide };

  return (
    <section className="fin-page" style={phone ? { padding: 12 } : { padding: '16px 24px 24px' }} aria-labelledby="approvals-title">
      <h1 id="approvals-title">资金审批</h1>
      <p className="fin-hint">
        打款、冲销、罚款、金币调整、出具账单和收费条款变更，都须由提交人以外的财务或管理员在这里审批通过后才生效；驳回的申请不会生效。
        {readOnly ? '你可以查看申请的审批进度，通过或驳回由财务或管理员操作。' : ''}
      </p>
      <Tabs
        activeKey={String(f.state)}
        onChange={(key) => go({ state: Number(key), kind: f.kind })}
        style={{ marginBottom: 4 }}
        items={TABS.map((t) => ({
          key: String(t.state),
          label:
            t.state === MoneyRequestState.pending ? (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                {t.label}
                <span data-testid="approvals-pending-count" data-count={data?.pendingCount ?? 0}>
                  <Badge count={data?.pendingCount ?? 0} overflowCount={99} size="small" title={`${data?.pendingCount ?? 0} 条待审批`} />
                </span>
              </span>
            ) : (
              t.label
            ),
        }))}
      />
      <search className="fin-filters">
        <Select
          aria-label="申请类型"
          style={{ width: 160 }}
          value={f.kind ?? ''}
          onChange={(v) => go({ state: f.state, kind: (v || undefined) as MoneyRequestKind | undefined })}
          options={[
            { value: '', label: '全部类型' },
            ...MONEY_REQUEST_KINDS.map((k) => ({ value: k, label: MONEY_REQUEST_KIND_LABELS[k] })),
          ]}
        />
      </search>
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="审批申请加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {phone ? <MoneyRequestCards {...listProps} /> : <MoneyRequestTable {...listProps} />}
      <ListFooter
        total={total}
        page={f.pageNo}
        pageSize={APPROVALS_PAGE_SIZE}
        onPage={(pageNo) => go({ state: f.state, kind: f.kind, pageNo })}
        label={`共 ${total} 条`}
        testId="approvals-total"
      />
      {open ? (
        <MoneyRequestDrawer
          // The list's copy when it is on this page (read again after each change), else the last one seen.
          request={rows.find((r) => r.id === open.id) ?? open}
          onClose={() => setOpen(null)}
          onDecide={decide}
        />
      ) : null}
      {deciding ? (
        <DecideRequestModal
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onDecided={(decided) => setOpen((o) => (o?.id === decided.id ? decided : o))}
        />
      ) : null}
    </section>
  );
}
