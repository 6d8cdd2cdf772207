import { educationEntrySchema, projectEntrySchema, workEntrySchema } from '@hh/domain/candidates/resume.schema';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { schemaRule } from '../../../components/schema-rule';
import type { Dictionaries } from '../api/reference';
import type { ListTarget } from '../api/resume';
import { EditActions } from './edit-actions';
import type { EntryOf } from './entry-summary';
import { MonthField } from './month-field';
import { codeFromForm, codeToForm, endsBeforeStart } from './resume-values';

/** Start and end of an entry: 年-月, the end may be 至今 and may not come before the start. */
function PeriodItems({ startLabel, endLabel, start, end }: { startLabel: string; endLabel: string; start: z.ZodType; end: z.ZodType }) {
  return (
    <>
      <Form.Item name="startDate" label={startLabel} rules={[schemaRule(start)]}>
        <MonthField />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={endLabel}
        dependencies={['startDate']}
        rules={[
          schemaRule(end),
          ({ getFieldValue }: { getFieldValue: (name: string) => string | undefined }) => ({
            validator: async (_: unknown, value?: string) => {
              if (endsBeforeStart(getFieldValue('startDate') ?? '', value ?? '')) throw new Error(`${endLabel}不能早于${startLabel}`);
            },
          }),
        ]}
      >
        <MonthField allowPresent />
      </Form.Item>
    </>
  );
}

const edu = educationEntrySchema.shape;
const work = workEntrySchema.shape;
const project = projectEntrySchema.shape;

function EducationFields({ dict }: { dict: Dictionaries }) {
  return (
    <>
      <Form.Item
        name="schoolName"
        label="学校名称"
        rules={[{ required: true, whitespace: true, message: '请填写学校名称' }, schemaRule(edu.schoolName)]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="professional" label="专业" rules={[schemaRule(edu.professional)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="education" label="学历">
        <Select options={dict.codes('education')} allowClear placeholder="请选择" />
      </Form.Item>
      <div />
      <PeriodItems startLabel="入学时间" endLabel="毕业时间" start={edu.startDate} end={edu.endDate} />
    </>
  );
}

function WorkFields() {
  return (
    <>
      <Form.Item
        name="companyName"
        label="公司名称"
        rules={[{ required: true, whitespace: true, message: '请填写公司名称' }, schemaRule(work.companyName)]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="positionName" label="职位名称" rules={[schemaRule(work.positionName)]}>
        <Input maxLength={60} />
      </Form.Item>
      <PeriodItems startLabel="入职时间" endLabel="离职时间" start={work.startDate} end={work.endDate} />
      <Form.Item name="workContent" label="工作内容" className="hh-form-grid__wide" rules={[schemaRule(work.workContent)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}

function ProjectFields() {
  return (
    <>
      <Form.Item
        name="projectName"
        label="项目名称"
        className="hh-form-grid__wide"
        rules={[{ required: true, whitespace: true, message: '请填写项目名称' }, schemaRule(project.projectName)]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <PeriodItems startLabel="开始时间" endLabel="结束时间" start={project.startDate} end={project.endDate} />
      <Form.Item name="projectContent" label="项目描述" className="hh-form-grid__wide" rules={[schemaRule(project.projectContent)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}

const ENTRY_FIELDS: Record<ListTarget, (props: { dict: Dictionaries }) => ReactNode> = {
  education: EducationFields,
  work: WorkFields,
  project: ProjectFields,
};

/** The form of one education, work or project entry (loaded when opened). */
export default function EntryForm<T extends ListTarget>({
  target,
  entry,
  dict,
  onSave,
  onCancel,
}: {
  target: T;
  entry: EntryOf[T];
  dict: Dictionaries;
  onSave: (entry: EntryOf[T]) => Promise<void>;
  onCancel: () => void;
}) {
  const Fields = ENTRY_FIELDS[target as ListTarget];
  const coded = target === 'education' ? { education: codeToForm((entry as EntryOf['education']).education) } : {};
  return (
    <Form
      layout="vertical"
      className="hh-entry-form"
      initialValues={{ ...entry, ...coded }}
      onFinish={(values: Record<string, unknown>) =>
        onSave({
          ...entry,
          ...values,
          ...(target === 'education' ? { education: codeFromForm(values.education as number | undefined) } : {}),
        } as EntryOf[T])
      }
      scrollToFirstError
    >
      <div className="hh-form-grid">
        <Fields dict={dict} />
      </div>
      <EditActions onCancel={onCancel} />
    </Form>
  );
}
