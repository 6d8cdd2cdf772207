import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PRODUCTS } from '../content/catalog';

export function ProductsPage() {
  return (
    <>
      <PageHead
        eyebrow="产品"
        title="七项核心能力，一个工作台"
        lead="从平台职位到回款结算，猎头交付的每一个环节都有对应的工具。它们共用同一份人才、同一张订单和同一套权限，数据不用在系统之间搬来搬去。"
      />
      <section className="s-section" aria-label="产品列表">
        <div className="s-container">
          <ul className="s-list">
            {PRODUCTS.map((p) => (
              <li key={p.id} className="s-list__item">
                <span className="s-card__index" aria-hidden="true">
                  {String(p.id).padStart(2, '0')}
                </span>
                <div>
                  <h2>{p.name}</h2>
                  <p className="s-list__tagline">{p.tagline}</p>
                  <p>{p.description}</p>
                  <a className="s-link-more" href={`/product/${p.id}`}>
                    了解{p.name}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
