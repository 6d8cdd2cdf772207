import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { type UserProfile, updateProfileSchema } from '@hh/domain/accounts/user-centre.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { schemaRule } from '../../../components/schema-rule';
import { profileQuery, useUpdateProfile } from '../api/profile';
import { PasswordCard } from './password-card';

const dash = (v: string | null) => v || '—';

/** 个人资料 (spec 000 §3 user centre profile): one's own details, the firm's business contact, and the password. */
export function ProfilePane() {
  const profile = useQuery(profileQuery);
  const phone = useIsPhone();
  const [editing, setEditing] = useState(false);
  if (profile.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (profile.isError || !profile.data)
    return <Alert type="error" showIcon title="个人资料加载失败" description={profile.error?.message} />;
  const p = profile.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card
        size="small"
        title="基本信息"
        extra={
          editing ? null : (
            <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              修改微信和邮箱
            </Button>
          )
        }
      >
        {editing ? (
          <ContactForm profile={p} onDone={() => setEditing(false)} />
        ) : (
          <Descriptions
            column={phone ? 1 : 2}
            size="small"
            items={[
              { key: 'cname', label: '姓名', children: p.cname },
              { key: 'role', label: '角色', children: dash(p.roleName) },
              { key: 'phone', label: '手机号', children: p.phone },
              { key: 'company', label: '所属公司', children: dash(p.companyName) },
              { key: 'group', label: '所在团队', children: dash(p.groupName) },
              { key: 'weixin', label: '微信', children: dash(p.weixin) },
              { key: 'email', label: '邮箱', children: dash(p.email) },
            ]}
          />
        )}
      </Card>
      <Card size="small" title="商务经理">
        {p.bdName ? (
          <Descriptions
            column={phone ? 1 : 3}
            size="small"
            items={[
              { key: 'name', label: '姓名', children: p.bdName },
              { key: 'phone', label: '电话', children: dash(p.bdPhone) },
              { key: 'weixin', label: '微信', children: dash(p.bdWeixin) },
            ]}
          />
        ) : (
          <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>贵公司暂未分配商务经理，如有疑问请联系平台客服。</span>
        )}
      </Card>
      <PasswordCard />
    </div>
  );
}

function ContactForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ weixin: string; email: string }>();
  const update = useUpdateProfile();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ weixin: profile.weixin ?? '', email: profile.email ?? '' }}
      onFinish={(values) =>
        update.mutate(values, {
          onSuccess: () => {
            toast.success('个人信息已保存');
            onDone();
          },
          onError: (error) => void toast.error(error.message),
        })
      }
      style={{ maxWidth: 420 }}
    >
      <Form.Item name="weixin" label="微信" rules={[schemaRule(updateProfileSchema.shape.weixin)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[schemaRule(updateProfileSchema.shape.email)]}>
        <Input maxLength={100} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
        <Button onClick={onDone}>取消</Button>
      </div>
    </Form>
  );
}
