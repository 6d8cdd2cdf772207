import type { OrderRow } from '@hh/domain/orders/order.schema';
import { REJECT_STATUS_LABELS, type RejectStatus } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useRecommit } from '../api/order-actions';
import { rejectStatusQuery } from '../api/order-details';

/**
 * 驳回详情 (spec 000 §4): why the platform rejected the recommendation, and — when the server
 * says it may be — 重新提交 sends it back for review.
 */
export function RejectModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  return (
    <Modal
      open={row !== null}
      title={row ? `驳回详情 · ${row.candidateName}` : '驳回详情'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? <RejectDetail row={row} onDone={onClose} /> : null}
    </Modal>
  );
}

function RejectDetail({ row, onDone }: { row: OrderRow; onDone: () => void }) {
  const { message: toast } = App.useApp();
  const status = useQuery(rejectStatusQuery(row.orderId));
  const recommit = useRecommit();
  if (status.isError) return <Alert type="error" showIcon title="驳回详情加载失败" description={status.error.message} />;
  if (!status.data) return <Spin />;
  const s = status.data;
  const submit = () =>
    recommit.mutate(row.orderId, {
      onSuccess: () => {
        toast.success('已重新提交，等待平台审核');
        onDone();
      },
      onError: (error) => void toast.error(error.message),
    });
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'position', label: '职位', children: `${row.positionName} · ${row.companyName}` },
          { key: 'status', label: '驳回状态', children: REJECT_STATUS_LABELS[s.rejectStatus as RejectStatus] ?? String(s.rejectStatus) },
          { key: 'time', label: '驳回时间', children: s.rejectTime === null ? '—' : formatChinaTime(s.rejectTime, 'YYYY-MM-DD HH:mm') },
          { key: 'reason', label: '驳回原因', children: <span style={{ whiteSpace: 'pre-line' }}>{s.rejectReason || '—'}</span> },
        ]}
      />
      <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>
        {s.canRecommit ? '按驳回原因完善推荐报告或简历后，可重新提交给平台审核。' : '该推荐目前不能重新提交。'}
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onDone}>关闭</Button>
        {s.canRecommit ? (
          <Button type="primary" loading={recommit.isPending} onClick={submit}>
            重新提交
          </Button>
        ) : null}
      </div>
    </>
  );
}
