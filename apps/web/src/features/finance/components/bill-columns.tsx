import type { Bill } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Money } from './money';

export const billPeriod = (b: Bill) =>
  `${formatChinaTime(b.confirmRebateStartTimeL, 'YYYY-MM-DD')} 至 ${formatChinaTime(b.confirmRebateEndTimeL, 'YYYY-MM-DD')}`;

export const BillStateTag = ({ bill }: { bill: Bill }) => <Tag color={bill.state === 2 ? 'green' : 'orange'}>{bill.stateName}</Tag>;

/**
 * The bill columns the manager's settlement list and the console's bill list share: the number
 * (a link that opens the bill), the period, the invoice amount, persons, lines and state. `firm`
 * adds the firm's name after the number (the console lists every firm's bills).
 */
export function billColumns<T extends Bill>(opts: { onOpen: (bill: T) => void; firm?: boolean }): ColumnsType<T> {
  return [
    {
      title: '账单编号',
      dataIndex: 'billNo',
      width: 170,
      fixed: 'left',
      render: (v: string, b) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => opts.onOpen(b)}>
          {v}
        </Button>
      ),
    },
    ...(opts.firm ? [{ title: '公司', dataIndex: 'firmName', width: 110 }] : []),
    { title: '结算周期', key: 'period', width: 210, render: (_v, b) => billPeriod(b) },
    { title: '开票金额', dataIndex: 'invoiceAmount', align: 'right', width: 140, render: (v: number) => <Money fen={v} /> },
    { title: '结算人数', dataIndex: 'personNum', align: 'right', width: 90 },
    { title: '明细', dataIndex: 'lineCount', align: 'right', width: 70 },
    { title: '状态', dataIndex: 'stateName', width: 90, render: (_v: string, b) => <BillStateTag bill={b} /> },
  ];
}
