import { CtaBand } from '../components/cta-band';
import { MockScreen } from '../components/mock-screen';
import { PRODUCTS, SOLUTIONS } from '../content/catalog';
import { PRODUCT_DETAILS } from '../content/product-details';
import { CASE_STORIES } from '../content/stories';
import { WORK_HOURS } from '../site-info';
import { useTrialDialog } from '../trial-dialog-context';

/** The order's way through the platform, as the stage dictionary names it (spec 001 §3). */
const JOURNEY = [
  { stage: '顾问已推荐', who: '顾问', text: '从人才库选出候选人，填写推荐报告' },
  { stage: '有效推荐', who: '项目经理', text: '审核匹配度与报告，推送给企业' },
  { stage: '企业通过', who: '企业', text: '筛选简历，决定安排面试' },
  { stage: '面试', who: '企业 · 顾问', text: '预约、参加、通过，面试反馈逐轮记录' },
  { stage: 'Offer', who: '企业', text: '发放录用，顾问协助谈薪与离职' },
  { stage: '确认入职', who: '顾问', text: '候选人到岗，保证期开始计算' },
  { stage: '过保', who: '平台', text: '保证期结束，订单进入结算' },
];

export function HomePage() {
  const { open } = useTrialDialog();
  const hero = PRODUCT_DETAILS[1];
  return (
    <>
      <section className="s-hero" aria-labelledby="home-title">
        <div className="s-container s-hero__inner">
          <div className="s-hero__text">
            <p className="s-eyebrow">面向猎头公司与用人企业</p>
            <h1 id="home-title">猎头公司的职位、人才与订单协作平台</h1>
            <p className="s-hero__lead">
              平台职位、人才搜索、简历库、外呼、在线沟通、业务数据与结算，一套系统完成从推荐到回款的全部交付。每一次推荐都可追踪，每一笔佣金都可核对。
            </p>
            <div className="s-hero__actions">
              <button type="button" className="s-btn s-btn--primary s-btn--large" onClick={open}>
                预约演示
              </button>
              <a className="s-btn s-btn--light s-btn--large" href="/products">
                了解产品
              </a>
            </div>
            <ul className="s-hero__facts">
              <li>
                <strong>13</strong>个订单阶段全程同步
              </li>
              <li>
                <strong>7</strong>项核心能力开箱即用
              </li>
              <li>
                <strong>{WORK_HOURS}</strong>工作日专人服务
              </li>
            </ul>
          </div>
          {hero ? (
            <div className="s-hero__screen">
              <MockScreen screen={hero.screen} />
            </div>
          ) : null}
        </div>
      </section>

      <section className="s-section" aria-labelledby="home-products">
        <div className="s-container">
          <h2 id="home-products" className="s-section__title">
            七项核心能力，覆盖交付全流程
          </h2>
          <p className="s-section__lead">顾问每天的工作——找人、打电话、推荐、跟进、对账——都在同一个工作台里完成。</p>
          <ul className="s-grid s-grid--products">
            {PRODUCTS.map((p) => (
              <li key={p.id}>
                <a className="s-card s-card--link" href={`/product/${p.id}`}>
                  <span className="s-card__index" aria-hidden="true">
                    {String(p.id).padStart(2, '0')}
                  </span>
                  <h3>{p.name}</h3>
                  <p>{p.tagline}</p>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="s-section s-section--tint" aria-labelledby="home-journey">
        <div className="s-container">
          <h2 id="home-journey" className="s-section__title">
            一张订单的完整旅程
          </h2>
          <p className="s-section__lead">候选人 × 职位 = 一张订单。顾问、项目经理与企业在同一张订单上协作，每一步都有时间和责任人。</p>
          <ol className="s-journey">
            {JOURNEY.map((step, i) => (
              <li key={step.stage}>
                <span className="s-journey__no" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.stage}</h3>
                <p className="s-journey__who">{step.who}</p>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="s-section" aria-labelledby="home-solutions">
        <div className="s-container">
          <h2 id="home-solutions" className="s-section__title">
            为不同的客户设计
          </h2>
          <ul className="s-grid s-grid--solutions">
            {SOLUTIONS.map((s) => (
              <li key={s.id}>
                <a className="s-card s-card--link" href={`/solution/${s.id}`}>
                  <h3>{s.name}</h3>
                  <p>{s.tagline}</p>
                  <span className="s-card__more">查看方案</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="s-section s-section--tint" aria-labelledby="home-cases">
        <div className="s-container">
          <h2 id="home-cases" className="s-section__title">
            客户的变化
          </h2>
          <ul className="s-grid s-grid--cases">
            {CASE_STORIES.slice(0, 3).map((story) => (
              <li key={story.id} className="s-card">
                <p className="s-card__eyebrow">{story.kind}</p>
                <h3>{story.title}</h3>
                <dl className="s-figures">
                  {story.results.slice(0, 2).map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <p className="s-section__more">
            <a href="/cases">阅读全部客户案例</a>
          </p>
        </div>
      </section>

      <CtaBand title="看看平台如何适配您的团队" />
    </>
  );
}
