import { type OrderRow, orderRemarkSchema } from '@hh/domain/orders/order.schema';
import { RemarkDialog } from '../../../components/remark-dialog';
import { useSaveOrderRemark } from '../api/order-actions';

/** 备注: the order's note, up to 500 characters (empty clears it). */
export function RemarkModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const save = useSaveOrderRemark();
  return (
    <RemarkDialog
      subject={row ? { key: row.orderId, name: row.candidateName, remark: row.remark } : null}
      rule={orderRemarkSchema.shape.remark}
      placeholder="例如：候选人下周出差，面试需避开周三"
      save={{
        mutate: (remark, callbacks) => row && save.mutate({ orderId: row.orderId, remark }, callbacks),
        isPending: save.isPending,
      }}
      onClose={onClose}
    />
  );
}
