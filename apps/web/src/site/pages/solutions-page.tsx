import { CtaBand } from '../components/cta-band';
import { PageHead } from '../components/page-head';
import { SOLUTIONS } from '../content/catalog';

export function SolutionsPage() {
  return (
    <>
      <PageHead
        eyebrow="解决方案"
        title="不同规模、不同行业，各有各的用法"
        lead="同一个平台，精品工作室用它跑通完整交付，多城市公司用它分级管理，行业团队用它沉淀人才，RPO 团队用它保证节奏，用人企业用它一次连接多家猎头。"
      />
      <section className="s-section" aria-label="解决方案列表">
        <div className="s-container">
          <ul className="s-grid s-grid--solutions-wide">
            {SOLUTIONS.map((s) => (
              <li key={s.id} className="s-card">
                <p className="s-card__eyebrow">方案 {s.id}</p>
                <h2>{s.name}</h2>
                <p className="s-list__tagline">{s.tagline}</p>
                <p>{s.description}</p>
                <a className="s-link-more" href={`/solution/${s.id}`}>
                  查看{s.name}方案
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title="不确定哪种方案适合您？" text="告诉我们团队规模、城市与主要行业，商务顾问会在演示中给出具体建议。" />
    </>
  );
}
