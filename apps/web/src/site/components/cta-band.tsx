import { WORK_HOURS } from '../site-info';
import { useTrialDialog } from '../trial-dialog-context';

/** The closing call to action of a page: it opens the trial dialog. */
export function CtaBand({ title = '预约一次产品演示', text }: { title?: string; text?: string }) {
  const { open } = useTrialDialog();
  return (
    <section className="s-cta" aria-labelledby="cta-title">
      <div className="s-container">
        <h2 id="cta-title">{title}</h2>
        <p>{text ?? `工作日 ${WORK_HOURS}，商务顾问为您介绍产品、安排演示，并根据团队规模给出开通建议。`}</p>
        <button type="button" className="s-btn s-btn--primary s-btn--large" onClick={open}>
          申请免费试用
        </button>
      </div>
    </section>
  );
}
