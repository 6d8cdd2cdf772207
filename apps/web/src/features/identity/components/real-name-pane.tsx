import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { type RealNameInitResult, realNameInitSchema } from '@hh/domain/identity/real-name.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useState } from 'react';
import { schemaRule } from '../../../components/schema-rule';
import { realNameQuery, useStartRealName, useValidateRealName } from '../api/identity';
import { rememberFlag } from '../shell-flags';

/**
 * 实名认证 (/index/myInfo?type=10, spec 000 §2): name and ID-card number (checked as typed:
 * GB 11643 check digit and a real birth date), then the face step on a phone through the QR code
 * or the link, then 我已完成刷脸 asks the server (validate.json). Verified users see their
 * identity masked; the shell stops asking once it is cached.
 */
export function RealNamePane({ userId }: { userId: string }) {
  const info = useQuery(realNameQuery);
  const [session, setSession] = useState<RealNameInitResult | null>(null);
  if (info.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (info.isError) return <Alert type="error" showIcon title="实名认证状态加载失败" description={info.error.message} />;
  const data = info.data;
  if (data?.status === 'passed') {
    return (
      <Result
        status="success"
        icon={<SafetyCertificateOutlined />}
        title="已完成实名认证"
        subTitle={
          <Descriptions
            column={1}
            size="small"
            style={{ maxWidth: 360, margin: '12px auto 0', textAlign: 'left' }}
            items={[
              { key: 'name', label: '姓名', children: data.certName },
              { key: 'no', label: '身份证号', children: data.certNo },
              { key: 'at', label: '认证时间', children: data.verifiedAt ? formatChinaTime(data.verifiedAt, 'YYYY-MM-DD HH:mm') : '—' },
            ]}
          />
        }
      />
    );
  }
  return (
    <div style={{ maxWidth: 560 }}>
      <Steps
        size="small"
        current={session ? 1 : 0}
        style={{ marginBottom: 24 }}
        items={[{ title: '填写身份信息' }, { title: '手机刷脸' }, { title: '完成认证' }]}
      />
      {session ? (
        <FaceStep session={session} userId={userId} onRestart={() => setSession(null)} />
      ) : (
        <IdentityForm onStarted={setSession} />
      )}
    </div>
  );
}

function IdentityForm({ onStarted }: { onStarted: (session: RealNameInitResult) => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<{ certName: string; certNo: string }>();
  const start = useStartRealName();
  const submit = async () => {
    const values = await form.validateFields();
    start.mutate(realNameInitSchema.parse(values), { onSuccess: onStarted, onError: (error) => void toast.error(error.message) });
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit().catch(() => undefined)}>
      <Form.Item name="certName" label="真实姓名" rules={[schemaRule(realNameInitSchema.shape.certName)]}>
        <Input maxLength={20} placeholder="与身份证一致" autoComplete="name" />
      </Form.Item>
      <Form.Item name="certNo" label="身份证号" validateDebounce={300} rules={[schemaRule(realNameInitSchema.shape.certNo)]}>
        <Input maxLength={22} placeholder="18位，最后一位可以是X" autoComplete="off" />
      </Form.Item>
      <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>身份证号加密保存，只用于实名认证，页面上只显示后四位。</p>
      <Button type="primary" htmlType="submit" loading={start.isPending}>
        下一步：刷脸认证
      </Button>
    </Form>
  );
}

function FaceStep({ session, userId, onRestart }: { session: RealNameInitResult; userId: string; onRestart: () => void }) {
  const { message: toast } = App.useApp();
  const validate = useValidateRealName();
  const [answer, setAnswer] = useState<{ status: string; message: string } | null>(null);
  const check = () =>
    validate.mutate(session.certifyId, {
      onSuccess: (result) => {
        setAnswer(result);
        if (result.status === 'passed') {
          rememberFlag('realNameVerified', userId);
          toast.success('实名认证已通过');
        }
      },
      onError: (error) => void toast.error(error.message),
    });
  const failed = answer?.status === 'failed';
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <img src={session.qrCode} alt="刷脸认证二维码" width={180} height={180} style={{ border: '1px solid #f0f0f0', borderRadius: 8 }} />
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <p style={{ marginTop: 0, lineHeight: 1.8 }}>请用手机扫描二维码完成刷脸；也可以在手机或新窗口中打开下面的链接。</p>
          <a href={session.verifyUrl} target="_blank" rel="noopener noreferrer" data-testid="face-link" style={{ wordBreak: 'break-all' }}>
            打开刷脸页面
          </a>
          <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>二维码 {formatChinaTime(session.expiresAt, 'HH:mm')} 前有效。</p>
        </div>
      </div>
      {answer && answer.status !== 'passed' ? (
        <Alert style={{ margin: '16px 0 0' }} type={failed ? 'error' : 'info'} showIcon title={answer.message} />
      ) : null}
      <div style={{ display: 'flex', gap: 8, marginTop: 20, flexWrap: 'wrap' }}>
        {failed ? null : (
          <Button type="primary" onClick={check} loading={validate.isPending}>
            我已完成刷脸
          </Button>
        )}
        <Button onClick={onRestart}>{failed ? '重新认证' : '修改身份信息'}</Button>
      </div>
    </div>
  );
}
