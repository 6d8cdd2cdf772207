import type { ReactNode } from 'react';

/** The head band of an inner page: where it sits, its one h1, and a lead paragraph. */
export function PageHead({ eyebrow, title, lead, crumbs }: { eyebrow: string; title: string; lead: ReactNode; crumbs?: ReactNode }) {
  return (
    <section className="s-page-head" aria-labelledby="page-title">
      <div className="s-container">
        {crumbs ? (
          <nav className="s-crumbs" aria-label="当前位置">
            {crumbs}
          </nav>
        ) : (
          <p className="s-eyebrow">{eyebrow}</p>
        )}
        <h1 id="page-title">{title}</h1>
        <p className="s-page-head__lead">{lead}</p>
      </div>
    </section>
  );
}
