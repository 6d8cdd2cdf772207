import type { OrderRow } from '@hh/domain/orders/order.schema';
import { orderRemarkSchema } from '@hh/domain/orders/order.schema';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { schemaRule } from '../../../components/schema-rule';
import { useSaveOrderRemark } from '../api/order-actions';

/** 备注: the order's note, up to 500 characters (empty clears it). */
export function RemarkModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const save = useSaveOrderRemark();
  const submit = ({ remark }: { remark: string }) => {
    if (!row) return;
    save.mutate(
      { orderId: row.orderId, remark: remark?.trim() ?? '' },
      {
        onSuccess: () => {
          toast.success('备注已保存');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `备注 · ${row.candidateName}` : '备注'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ remark: row?.remark ?? '' }} onFinish={submit} key={row?.orderId}>
        <Form.Item name="remark" label="备注内容" rules={[schemaRule(orderRemarkSchema.shape.remark)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={500}
            showCount
            placeholder="例如：候选人下周出差，面试需避开周三"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
