import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { z } from 'zod';
import { schemaRule } from './schema-rule';

export interface RemarkDialogProps {
  /** Closed when null; the key resets the form for each subject. */
  subject: { key: string; name: string; remark: string } | null;
  /** The remark's rule from the domain schema (500 characters). */
  rule: z.ZodType;
  placeholder: string;
  save: { mutate: (remark: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
  onClose: () => void;
}

/** 备注: one note of up to 500 characters (empty clears it), for a talent record or an order. */
export function RemarkDialog({ subject, rule, placeholder, save, onClose }: RemarkDialogProps) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const submit = ({ remark }: { remark: string }) => {
    if (!subject) return;
    save.mutate(remark?.trim() ?? '', {
      onSuccess: () => {
        toast.success('备注已保存');
        onClose();
      },
      onError: (error) => void toast.error(error.message),
    });
  };
  return (
    <Modal
      open={subject !== null}
      title={subject ? `备注 · ${subject.name}` : '备注'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ remark: subject?.remark ?? '' }} onFinish={submit} key={subject?.key}>
        <Form.Item name="remark" label="备注内容" rules={[schemaRule(rule)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
