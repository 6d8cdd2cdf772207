import type { OrderRow } from '@hh/domain/orders/order.schema';
import { terminateSchema } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { schemaRule } from '../../../components/schema-rule';
import { useTerminateOrder } from '../api/order-actions';
import { terminalReasonsQuery } from '../api/order-details';

interface Values {
  reasonCode: string;
  remark: string;
}

/** 终止订单: ends the order with one of the platform's reasons (getTerminalReasons) and an optional note. */
export function TerminateModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reasons = useQuery({ ...terminalReasonsQuery, enabled: row !== null });
  const terminate = useTerminateOrder();
  const submit = (v: Values) => {
    if (!row) return;
    terminate.mutate(
      { orderId: row.orderId, reasonCode: v.reasonCode, remark: v.remark?.trim() ?? '' },
      {
        onSuccess: () => {
          toast.success('订单已终止');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `终止订单 · ${row.candidateName}` : '终止订单'}
      okText="终止订单"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={terminate.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>{row ? `${row.positionName} · ${row.companyName}。终止后订单不能再推进。` : null}</p>
      <Form form={form} layout="vertical" onFinish={submit} key={row?.orderId}>
        <Form.Item name="reasonCode" label="终止原因" required rules={[schemaRule(terminateSchema.shape.reasonCode)]}>
          <Select
            placeholder={reasons.isError ? `原因加载失败：${reasons.error.message}` : '请选择终止原因'}
            loading={reasons.isLoading}
            options={(reasons.data ?? []).map((r) => ({ value: r.code, label: r.label }))}
          />
        </Form.Item>
        <Form.Item name="remark" label="说明" rules={[schemaRule(terminateSchema.shape.remark)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
