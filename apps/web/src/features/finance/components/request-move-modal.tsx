import type { OpsDeliveryItem } from '@hh/domain/finance/ops-finance.schema';
import App from 'antd/es/app';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useMoveDelivery } from '../api/finance';
import { Money } from './money';
import { FourEyesNote, RequestReasonItem, useRequestSubmitted } from './money-request-form';

export interface MoneyMove {
  delivery: OpsDeliveryItem;
  action: 'payOut' | 'reverse';
}

/**
 * 打款 / 冲销 of a delivery record: asks for it with a reason (the move's `remark`). Nothing is paid
 * or reversed here; the request waits in 资金审批 for another finance member or admin.
 */
export function RequestMoveModal({
  move,
  onClose,
  onAsked,
}: {
  move: MoneyMove;
  onClose: () => void;
  onAsked: (deliveryId: string, action: MoneyMove['action']) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const ask = useMoveDelivery();
  const submitted = useRequestSubmitted();
  const d = move.delivery;
  const payout = move.action === 'payOut';
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const r = await ask.mutateAsync({ deliveryId: d.id, action: move.action, remark: v.reason.trim() });
      submitted(`已提交${r.request?.kindName ?? (payout ? '打款' : '冲销')}申请，待另一位财务或管理员审批`);
      onAsked(d.id, move.action);
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title={payout ? '申请打款' : '申请冲销'}
      okText="提交申请"
      cancelText="取消"
      okButtonProps={{ danger: !payout }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={ask.isPending}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="公司">{d.firmName}</Descriptions.Item>
        <Descriptions.Item label="交付记录">
          {d.candidateName} · {d.positionName}（{d.deliveryModelName}）
        </Descriptions.Item>
        <Descriptions.Item label={payout ? '打款金额' : '冲销金额'}>
          <Money fen={payout ? d.netAmount : d.amount - d.reversedAmount} strong />
        </Descriptions.Item>
      </Descriptions>
      <FourEyesNote what={payout ? '打款' : '冲销'} />
      <Form form={form} layout="vertical">
        <RequestReasonItem />
      </Form>
    </Modal>
  );
}
