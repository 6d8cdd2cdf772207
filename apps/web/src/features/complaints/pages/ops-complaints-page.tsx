import { CALL_STATE_LABELS, type CallState, formatTalkTime } from '@hh/domain/calls/call-rules';
import type { ComplaintRecord } from '@hh/domain/complaints/complaint.schema';
import type { BundleOrder } from '@hh/domain/complaints/ops-complaints.endpoints';
import { ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Timeline from 'antd/es/timeline';
import { Link, useParams, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { opsCaseFileUrl, opsCaseListQuery, opsCaseQuery } from '../api/complaints';
import { CaseFacts, CaseStateTag, typeLabel } from '../components/case-parts';
import { JudgeForm } from '../components/judge-form';

const stageLabel = (s: number | null) => (s === null ? '—' : (ORDER_STAGE_LABELS[s as OrderStage] ?? String(s)));

/** 投诉裁定 (/ops/complaints): the cases waiting for a verdict (answered, overdue or admitted), or all. */
export function OpsComplaintsPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'all' ? 'all' : 'judging';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery({ ...opsCaseListQuery(view, page), placeholderData: keepPreviousData });
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: phone ? 12 : '16px 24px 24px' }} aria-labelledby="ops-complaints-title">
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="ops-complaints-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          投诉裁定
        </h1>
        <Segmented
          value={view}
          onChange={(v) => setSearch(v === 'all' ? { view: 'all' } : {})}
          options={[
            { value: 'judging', label: '待裁定' },
            { value: 'all', label: '全部投诉' },
          ]}
        />
      </header>
      {list.isError ? (
        <LoadError title="投诉列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table<ComplaintRecord>
            rowKey="id"
            loading={!list.data}
            dataSource={list.data?.list ?? []}
            pagination={false}
            scroll={phone ? { x: 640 } : undefined}
            locale={{ emptyText: '没有待裁定的投诉' }}
            columns={[
              { key: 'type', title: '类型', width: 90, render: (_, r) => typeLabel(r.type) },
              {
                key: 'case',
                title: '候选人 / 职位',
                render: (_, r) => <Link to={`/ops/complaints/${r.id}`}>{`${r.candidateName} · ${r.positionName}`}</Link>,
              },
              {
                key: 'sides',
                title: '投诉方 → 被投诉方',
                render: (_, r) => `${r.complainantFirm}（${r.complainantName}）→ ${r.defendantFirm}（${r.defendantName}）`,
              },
              { key: 'state', title: '状态', width: 120, render: (_, r) => <CaseStateTag state={r.state} /> },
              { key: 'time', title: '发起时间', width: 150, render: (_, r) => formatChinaTime(r.createTime) },
            ]}
          />
          <ListFooter
            total={list.data?.total ?? 0}
            page={page}
            pageSize={20}
            onPage={(p) => setSearch({ ...(view === 'all' ? { view } : {}), page: String(p) })}
          />
        </>
      )}
    </section>
  );
}

function BundleCard({ order }: { order: BundleOrder }) {
  return (
    <Card
      size="small"
      title={`${order.side === 'defendant' ? '被投诉方订单' : '投诉方订单'} · ${order.firm} · ${order.consultant}`}
      style={{ flex: '1 1 320px' }}
    >
      <div>推荐时间：{formatChinaTime(order.recommendTime)}</div>
      <div>推荐报告：{order.reportTime ? formatChinaTime(order.reportTime) : '无'}</div>
      <div>候选人确认：{order.candidateConfirmedAt ? `已于${formatChinaTime(order.candidateConfirmedAt)}确认` : '未确认'}</div>
      <div style={{ marginBottom: 8 }}>当前状态：{stageLabel(order.stage)}</div>
      <Timeline
        items={order.logs.map((l, i) => ({
          key: `${l.at}-${i}`,
          children: `${formatChinaTime(l.at)} ${stageLabel(l.fromStage)} → ${stageLabel(l.toStage)}（${l.by}）`,
        }))}
      />
      <BundleCalls calls={order.calls} />
    </Card>
  );
}

/** The order's consultant's calls to the candidate (from the call log), oldest first. */
function BundleCalls({ calls }: { calls: BundleOrder['calls'] }) {
  const connected = calls.filter((c) => c.answered).length;
  return (
    <div data-testid="bundle-calls">
      <div style={{ fontWeight: 500, marginBottom: 4 }}>
        致电候选人：{calls.length ? `${calls.length}次，接通${connected}次` : '无通话记录'}
      </div>
      {calls.length ? (
        <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' }}>
          {calls.map((c) => (
            <li key={c.id}>
              {formatChinaTime(c.at)} {CALL_STATE_LABELS[c.state as CallState] ?? c.state}
              {c.answered ? `，通话${formatTalkTime(c.talkSeconds)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One case for the judge (/ops/complaints/:id): both sides' material, the evidence bundle and the verdict form. */
export function OpsComplaintPage() {
  const { id = '' } = useParams();
  const phone = useIsPhone();
  const detail = useQuery(opsCaseQuery(id));
  if (detail.isError) return <LoadError title="投诉加载失败" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin />;
  const c = detail.data;
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: phone ? 12 : '16px 24px 24px' }} aria-labelledby="ops-case-title">
      <header style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <h1 id="ops-case-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          投诉裁定
        </h1>
        <div style={{ flex: 1 }} />
        <Link to="/ops/complaints">返回列表</Link>
      </header>
      <CaseFacts c={c} phone={phone} open={(fileId) => window.open(opsCaseFileUrl(c.id, fileId), '_blank', 'noopener')} />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>证据包（系统自动汇总，已脱敏）</h2>
      <div data-testid="evidence-bundle" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {c.bundle.length ? c.bundle.map((o) => <BundleCard key={o.orderId} order={o} />) : <span>无相关订单记录</span>}
      </div>
      {c.canJudge ? <JudgeForm caseId={c.id} firmId={c.defendantFirmId} /> : null}
    </section>
  );
}
