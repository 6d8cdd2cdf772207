import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { BUSINESS_EMAIL, CONTACT_QR_SRC, WORK_HOURS } from '../site-info';

const MILESTONES = [
  { year: '2019', text: '团队成立，为三家互联网企业提供猎头供应商管理服务' },
  { year: '2020', text: '订单协作上线，推荐、面试到入职的阶段开始在线同步' },
  { year: '2021', text: '简历库与简历解析上线，支持 PDF、Word 批量导入' },
  { year: '2022', text: '外呼与通话录音上线，服务扩展到成都、武汉等城市' },
  { year: '2023', text: '共享简历库与人才搜索开放，合作猎头公司超过 300 家' },
  { year: '2024', text: '发布新版平台规则，结算与交付数据全面线上化' },
];

const TEAMS = [
  { name: '项目经理', text: '负责企业职位的运营：整理职位介绍和推荐报告模板，审核推荐是否有效，推动面试与 Offer。' },
  { name: 'PM 助理', text: '协助项目经理跟进面试安排与候选人反馈，及时在聊天中回复顾问的问题。' },
  { name: '商务经理', text: '为猎头公司开通账号、安排培训，定期回访使用情况，也是您申请试用后的第一位联系人。' },
  { name: '客户成功', text: '处理结算与对账问题，按平台规则受理投诉，保障合作双方的权益。' },
];

const RULES = [
  '平台规则自 2024 年 3 月 1 日起施行，分为订单管理规则与结算规则两部分',
  '违规情形包括盲推、跳单、简历造假、骚扰候选人、信息泄露与账号异常行为',
  '订单到达面试预约及之后阶段，不再受理盲推投诉；已终止的订单不作判定',
  '被投诉方需在投诉方反馈后 24 小时内提交证据',
  '连续 15 天无推荐或 30 天无有效推荐视为考核不达标，需在 5 个工作日内缴纳保证金',
];

export function AboutPage() {
  return (
    <>
      <PageHead
        eyebrow="关于我们"
        title="让猎头合作更透明、更高效"
        lead="我们相信，好的猎头服务建立在清晰的规则和可信的记录之上。猎头协作平台连接用人企业与猎头公司，用统一的订单、统一的规则和统一的结算，让合作的每一方都放心。"
      />
      <section className="s-section" aria-labelledby="about-what">
        <div className="s-container s-narrow">
          <h2 id="about-what" className="s-section__title">
            我们在做什么
          </h2>
          <p className="s-prose">
            企业把职位交给平台，由平台项目经理统一运营；猎头公司的顾问在平台上找到职位、推荐候选人，订单从推荐到过保全程在线推进；候选人入职并度过保证期后，平台按结算周期与猎头公司结算佣金。我们同时为猎头公司提供简历库、人才搜索、外呼、业务数据等日常工作所需的工具，让顾问把时间花在人身上，而不是表格上。
          </p>
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="about-history">
        <div className="s-container">
          <h2 id="about-history" className="s-section__title">
            发展历程
          </h2>
          <ol className="s-timeline">
            {MILESTONES.map((m) => (
              <li key={m.year}>
                <h3>{m.year}</h3>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="s-section" aria-labelledby="about-team">
        <div className="s-container">
          <h2 id="about-team" className="s-section__title">
            为您服务的团队
          </h2>
          <ul className="s-grid s-grid--four">
            {TEAMS.map((t) => (
              <li key={t.name} className="s-card">
                <h3>{t.name}</h3>
                <p>{t.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="about-rules">
        <div className="s-container s-narrow">
          <h2 id="about-rules" className="s-section__title">
            公开透明的合作规则
          </h2>
          <ul className="s-bullets">
            {RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="s-section" aria-labelledby="contact">
        <div className="s-container s-contact">
          <div>
            <h2 id="contact" className="s-section__title">
              联系我们
            </h2>
            <dl className="s-contact__list">
              <div>
                <dt>商务合作邮箱</dt>
                <dd>
                  <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
                </dd>
              </div>
              <div>
                <dt>工作时间</dt>
                <dd>{WORK_HOURS}（工作日）</dd>
              </div>
              <div>
                <dt>企业微信</dt>
                <dd>扫描右侧二维码添加商务顾问，我们会为您安排产品介绍和演示</dd>
              </div>
            </dl>
          </div>
          <img className="s-contact__qr" src={CONTACT_QR_SRC} alt="企业微信二维码：扫码添加商务顾问" width={160} height={160} />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
