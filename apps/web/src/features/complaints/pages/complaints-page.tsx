import { COMPLAINT_PAGE_SIZE, type ComplaintRecord } from '@hh/domain/complaints/complaint.schema';
import { CASE_STATE_LABELS, CASE_STATES } from '@hh/domain/complaints/complaint-case';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { Link, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { complaintListQuery, tipsQuery } from '../api/complaints';
import { CaseStateTag, DeadlineCountdown, typeLabel } from '../components/case-parts';

const TABS = [
  { key: 'launch', label: '我发起的' },
  { key: 'receive', label: '我收到的' },
] as const;

/**
 * 投诉管理 (/index/complaints, spec 000 §2): 我发起的 and 我收到的, each filtered by state with
 * counts; tab, state and page in the URL.
 */
export function ComplaintsPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'receive' ? 'receive' : 'launch';
  const state = Number(search.get('state')) || 0;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery({ ...complaintListQuery(tab, state, page), placeholderData: keepPreviousData });
  const tips = useQuery(tipsQuery);
  const set = (next: Record<string, string | number>) =>
    setSearch(
      Object.fromEntries(
        Object.entries({ tab, state, page, ...next })
          .filter(([, v]) => v && v !== 'launch')
          .map(([k, v]) => [k, String(v)]),
      ),
    );
  const counts = list.data?.stateCounts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const columns = [
    { key: 'type', title: '类型', width: phone ? 72 : 90, render: (_: unknown, r: ComplaintRecord) => typeLabel(r.type) },
    {
      key: 'order',
      title: '候选人 / 职位',
      render: (_: unknown, r: ComplaintRecord) => (
        <Link to={`/index/complaints/${r.id}`}>
          {r.candidateName} · {r.positionName}
        </Link>
      ),
    },
    {
      key: 'other',
      title: tab === 'launch' ? '被投诉方' : '投诉方',
      render: (_: unknown, r: ComplaintRecord) =>
        tab === 'launch' ? `${r.defendantFirm} · ${r.defendantName}` : `${r.complainantFirm} · ${r.complainantName}`,
    },
    {
      key: 'state',
      title: '状态',
      // On a phone the countdown is left out, so the state needs only its tag.
      width: phone ? 88 : 230,
      render: (_: unknown, r: ComplaintRecord) => (
        <>
          <CaseStateTag state={r.state} />
          {r.state === 1 && !phone ? <DeadlineCountdown deadline={r.deadline} /> : null}
        </>
      ),
    },
    { key: 'time', title: '发起时间', width: 150, render: (_: unknown, r: ComplaintRecord) => formatChinaTime(r.createTime) },
  ];
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="complaints-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <h1 id="complaints-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          投诉管理
        </h1>
        <div style={{ flex: 1 }} />
        <Link to="/index/rules">查看平台规则</Link>
      </header>
      <p style={{ color: 'rgba(0,0,0,0.55)', margin: '4px 0 0' }}>
        在“我的订单”中的订单行选择“投诉”，即可对同一候选人的其他顾问订单发起投诉。
      </p>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key, state: 0, page: 1 })}
        items={TABS.map((t) => ({
          key: t.key,
          label:
            t.key === 'receive' ? (
              <Badge count={tips.data?.count ?? 0} size="small" offset={[8, -2]}>
                {t.label}
              </Badge>
            ) : (
              t.label
            ),
        }))}
      />
      <div style={{ overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          value={state}
          onChange={(v) => set({ state: Number(v), page: 1 })}
          options={[
            { value: 0, label: `全部 ${all}` },
            ...CASE_STATES.map((s) => ({ value: s, label: `${CASE_STATE_LABELS[s]} ${counts[String(s)] ?? 0}` })),
          ]}
        />
      </div>
      {list.isError ? (
        <LoadError title="投诉列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table<ComplaintRecord>
            rowKey="id"
            size="middle"
            loading={!list.data}
            columns={phone ? columns.filter((c) => c.key !== 'time' && c.key !== 'other') : columns}
            dataSource={list.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: tab === 'launch' ? '您还没有发起过投诉' : '没有收到投诉' }}
            scroll={phone ? undefined : { x: 900 }}
          />
          <ListFooter
            total={list.data?.total ?? 0}
            page={page}
            pageSize={COMPLAINT_PAGE_SIZE}
            onPage={(p) => set({ page: p })}
            label={`共 ${list.data?.total ?? 0} 条投诉`}
          />
        </>
      )}
    </section>
  );
}
