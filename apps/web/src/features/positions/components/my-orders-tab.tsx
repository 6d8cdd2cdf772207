import type { OrderRow } from '@hh/domain/orders/order.schema';
import { ACTIVE_STAGES, ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import { chinaShortTime, formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { MY_ORDERS_PAGE_SIZE, myPositionOrdersQuery } from '../api/positions';
import { chooseCandidateLink } from './position-table';

const running = (stage: number) => (ACTIVE_STAGES as readonly number[]).includes(stage);

/** 我的订单: the caller's own orders on this position, 20 a page; a failure reads as none. */
export function MyOrdersTab({ positionId, positionName, phone }: { positionId: string; positionName: string; phone: boolean }) {
  const [current, setCurrent] = useState(1);
  const orders = useQuery({ ...myPositionOrdersQuery(positionId, current), placeholderData: keepPreviousData });
  const rows = orders.isError ? [] : (orders.data?.data ?? []);
  const total = orders.isError ? 0 : (orders.data?.totalCount ?? 0);
  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="你还没有在该职位上推荐过候选人">
      <ButtonLink type="primary" to={chooseCandidateLink(positionId)}>
        推荐候选人
      </ButtonLink>
    </Empty>
  );
  const stageTag = (row: OrderRow) => (
    <Tag color={running(row.candidateState) ? 'processing' : 'default'} style={{ marginInlineEnd: 0 }}>
      {ORDER_STAGE_LABELS[row.candidateState as OrderStage] ?? row.stateLabel}
    </Tag>
  );
  return (
    <div data-testid="my-orders">
      <Table<OrderRow>
        rowKey="orderId"
        size="small"
        loading={orders.isFetching}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: empty }}
        columns={[
          {
            title: '候选人',
            key: 'name',
            render: (_, row) => <Link to={`/index/recuit/resume/${encodeURIComponent(row.commonUserId)}`}>{row.candidateName}</Link>,
          },
          { title: '订单状态', key: 'stage', render: (_, row) => stageTag(row) },
          ...(phone
            ? []
            : [
                {
                  title: '推荐时间',
                  key: 'recommended',
                  render: (_: unknown, row: OrderRow) => formatChinaTime(row.recommendTime, 'YYYY-MM-DD HH:mm'),
                },
              ]),
          {
            title: '最近更新',
            key: 'updated',
            render: (_, row) => (phone ? chinaShortTime(row.updateTime) : formatChinaTime(row.updateTime)),
          },
        ]}
      />
      {total > MY_ORDERS_PAGE_SIZE ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Pagination
            current={current}
            pageSize={MY_ORDERS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setCurrent}
            size="small"
          />
        </div>
      ) : null}
      {total > 0 ? (
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Link to={`/index/bills/mybills?positionName=${encodeURIComponent(positionName)}`}>在订单管理中查看全部</Link>
        </div>
      ) : null}
    </div>
  );
}
