import type { Expects } from '@hh/domain/candidates/resume.schema';
import type { MissingItem } from '@hh/domain/candidates/resume-completeness';
import { describeSalary } from '@hh/domain/candidates/salary';
import { lazy } from 'react';
import { useDictionaries } from '../api/reference';
import { EditButton, FormLoading, useSectionEditing } from './edit-actions';
import { Fields, SectionCard } from './section-card';

const ExpectsForm = lazy(() => import('./expects-form'));

export interface ExpectsSectionProps {
  expects: Expects;
  missing: MissingItem[];
  readOnly?: boolean;
  onSave: (expects: Expects) => Promise<void>;
  onEditingChange?: (editing: boolean) => void;
}

/** 求职意向: where, what and for how much (salary shown as 45k×14薪（63万/年）, or 不透露). */
export function ExpectsSection({ expects, missing, readOnly, onSave, onEditingChange }: ExpectsSectionProps) {
  const dict = useDictionaries();
  const editing = useSectionEditing(false, onEditingChange);
  const e = expects;
  return (
    <SectionCard
      section="expects"
      title="求职意向"
      missing={missing}
      extra={readOnly || editing.on ? null : <EditButton label="编辑求职意向" onClick={editing.start} />}
    >
      {editing.on ? (
        <editing.Provider value={editing.saving}>
          <FormLoading>
            <ExpectsForm expects={expects} onCancel={editing.stop} onSave={editing.saveWith(onSave)} />
          </FormLoading>
        </editing.Provider>
      ) : (
        <Fields
          items={[
            { label: '期望城市', value: e.expectCity },
            { label: '期望职位', value: e.expectPositionName },
            { label: '期望行业', value: e.expectIndustry },
            {
              label: '期望薪资',
              value: describeSalary(e.expectSalaryPerMonth, e.expectTenthNumOfMonth, e.expectSalaryPerYear, e.refuseToDisclose),
              testId: 'expect-salary',
            },
            { label: '目前薪资', value: describeSalary(e.nowSalaryPerMonth, e.nowTenthNumOfMonth, e.nowSalaryPerYear, e.refuseToDisclose) },
            { label: '求职状态', value: e.nowStatus ? dict.label('nowStatus', e.nowStatus) : '' },
            { label: '到岗时间', value: e.arrivalAt },
            { label: '汇报对象', value: e.reportValue },
            { label: '离职原因', value: e.leaveReason, wide: true },
          ]}
        />
      )}
    </SectionCard>
  );
}
