import { type MouseEvent, useEffect, useRef } from 'react';
import { CONTACT_QR_SRC } from '../site-info';
import { TrialForm } from './trial-form';

/**
 * The trial dialog (spec 001 §1, width 520): the work-messenger QR code with the request to
 * scan it so the team can arrange an introduction and a demo, and beside it the trial form.
 * A native modal <dialog>: focus is kept inside, Esc closes it, the page behind is inert.
 */
export function TrialDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A click on the backdrop lands on the dialog element itself, outside its content box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) ref.current.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc already closes a native modal dialog; the click only adds closing by the backdrop.
    <dialog ref={ref} className="s-dialog" aria-labelledby="trial-dialog-title" onClose={onClose} onClick={onClick}>
      <div className="s-dialog__body">
        <div className="s-dialog__head">
          <h2 id="trial-dialog-title">预约产品介绍与演示</h2>
          <button type="button" className="s-dialog__close" aria-label="关闭" onClick={() => ref.current?.close()}>
            ×
          </button>
        </div>
        <div className="s-dialog__qr">
          <img src={CONTACT_QR_SRC} alt="企业微信二维码：扫码添加商务顾问" width={132} height={132} />
          <p>
            请使用<strong>企业微信</strong>扫描二维码，添加我们的商务顾问。我们会尽快与您联系，为您安排产品介绍和演示。
          </p>
        </div>
        <p className="s-dialog__or">
          <span>或留下联系方式，我们在 1 个工作日内回电</span>
        </p>
        <TrialForm />
      </div>
    </dialog>
  );
}
