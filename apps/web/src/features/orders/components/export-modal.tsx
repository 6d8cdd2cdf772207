import { type OrderListKind, orderExportSchema } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import { schemaRule } from '../../../components/schema-rule';
import { exportRecipientsQuery, filtersLeftOutOfExport, useExportOrders } from '../api/order-files';
import type { OrderFilters } from '../pages/order-filters';

/**
 * 导出: the orders of the current tab and search, as an .xlsx the server builds in the
 * background and mails to the address given here: the user's own bound e-mail (filled in) or an
 * address at one of the firm's mail domains. What the server says is shown as it says it.
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
  const recipients = useQuery({ ...exportRecipientsQuery, enabled: open });
  const ownEmail = recipients.data?.ownEmail;
  useEffect(() => {
    if (open && ownEmail && !form.getFieldValue('email')) form.setFieldsValue({ email: ownEmail });
  }, [open, ownEmail, form]);
  const domains = recipients.data?.firmDomains ?? [];
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
          extra={`只能发送到您绑定的邮箱${domains.length ? `或企业邮箱（${domains.map((d) => `@${d}`).join('、')}）` : ''}`}
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
