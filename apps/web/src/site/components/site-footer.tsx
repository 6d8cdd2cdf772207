import { PRODUCTS, SOLUTIONS } from '../content/catalog';
import { BUSINESS_EMAIL, ICP_REGISTRY_URL, POLICE_REGISTRY_URL, SITE_NAME, WORK_HOURS } from '../site-info';
import { FooterBanner } from './footer-banner';

/** The footer of spec 001 §1: contacts, working hours, copyright, the agreements and the two filing registries. */
export function SiteFooter() {
  const year = __BUILD_YEAR__;
  return (
    <footer className="s-footer">
      <FooterBanner />
      <div className="s-footer__inner">
        <div className="s-footer__about">
          <p className="s-footer__brand">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            {SITE_NAME}
          </p>
          <p>连接用人企业与猎头公司，让每一次推荐都可追踪、每一笔佣金都可核对。</p>
        </div>
        <nav className="s-footer__links" aria-label="产品">
          <p className="s-footer__title">产品</p>
          <ul>
            {PRODUCTS.map((p) => (
              <li key={p.id}>
                <a href={`/product/${p.id}`}>{p.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="s-footer__links" aria-label="解决方案">
          <p className="s-footer__title">解决方案</p>
          <ul>
            {SOLUTIONS.map((s) => (
              <li key={s.id}>
                <a href={`/solution/${s.id}`}>{s.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="s-footer__contact">
          <p className="s-footer__title">联系我们</p>
          <p>
            商务合作：<a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
          </p>
          <p>工作时间：{WORK_HOURS}（工作日）</p>
          <p>
            <a href="/cases">客户案例</a> · <a href="/research">研究院</a> · <a href="/about">关于我们</a>
          </p>
        </div>
      </div>
      <div className="s-footer__legal">
        <p>
          © {year} {SITE_NAME} 版权所有
        </p>
        <p className="s-footer__terms">
          <a href="/terms">服务条款</a>
          <a href="/privacy">隐私政策</a>
          <a href="/agreements">更多协议</a>
        </p>
        <p className="s-footer__filing">
          <a href={ICP_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
            ICP备案查询
          </a>
          <a href={POLICE_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
            公安备案查询
          </a>
        </p>
      </div>
    </footer>
  );
}
