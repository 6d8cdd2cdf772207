import { ROLE_LABELS, type RoleCode } from '@hh/domain/accounts/role';
import type { GroupCoins } from '@hh/domain/coins/coin.schema';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { groupCoinsQuery, PAGE_SIZE } from '../api/coins';
import { ChargePanel } from './charge-panel';

type Row = GroupCoins['list'][number];

/**
 * 团队金币 (manager: the firm), 组金币 (team leader: the own team), 城市经理金币 (city leader: the
 * bound consultants): each consultant's coins, richest first, with the team pools in reach; the
 * manager also hands out the firm's pool here.
 */
export function GroupCoinsPane({ manager }: { manager: boolean }) {
  const phone = useIsPhone();
  const [page, setPage] = useState(1);
  const coins = useQuery(groupCoinsQuery(page));
  if (coins.error) return <LoadError title="金币数据加载失败" error={coins.error} onRetry={() => coins.refetch()} />;
  const data = coins.data;
  const columns = [
    { title: '顾问', dataIndex: 'cname', width: 120 },
    { title: '角色', dataIndex: 'roleCode', width: 100, render: (v: number) => ROLE_LABELS[v as RoleCode] ?? '' },
    { title: '团队', dataIndex: 'groupName', width: 140 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (v: Row['status']) => (v === 'open' ? <Tag color="green">正常</Tag> : <Tag>已关闭</Tag>),
    },
    { title: '金币', dataIndex: 'coins', width: 100, align: 'right' as const },
  ];
  return (
    <div data-testid="group-coins">
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', margin: '8px 0 16px' }}>
        <Statistic title="顾问金币合计" value={data?.sum ?? 0} loading={coins.isLoading} />
        {(data?.teams ?? []).map((t) => (
          <Statistic key={t.teamId} title={`${t.teamName} 团队金币`} value={t.coins} />
        ))}
      </div>
      {manager ? <ChargePanel teams={data?.teams ?? []} /> : null}
      <Table<Row>
        rowKey="userId"
        size={phone ? 'small' : 'middle'}
        loading={coins.isFetching}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={false}
        scroll={phone ? { x: 540 } : undefined}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无顾问" /> }}
      />
      <ListFooter total={data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} label={`共 ${data?.total ?? 0} 位顾问`} />
    </div>
  );
}
