import { formatTalkTime } from '@hh/domain/calls/call-rules';
import type { OrderRow } from '@hh/domain/orders/order.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useIsPhone } from '../../../components/browser-hooks';
import { StateLogTimeline } from '../../../components/state-log-timeline';
import { orderCallsQuery, stateLogQuery } from '../api/order-details';

/** 状态记录: every move of the order, oldest first, with who made it; then the calls placed from it. */
export function StateLogDrawer({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `状态记录 · ${row.candidateName}` : '状态记录'}
      size={phone ? '100%' : 480}
      destroyOnHidden
    >
      {row ? (
        <>
          <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>
            {row.positionName} · {row.companyName}
          </p>
          <StateLog orderId={row.orderId} />
          <OrderCalls orderId={row.orderId} />
        </>
      ) : null}
    </Drawer>
  );
}

function StateLog({ orderId }: { orderId: string }) {
  const log = useQuery(stateLogQuery(orderId));
  if (log.isError) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`状态记录加载失败：${log.error.message}`}>
        <Button onClick={() => void log.refetch()}>重试</Button>
      </Empty>
    );
  }
  if (!log.data) return <Spin />;
  if (log.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有状态记录" />;
  return <StateLogTimeline entries={log.data} />;
}

/** 通话记录: the calls placed from this order, oldest first, with who called and how long they talked. */
function OrderCalls({ orderId }: { orderId: string }) {
  const calls = useQuery(orderCallsQuery(orderId));
  return (
    <section aria-labelledby="order-calls-title" data-testid="order-calls" style={{ marginTop: 8 }}>
      <h3 id="order-calls-title" style={{ fontSize: 15, margin: '0 0 8px' }}>
        通话记录{calls.data ? `（${calls.data.total}）` : ''}
      </h3>
      {calls.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`通话记录加载失败：${calls.error.message}`}>
          <Button onClick={() => void calls.refetch()}>重试</Button>
        </Empty>
      ) : !calls.data ? (
        <Spin />
      ) : calls.data.list.length === 0 ? (
        <p style={{ color: 'rgba(0,0,0,0.62)', margin: 0 }}>还没有从该订单发起的通话</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {calls.data.list.map((c) => (
            <li key={c.id} style={{ marginBottom: 4 }}>
              {formatChinaTime(c.startTime, 'YYYY-MM-DD HH:mm')} {c.hunterName} · {c.stateLabel}
              {c.answerTime !== null ? `，通话${formatTalkTime(c.talkSeconds)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
