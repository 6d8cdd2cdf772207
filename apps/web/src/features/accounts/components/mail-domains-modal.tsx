import { MAX_MAIL_DOMAINS, mailDomainSchema } from '@hh/domain/accounts/mail-domains.endpoints';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { mailDomainsQuery, useSaveMailDomains } from '../api/mail-domains';

/**
 * 企业邮箱域名: the firm's own mail domains. Order exports are mailed only to the consultant's
 * bound e-mail or to an address at one of these domains.
 */
export function MailDomainsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ domains: string[] }>();
  const current = useQuery({ ...mailDomainsQuery, enabled: open });
  const save = useSaveMailDomains();
  const domains = current.data?.firmDomains;
  useEffect(() => {
    if (open && domains) form.setFieldsValue({ domains });
  }, [open, domains, form]);
  const submit = ({ domains: list }: { domains: string[] }) =>
    save.mutate(list ?? [], {
      onSuccess: () => {
        toast.success('企业邮箱域名已保存');
        onClose();
      },
      onError: (error) => void toast.error(error.message),
    });
  return (
    <Modal
      open={open}
      title="企业邮箱域名"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>订单导出只能发送到顾问本人绑定的邮箱，或以下域名的企业邮箱。</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="domains"
          label="邮箱域名"
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                const list = value ?? [];
                if (list.length > MAX_MAIL_DOMAINS) throw new Error(`最多设置${MAX_MAIL_DOMAINS}个邮箱域名`);
                const bad = list.find((d) => !mailDomainSchema.safeParse(d).success);
                if (bad !== undefined) throw new Error(`「${bad}」不是正确的邮箱域名，例如 example.com`);
              },
            },
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} placeholder="输入域名后回车，例如 example.com" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
