import { PageHead } from '../components/page-head';
import { LEGAL_DOCS, LEGAL_UPDATED } from '../content/legal';

/** 服务条款 / 隐私政策 / 更多协议 (param 1–3), linked from the footer. */
export function LegalPage({ param }: { param?: number }) {
  const doc = LEGAL_DOCS.find((d) => d.id === param) ?? LEGAL_DOCS[0];
  if (!doc) return null;
  return (
    <>
      <PageHead eyebrow={`更新于 ${LEGAL_UPDATED}`} title={doc.name} lead={doc.lead} />
      <section className="s-section">
        <div className="s-container s-narrow">
          {doc.sections.map((s) => (
            <div key={s.title}>
              <h2 className="s-section__title" style={{ fontSize: 20, marginTop: 24 }}>
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="s-prose">
                  {p}
                </p>
              ))}
            </div>
          ))}
          <p className="s-prose">
            {LEGAL_DOCS.filter((d) => d.id !== doc.id).map((d) => (
              <a key={d.id} href={d.path} style={{ marginInlineEnd: 16 }}>
                {d.name}
              </a>
            ))}
          </p>
        </div>
      </section>
    </>
  );
}
