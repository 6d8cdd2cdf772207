import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { TALENT_TAB_LABELS, TALENT_TABS, type TalentTab } from '@hh/domain/candidates/talent.schema';
import type { ChooseRow } from '@hh/domain/orders/choose.schema';
import {
  type ChooseCandidateState,
  chooseCandidateListBody,
  chooseCandidateReducer,
  initialChooseCandidateState,
} from '@hh/domain/talent/choose-candidate-state';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { fetchChooseCandidates } from '../api/choose';
import { positionIntroduceQuery } from '../api/positions';
import { ChooseFilterForm, type ChooseFilterValues } from '../components/choose-filter-form';
import { ChooseCards, ChooseTable } from '../components/choose-list';
import { positionFacts, SalaryText } from '../components/position-facts';
import { positionLink } from '../components/position-table';
import { RecommendDialog } from '../components/recommend-dialog';

const panel = { background: '#fff', borderRadius: 8 } as const;

/**
 * Choosing a candidate for a position (/index/recuit/chooseCandidate/:positionId): the caller's
 * talent searched with the talent filter, by tab, 20 a page, each row saying whether it can be
 * recommended; 推荐 opens the report dialog. The state follows spec 000 §4 (the domain's reducer);
 * a failed search clears loading and shows an empty list, silently (spec 000 §8).
 */
export function ChooseCandidatePage() {
  const { positionId = '' } = useParams();
  const phone = useIsPhone();
  const position = useQuery(positionIntroduceQuery(positionId));
  const [state, dispatch] = useReducer(chooseCandidateReducer, undefined, initialChooseCandidateState);
  const [formKey, setFormKey] = useState(0);
  const [reload, setReload] = useState(0);
  const merge = useCallback((changes: Partial<ChooseCandidateState>) => dispatch({ type: 'merge', changes }), []);

  // The list call depends on the applied search, the tab and the paging only: typing in the form changes none of them.
  const bodyKey = JSON.stringify(chooseCandidateListBody(state, positionId));
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the same search again (after a recommendation).
  useEffect(() => {
    if (!positionId) return;
    const seq = ++latest.current;
    merge({ loading: true });
    fetchChooseCandidates(JSON.parse(bodyKey))
      .then((page) => {
        if (seq === latest.current) dispatch({ type: 'replaceList', list: page.list, totalCount: page.totalCount, loading: false });
      })
      .catch(() => {
        if (seq === latest.current) dispatch({ type: 'replaceList', list: [], totalCount: 0, loading: false });
      });
  }, [bodyKey, positionId, reload, merge]);

  const chosen = useRef<ChooseRow | null>(null);
  const row = useMemo(() => {
    const found = state.chooseCandidateRecommendLists.find((r) => r.userId === state.id) ?? null;
    if (found) chosen.current = found;
    // The list refreshes after a recommendation; the dialog keeps the row it opened with.
    return state.id ? (found ?? chosen.current) : null;
  }, [state.chooseCandidateRecommendLists, state.id]);

  const search = (values: ChooseFilterValues) =>
    dispatch({ type: 'changeSearch', filter: values, paging: { filterTime: true, current: 1 } });
  const initialFilter: ChooseFilterValues = {
    userIdOrName: state.filter.userIdOrName,
    positionName: state.filter.positionName,
    city: state.filter.city,
    education: state.filter.education,
    workYearLower: state.filter.workYearLower,
    workYearUpper: state.filter.workYearUpper,
    sex: state.filter.sex,
    ageLower: state.filter.ageLower,
    ageUpper: state.filter.ageUpper,
    schoolType: state.filter.schoolType,
  };

  const backLink = (
    <Link to={positionLink(positionId)} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <ArrowLeftOutlined /> 返回职位详情
    </Link>
  );
  if (position.isError) {
    return (
      <section style={{ ...panel, padding: phone ? 16 : 24 }}>
        <Link to="/index/positions" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <ArrowLeftOutlined /> 返回职位列表
        </Link>
        <Empty description={<h1 style={{ fontSize: 16, fontWeight: 400, margin: 0 }}>职位不存在或已关闭</h1>} style={{ padding: '48px 0' }}>
          <ButtonLink type="primary" to="/index/positions">
            查看其他职位
          </ButtonLink>
        </Empty>
      </section>
    );
  }

  const positionName = position.data?.positionName ?? '';
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={state.totalCount === 0 && !state.loading ? '没有符合条件的候选人' : '暂无数据'}
    >
      <ButtonLink to="/index/recuit/uploadResume">上传简历</ButtonLink>
    </Empty>
  );
  const listProps = {
    rows: state.chooseCandidateRecommendLists,
    loading: state.loading,
    empty,
    onRecommend: (r: ChooseRow) => merge({ showModal: true, id: r.userId, showSuccess: false, showError: false, error: '' }),
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <section style={{ ...panel, padding: phone ? 16 : '16px 24px' }} aria-labelledby="choose-title">
        {backLink}
        <h1 id="choose-title" style={{ margin: '8px 0 4px', fontSize: 18, fontWeight: 600 }}>
          为职位选择候选人
        </h1>
        {position.data ? (
          <div data-testid="choose-position" style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '4px 12px' }}>
            <span style={{ fontWeight: 600 }}>{position.data.positionName}</span>
            <SalaryText row={position.data} />
            <span style={{ color: 'rgba(0,0,0,0.65)' }}>{position.data.companyName}</span>
            <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{positionFacts(position.data)}</span>
          </div>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        )}
      </section>

      <section style={{ ...panel, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}>
        <ChooseFilterForm
          key={formKey}
          initial={initialFilter}
          phone={phone}
          onSearch={search}
          onReset={() => {
            dispatch({ type: 'reset' });
            setFormKey((k) => k + 1);
          }}
        />
        <Tabs
          activeKey={state.chooseCandidateTab}
          onChange={(tab) => dispatch({ type: 'switchTab', tab: tab as TalentTab })}
          items={TALENT_TABS.map((tab) => ({ key: tab, label: TALENT_TAB_LABELS[tab] }))}
        />
        {phone ? <ChooseCards {...listProps} /> : <ChooseTable {...listProps} />}
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
          <span data-testid="choose-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
            共 {state.totalCount} 人
          </span>
          {state.totalCount > state.paging.limit || state.paging.current > 1 ? (
            <Pagination
              current={state.paging.current}
              pageSize={state.paging.limit}
              total={state.totalCount}
              showSizeChanger={false}
              size={phone ? 'small' : undefined}
              onChange={(current) => {
                dispatch({ type: 'changeSearch', paging: { current, filterTime: false } });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </div>
      </section>

      <RecommendDialog
        positionId={positionId}
        positionName={positionName}
        row={row}
        dialog={state}
        merge={merge}
        onRecommended={() => setReload((n) => n + 1)}
        phone={phone}
      />
    </div>
  );
}
