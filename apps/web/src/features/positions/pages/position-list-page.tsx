import { POSITION_PAGE_SIZE, POSITION_TAB_LABELS, POSITION_TABS, type PositionTab } from '@hh/domain/positions/position-enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useCategoryTree, useCityOptions } from '../../../api/reference';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { positionListQuery, recommendedPositionsQuery } from '../api/positions';
import { PositionCards } from '../components/position-cards';
import { PositionFilterBar } from '../components/position-filter-bar';
import { PositionTable } from '../components/position-table';
import { RecommendedStrip } from '../components/recommended-strip';
import {
  hasNarrowingFilters,
  nextPositionFilters,
  type PositionFilters,
  positionFiltersFromSearch,
  positionListBody,
  searchOfPositionFilters,
} from './position-filters';

const EMPTY_TEXT: Record<PositionTab, string> = {
  ALL: '暂无招聘中的职位',
  NEW: '最近7天没有新发布的职位',
  RECOMMENDED: '你还没有推荐过候选人的职位',
};

/**
 * 职位管理 (/index/positions, spec 001 §2): recruiting positions, 15 a page, newest update first;
 * tabs 全部职位 / 最新发布 / 我推荐过, the filters a recruiter needs, everything in the address.
 */
export function PositionListPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const filters = positionFiltersFromSearch(search);
  const body = positionListBody(filters);
  const list = useQuery({
    ...positionListQuery(body),
    placeholderData: keepPreviousData,
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const plain = filters.tab === 'ALL' && filters.page === 1 && !hasNarrowingFilters(filters);
  const recommended = useQuery({ ...recommendedPositionsQuery, enabled: plain });
  const cities = useCityOptions();
  const categories = useCategoryTree();

  // A failed list reads as empty with total 0; the alert above it offers a retry.
  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const go = (change: Partial<PositionFilters>) => {
    setSearch(searchOfPositionFilters(nextPositionFilters(filters, change)));
    window.scrollTo({ top: 0 });
  };
  const from = `/index/positions${search.size ? `?${search}` : ''}`;

  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  ) : hasNarrowingFilters(filters) ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合筛选条件的职位">
      <Button onClick={() => go({ city: '', types: [], salary: '', company: '', keyword: '' })}>清空筛选</Button>
    </Empty>
  ) : total > 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这一页没有职位">
      <Button type="primary" onClick={() => go({ page: 1 })}>
        回到第一页
      </Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[filters.tab]} />
  );
  const listProps = { rows, loading: list.isFetching && !list.isError, from, empty };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="positions-title"
    >
      <h1 id="positions-title" style={{ margin: '0 0 8px', fontSize: 18, fontWeight: 600 }}>
        职位管理
      </h1>
      {plain && recommended.data ? <RecommendedStrip rows={recommended.data} from={from} phone={phone} /> : null}
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => go({ tab: tab as PositionTab })}
        items={POSITION_TABS.map((tab) => ({ key: tab, label: POSITION_TAB_LABELS[tab] }))}
        style={{ marginBottom: 4 }}
      />
      <PositionFilterBar filters={filters} cities={cities} categories={categories} phone={phone} onChange={go} />

      {list.isError ? (
        <LoadError style={{ margin: '12px 0' }} title="职位列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}

      <div style={{ marginTop: 12 }}>{phone ? <PositionCards {...listProps} /> : <PositionTable {...listProps} />}</div>

      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <span data-testid="position-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
          共 {total} 个职位
        </span>
        {total > POSITION_PAGE_SIZE || filters.page > 1 ? (
          <Pagination
            current={filters.page}
            pageSize={POSITION_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => go({ page })}
            size={phone ? 'small' : undefined}
          />
        ) : null}
      </div>
    </section>
  );
}
