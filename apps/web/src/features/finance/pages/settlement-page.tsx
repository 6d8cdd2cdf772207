import { type Bill, SETTLEMENT_PAGE_SIZE } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { useSearchUpdate } from '../../../components/use-search-update';
import { type BillFilters, billListQuery, rebateExportUrl } from '../api/finance';
import { billColumns } from '../components/bill-columns';
import { BillDetailDrawer } from '../components/bill-detail-drawer';
import { ConfirmBillModal } from '../components/confirm-bill-modal';
import { ManagerOnly } from '../components/manager-only';
import { Money } from '../components/money';
import '../finance.css';

const DAY_END = 86_399_999;

/**
 * Settlement bills (/index/settlement, spec 001 §2, §3, §7, §9): 15 a page, filtered by bill
 * number and settlement period (in the address), the sums of every filtered bill, confirmation
 * with invoice details, the bill's lines in a drawer (its number opens it; `billId` in the address),
 * and 导出返佣明细 — every line of the filtered bills as .xlsx in a new window.
 */
export function SettlementPage() {
  return (
    <ManagerOnly what="结算管理">
      <Settlement />
    </ManagerOnly>
  );
}

function Settlement() {
  const { params, update, reset } = useSearchUpdate();
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const filters: BillFilters = {
    billNo: params.get('billNo') ?? undefined,
    confirmRebateStartTimeL: num('confirmRebateStartTimeL'),
    confirmRebateEndTimeL: num('confirmRebateEndTimeL'),
  };
  const pageNo = Math.max(1, num('pageNo') ?? 1);
  const openBill = params.get('billId');
  const [billNo, setBillNo] = useState(filters.billNo ?? '');
  const [confirming, setConfirming] = useState<Bill | null>(null);
  const list = useQuery(billListQuery(filters, pageNo, SETTLEMENT_PAGE_SIZE));

  const period =
    filters.confirmRebateStartTimeL !== undefined && filters.confirmRebateEndTimeL !== undefined
      ? ([dayjs(filters.confirmRebateStartTimeL), dayjs(filters.confirmRebateEndTimeL)] as const)
      : null;

  return (
    <section className="fin-page" aria-labelledby="settlement-title">
      <h1 id="settlement-title">结算管理</h1>
      <search className="fin-filters">
        <Input.Search
          aria-label="账单编号"
          placeholder="账单编号"
          allowClear
          style={{ width: 220 }}
          value={billNo}
          onChange={(e) => setBillNo(e.target.value)}
          onSearch={(v) => update({ billNo: v.trim() })}
        />
        <DatePicker.RangePicker
          aria-label="结算周期"
          placeholder={['结算开始', '结算结束']}
          value={period ? [period[0], period[1]] : null}
          onChange={(v) =>
            v?.[0] && v[1]
              ? update({
                  confirmRebateStartTimeL: v[0].startOf('day').valueOf(),
                  confirmRebateEndTimeL: v[1].startOf('day').valueOf() + DAY_END,
                })
              : update({ confirmRebateStartTimeL: undefined, confirmRebateEndTimeL: undefined })
          }
        />
        <Button
          onClick={() => {
            setBillNo('');
            reset();
          }}
        >
          重置
        </Button>
        <Button type="primary" onClick={() => window.open(rebateExportUrl(filters), '_blank')}>
          导出返佣明细
        </Button>
      </search>
      <div className="fin-sums" data-testid="bill-sums">
        <span>
          开票金额合计：
          <Money fen={list.data?.sumInvoiceAmount ?? 0} strong />
        </span>
        <span>
          结算人数合计：<strong>{list.data?.sumPersonNum ?? 0}</strong> 人
        </span>
      </div>
      {list.isError ? <LoadError title="账单加载失败" error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<Bill>
        data-testid="bill-list"
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.page.result ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="没有符合条件的账单" /> }}
        columns={[
          ...billColumns<Bill>({ onOpen: (b) => update({ billId: b.id, pageNo }) }),
          { title: '发票抬头', key: 'invoice', ellipsis: true, render: (_v, b) => b.invoice?.invoiceTitle ?? '—' },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_v, b) =>
              b.state === 1 ? (
                <Button type="link" size="small" onClick={() => setConfirming(b)}>
                  确认账单
                </Button>
              ) : (
                <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{b.confirmTime ? formatChinaTime(b.confirmTime, 'YYYY-MM-DD') : ''}</span>
              ),
          },
        ]}
      />
      <ListFooter
        total={list.data?.page.totalCount ?? 0}
        page={pageNo}
        pageSize={SETTLEMENT_PAGE_SIZE}
        onPage={(p) => update({ pageNo: p })}
        label={`共 ${list.data?.page.totalCount ?? 0} 个账单`}
        testId="bill-footer"
      />
      {confirming ? <ConfirmBillModal bill={confirming} side="firm" onClose={() => setConfirming(null)} /> : null}
      {openBill ? <BillDetailDrawer side="firm" billId={openBill} onClose={() => update({ billId: undefined, pageNo })} /> : null}
    </section>
  );
}
