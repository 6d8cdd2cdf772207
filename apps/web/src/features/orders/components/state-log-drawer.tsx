import type { OrderRow } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useIsPhone } from '../../../components/browser-hooks';
import { StateLogTimeline } from '../../../components/state-log-timeline';
import { stateLogQuery } from '../api/order-details';

/** 状态记录: every move of the order, oldest first, with who made it. */
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
