import type { BaseInfo } from '@hh/domain/candidates/resume.schema';
import type { MissingItem } from '@hh/domain/candidates/resume-completeness';
import { lazy } from 'react';
import { useDictionaries } from '../api/reference';
import type { BaseForm } from './base-info-form';
import { EditButton, FormLoading, useSectionEditing } from './edit-actions';
import type { FieldMarks, ReviewedField } from './parse-marks';
import { ReviewMark } from './parse-review-notes';
import { yearsSince } from './resume-values';
import { Fields, SectionCard } from './section-card';
import { type Reveals, SensitiveValue } from './sensitive-value';

/** Forms load when first opened: reading a resume needs none of their weight. */
const BaseInfoForm = lazy(() => import('./base-info-form'));

export interface BaseInfoSectionProps {
  base: BaseInfo;
  missing: MissingItem[];
  readOnly?: boolean;
  /** On the saved resume: contacts come masked, with the audited 查看. */
  reveals?: Reveals;
  startEditing?: boolean;
  onSave: (base: BaseInfo) => Promise<void>;
  onEditingChange?: (editing: boolean) => void;
  /** Every change while editing, e.g. for the live duplicate check of the phone; null when the form closes. */
  onDraftChange?: (base: Partial<BaseForm> | null) => void;
  /** The upload review: parsed fields to check (请核对) or not read (未识别). */
  marks?: FieldMarks;
}

export function BaseInfoSection({
  base,
  missing,
  readOnly,
  reveals,
  startEditing,
  onSave,
  onEditingChange,
  onDraftChange,
  marks = {},
}: BaseInfoSectionProps) {
  const dict = useDictionaries();
  const editing = useSectionEditing(startEditing ?? false, (on) => {
    onEditingChange?.(on);
    if (!on) onDraftChange?.(null);
  });
  const marked = (field: ReviewedField) => {
    const mark = marks[field];
    return mark ? { mark: <ReviewMark mark={mark} />, ...(mark === 'notFound' ? { value: '' } : {}) } : {};
  };
  const age = yearsSince(base.birthday);
  const years = yearsSince(base.workStartDate);
  return (
    <SectionCard
      section="baseInfo"
      title="基本信息"
      missing={missing}
      extra={readOnly || editing.on ? null : <EditButton label="编辑基本信息" onClick={editing.start} />}
    >
      {editing.on ? (
        <editing.Provider value={editing.saving}>
          <FormLoading>
            <BaseInfoForm
              base={base}
              marks={marks}
              onCancel={editing.stop}
              onSave={editing.saveWith(onSave)}
              onDraftChange={onDraftChange}
            />
          </FormLoading>
        </editing.Provider>
      ) : (
        <Fields
          items={[
            { label: '姓名', value: base.name, ...marked('name') },
            { label: '性别', value: dict.label('sex', base.sex === 0 ? '' : base.sex), ...marked('sex') },
            {
              label: '出生年月',
              value: base.birthday ? `${base.birthday}${age === null ? '' : `（${age}岁）`}` : '',
              ...marked('birthday'),
            },
            {
              label: '手机号',
              value: <SensitiveValue field="phone" masked={base.phone} reveals={reveals} />,
              testId: 'base-phone',
              ...marked('phone'),
            },
            { label: '邮箱', value: <SensitiveValue field="email" masked={base.email} reveals={reveals} />, ...marked('email') },
            { label: '现居城市', value: base.city, ...marked('city') },
            {
              label: '参加工作',
              value: base.workStartDate ? `${base.workStartDate}${years === null ? '' : `（${years}年经验）`}` : '',
              ...marked('workStartDate'),
            },
            { label: '最高学历', value: base.education ? dict.label('education', base.education) : '', ...marked('education') },
            { label: '目前公司', value: base.companyName },
            { label: '目前职位', value: base.positionName },
            { label: '身份证号', value: <SensitiveValue field="idCard" masked={base.identityCardNum} reveals={reveals} /> },
            { label: '户口所在地', value: base.householdRegistration },
            { label: '民族', value: base.folk },
            { label: '籍贯', value: base.nativePlace },
            { label: '政治面貌', value: base.politicalStatus },
            { label: '婚姻状况', value: base.maritalStatus },
            { label: '自我评价', value: base.selfEvaluation, wide: true },
          ]}
        />
      )}
    </SectionCard>
  );
}
