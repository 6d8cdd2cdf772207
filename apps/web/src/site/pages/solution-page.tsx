import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { PRODUCTS, SOLUTIONS } from '../content/catalog';
import { SOLUTION_DETAILS } from '../content/solution-details';

/** /solution/1 … /solution/5: one kind of customer each. */
export function SolutionPage({ param }: { param?: number }) {
  const solution = SOLUTIONS.find((s) => s.id === param);
  const detail = param === undefined ? undefined : SOLUTION_DETAILS[param];
  if (!solution || !detail) throw new Error(`no solution ${param}`);
  return (
    <>
      <PageHead
        eyebrow="解决方案"
        title={detail.headline}
        lead={solution.tagline}
        crumbs={
          <>
            <a href="/solutions">解决方案</a>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{solution.name}</span>
          </>
        }
      />
      <section className="s-section" aria-labelledby="solution-portrait">
        <div className="s-container s-narrow">
          <h2 id="solution-portrait" className="s-section__title">
            这样的团队
          </h2>
          <p className="s-prose">{detail.portrait}</p>
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="solution-pains">
        <div className="s-container">
          <h2 id="solution-pains" className="s-section__title">
            常见的难题
          </h2>
          <ul className="s-grid s-grid--three">
            {detail.pains.map((p) => (
              <li key={p.title} className="s-card">
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="s-section" aria-labelledby="solution-answers">
        <div className="s-container">
          <h2 id="solution-answers" className="s-section__title">
            平台怎么解决
          </h2>
          <ul className="s-grid s-grid--three">
            {detail.answers.map((a) => {
              const product = PRODUCTS.find((p) => p.id === a.productId);
              return (
                <li key={a.productId} className="s-card">
                  <h3>{product?.name}</h3>
                  <p>{a.text}</p>
                  <a className="s-link-more" href={`/product/${a.productId}`}>
                    了解{product?.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="solution-rollout">
        <div className="s-container">
          <h2 id="solution-rollout" className="s-section__title">
            第一个月怎么落地
          </h2>
          <ol className="s-timeline">
            {detail.rollout.map((r) => (
              <li key={r.when}>
                <h3>{r.when}</h3>
                <p>{r.what}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="s-section" aria-labelledby="solution-results">
        <div className="s-container">
          <h2 id="solution-results" className="s-section__title">
            一个季度之后
          </h2>
          <p className="s-section__lead">同类客户使用一个季度后的典型变化。</p>
          <dl className="s-facts">
            {detail.results.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <CtaBand title={`为${solution.name}预约一次演示`} />
    </>
  );
}
