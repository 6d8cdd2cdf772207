import { type MailboxView, mailboxBindBodySchema } from '@hh/domain/mailbox/mailbox.schema';
import { IMAP_DEFAULT_PORT } from '@hh/domain/mailbox/mailbox-rules';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { schemaRule } from '../../../components/schema-rule';
import { mailboxQuery, useBindMailbox, useUnbindMailbox } from '../api/mailbox';

/** Where collected imports show, beside the library's other imports. */
const IMPORT_RECORDS_PATH = '/index/uploadRecords';

interface Values {
  email: string;
  password: string;
  host: string;
  port: number;
  ssl: boolean;
}

const fields = mailboxBindBodySchema.shape;

/**
 * The consultant's work mailbox (spec 001 §2 Settings, §7 Mailbox binding): bound, it shows the
 * collection's last time, count and error and can be unbound; unbound, the bind form (the server
 * signs in over IMAP before saving).
 */
export function MailboxBinding() {
  const mailbox = useQuery(mailboxQuery);
  if (mailbox.isError) return <LoadError title="邮箱绑定信息加载失败" error={mailbox.error} onRetry={() => void mailbox.refetch()} />;
  return (
    <Card size="small" title="简历邮箱" data-testid="mailbox-binding">
      <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.62)' }}>
        绑定工作邮箱后，系统自动收取新邮件（邮箱服务器支持实时推送时数秒内收到，否则每分钟收取一次），邮件附件中的简历（PDF、Word）自动导入公司简历库。
      </p>
      {mailbox.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : mailbox.data ? <BoundMailbox box={mailbox.data} /> : <BindForm />}
    </Card>
  );
}

function BoundMailbox({ box }: { box: MailboxView }) {
  const { message } = App.useApp();
  const unbind = useUnbindMailbox();
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'email', label: '邮箱', children: <b>{box.email}</b> },
          { key: 'server', label: 'IMAP服务器', children: `${box.host}:${box.port}${box.ssl ? '（SSL）' : ''}` },
          { key: 'bind', label: '绑定时间', children: formatChinaTime(box.bindTime) },
          {
            key: 'last',
            label: '上次收取',
            children: box.lastCollectTime ? `${formatChinaTime(box.lastCollectTime)}，${box.lastCount}封新邮件` : '等待首次收取',
          },
          { key: 'total', label: '累计收取', children: `${box.totalCount}封邮件，${box.attachmentCount}份简历附件` },
        ]}
      />
      {box.lastError ? (
        <Alert type="error" showIcon message={box.lastError} style={{ margin: '8px 0' }} data-testid="mailbox-error" />
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <Link to={IMPORT_RECORDS_PATH} style={{ textDecoration: 'underline' }}>
          查看导入记录
        </Link>
        <Popconfirm
          title="解绑邮箱"
          description="解绑后将停止收取并删除保存的邮箱密码，确定解绑吗？"
          okText="解绑"
          cancelText="取消"
          onConfirm={() =>
            unbind.mutateAsync(box.id).then(
              () => void message.success('邮箱已解绑'),
              (e: Error) => void message.error(e.message),
            )
          }
        >
          <Button danger loading={unbind.isPending}>
            解绑邮箱
          </Button>
        </Popconfirm>
      </div>
    </>
  );
}

function BindForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const bind = useBindMailbox();
  const [refusal, setRefusal] = useState('');
  const submit = (v: Values) => {
    setRefusal('');
    bind.mutate(
      { email: v.email.trim(), password: v.password, host: v.host.trim(), port: v.port, ssl: v.ssl },
      {
        onSuccess: () => void message.success('邮箱已绑定'),
        onError: (e) => setRefusal(e.message),
      },
    );
  };
  // The usual server of the address's domain, while the user has not typed one.
  const guessHost = () => {
    const domain = /@([^@\s]+)$/.exec(form.getFieldValue('email') ?? '')?.[1];
    if (domain && !form.getFieldValue('host')) form.setFieldValue('host', `imap.${domain}`);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ email: '', password: '', host: '', port: IMAP_DEFAULT_PORT.ssl, ssl: true }}
      style={{ maxWidth: 520 }}
      requiredMark={false}
    >
      <Form.Item name="email" label="邮箱地址" rules={[schemaRule(fields.email)]}>
        <Input autoComplete="off" placeholder="例如 name@company.com" onBlur={guessHost} maxLength={254} />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码或授权码"
        extra="QQ邮箱、163邮箱等需在邮箱网页端开启IMAP服务，并使用授权码代替登录密码。密码加密保存。"
        rules={[schemaRule(fields.password)]}
      >
        <Input.Password autoComplete="new-password" maxLength={256} />
      </Form.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Form.Item name="host" label="IMAP服务器" rules={[schemaRule(fields.host)]} style={{ flex: '1 1 220px', marginBottom: 12 }}>
          <Input autoComplete="off" placeholder="例如 imap.exmail.qq.com" maxLength={253} />
        </Form.Item>
        <Form.Item name="port" label="端口" rules={[schemaRule(fields.port)]} style={{ width: 110, marginBottom: 12 }}>
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="ssl" label="SSL" valuePropName="checked" style={{ width: 70, marginBottom: 12 }}>
          <Switch
            aria-label="SSL"
            onChange={(on) => {
              const port = form.getFieldValue('port');
              if (port === IMAP_DEFAULT_PORT.ssl || port === IMAP_DEFAULT_PORT.plain)
                form.setFieldValue('port', on ? IMAP_DEFAULT_PORT.ssl : IMAP_DEFAULT_PORT.plain);
            }}
          />
        </Form.Item>
      </div>
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} data-testid="mailbox-refusal" /> : null}
      <Button type="primary" htmlType="submit" loading={bind.isPending}>
        {bind.isPending ? '正在登录邮箱…' : '验证并绑定'}
      </Button>
    </Form>
  );
}
