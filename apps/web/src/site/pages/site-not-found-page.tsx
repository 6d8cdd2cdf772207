import { useTrialDialog } from '../trial-dialog-context';

/** Any address the site does not know (spec 001 §2): says so, and offers the way home. */
export function SiteNotFoundPage() {
  const { open } = useTrialDialog();
  return (
    <section className="s-not-found" aria-labelledby="page-title">
      <div className="s-container">
        <p className="s-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title">页面不存在</h1>
        <p>抱歉，您访问的页面不存在或已被移除，请检查地址是否正确。</p>
        <p className="s-not-found__actions">
          <a className="s-btn s-btn--primary" href="/index">
            返回首页
          </a>
          <a className="s-btn s-btn--ghost" href="/products">
            浏览产品
          </a>
          <button type="button" className="s-btn s-btn--ghost" onClick={open}>
            联系我们
          </button>
        </p>
      </div>
    </section>
  );
}
