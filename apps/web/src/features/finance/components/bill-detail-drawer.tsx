import type { BillDetail } from '@hh/domain/finance/settlement.schema';
import { INVOICE_TYPE_LABELS } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { type BillSide, billDetailQuery } from '../api/finance';
import { BillStateTag, billPeriod } from './bill-columns';
import { BillLinesList, lineKindColor, lineWhat } from './bill-lines-list';
import { ConfirmBillModal } from './confirm-bill-modal';
import { Money } from './money';

type Line = BillDetail['lines'][number];

/**
 * A bill opened from a list: its summary and invoice details, and its lines — the deliveries'
 * commissions, reversals and fine deductions (negative). An issued bill can be confirmed here with
 * the invoice details, by the firm's manager or by staff on the firm's behalf.
 */
export function BillDetailDrawer({ side, billId, onClose }: { side: BillSide; billId: string; onClose: () => void }) {
  const detail = useQuery(billDetailQuery(side, billId));
  const [confirming, setConfirming] = useState(false);
  const bill = detail.data?.bill;
  // On a phone the lines are cards (bill-lines-list.tsx): a table of five columns does not fit 390 px.
  const phone = useIsPhone();
  return (
    <Drawer
      open
      onClose={onClose}
      width="min(960px, 100vw)"
      styles={phone ? { body: { padding: 12 }, header: { padding: '12px' } } : undefined}
      title={bill ? `账单 ${bill.billNo}` : '账单详情'}
      extra={
        bill?.state === 1 ? (
          <Button type="primary" onClick={() => setConfirming(true)}>
            确认账单
          </Button>
        ) : null
      }
    >
      {detail.isError ? <LoadError title="账单加载失败" error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {bill ? (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 16 }} data-testid="bill-summary">
          <Descriptions.Item label="公司">{bill.firmName}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <BillStateTag bill={bill} />
          </Descriptions.Item>
          <Descriptions.Item label="结算周期">{billPeriod(bill)}</Descriptions.Item>
          <Descriptions.Item label="开票金额">
            <Money fen={bill.invoiceAmount} strong />
          </Descriptions.Item>
          <Descriptions.Item label="结算人数">{bill.personNum} 人</Descriptions.Item>
          <Descriptions.Item label="生成时间">{formatChinaTime(bill.createTime)}</Descriptions.Item>
          <Descriptions.Item label="发票">
            {bill.invoice ? `${INVOICE_TYPE_LABELS[bill.invoice.invoiceType]} · ${bill.invoice.invoiceTitle}` : '未填写'}
          </Descriptions.Item>
          <Descriptions.Item label="纳税人识别号">{bill.invoice?.taxNo ?? '—'}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {phone ? (
        <BillLinesList lines={detail.data?.lines ?? []} loading={detail.isFetching} />
      ) : (
        <Table<Line>
          data-testid="bill-lines"
          rowKey="id"
          size="small"
          loading={detail.isFetching}
          dataSource={detail.data?.lines ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 760 }}
          columns={[
            {
              title: '类型',
              dataIndex: 'kindName',
              width: 96,
              render: (v: string, l) => <Tag color={lineKindColor(l)}>{v}</Tag>,
            },
            {
              title: '明细',
              key: 'what',
              render: (_v, l) => lineWhat(l),
            },
            { title: '顾问', dataIndex: 'hunterName', width: 90, render: (v: string) => v || '—' },
            { title: '发生时间', dataIndex: 'occurredTime', width: 140, render: (v: number) => formatChinaTime(v) },
            { title: '金额', dataIndex: 'amount', align: 'right', width: 130, render: (v: number) => <Money fen={v} /> },
          ]}
        />
      )}
      {confirming && bill ? <ConfirmBillModal bill={bill} side={side} onClose={() => setConfirming(false)} /> : null}
    </Drawer>
  );
}
