import type { PerformanceCheck } from '@hh/domain/complaints/ops-performance.endpoints';
import { dueText } from '@hh/domain/complaints/performance';
import { formatFen } from '@hh/domain/finance/fees';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { performanceListQuery, usePerformanceWrites } from '../api/complaints';

const PAGE_SIZE = 20;
const STATE_COLORS: Record<string, string> = { 待缴纳: 'orange', 逾期停权: 'red', 已缴纳: 'green', 无需缴纳: 'default' };

/**
 * 业绩考核保证金 (/ops/deposits): the firms that failed the daily performance check, the deposit each
 * must pay by its deadline, and the payment staff record when the firm's bank transfer arrives
 * (a ledger transfer into the firm's deposit account, which lifts a ban of an unpaid deposit).
 */
export function OpsDepositsPage() {
  const phone = useIsPhone();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'all' ? 'all' : 'open';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery({ ...performanceListQuery(view, page), placeholderData: keepPreviousData });
  const writes = usePerformanceWrites();
  const [paying, setPaying] = useState<PerformanceCheck | null>(null);
  const [note, setNote] = useState('');

  const runNow = () =>
    writes.run.mutate(undefined, {
      onSuccess: (r) =>
        message.success(
          r.failed.length
            ? `考核完成：${r.failed.map((f) => `${f.firmName}（${f.failureLabel}）`).join('、')}未通过`
            : '考核完成，没有新的未通过公司',
        ),
      onError: (e) => message.error(e.message),
    });
  const pay = () => {
    if (!paying) return;
    writes.pay.mutate(
      { id: paying.id, note },
      {
        onSuccess: () => {
          message.success('保证金缴纳已登记，已转入该公司保证金账户');
          setPaying(null);
          setNote('');
        },
        onError: (e) => message.error(e.message),
      },
    );
  };

  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: phone ? 12 : '16px 24px 24px' }} aria-labelledby="ops-deposits-title">
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="ops-deposits-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          业绩考核保证金
        </h1>
        <Segmented
          value={view}
          onChange={(v) => setSearch(v === 'all' ? { view: 'all' } : {})}
          options={[
            { value: 'open', label: '待缴纳' },
            { value: 'all', label: '全部记录' },
          ]}
        />
        <div style={{ flex: 1 }} />
        <Button loading={writes.run.isPending} onClick={runNow}>
          立即执行今日考核
        </Button>
      </header>
      <p style={{ margin: '0 0 12px', color: '#555', fontSize: 13 }}>
        每日0:30自动考核：连续15天未推荐简历或连续30天无有效推荐即未通过，须在5个工作日内缴纳保证金5,000元，逾期暂停推荐；再次未通过扣除保证金的20%。
      </p>
      {list.isError ? (
        <LoadError title="保证金记录加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table<PerformanceCheck>
            rowKey="id"
            loading={!list.data}
            dataSource={list.data?.list ?? []}
            pagination={false}
            scroll={phone ? { x: 980 } : undefined}
            locale={{ emptyText: view === 'open' ? '没有待缴纳的保证金' : '暂无考核未通过记录' }}
            columns={[
              { key: 'firm', title: '猎头公司', dataIndex: 'firmName', width: 140 },
              {
                key: 'failure',
                title: '未通过原因',
                width: 180,
                render: (_, r) => (
                  <>
                    {r.failureLabel}
                    <div style={{ color: '#666', fontSize: 12 }}>{formatChinaTime(r.failedAt)}</div>
                  </>
                ),
              },
              {
                key: 'amount',
                title: '应缴（元）',
                align: 'right',
                width: 120,
                render: (_, r) => (
                  <>
                    {formatFen(r.amountFen)}
                    {r.forfeitFen ? <div style={{ color: '#cf1322', fontSize: 12 }}>已扣除{formatFen(r.forfeitFen)}</div> : null}
                  </>
                ),
              },
              { key: 'held', title: '保证金余额', align: 'right', width: 120, render: (_, r) => formatFen(r.heldFen) },
              { key: 'due', title: '缴纳期限', width: 150, render: (_, r) => (r.dueAt ? dueText(r.dueAt, formatChinaTime) : '—') },
              {
                key: 'state',
                title: '状态',
                width: 150,
                render: (_, r) => (
                  <>
                    <Tag color={STATE_COLORS[r.stateLabel]}>{r.stateLabel}</Tag>
                    {r.paidAt ? <div style={{ fontSize: 12 }}>{`${formatChinaTime(r.paidAt)} ${r.paidBy ?? ''}`}</div> : null}
                    {r.stateLabel === '逾期停权' && r.banUntil ? (
                      <div style={{ fontSize: 12 }}>停权至{formatChinaTime(r.banUntil)}</div>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'action',
                title: '操作',
                width: 110,
                render: (_, r) =>
                  r.paidAt === null && r.amountFen > 0 ? (
                    <Button type="link" style={{ padding: 0 }} onClick={() => setPaying(r)}>
                      登记缴纳
                    </Button>
                  ) : null,
              },
            ]}
          />
          <ListFooter
            total={list.data?.totalCount ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(p) => setSearch({ ...(view === 'all' ? { view } : {}), page: String(p) })}
          />
        </>
      )}
      <Modal
        open={paying !== null}
        title="登记保证金缴纳"
        okText="确认已到账"
        cancelText="取消"
        onOk={pay}
        onCancel={() => setPaying(null)}
        confirmLoading={writes.pay.isPending}
        destroyOnHidden
      >
        {paying ? (
          <>
            <p>
              {paying.firmName} 应缴保证金 <strong>{formatFen(paying.amountFen)}</strong> 元，确认到账后将转入该公司保证金账户
              {paying.stateLabel === '逾期停权' ? '，并立即解除暂停推荐' : ''}。
            </p>
            <Input
              aria-label="转账备注"
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="银行流水号或备注（选填）"
            />
          </>
        ) : null}
      </Modal>
    </section>
  );
}
