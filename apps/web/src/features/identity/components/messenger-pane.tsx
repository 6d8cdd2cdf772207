import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import WechatWorkOutlined from '@ant-design/icons/es/icons/WechatWorkOutlined';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect } from 'react';
import { identityKeys, messengerQrQuery, messengerRecordQuery } from '../api/identity';
import { forgetFlag, rememberFlag } from '../shell-flags';

/**
 * 企业微信绑定 (/index/myInfo?type=12, spec 000 §2): the binding status, and for an unbound user
 * the QR code to scan with the enterprise messenger; the page watches the status while it is
 * open, so the binding shows as soon as the messenger's signed callback arrives.
 */
export function MessengerPane({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const record = useQuery({ ...messengerRecordQuery, refetchInterval: (q) => (q.state.data?.bound ? false : 3000), staleTime: 0 });
  const bound = record.data?.bound === true;
  const qr = useQuery({ ...messengerQrQuery, enabled: record.isSuccess && !bound });
  useEffect(() => {
    if (bound) rememberFlag('messengerBound', userId);
    else if (record.isSuccess) forgetFlag('messengerBound', userId);
  }, [bound, record.isSuccess, userId]);

  if (record.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (record.isError) return <Alert type="error" showIcon title="绑定状态加载失败" description={record.error.message} />;
  if (bound) {
    return (
      <Result
        status="success"
        icon={<WechatWorkOutlined />}
        title="已绑定企业微信"
        subTitle={`企业微信账号：${record.data?.qyUserName ?? ''}${record.data?.boundAt ? `，绑定于 ${formatChinaTime(record.data.boundAt, 'YYYY-MM-DD HH:mm')}` : ''}`}
      />
    );
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start', maxWidth: 640 }}>
      <div style={{ width: 200, height: 200, display: 'grid', placeItems: 'center', border: '1px solid #f0f0f0', borderRadius: 8 }}>
        {qr.data ? <img src={qr.data.qrCode} alt="企业微信绑定二维码" width={180} height={180} /> : qr.isError ? null : <Spin />}
      </div>
      <div style={{ flex: '1 1 260px', minWidth: 0 }}>
        <h3 style={{ marginTop: 0, fontSize: 16 }}>用企业微信扫码绑定</h3>
        <p style={{ lineHeight: 1.8, color: 'rgba(0,0,0,0.65)' }}>
          绑定后，订单进展、面试提醒等消息会同时推送到企业微信。打开企业微信扫描左侧二维码，在手机上确认即可。
        </p>
        {qr.isError ? (
          <Alert type="error" showIcon title="二维码获取失败" description={qr.error.message} style={{ marginBottom: 12 }} />
        ) : null}
        {qr.data ? (
          <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
            二维码 {formatChinaTime(qr.data.expiresAt, 'HH:mm')} 前有效。也可以在手机或新窗口中
            <a href={qr.data.bindUrl} target="_blank" rel="noopener noreferrer" data-testid="bind-link">
              打开绑定页面
            </a>
            。
          </p>
        ) : null}
        <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: identityKeys.messengerQr() })}>
          刷新二维码
        </Button>
      </div>
    </div>
  );
}
