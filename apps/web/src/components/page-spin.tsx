/**
 * What shows while a page group or the session loads. Plain CSS (global.css), not antd's Spin:
 * it is part of the first download of every address.
 */
export function PageSpin({ full = false }: { full?: boolean }) {
  return (
    <div className="hh-page-spin" style={{ minHeight: full ? '100vh' : 320 }} role="status" aria-live="polite">
      <span className="hh-page-spin__ring" aria-hidden="true" />
      <span className="hh-page-spin__text">加载中…</span>
    </div>
  );
}
