import { describeMissingItem, type MissingItem } from '@hh/domain/candidates/resume-completeness';
import Alert from 'antd/es/alert';
import { sectionAnchor } from './section-card';

/**
 * What the resume still misses (spec 000 §5), item by item, each a link to its section; or
 * 简历已完善. A draft may be saved incomplete: it then lands in 未完善.
 */
export function CompletenessBanner({ missing, draft = false }: { missing: MissingItem[]; draft?: boolean }) {
  if (missing.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="completeness"
        title="简历已完善"
        description={draft ? '保存后将进入「已完善」。' : undefined}
      />
    );
  }
  const jump = (item: MissingItem) =>
    document.getElementById(sectionAnchor(item.section))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="completeness"
      title={`简历未完善，还缺少 ${missing.length} 项`}
      description={
        <>
          {draft ? <div style={{ marginBottom: 6 }}>可以先保存，简历会进入「未完善」，之后再补充。</div> : null}
          <ul
            style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2px 20px', lineHeight: 1.9 }}
            data-testid="missing-items"
          >
            {missing.map((item) => {
              const text = describeMissingItem(item);
              return (
                <li key={`${item.section}-${item.index ?? ''}-${item.field}`}>
                  <a
                    href={`#${sectionAnchor(item.section)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      jump(item);
                    }}
                  >
                    {text}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      }
    />
  );
}
