import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import type { StateLogEntry } from '@hh/domain/orders/order.schema';
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
import { StateLogTimeline } from '../../../components/state-log-timeline';
import { personStateLogsQuery, talentOrdersQuery } from '../api/talent-orders';

const STAGE_COLOR: Record<number, string> = {
  [OrderStage.terminated]: 'default',
  [OrderStage.talentStored]: 'default',
  [OrderStage.pastGuarantee]: 'green',
  [OrderStage.onboardConfirmed]: 'green',
  [OrderStage.offer]: 'gold',
};

/** 订单状态: which positions the candidate was recommended to, where each order stands, and how it got there. */
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
      {row ? <Orders userId={row.userId} commonUserId={row.commonUserId} /> : null}
    </Drawer>
  );
}

function Orders({ userId, commonUserId }: { userId: string; commonUserId: string }) {
  const orders = useQuery(talentOrdersQuery(userId));
  // The stage history is extra: without it the list still shows where each order stands.
  const logs = useQuery(personStateLogsQuery(commonUserId));
  const logsOf = (orderId: string) => logs.data?.find((o) => o.orderId === orderId)?.logs ?? [];
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
            description={
              <>
                <div>{`${o.companyName} · ${o.cityName} · 顾问 ${o.hunterName} · 推荐于 ${formatChinaTime(o.recommendTime, 'YYYY-MM-DD')} · 更新于 ${formatChinaTime(o.updateTime, 'YYYY-MM-DD HH:mm')}`}</div>
                <StateHistory logs={logsOf(o.orderId)} />
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** The order's stage changes, oldest first (getOrderStateLogByCandidateId), folded under the order. */
function StateHistory({ logs }: { logs: readonly StateLogEntry[] }) {
  if (logs.length === 0) return null;
  return (
    <details data-testid="order-state-history" style={{ marginTop: 6 }}>
      <summary style={{ cursor: 'pointer', color: '#0958d9' }}>状态记录（{logs.length}）</summary>
      <div style={{ marginTop: 12 }}>
        <StateLogTimeline entries={logs} />
      </div>
    </details>
  );
}
