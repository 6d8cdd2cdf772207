import { CourseList } from '../components/course-list';
import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { RESEARCH_REPORTS } from '../content/stories';

export function ResearchPage() {
  return (
    <>
      <PageHead
        eyebrow="研究院"
        title="猎头协作平台研究院"
        lead="我们从平台上匿名汇总的订单、职位与人才数据出发，研究猎头交付的效率与规律，并把经验整理成面向顾问和管理者的课程。"
      />
      <section className="s-section" aria-labelledby="research-reports">
        <div className="s-container">
          <h2 id="research-reports" className="s-section__title">
            研究报告
          </h2>
          <ul className="s-grid s-grid--three">
            {RESEARCH_REPORTS.map((report) => (
              <li key={report.id} className="s-card">
                <p className="s-card__eyebrow">{report.published}</p>
                <h3>{report.title}</h3>
                <p>{report.summary}</p>
                <p className="s-card__label">主要发现</p>
                <ul className="s-bullets">
                  {report.findings.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="s-section s-section--tint" aria-labelledby="research-courses">
        <div className="s-container">
          <h2 id="research-courses" className="s-section__title">
            顾问课程
          </h2>
          <p className="s-section__lead">由平台项目经理与资深顾问主讲，已开通平台账号的团队可在工作台中免费学习。</p>
          <CourseList />
        </div>
      </section>
      <section className="s-section" aria-labelledby="research-method">
        <div className="s-container s-narrow">
          <h2 id="research-method" className="s-section__title">
            数据与方法
          </h2>
          <p className="s-prose">
            研究只使用汇总后的统计数据：候选人的姓名、手机号、邮箱和证件号不会离开业务系统，单个猎头公司的数据不会被单独披露。样本少于 30
            个的分组不发布结论。每份报告都注明数据时间范围与口径，例如“有效推荐”指被项目经理审核为有效的推荐，“入职”指候选人确认到岗。
          </p>
        </div>
      </section>
      <CtaBand title="想获取完整报告？" text="留下联系方式，商务顾问会把最新一期报告和课程安排发给您。" />
    </>
  );
}
