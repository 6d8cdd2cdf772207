import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { CASE_STORIES } from '../content/stories';

export function CasesPage() {
  return (
    <>
      <PageHead
        eyebrow="案例"
        title="客户案例"
        lead="四个不同类型的团队，四种不同的起点。应客户要求隐去名称，数字来自他们使用平台前后的业务数据。"
      />
      {CASE_STORIES.map((story, i) => (
        <section key={story.id} className={`s-section${i % 2 === 1 ? ' s-section--tint' : ''}`} aria-labelledby={`case-${story.id}`}>
          <article className="s-container s-case">
            <header>
              <p className="s-card__eyebrow">{story.kind}</p>
              <h2 id={`case-${story.id}`}>{story.title}</h2>
              <p className="s-case__customer">{story.customer}</p>
            </header>
            <div className="s-case__body">
              <div>
                <h3>背景</h3>
                <p>{story.background}</p>
                <h3>做法</h3>
                <ul className="s-bullets">
                  {story.approach.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>结果</h3>
                <dl className="s-facts s-facts--stack">
                  {story.results.map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </article>
        </section>
      ))}
      <CtaBand title="让您的团队成为下一个案例" />
    </>
  );
}
