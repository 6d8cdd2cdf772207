import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { groupNameSchema } from '@hh/domain/accounts/account-admin.schema';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { schemaRule } from '../../../components/schema-rule';
import { groupNameTaken, useAddTeams } from '../api/teams';

const MAX = 20;

/** The free-name check of spec 001 §7 (check/groupName/exit), as a form rule. */
export const freeNameRule = (keep?: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const name = String(value ?? '').trim();
    if (!name || name === keep || !groupNameSchema.safeParse(name).success) return;
    if (await groupNameTaken(name)) throw new Error(`团队名称「${name}」已存在`);
  },
});

/** 新建团队: one or several names at once (add/group/batch), each checked as it is typed. */
export function TeamNamesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ names: string[] }>();
  const add = useAddTeams();
  const submit = async () => {
    const { names } = await form.validateFields();
    const trimmed = names.map((n) => n.trim());
    const twice = trimmed.find((n, i) => trimmed.indexOf(n) !== i);
    if (twice) {
      toast.error(`团队名称「${twice}」重复了`);
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (created) => {
        toast.success(`已添加${created.length}个团队`);
        form.resetFields();
        onClose();
      },
      onError: (error) => void toast.error(error.message),
    });
  };
  return (
    <Modal
      open={open}
      title="新建团队"
      okText="添加"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)', marginTop: 0 }}>可一次添加多个团队，建好后再设置团队长、分配顾问。</p>
      <Form form={form} layout="vertical" initialValues={{ names: [''] }} requiredMark={false}>
        <Form.List name="names">
          {(fields, { add: addField, remove }) => (
            <>
              {fields.map((field, index) => (
                <Form.Item key={field.key} label={index === 0 ? '团队名称' : undefined} style={{ marginBottom: 8 }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <Form.Item name={field.name} noStyle validateDebounce={400} rules={[schemaRule(groupNameSchema), freeNameRule()]}>
                      <Input
                        placeholder={`团队名称${fields.length > 1 ? ` ${index + 1}` : ''}`}
                        maxLength={20}
                        aria-label={`团队名称 ${index + 1}`}
                      />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="text" icon={<MinusCircleOutlined />} aria-label="删除这一行" onClick={() => remove(field.name)} />
                    ) : null}
                  </div>
                </Form.Item>
              ))}
              {fields.length < MAX ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => addField('')} block>
                  再添加一个
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
