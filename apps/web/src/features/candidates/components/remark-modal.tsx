import { remarkSchema, type TalentRow } from '@hh/domain/candidates/talent.schema';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { schemaRule } from '../../../components/schema-rule';
import { useSaveRemark } from '../api/talent';

/** 备注: a consultant's note on their record of the candidate, up to 500 characters. */
export function RemarkModal({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const save = useSaveRemark();
  const submit = ({ remark }: { remark: string }) => {
    if (!row) return;
    save.mutate(
      { id: row.userId, remark: remark?.trim() ?? '' },
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
      title={row ? `备注 · ${row.name}` : '备注'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ remark: row?.remark ?? '' }} onFinish={submit} key={row?.userId}>
        <Form.Item name="remark" label="备注内容" rules={[schemaRule(remarkSchema.shape.remark)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount placeholder="例如：沟通积极，看机会中" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
