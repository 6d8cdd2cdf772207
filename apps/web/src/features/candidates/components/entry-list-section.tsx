import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { MissingItem } from '@hh/domain/candidates/resume-completeness';
import { SECTION_LABELS } from '@hh/domain/candidates/resume-completeness';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { lazy, type ReactNode, useState } from 'react';
import { type Dictionaries, useDictionaries } from '../api/reference';
import type { ListTarget } from '../api/resume';
import { FormLoading, useSectionEditing } from './edit-actions';
import type EntryFormComponent from './entry-forms';
import { type EntryOf, entrySummary } from './entry-summary';
import { ReviewMark } from './parse-review-notes';
import { emptyEntry } from './resume-values';
import { SectionCard } from './section-card';

export interface EntryListSectionProps<T extends ListTarget> {
  target: T;
  entries: EntryOf[T][];
  missing: MissingItem[];
  readOnly?: boolean;
  /** Saves an entry: `index` null adds a new one. */
  onSave: (entry: EntryOf[T], index: number | null) => Promise<void>;
  onDelete: (index: number) => Promise<void>;
  onEditingChange?: (editing: boolean) => void;
  /** The upload review: per entry, whether the parser was unsure of it (请核对). */
  marks?: boolean[];
  /** The upload review: the parser found no such section in the file. */
  notFound?: boolean;
}

// lazy() drops the form's type parameter; the cast gives it back.
const EntryForm = lazy(() => import('./entry-forms')) as unknown as typeof EntryFormComponent;

/** 'new' while adding, an index while editing that entry, null otherwise. */
type Editing = number | 'new' | null;

/** 教育经历, 工作经历, 项目经历: the entries, each editable and deletable, and 添加. */
export function EntryListSection<T extends ListTarget>({
  target,
  entries,
  missing,
  readOnly,
  onSave,
  onDelete,
  onEditingChange,
  marks = [],
  notFound = false,
}: EntryListSectionProps<T>) {
  const dict = useDictionaries();
  const [which, setWhich] = useState<Editing>(null);
  const editing = useSectionEditing(false, onEditingChange);
  const label = SECTION_LABELS[target];
  const open = (next: Editing) => {
    setWhich(next);
    if (next === null) editing.stop();
    else editing.start();
  };
  const save = editing.saveWith(async (entry: EntryOf[T]) => {
    await onSave(entry, which === 'new' || which === null ? null : which);
    setWhich(null);
  });
  const form = (entry: EntryOf[T]) => (
    <editing.Provider value={editing.saving}>
      <FormLoading>
        <EntryForm target={target} entry={entry} dict={dict} onSave={save} onCancel={() => open(null)} />
      </FormLoading>
    </editing.Provider>
  );

  return (
    <SectionCard
      section={target}
      title={label}
      missing={missing}
      extra={
        readOnly || which !== null ? null : (
          <Button type="link" icon={<PlusOutlined />} onClick={() => open('new')} style={{ paddingInline: 4 }} aria-label={`添加${label}`}>
            添加
          </Button>
        )
      }
    >
      {entries.length === 0 && which !== 'new' ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={notFound ? `原文中未找到${label}，如有请添加` : `暂无${label}`}
          style={{ margin: '8px 0' }}
        />
      ) : null}
      <div>
        {entries.map((entry, index) =>
          which === index ? (
            <div key={entryKey(entry, index)}>{form(entry)}</div>
          ) : (
            <EntryView
              key={entryKey(entry, index)}
              target={target}
              entry={entry}
              dict={dict}
              marked={marks[index] === true}
              gaps={missing.filter((m) => m.section === target && m.index === index).map((m) => m.label)}
              actions={
                readOnly || which !== null ? null : (
                  <>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => open(index)}
                      aria-label={`编辑${label}第${index + 1}条`}
                    >
                      编辑
                    </Button>
                    <Popconfirm
                      title={`删除这条${label}？`}
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(index).catch(() => undefined)}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除${label}第${index + 1}条`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </>
                )
              }
            />
          ),
        )}
      </div>
      {which === 'new' ? form(emptyEntry[target]() as EntryOf[T]) : null}
    </SectionCard>
  );
}

function entryKey(entry: { id?: string }, index: number) {
  return entry.id ?? `draft-${index}`;
}

function EntryView<T extends ListTarget>({
  target,
  entry,
  dict,
  marked,
  gaps,
  actions,
}: {
  target: T;
  entry: EntryOf[T];
  dict: Dictionaries;
  marked: boolean;
  gaps: string[];
  actions: ReactNode;
}) {
  const { title, subtitle, content } = entrySummary(target, entry, dict);
  const period = entry.startDate || entry.endDate ? `${entry.startDate || '?'} — ${entry.endDate || '?'}` : '';
  return (
    <article className={marked ? 'hh-entry hh-entry--marked' : 'hh-entry'} data-testid={`entry-${target}`}>
      <div className="hh-entry__head">
        <span className="hh-entry__title">{title || <span className="hh-empty-value">未填写名称</span>}</span>
        {subtitle ? <span>{subtitle}</span> : null}
        {period ? <span className="hh-entry__period">{period}</span> : null}
        {marked ? <ReviewMark mark="guess" /> : null}
        {actions ? <span className="hh-entry__actions">{actions}</span> : null}
      </div>
      {gaps.length > 0 ? (
        <Tag color="orange" variant="filled" style={{ marginTop: 6, whiteSpace: 'normal' }}>
          待完善：{gaps.join('、')}
        </Tag>
      ) : null}
      {content ? <div className="hh-entry__content">{content}</div> : null}
    </article>
  );
}
