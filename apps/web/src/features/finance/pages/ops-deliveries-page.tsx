import {
  canMoveDelivery,
  DELIVERY_MODEL_LABELS,
  DELIVERY_MOVES,
  DELIVERY_STATE_FILTER,
  type DeliveryAction,
} from '@hh/domain/finance/delivery-state';
import type { OpsDeliveryItem } from '@hh/domain/finance/ops-finance.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { useSearchUpdate } from '../../../components/use-search-update';
import { opsDeliveriesQuery, opsFirmsQuery, useMoveDelivery } from '../api/finance';
import { Money } from '../components/money';
import { FourEyesNote } from '../components/money-request-form';
import { type MoneyMove, RequestMoveModal } from '../components/request-move-modal';
import '../finance.css';

const PAGE_SIZE = 20;

/**
 * /ops/finance/deliveries: every firm's delivery records; staff move each one step (审核 → 收款 → 打款)
 * or reverse it, from DELIVERY_MOVES. 审核通过 and 确认平台收款 move the record at once; 打款 and 冲销
 * move money, so they only ask (a money request with a reason) and wait in 资金审批 for another approver.
 */
export function OpsDeliveriesPage() {
  const { message } = App.useApp();
  const { params, update: patch } = useSearchUpdate();
  const query: Record<string, string> = Object.fromEntries(
    [...params.entries()].filter(([k]) => ['firmId', 'state', 'deliveryModel', 'pageNo'].includes(k)),
  );
  const pageNo = Number(query.pageNo ?? 1) || 1;
  const list = useQuery(opsDeliveriesQuery({ ...query, pageSize: String(PAGE_SIZE) }));
  const firms = useQuery(opsFirmsQuery);
  const move = useMoveDelivery();
  const [asking, setAsking] = useState<MoneyMove | null>(null);
  // Records asked for in this visit: the list does not say a request is waiting, so this page remembers what it asked.
  const [asked, setAsked] = useState<ReadonlyMap<string, MoneyMove['action']>>(new Map());
  const update = (k: string, v: string | number | undefined) => patch({ [k]: v });
  const run = async (deliveryId: string, action: DeliveryAction) => {
    try {
      const r = await move.mutateAsync({ deliveryId, action });
      void message.success(`已更新为「${r.stateName}」`);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <section className="fin-page" aria-labelledby="ops-deliveries-title">
      <h1 id="ops-deliveries-title">交付记录</h1>
      <FourEyesNote what="打款和冲销" />
      <search className="fin-filters">
        <Select
          aria-label="猎头公司"
          style={{ width: 180 }}
          value={query.firmId ?? ''}
          onChange={(v) => update('firmId', v)}
          options={[{ value: '', label: '全部公司' }, ...(firms.data?.list ?? []).map((f) => ({ value: f.id, label: f.name }))]}
        />
        <Select
          aria-label="状态"
          style={{ width: 140 }}
          value={Number(query.state ?? 0)}
          onChange={(v) => update('state', v)}
          options={DELIVERY_STATE_FILTER.map((s) => ({ value: s.value, label: s.value === 0 ? '全部状态' : s.label }))}
        />
        <Select
          aria-label="类型"
          style={{ width: 130 }}
          value={Number(query.deliveryModel ?? 0)}
          onChange={(v) => update('deliveryModel', v)}
          options={[{ value: 0, label: '全部类型' }, ...([1, 2] as const).map((m) => ({ value: m, label: DELIVERY_MODEL_LABELS[m] }))]}
        />
      </search>
      {list.isError ? <LoadError title="交付记录加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<OpsDeliveryItem>
        data-testid="ops-delivery-list"
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 1160 }}
        columns={[
          { title: '公司', dataIndex: 'firmName', width: 100 },
          { title: '候选人', dataIndex: 'candidateName', width: 90 },
          { title: '职位', dataIndex: 'positionName', ellipsis: true },
          { title: '顾问', dataIndex: 'hunterName', width: 90 },
          { title: '类型', dataIndex: 'deliveryModelName', width: 90 },
          { title: '发生时间', dataIndex: 'occurredTime', width: 140, render: (v: number) => formatChinaTime(v) },
          { title: '金额', dataIndex: 'netAmount', width: 120, align: 'right', render: (v: number) => <Money fen={v} /> },
          {
            title: '状态',
            dataIndex: 'stateName',
            width: 130,
            render: (v: string, d) => (
              <Space size={4} wrap>
                <Tag style={{ marginInlineEnd: 0 }}>{v}</Tag>
                {asked.has(d.id) ? (
                  <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="delivery-asked">
                    {asked.get(d.id) === 'payOut' ? '打款' : '冲销'}审批中
                  </Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            fixed: 'right',
            render: (_v, d) => (
              <Space size={4} wrap>
                {DELIVERY_MOVES.filter(
                  (m) => canMoveDelivery(m.action, d.state, d.amount, d.reversedAmount) && asked.get(d.id) !== m.action,
                ).map((m) =>
                  m.action === 'payOut' || m.action === 'reverse' ? (
                    <Button
                      key={m.action}
                      size="small"
                      danger={m.action === 'reverse'}
                      type={m.action === 'payOut' ? 'primary' : 'default'}
                      onClick={() => setAsking({ delivery: d, action: m.action as MoneyMove['action'] })}
                    >
                      {m.label}
                    </Button>
                  ) : (
                    <Button key={m.action} size="small" type="primary" loading={move.isPending} onClick={() => run(d.id, m.action)}>
                      {m.label}
                    </Button>
                  ),
                )}
              </Space>
            ),
          },
        ]}
      />
      <ListFooter total={list.data?.totalCount ?? 0} page={pageNo} pageSize={PAGE_SIZE} onPage={(p) => update('pageNo', p)} />
      {asking ? (
        <RequestMoveModal
          move={asking}
          onClose={() => setAsking(null)}
          onAsked={(id, action) => setAsked((m) => new Map(m).set(id, action))}
        />
      ) : null}
    </section>
  );
}
