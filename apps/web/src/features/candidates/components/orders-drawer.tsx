import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import { OrderStage } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useIsPhone } from '../../../components/browser-hooks';
import { talentOrdersQuery } from '../api/talent-orders';

const STAGE_COLOR: Record<number, string> = {
  [OrderStage.terminated]: 'default',
  [OrderStage.talentStored]: 'default',
  [OrderStage.pastGuarantee]: 'green',
  [OrderStage.onboardConfirmed]: 'green',
  [OrderStage.offer]: 'gold',
};

/** 订单状态: which positions the candidate was recommended to, and where each order stands. */
export function OrdersDrawer({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `订单状态 · ${row.name}` : '订单状态'}
      size={phone ? '100%' : 480}
      destroyOnHidden
    >
      {row ? <Orders userId={row.userId} /> : null}
    </Drawer>
  );
}

function Orders({ userId }: { userId: string }) {
  const orders = useQuery(talentOrdersQuery(userId));
  if (orders.isPending) return <Spin />;
  if (orders.isError) return <Alert type="error" showIcon title={orders.error.message} />;
  if (orders.data.length === 0) return <Empty description="该候选人还没有被推荐到任何职位" />;
  return (
    <List
      dataSource={orders.data}
      renderItem={(o) => (
        <List.Item key={o.orderId}>
          <List.Item.Meta
            title={
              <span>
                {o.positionName} <Tag color={STAGE_COLOR[o.candidateState] ?? 'blue'}>{o.stateLabel}</Tag>
                {o.rejectStatus === 1 ? <Tag color="red">已驳回</Tag> : null}
              </span>
            }
            description={`${o.companyName} · ${o.cityName} · 顾问 ${o.hunterName} · 推荐于 ${formatChinaTime(o.recommendTime, 'YYYY-MM-DD')} · 更新于 ${formatChinaTime(o.updateTime, 'YYYY-MM-DD HH:mm')}`}
          />
        </List.Item>
      )}
    />
  );
}
