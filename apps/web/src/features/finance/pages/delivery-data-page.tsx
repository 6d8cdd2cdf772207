import { DELIVERY_MODEL_LABELS, DELIVERY_STATE_FILTER } from '@hh/domain/finance/delivery-state';
import { formatFen } from '@hh/domain/finance/fees';
import { type DeliveryItem, FINANCE_DEFAULT_END, FINANCE_DEFAULT_START, FINANCE_PAGE_SIZE } from '@hh/domain/finance/finance.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { useSearchUpdate } from '../../../components/use-search-update';
import { deliveryListQuery, deliveryTotalQuery } from '../api/finance';
import { ManagerOnly } from '../components/manager-only';
import { Money } from '../components/money';
import '../finance.css';

const STATE_COLORS: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'green', 4: 'default' };
const DATE = 'YYYY-MM-DD';

/** 本月, 上月, 近三月: ranges of Beijing calendar days ending today at the latest. */
function quickRanges(): { label: string; range: [Dayjs, Dayjs] }[] {
  const today = dayjs().startOf('day');
  return [
    { label: '本月', range: [today.startOf('month'), today] },
    { label: '上月', range: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month').startOf('day')] },
    { label: '近三月', range: [today.subtract(3, 'month').add(1, 'day'), today] },
  ];
}

/**
 * Delivery data (/index/deliveryData, spec 001 §2–§5, §9): cards per delivery model with the sum
 * and count, the list 20 a page; the range starts on the spec's 2022-01-25 … 2022-02-28, with
 * quick ranges; every filter lives in the address.
 */
export function DeliveryDataPage() {
  return (
    <ManagerOnly what="交付数据">
      <DeliveryData />
    </ManagerOnly>
  );
}

function DeliveryData() {
  const { params, update, reset } = useSearchUpdate('page');
  const startTime = params.get('startTime') ?? FINANCE_DEFAULT_START;
  const endTime = params.get('endTime') ?? FINANCE_DEFAULT_END;
  const stateEx = Number(params.get('stateEx') ?? 0) || 0;
  const type = Number(params.get('type') ?? 0) || 0;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const body = { startTime, endTime, stateEx, type, page, pageSize: FINANCE_PAGE_SIZE };
  const total = useQuery(deliveryTotalQuery(body));
  const list = useQuery(deliveryListQuery(body));

  const setRange = (range: [Dayjs, Dayjs]) => update({ startTime: range[0].format(DATE), endTime: range[1].format(DATE) });

  return (
    <section className="fin-page" aria-labelledby="delivery-title">
      <h1 id="delivery-title">交付数据</h1>
      <search className="fin-filters">
        <DatePicker.RangePicker
          aria-label="交付时间"
          allowClear={false}
          value={[dayjs(startTime), dayjs(endTime)]}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        {quickRanges().map((q) => (
          <Button key={q.label} onClick={() => setRange(q.range)}>
            {q.label}
          </Button>
        ))}
        <Select
          aria-label="交付类型"
          style={{ width: 130 }}
          value={type}
          onChange={(v) => update({ type: v })}
          options={[{ value: 0, label: '全部类型' }, ...([1, 2] as const).map((m) => ({ value: m, label: DELIVERY_MODEL_LABELS[m] }))]}
        />
        <Select
          aria-label="结算状态"
          style={{ width: 130 }}
          value={stateEx}
          onChange={(v) => update({ stateEx: v })}
          options={DELIVERY_STATE_FILTER.map((s) => ({ value: s.value, label: s.value === 0 ? '全部状态' : s.label }))}
        />
        <Button onClick={() => reset()}>重置</Button>
      </search>
      {total.isError ? <LoadError title="交付汇总加载失败" error={total.error} onRetry={() => void total.refetch()} /> : null}
      <div className="fin-cards" data-testid="delivery-cards">
        <div className="fin-card">
          <div className="fin-card__label">合计</div>
          <div className="fin-card__money">¥{formatFen(total.data?.sumAmout ?? 0)}</div>
          <div className="fin-card__count">{total.data?.countNum ?? 0} 条</div>
        </div>
        {(total.data?.list ?? []).map((c) => (
          <div className="fin-card" key={c.type}>
            <div className="fin-card__label">{c.typeName}</div>
            <div className="fin-card__money">¥{formatFen(c.sumAmout)}</div>
            <div className="fin-card__count">{c.countNum} 条</div>
          </div>
        ))}
      </div>
      {list.isError ? <LoadError title="交付记录加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<DeliveryItem>
        data-testid="delivery-list"
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: <Empty description="该时间段内没有交付记录" /> }}
        columns={[
          { title: '候选人', dataIndex: 'candidateName', width: 100, fixed: 'left' },
          { title: '职位', dataIndex: 'positionName', ellipsis: true },
          { title: '顾问', dataIndex: 'hunterName', width: 90 },
          { title: '类型', dataIndex: 'deliveryModelName', width: 90 },
          { title: '发生时间', dataIndex: 'occurredTime', width: 150, render: (v: number) => formatChinaTime(v) },
          {
            title: '金额',
            dataIndex: 'netAmount',
            width: 130,
            align: 'right',
            render: (_v, r) => (
              <span title={r.reversalNote || undefined}>
                <Money fen={r.netAmount} />
                {r.reversedAmount > 0 ? <div style={{ fontSize: 12, color: '#cf1322' }}>已冲销 ¥{formatFen(r.reversedAmount)}</div> : null}
              </span>
            ),
          },
          { title: '状态', dataIndex: 'stateName', width: 110, render: (v: string, r) => <Tag color={STATE_COLORS[r.state]}>{v}</Tag> },
          { title: '账单', dataIndex: 'billNo', width: 150, render: (v: string | null) => v ?? '—' },
        ]}
      />
      <ListFooter
        total={list.data?.totalCount ?? 0}
        page={page}
        pageSize={FINANCE_PAGE_SIZE}
        onPage={(p) => update({ page: p })}
        label={`共 ${list.data?.totalCount ?? 0} 条记录`}
        testId="delivery-footer"
      />
    </section>
  );
}
