import {
  DEFAULT_TEMPLATE,
  type RecommendReport,
  reportContentSchema,
  type TemplateField,
  templateContentSchema,
} from '@hh/domain/orders/report.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';

/** A report's content arrives as a JSON string (spec 001 §3); one that cannot be read is said so, not hidden. */
export function readReportContent(content: string) {
  try {
    const parsed = reportContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A position's template fields from its templateContent JSON string; the default template when it cannot be read. */
export function readTemplateFields(templateContent: string | undefined): readonly TemplateField[] {
  if (!templateContent) return DEFAULT_TEMPLATE.fields;
  try {
    const parsed = templateContentSchema.safeParse(JSON.parse(templateContent));
    return parsed.success ? parsed.data.fields : DEFAULT_TEMPLATE.fields;
  } catch {
    return DEFAULT_TEMPLATE.fields;
  }
}

/**
 * A recommendation report as written: the template's fields in the template's order (fields the
 * template no longer has keep their stored key), any custom fields, and the reasons. Shared by
 * the workspace's orders and the platform console.
 */
export function ReportView({ report, fields = DEFAULT_TEMPLATE.fields }: { report: RecommendReport; fields?: readonly TemplateField[] }) {
  const content = readReportContent(report.content);
  if (!content) return <Alert type="warning" showIcon title="推荐报告的内容无法读取" />;
  const known = new Set(fields.map((f) => f.key));
  const rows = [
    ...fields.filter((f) => content.values[f.key] !== undefined).map((f) => ({ key: f.key, label: f.label, value: content.values[f.key] })),
    ...Object.entries(content.values)
      .filter(([key]) => !known.has(key))
      .map(([key, value]) => ({ key, label: key, value })),
    ...content.customField.map((c, i) => ({ key: `custom-${i}`, label: c.label, value: c.value })),
  ];
  return (
    <div data-testid="report-view">
      <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13, marginBottom: 12 }}>
        {report.positionName} · 更新于 {formatChinaTime(report.updateTime, 'YYYY-MM-DD HH:mm')}
      </div>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={rows.map((r) => ({
          key: r.key,
          label: r.label,
          children: r.value ? <span style={{ whiteSpace: 'pre-line' }}>{r.value}</span> : '—',
        }))}
      />
      {report.coreReason ? (
        <section style={{ marginTop: 16 }}>
          <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>核心推荐理由</h3>
          <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{report.coreReason}</p>
        </section>
      ) : null}
      <section style={{ marginTop: 16 }}>
        <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>推荐理由</h3>
        <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{content.recommendReason || '—'}</p>
      </section>
    </div>
  );
}
