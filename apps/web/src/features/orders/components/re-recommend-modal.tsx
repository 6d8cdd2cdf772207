import type { OrderRow } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useReRecommend } from '../api/order-actions';
import { reRecommendPositionsQuery } from '../api/order-details';

const salary = (low: number, high: number) => `${Math.round(low / 1000)}-${Math.round(high / 1000)}k`;

/**
 * 重新推荐: the same candidate to another position. The new order starts at 待沟通, where the
 * consultant writes its report and recommends it.
 */
export function ReRecommendModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [positionId, setPositionId] = useState<string>();
  const positions = useQuery({ ...reRecommendPositionsQuery(row?.orderId ?? ''), enabled: row !== null });
  const reRecommend = useReRecommend();
  const close = () => {
    setPositionId(undefined);
    onClose();
  };
  const submit = () => {
    if (!row || !positionId) return;
    const name = positions.data?.find((p) => p.positionId === positionId)?.positionName ?? '';
    reRecommend.mutate(
      { orderId: row.orderId, positionId },
      {
        onSuccess: () => {
          toast.success(`已为${row.candidateName}创建「${name}」的待沟通订单`);
          close();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `重新推荐 · ${row.candidateName}` : '重新推荐'}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !positionId }}
      confirmLoading={reRecommend.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>选择要推荐的新职位，创建后在「待沟通」中填写推荐报告并推荐。</p>
      {positions.isError ? (
        <Alert type="error" showIcon title="可推荐职位加载失败" description={positions.error.message} />
      ) : !positions.data ? (
        <Spin />
      ) : positions.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可重新推荐的职位" />
      ) : (
        <Radio.Group value={positionId} onChange={(e) => setPositionId(e.target.value)} style={{ width: '100%' }} aria-label="可推荐职位">
          <div style={{ maxHeight: 360, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 4 }}>
            {positions.data.map((p) => (
              <Radio key={p.positionId} value={p.positionId} style={{ padding: '6px 0' }}>
                <span style={{ fontWeight: 500 }}>{p.positionName}</span>
                <span style={{ color: 'rgba(0, 0, 0, 0.62)', marginInlineStart: 8, fontSize: 13 }}>
                  {[p.companyName, p.cityName, salary(p.salaryLow, p.salaryHigh)].filter(Boolean).join(' · ')}
                </span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
      )}
    </Modal>
  );
}
