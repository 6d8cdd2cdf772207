import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { CONTACT_QR_SRC } from '../../../site/site-info';
import { qrTipQuery, useCloseQrTip } from '../api/qr-tip';

/**
 * The work-messenger QR tip (spec 001 §3/§4): the service desk's code, shown on the workbench
 * until the user closes it; closing sets the read state to 1 on the server, so it stays closed
 * on every device.
 */
export function QrTipCard() {
  const tip = useQuery(qrTipQuery);
  const close = useCloseQrTip();
  if (tip.data?.state !== 0) return null;
  return (
    <Card
      size="small"
      title="添加平台客服企业微信"
      data-testid="qr-tip"
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭二维码提示" onClick={() => close.mutate()} />}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <img src={CONTACT_QR_SRC} alt="平台客服企业微信二维码" width={96} height={96} style={{ flex: 'none' }} />
        <p style={{ margin: 0, fontSize: 13, lineHeight: 1.7 }}>
          用企业微信扫码添加平台客服，订单、结算和账号问题随时咨询（工作日 9:00-18:00）。
        </p>
      </div>
    </Card>
  );
}
