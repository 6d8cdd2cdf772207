import { type OrderListKind, orderExportSchema } from '@hh/domain/orders/order.schema';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { schemaRule } from '../../../components/schema-rule';
import { filtersLeftOutOfExport, useExportOrders } from '../api/order-files';
import type { OrderFilters } from '../pages/order-filters';

/**
 * 导出: the orders of the current tab and search, as an .xlsx the server builds in the
 * background and mails to the address given here. What the server says is shown as it says it.
 */
export function ExportModal({
  open,
  filters,
  kind,
  total,
  onClose,
}: {
  open: boolean;
  filters: OrderFilters;
  kind: OrderListKind;
  total: number;
  onClose: () => void;
}) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const exportOrders = useExportOrders();
  const leftOut = filtersLeftOutOfExport(filters);
  const submit = ({ email }: { email: string }) =>
    exportOrders.mutate(
      { filters, kind, email: email.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer?.message || '导出任务已提交，完成后将发送到您的邮箱');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  return (
    <Modal
      open={open}
      title="导出订单"
      okText="发送到邮箱"
      cancelText="取消"
      confirmLoading={exportOrders.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>
        将按当前标签、关键词和日期条件导出订单（当前列表共 {total} 个），生成 Excel 后发送到以下邮箱。
        {leftOut.length ? `「${leftOut.join('、')}」筛选不参与导出。` : ''}
      </p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="email"
          label="接收邮箱"
          // One message at a time: an empty field says 请填写接收邮箱, not that and the format error too.
          validateFirst
          rules={[{ required: true, whitespace: true, message: '请填写接收邮箱' }, schemaRule(orderExportSchema.shape.email)]}
        >
          <Input type="email" autoComplete="email" placeholder="name@example.com" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
