import { CtaBand } from '../components/cta-band';
import { MockScreen } from '../components/mock-screen';
import { PageHead } from '../components/page-head';
import { PRODUCTS } from '../content/catalog';
import { PRODUCT_DETAILS } from '../content/product-details';

/** /product/1 … /product/7: one capability of the platform each. */
export function ProductPage({ param }: { param?: number }) {
  const product = PRODUCTS.find((p) => p.id === param);
  const detail = param === undefined ? undefined : PRODUCT_DETAILS[param];
  if (!product || !detail) throw new Error(`no product ${param}`);
  return (
    <>
      <PageHead
        eyebrow="产品"
        title={detail.headline}
        lead={detail.intro}
        crumbs={
          <>
            <a href="/products">产品</a>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{product.name}</span>
          </>
        }
      />
      <section className="s-section s-section--tight" aria-label={`${product.name}关键数字`}>
        <div className="s-container">
          <dl className="s-facts">
            {detail.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="s-section" aria-labelledby="product-screen">
        <div className="s-container s-split">
          <div>
            <h2 id="product-screen" className="s-section__title">
              在工作台里的样子
            </h2>
            <p className="s-section__lead">下图是“{detail.screen.title}”页面的示意，联系方式按平台规则脱敏显示。</p>
            <ol className="s-steps">
              {detail.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <MockScreen screen={detail.screen} />
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="product-features">
        <div className="s-container">
          <h2 id="product-features" className="s-section__title">
            核心功能
          </h2>
          <ul className="s-grid s-grid--features">
            {detail.features.map((f) => (
              <li key={f.title} className="s-card">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <figure className="s-quote">
            <blockquote>
              <p>{detail.quote.text}</p>
            </blockquote>
            <figcaption>—— {detail.quote.who}</figcaption>
          </figure>
        </div>
      </section>
      <section className="s-section" aria-labelledby="product-others">
        <div className="s-container">
          <h2 id="product-others" className="s-section__title">
            其他产品能力
          </h2>
          <ul className="s-chips">
            {PRODUCTS.filter((p) => p.id !== product.id).map((p) => (
              <li key={p.id}>
                <a href={`/product/${p.id}`}>{p.name}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title={`想看看${product.name}在您团队的用法？`} />
    </>
  );
}
