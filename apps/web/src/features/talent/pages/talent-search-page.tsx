import {
  TALENT_SEARCH_COUNT_CAP,
  TALENT_SEARCH_PAGE_SIZE,
  TALENT_SEARCH_TAB_LABELS,
  TALENT_SEARCH_TABS,
  type TalentSearchRow,
  type TalentSearchTab,
} from '@hh/domain/talent/talent-search.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { revealQuota } from '../api/talent-preview';
import { revealPhone, talentSearchQuery, useAddToLibrary } from '../api/talent-search';
import { NotOpened } from '../components/not-opened';
import { ResultCards, ResultTable, type RowActions } from '../components/result-list';
import { SearchForm } from '../components/search-form';
import { TalentPreviewDrawer } from '../components/talent-preview-drawer';
import '../components/talent-search.css';
import { DEFAULT_SEARCH_STATE, requestOf, type SearchState, searchOfState, stateFromSearch } from './search-params';

/** Thrown when the user declines a counted reveal: nothing to report. */
const CANCELLED = new Error('cancelled');

/**
 * 人才搜索 (/index/talentSearch, spec 000 §2–3): the platform's talent pool with the whole filter,
 * tabs (全部 / 未被占用 / 本公司人才库), 20 a page, the filter in the address. A phone is revealed
 * through the audited sensitive-data view; a free person can be added to the firm's talent.
 */
export function TalentSearchPage() {
  const { message: toast, modal } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => stateFromSearch(search), [search]);
  // The body is built once per address, so relative time filters do not refetch on every render.
  const body = useMemo(() => requestOf(state), [state]);
  const list = useQuery({ ...talentSearchQuery(body), throwOnError: (error) => !isApiError(error) || error.kind === 'malformed' });
  const add = useAddToLibrary();
  const [phones, setPhones] = useState<Record<string, string>>({});
  const [revealing, setRevealing] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<TalentSearchRow | null>(null);

  // A counted reveal (a person outside the firm) is confirmed first, saying how many are left today.
  const reveal = async (row: TalentSearchRow) => {
    setRevealing(row.commonUserId);
    try {
      if (row.tabState !== 'mine') await confirmReveal(row);
      const { value } = await revealPhone(row.commonUserId);
      setPhones((p) => ({ ...p, [row.commonUserId]: value }));
    } catch (error) {
      if (error !== CANCELLED) toast.error((error as Error).message);
    } finally {
      setRevealing(null);
    }
  };
  // Beyond the free reveals of the day a reveal costs coins: the confirmation says how many, and what the balance is.
  const confirmReveal = async (row: TalentSearchRow) => {
    const { remaining, coinCost, coins } = await revealQuota();
    if (remaining <= 0 && coins < coinCost) {
      throw new Error(`今日免费查看次数已用完，查看需要${coinCost}个金币，当前余额${coins}`);
    }
    const confirmed = await modal.confirm({
      title: `查看${row.name}的手机号？`,
      content:
        remaining > 0
          ? `查看将被记录，并计入今日查看次数。今日还可查看 ${remaining} 次。`
          : `今日免费查看次数已用完，本次查看将扣除 ${coinCost} 个金币（当前余额 ${coins}）。查看将被记录，今天再次查看此人不再扣费。`,
      okText: remaining > 0 ? '查看' : `扣除${coinCost}金币查看`,
      cancelText: '取消',
    });
    if (!confirmed) throw CANCELLED;
  };

  const go = (next: SearchState) => {
    setSearch(searchOfState(next));
    window.scrollTo({ top: 0 });
  };
  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const overflow = !list.isError && (list.data?.totalOverflow ?? false);

  const actions: RowActions = {
    phones,
    revealing,
    adding: add.isPending ? (add.variables ?? null) : null,
    onReveal: (row: TalentSearchRow) => void reveal(row),
    onPreview: setPreviewing,
    onAdd: (row: TalentSearchRow) =>
      add.mutate(row.commonUserId, {
        onSuccess: () => void toast.success(`已将「${row.name}」加入人才库`),
        onError: (error) => void toast.error(error.message),
      }),
  };

  // A firm without talent search gets a page that says so, not a red error with 重试.
  if (list.isError && isApiError(list.error) && list.error.httpStatus === 403 && !list.data) {
    return (
      <section className="ts-page" style={{ padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}>
        <NotOpened />
      </section>
    );
  }

  const filtered = searchOfState({ ...state, tab: 'ALL', page: 1 }).size > 0;
  const empty = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  ) : filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的人才，换个关键词或放宽筛选试试">
      <Button onClick={() => go({ ...DEFAULT_SEARCH_STATE, tab: state.tab })}>清除筛选</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={state.tab === 'MINE' ? '本公司人才库中还没有平台人才' : '人才库暂无人才'} />
  );

  return (
    <section className="ts-page" aria-labelledby="ts-title" style={{ padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}>
      <h1 id="ts-title" className="ts-title">
        人才搜索
      </h1>
      <SearchForm value={state} onSearch={go} />
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => go({ ...state, tab: tab as TalentSearchTab, page: 1 })}
        items={TALENT_SEARCH_TABS.map((tab) => ({ key: tab, label: TALENT_SEARCH_TAB_LABELS[tab] }))}
        style={{ marginBottom: 0 }}
        tabBarExtraContent={
          list.data && !list.isError ? (
            <span className="ts-muted" data-testid="talent-search-count">
              共 {overflow ? `${TALENT_SEARCH_COUNT_CAP}+` : total} 人
            </span>
          ) : null
        }
      />
      {list.isError ? (
        <LoadError style={{ margin: '12px 0' }} title="人才搜索失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <div style={{ marginTop: 8 }}>
        {phone ? (
          <ResultCards rows={rows} empty={empty} actions={actions} />
        ) : (
          <ResultTable rows={rows} loading={list.isFetching && !list.isError} empty={empty} actions={actions} />
        )}
      </div>
      <div className="ts-footer">
        <span data-testid="talent-search-total">共 {overflow ? `${TALENT_SEARCH_COUNT_CAP}+` : total} 人</span>
        {total > TALENT_SEARCH_PAGE_SIZE || state.page > 1 ? (
          <Pagination
            current={state.page}
            pageSize={TALENT_SEARCH_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => go({ ...state, page })}
            size={phone ? 'small' : undefined}
          />
        ) : null}
      </div>
      <TalentPreviewDrawer
        row={previewing}
        onClose={() => setPreviewing(null)}
        footer={
          previewing?.tabState === 'free' ? (
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
              {previewing.phone && !phones[previewing.commonUserId] ? (
                <Button loading={revealing === previewing.commonUserId} onClick={() => void reveal(previewing)}>
                  查看手机号
                </Button>
              ) : null}
              <Button
                type="primary"
                loading={add.isPending}
                onClick={() => {
                  actions.onAdd(previewing);
                  setPreviewing(null);
                }}
              >
                加入人才库
              </Button>
            </div>
          ) : null
        }
      />
    </section>
  );
}
