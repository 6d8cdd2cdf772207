import type { MissingItem, ResumeSection } from '@hh/domain/candidates/resume-completeness';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import './resume.css';

export const sectionAnchor = (section: ResumeSection) => `resume-section-${section}`;

/** One module of the resume: its title, how many items it still misses, its actions. */
export function SectionCard({
  section,
  title,
  missing = [],
  extra,
  children,
}: {
  section: ResumeSection;
  title: string;
  missing?: MissingItem[];
  extra?: ReactNode;
  children: ReactNode;
}) {
  const count = missing.filter((m) => m.section === section).length;
  return (
    <Card
      id={sectionAnchor(section)}
      className="hh-resume-card"
      data-testid={`section-${section}`}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>
          {count > 0 ? (
            <Tag color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
              待完善{count}项
            </Tag>
          ) : null}
        </span>
      }
      extra={extra}
      styles={{ body: { paddingBlock: 16 } }}
    >
      {children}
    </Card>
  );
}

/** A read-only value, or a pale 未填写 when there is none. */
export function FieldValue({ children }: { children: ReactNode }) {
  return isBlank(children) ? <span className="hh-empty-value">未填写</span> : children;
}

const isBlank = (value: ReactNode) => value === undefined || value === null || value === '' || value === false;

export interface FieldItem {
  label: string;
  value: ReactNode;
  wide?: boolean;
  testId?: string;
  /** Shown after the value and highlighting the pair, e.g. the upload review's 请核对. */
  mark?: ReactNode;
}

/** Label–value pairs in two columns (one on a phone). */
export function Fields({ items }: { items: FieldItem[] }) {
  return (
    <dl className="hh-fields">
      {items.map((item) => (
        <div
          key={item.label}
          className={[item.wide ? 'hh-fields__wide' : '', item.mark ? 'hh-fields__marked' : ''].filter(Boolean).join(' ') || undefined}
          data-testid={item.testId}
        >
          <dt>{item.label}</dt>
          <dd>
            {/* A mark on an empty value (未识别) says it instead of 未填写. */}
            {item.mark && isBlank(item.value) ? null : <FieldValue>{item.value}</FieldValue>}
            {item.mark}
          </dd>
        </div>
      ))}
    </dl>
  );
}
