import type { TrialRequestRow } from '@hh/domain/site/trial.schema';
import { TRIAL_STATUS_LABELS, TRIAL_STATUSES, type TrialStatus } from '@hh/domain/site/trial-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { TRIAL_PAGE_SIZE, trialListQuery } from '../api/trials';
import { TrialFollowUpModal } from '../components/trial-follow-up-modal';
import { TrialRequestsCards, TrialRequestsTable } from '../components/trial-requests-list';

const ALL = 'all';

function filtersOf(search: URLSearchParams) {
  const status = search.get('status');
  const page = Number(search.get('page') ?? 1);
  return {
    status: (TRIAL_STATUSES as readonly string[]).includes(status ?? '') ? (status as TrialStatus) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * 试用申请 (/ops/trials): the public site's trial requests for the platform's staff, newest
 * first, by status; each one is followed up (contacted, then closed) with a note. Status and
 * page live in the address.
 */
export function TrialRequestsPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const f = filtersOf(search);
  const list = useQuery({
    ...trialListQuery(f.status, f.page),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const [following, setFollowing] = useState<TrialRequestRow | null>(null);

  const go = (next: { status?: TrialStatus; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  const data = list.isError ? undefined : list.data;
  const rows = data?.list ?? [];
  const total = data?.totalCount ?? 0;
  const counts = data?.counts;
  const countOf = (key: string) =>
    counts === undefined ? undefined : key === ALL ? counts.new + counts.contacted + counts.closed : counts[key as TrialStatus];
  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f.status ? `没有${TRIAL_STATUS_LABELS[f.status]}的申请` : '还没有试用申请'} />
  );
  const listProps = { rows, loading: list.isFetching && !list.isError, empty, onFollowUp: setFollowing };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="trials-title"
    >
      <h1 id="trials-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        试用申请
      </h1>
      <p style={{ margin: '4px 0 0', color: 'rgba(0, 0, 0, 0.62)' }}>官网“联系我们”中提交的申请；请在 1 个工作日内联系并记录跟进结果。</p>
      <Tabs
        activeKey={f.status ?? ALL}
        onChange={(key) => go({ status: key === ALL ? undefined : (key as TrialStatus) })}
        items={[ALL, ...TRIAL_STATUSES].map((key) => {
          const n = countOf(key);
          return {
            key,
            label: (
              <span>
                {key === ALL ? '全部' : TRIAL_STATUS_LABELS[key as TrialStatus]}
                {n === undefined ? null : (
                  <span data-testid={`trial-count-${key}`} style={{ marginInlineStart: 4, color: 'rgba(0, 0, 0, 0.62)' }}>
                    {n}
                  </span>
                )}
              </span>
            ),
          };
        })}
        style={{ marginBottom: 8 }}
      />
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="试用申请加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {phone ? <TrialRequestsCards {...listProps} /> : <TrialRequestsTable {...listProps} />}
      <ListFooter
        total={total}
        page={f.page}
        pageSize={TRIAL_PAGE_SIZE}
        onPage={(page) => go({ status: f.status, page })}
        label={`共 ${total} 条`}
      />
      <TrialFollowUpModal row={following} onClose={() => setFollowing(null)} />
    </section>
  );
}
