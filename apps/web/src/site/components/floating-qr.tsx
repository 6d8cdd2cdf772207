import { CONTACT_QR_SRC } from '../site-info';
import { useTrialDialog } from '../trial-dialog-context';

/**
 * The floating work-messenger QR code at the side (spec 001 §2): small, enlarged while the
 * pointer is on it or it has the keyboard focus; a click (or a tap, where there is no hover)
 * opens the trial dialog, which shows the same code large with the form beside it.
 */
export function FloatingQr() {
  const { open } = useTrialDialog();
  return (
    <button type="button" className="s-float-qr" aria-label="企业微信扫码咨询，打开试用申请" onClick={open}>
      <img src={CONTACT_QR_SRC} alt="企业微信二维码：扫码添加商务顾问" width={168} height={168} />
      <span className="s-float-qr__caption">扫码咨询</span>
    </button>
  );
}
