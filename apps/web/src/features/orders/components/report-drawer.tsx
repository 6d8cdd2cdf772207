import type { OrderRow } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import { useIsPhone } from '../../../components/browser-hooks';
import { ReportView, readTemplateFields } from '../../../components/report-view';
import { orderReportQuery, reportTemplateQuery } from '../api/order-details';

/** 推荐报告: the report the consultant wrote when recommending (rec/report/get). */
export function ReportDrawer({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `推荐报告 · ${row.candidateName}` : '推荐报告'}
      size={phone ? '100%' : 560}
      destroyOnHidden
    >
      {row ? <Report orderId={row.orderId} positionId={row.positionId} /> : null}
    </Drawer>
  );
}

function Report({ orderId, positionId }: { orderId: string; positionId: string }) {
  const report = useQuery(orderReportQuery(orderId));
  // The labels come from the position's template; without it the default template's labels serve.
  const template = useQuery(reportTemplateQuery(positionId));
  if (report.isError) return <Alert type="info" showIcon title="暂无推荐报告" description={report.error.message} />;
  if (!report.data || template.isLoading) return <Spin />;
  return <ReportView report={report.data} fields={readTemplateFields(template.data?.templateContent)} />;
}
