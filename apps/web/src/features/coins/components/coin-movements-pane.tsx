import type { CoinMovement } from '@hh/domain/coins/coin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { coinDetailQuery, PAGE_SIZE } from '../api/coins';
import { TransferDialog } from './transfer-dialog';

const amountCell = (n: number) => <span style={{ color: n > 0 ? '#237804' : '#cf1322', fontWeight: 500 }}>{n > 0 ? `+${n}` : n}</span>;

/**
 * 我的金币 (type all: the balance, the transfer button and every movement) and 转账记录 (type
 * transfer: the transfers and manager charges only), newest first, 10 a page.
 */
export function CoinMovementsPane({ type }: { type: 'all' | 'transfer' }) {
  const phone = useIsPhone();
  const [page, setPage] = useState(1);
  const [transferring, setTransferring] = useState(false);
  const detail = useQuery(coinDetailQuery(type, page));
  if (detail.error) return <LoadError title="金币明细加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  const data = detail.data;
  // A phone keeps what says what happened (when, with whom, how much) without sideways scrolling.
  const columns = phone
    ? [
        { title: '时间', dataIndex: 'time', width: 92, render: (v: number) => formatChinaTime(v, 'MM-DD HH:mm') },
        {
          title: '对方/类型',
          dataIndex: 'counterpart',
          render: (v: string, r: CoinMovement) => (
            <>
              {v}
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{r.reasonLabel}</div>
            </>
          ),
        },
        { title: '金币', dataIndex: 'amount', width: 64, align: 'right' as const, render: amountCell },
        { title: '余额', dataIndex: 'balanceAfter', width: 60, align: 'right' as const },
      ]
    : [
        { title: '时间', dataIndex: 'time', width: 150, render: (v: number) => formatChinaTime(v) },
        { title: '类型', dataIndex: 'reasonLabel', width: 140 },
        { title: '对方', dataIndex: 'counterpart', width: 140 },
        { title: '金币', dataIndex: 'amount', width: 90, align: 'right' as const, render: amountCell },
        { title: '余额', dataIndex: 'balanceAfter', width: 90, align: 'right' as const },
        { title: '备注', dataIndex: 'note', ellipsis: true },
      ];
  return (
    <div data-testid={`coin-movements-${type}`}>
      {type === 'all' ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
            margin: '8px 0 16px',
            flexWrap: 'wrap',
          }}
        >
          <Statistic title="金币余额" value={data?.balance ?? 0} loading={detail.isLoading} valueStyle={{ color: '#ad4e00' }} />
          <Button type="primary" onClick={() => setTransferring(true)} disabled={!data}>
            转账
          </Button>
        </div>
      ) : null}
      <Table<CoinMovement>
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        loading={detail.isFetching}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={type === 'all' ? '还没有金币收支' : '还没有转账记录'} />,
        }}
      />
      <ListFooter total={data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      <TransferDialog open={transferring} balance={data?.balance ?? 0} onClose={() => setTransferring(false)} />
    </div>
  );
}
