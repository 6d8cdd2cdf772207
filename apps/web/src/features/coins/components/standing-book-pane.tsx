import type { StandingBookRow } from '@hh/domain/coins/standing-book.schema';
import { formatFen } from '@hh/domain/finance/fees';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { STANDING_BOOK_PAGE, standingBookExportUrl, standingBookQuery } from '../api/coins';

const MONTHS_BACK = 24;

/** The Beijing months from this one back two years, newest first: 'YYYY-MM'. */
function recentMonths(now = Date.now()): string[] {
  const [y, m] = formatChinaTime(now, 'YYYY-MM').split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_BACK }, (_, k) => {
    const index = y * 12 + (m - 1) - k;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
const yuan = (fen: number) => `¥${formatFen(fen)}`;

/**
 * 月度台账: for the month picked, the orders in the caller's reach that reached a billable stage
 * (面试到场 63, 确认入职 91) with the fee the platform recorded, the totals, the coins in and out by
 * reason, and the month as an .xlsx download.
 */
export function StandingBookPane() {
  const phone = useIsPhone();
  const months = useMemo(() => recentMonths(), []);
  const [month, setMonth] = useState(months[0] as string);
  const [page, setPage] = useState(1);
  const book = useQuery(standingBookQuery(month, page));
  const data = book.data;
  const totals = data?.totals;

  const columns = phone
    ? [
        { title: '时间', dataIndex: 'time', width: 84, render: (v: number) => formatChinaTime(v, 'MM-DD HH:mm') },
        {
          title: '候选人/职位',
          dataIndex: 'candidateName',
          render: (v: string, r: StandingBookRow) => (
            <>
              {v} <Tag color={r.stage === 91 ? 'green' : 'blue'}>{r.stageLabel}</Tag>
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{r.positionName}</div>
            </>
          ),
        },
        { title: '费用', dataIndex: 'feeFen', width: 96, align: 'right' as const, render: yuan },
      ]
    : [
        { title: '时间', dataIndex: 'time', width: 150, render: (v: number) => formatChinaTime(v) },
        {
          title: '阶段',
          dataIndex: 'stageLabel',
          width: 100,
          render: (v: string, r: StandingBookRow) => <Tag color={r.stage === 91 ? 'green' : 'blue'}>{v}</Tag>,
        },
        { title: '候选人', dataIndex: 'candidateName', width: 110 },
        { title: '职位', dataIndex: 'positionName', ellipsis: true },
        { title: '顾问', dataIndex: 'hunterName', width: 100 },
        { title: '费用', dataIndex: 'feeFen', width: 130, align: 'right' as const, render: yuan },
        { title: '状态', dataIndex: 'stateLabel', width: 100 },
      ];

  return (
    <div data-testid="standing-book">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', margin: '8px 0 16px' }}>
        <label htmlFor="standing-book-month" style={{ color: 'rgba(0, 0, 0, 0.75)' }}>
          月份
        </label>
        <Select
          id="standing-book-month"
          aria-label="月份"
          value={month}
          style={{ width: 140 }}
          // 24 short options: all in the list, so the oldest month is a click away (no virtual scrolling).
          virtual={false}
          options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
          onChange={(m) => {
            setMonth(m);
            setPage(1);
          }}
        />
        <Button href={standingBookExportUrl(month)} download={`月度台账-${month}.xlsx`} disabled={!data || book.isError}>
          导出Excel
        </Button>
      </div>
      {book.error ? (
        <LoadError title="月度台账加载失败" error={book.error} onRetry={() => book.refetch()} />
      ) : (
        <>
          <div style={{ display: 'flex', gap: phone ? 20 : 40, flexWrap: 'wrap', marginBottom: 16 }}>
            <Statistic title="面试到场" value={totals?.interviewCount ?? 0} suffix="单" loading={book.isLoading} />
            <Statistic title="确认入职" value={totals?.onboardCount ?? 0} suffix="单" loading={book.isLoading} />
            <Statistic title="费用合计" value={yuan(totals?.feeFen ?? 0)} loading={book.isLoading} valueStyle={{ color: '#ad4e00' }} />
            <Statistic title="金币收入" value={totals?.coinsIn ?? 0} loading={book.isLoading} valueStyle={{ color: '#237804' }} />
            <Statistic title="金币支出" value={totals?.coinsOut ?? 0} loading={book.isLoading} valueStyle={{ color: '#cf1322' }} />
          </div>
          <Table<StandingBookRow>
            rowKey="id"
            size={phone ? 'small' : 'middle'}
            loading={book.isFetching}
            columns={columns}
            dataSource={data?.list ?? []}
            pagination={false}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${monthLabel(month)}没有面试到场或入职的订单`} />,
            }}
          />
          <ListFooter
            total={data?.total ?? 0}
            page={page}
            pageSize={STANDING_BOOK_PAGE}
            onPage={setPage}
            label={`共 ${data?.total ?? 0} 单`}
          />
          {data && data.coins.length > 0 ? (
            <div style={{ marginTop: 16 }} data-testid="standing-book-coins">
              <h2 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 8px' }}>金币收支</h2>
              <Table
                rowKey="reason"
                size="small"
                pagination={false}
                dataSource={data.coins}
                columns={[
                  { title: '类型', dataIndex: 'reasonLabel' },
                  { title: '收入', dataIndex: 'in', width: 100, align: 'right' as const },
                  { title: '支出', dataIndex: 'out', width: 100, align: 'right' as const },
                ]}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
