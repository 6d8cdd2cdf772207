import { newPasswordSchema } from '@hh/domain/accounts/password-policy';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { schemaRule } from '../../../components/schema-rule';
import { useChangePassword } from '../api/profile';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the old password is required; every other sign-in of the account ends. */
export function PasswordCard() {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  return (
    <Card size="small" title="修改密码">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 420 }}
        onFinish={({ oldPassword, newPassword }) =>
          change.mutate(
            { oldPassword, newPassword },
            {
              onSuccess: (result) => {
                toast.success(result.endedSessions ? `密码已修改，其他${result.endedSessions}处登录已退出` : '密码已修改');
                form.resetFields();
              },
              onError: (error) => void toast.error(error.message),
            },
          )
        }
      >
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="8-32位，同时包含字母和数字；修改后其他设备上的登录会退出"
          rules={[
            schemaRule(newPasswordSchema),
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
