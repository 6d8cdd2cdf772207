import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import type { ShareRow } from '@hh/domain/talent/share.schema';
import { nextShareCounter } from '@hh/domain/talent/share-counter';
import { SHARE_PAGE_SIZE } from '@hh/domain/talent/share-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { myCoinsQuery, shareListQuery, sharersQuery, useTakeResume } from '../api/share-library';
import { ShareCards, ShareTable } from '../components/share-results';
import { ShareSearchForm } from '../components/share-search-form';
import { searchOfShareFilter, shareFilterFromSearch } from './share-filters';

// The share dialog and its forms load the first time it opens.
const ShareDialog = lazy(() => import('../components/share-dialog').then((m) => ({ default: m.ShareDialog })));

/**
 * 共享简历库 (/index/shareResume, spec 001 §3): search the resumes firms share, 20 a page with
 * contacts masked; take one into the talent library for 1 coin; share my own with consent.
 */
export function ShareLibraryPage() {
  const { message: toast } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const filter = shareFilterFromSearch(search);
  const sharerId = search.get('sharer') ?? '';
  const list = useQuery({
    ...shareListQuery(filter, sharerId),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const sharers = useQuery(sharersQuery);
  const coins = useQuery(myCoinsQuery);
  const take = useTakeResume();
  const [sharing, setSharing] = useState(false);
  const [opened, setOpened] = useState(false);
  // The share counter of spec 001 §4 numbers this visit's share batches (第N批), wrapping past 100 to 2.
  const [batch, setBatch] = useState(0);
  // On a phone the long form folds away unless a search is on, so the results come first.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const go = (next: typeof filter, nextSharer = sharerId) => {
    setSearch(searchOfShareFilter(next, nextSharer));
    window.scrollTo({ top: 0 });
  };
  const onTake = (row: ShareRow) =>
    take.mutate(row.commonUserId, {
      onSuccess: (answer) =>
        void toast.success(answer.coinsSpent > 0 ? `已加入人才库，消耗${answer.coinsSpent}个金币` : '该候选人已在您的人才库中'),
      onError: (error) => void toast.error(error.message),
    });
  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search.size > 0 ? '没有符合条件的共享简历' : '共享简历库还没有简历'}>
      {search.size > 0 ? <Button onClick={() => setSearch(new URLSearchParams())}>清除条件</Button> : null}
    </Empty>
  );
  const resultProps = {
    rows,
    loading: list.isFetching && !list.isError,
    empty,
    taking: take.isPending ? (take.variables ?? null) : null,
    onTake,
  };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="share-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="share-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          共享简历库
        </h1>
        <Tag color="gold" data-testid="coin-total" style={{ fontSize: 14, padding: '2px 10px' }}>
          我的金币：{coins.data ? coins.data.total : '—'}
        </Tag>
        {batch > 0 ? <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>本次已分享第{batch}批</span> : null}
        <div style={{ flex: 1 }} />
        <ButtonLink to="/index/talentSearch/bindings" state={{ from: '/index/shareResume' }}>
          我绑定的候选人
        </ButtonLink>
        <Button
          type="primary"
          icon={<ShareAltOutlined />}
          onClick={() => {
            setOpened(true);
            setSharing(true);
          }}
        >
          分享简历
        </Button>
      </header>

      {phone ? (
        <Button block style={{ marginBottom: 8 }} onClick={() => setFiltersOpen((open) => !open)}>
          {filtersOpen ? '收起筛选条件' : search.size > 0 ? '修改筛选条件（已筛选）' : '展开筛选条件'}
        </Button>
      ) : null}
      {phone && !filtersOpen ? null : (
        <ShareSearchForm
          filter={filter}
          sharerId={sharerId}
          sharers={sharers.data ?? []}
          onSearch={({ sharerId: nextSharer, ...values }) =>
            go(
              {
                ...values,
                expectPositionName: values.expectPositionName ?? '',
                expectCity: values.expectCity ?? '',
                projectExperiences: values.projectExperiences ?? '',
                companyNames: values.companyNames ?? '',
                lastSchoolNames: values.lastSchoolNames ?? '',
                workYearLower: values.workYearLower ?? null,
                workYearUpper: values.workYearUpper ?? null,
                ageLower: values.ageLower ?? null,
                ageUpper: values.ageUpper ?? null,
                schoolType: values.schoolType ?? [],
                current: 1,
                limit: SHARE_PAGE_SIZE,
              },
              nextSharer ?? '',
            )
          }
        />
      )}

      {list.isError ? (
        <LoadError style={{ margin: '12px 0' }} title="共享简历加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <div style={{ marginTop: 8 }}>{phone ? <ShareCards {...resultProps} /> : <ShareTable {...resultProps} />}</div>
      <ListFooter
        total={total}
        page={filter.current}
        pageSize={SHARE_PAGE_SIZE}
        onPage={(page) => go({ ...filter, current: page })}
        label={`共 ${total} 份`}
        testId="share-total"
      />

      <Suspense fallback={null}>
        {opened ? (
          <ShareDialog open={sharing} onClose={() => setSharing(false)} onShared={() => setBatch((n) => nextShareCounter(n))} />
        ) : null}
      </Suspense>
    </section>
  );
}
