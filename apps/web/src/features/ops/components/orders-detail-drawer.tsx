import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useIsPhone } from '../../../components/browser-hooks';
import { ReportView } from '../../../components/report-view';
import { StateLogTimeline } from '../../../components/state-log-timeline';
import { type OpsOrderRow, opsOrderLogsQuery, opsOrderReportQuery } from '../api/orders';

export type OpsDetail = 'logs' | 'report';

/** 状态记录 and 推荐报告 of an order in the console: the same views the consultant sees. */
export function OrdersDetailDrawer({ target, onClose }: { target: { row: OpsOrderRow; detail: OpsDetail } | null; onClose: () => void }) {
  const phone = useIsPhone();
  const title = target?.detail === 'report' ? '推荐报告' : '状态记录';
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={target ? `${title} · ${target.row.candidateName}` : title}
      size={phone ? '100%' : 520}
      destroyOnHidden
    >
      {target ? (
        <>
          <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>
            {target.row.firmName} · {target.row.hunterName} · {target.row.positionName}
          </p>
          {target.detail === 'logs' ? <Logs orderId={target.row.orderId} /> : <Report orderId={target.row.orderId} />}
        </>
      ) : null}
    </Drawer>
  );
}

function Logs({ orderId }: { orderId: string }) {
  const logs = useQuery(opsOrderLogsQuery(orderId));
  if (logs.isError) return <Alert type="error" showIcon title="状态记录加载失败" description={logs.error.message} />;
  if (!logs.data) return <Spin />;
  if (logs.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有状态记录" />;
  return <StateLogTimeline entries={logs.data} />;
}

function Report({ orderId }: { orderId: string }) {
  const report = useQuery(opsOrderReportQuery(orderId));
  if (report.isError) return <Alert type="info" showIcon title="暂无推荐报告" description={report.error.message} />;
  if (!report.data) return <Spin />;
  return <ReportView report={report.data} />;
}
