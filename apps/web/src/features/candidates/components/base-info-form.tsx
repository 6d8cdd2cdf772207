import { type BaseInfo, baseInfoSchema } from '@hh/domain/candidates/resume.schema';
import { ID_CARD_MESSAGES, idCardProblem } from '@hh/domain/people/id-card';
import { isMainlandMobile } from '@hh/domain/people/phone';
import AutoComplete from 'antd/es/auto-complete';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { schemaRule } from '../../../components/schema-rule';
import { useCityNames, useDictionaries } from '../api/reference';
import { EditActions } from './edit-actions';
import { MonthField } from './month-field';
import { type FieldMarks, fieldChanged, REVIEWED_FIELDS, type ReviewedField } from './parse-marks';
import { ReviewFieldNote } from './parse-review-notes';
import { codeFromForm, codeToForm, isMasked } from './resume-values';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const shape = baseInfoSchema.shape;

export type BaseForm = Omit<BaseInfo, 'sex' | 'education'> & { sex?: number; education?: number };

/** The base-info form (loaded when a consultant opens it): contacts may stay masked, meaning unchanged. */
export default function BaseInfoForm({
  base,
  marks = {},
  onSave,
  onCancel,
  onDraftChange,
}: {
  base: BaseInfo;
  /** The upload review's marks: each goes as soon as its field is changed here. */
  marks?: FieldMarks;
  onSave: (base: BaseInfo) => Promise<void>;
  onCancel: () => void;
  onDraftChange?: (base: Partial<BaseForm> | null) => void;
}) {
  const [form] = Form.useForm<BaseForm>();
  // The marked fields changed so far, as one string so the form re-renders only when that set changes.
  const changed =
    Form.useWatch(
      (values: BaseForm) =>
        REVIEWED_FIELDS.filter(
          (f) => marks[f] && fieldChanged(base, { ...values, sex: codeFromForm(values.sex), education: codeFromForm(values.education) }, f),
        ).join(','),
      form,
    ) ?? '';
  const note = (field: ReviewedField) => {
    const mark = marks[field];
    return mark && !changed.split(',').includes(field) ? <ReviewFieldNote mark={mark} /> : undefined;
  };
  const dict = useDictionaries();
  const cities = useCityNames();
  const submit = (values: BaseForm) =>
    onSave({
      ...base,
      ...values,
      sex: codeFromForm(values.sex),
      education: codeFromForm(values.education),
      folk: values.folk ?? '',
      politicalStatus: values.politicalStatus ?? '',
      maritalStatus: values.maritalStatus ?? '',
    });
  const contactRequired = () => {
    const { phone, email } = form.getFieldsValue(['phone', 'email']);
    return !phone?.trim() && !email?.trim() ? '请至少填写手机号或邮箱，以便识别重复候选人' : null;
  };
  return (
    <Form<BaseForm>
      form={form}
      layout="vertical"
      initialValues={{ ...base, sex: codeToForm(base.sex), education: codeToForm(base.education) }}
      onFinish={submit}
      onValuesChange={(_, all) => onDraftChange?.(all)}
      scrollToFirstError
    >
      <div className="hh-form-grid">
        <Form.Item
          name="name"
          label="姓名"
          extra={note('name')}
          rules={[{ required: true, whitespace: true, message: '请填写候选人姓名' }, schemaRule(shape.name)]}
        >
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sex" label="性别" extra={note('sex')}>
          <Select options={dict.codes('sex')} allowClear placeholder="请选择" />
        </Form.Item>
        <Form.Item name="birthday" label="出生年月" extra={note('birthday')}>
          <MonthField />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          dependencies={['email']}
          extra={isMasked(base.phone) ? '保留星号则不修改' : note('phone')}
          rules={[
            {
              validator: async (_, value?: string) => {
                const problem = contactRequired();
                if (problem) throw new Error(problem);
                const v = value?.trim() ?? '';
                if (v && !isMasked(v) && !isMainlandMobile(v)) throw new Error('手机号格式不正确');
              },
            },
          ]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label="邮箱"
          extra={note('email')}
          dependencies={['phone']}
          rules={[
            {
              validator: async (_, value?: string) => {
                const v = value?.trim() ?? '';
                if (v && !isMasked(v) && !EMAIL_RE.test(v)) throw new Error('邮箱格式不正确');
              },
            },
          ]}
        >
          <Input maxLength={80} inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="city" label="现居城市" extra={note('city')} rules={[schemaRule(shape.city)]}>
          <AutoComplete options={cities.map((c) => ({ value: c }))} showSearch={{ filterOption: true }} placeholder="输入或选择城市" />
        </Form.Item>
        <Form.Item name="workStartDate" label="参加工作时间" extra={note('workStartDate')} rules={[schemaRule(shape.workStartDate)]}>
          <MonthField />
        </Form.Item>
        <Form.Item name="education" label="最高学历" extra={note('education')}>
          <Select options={dict.codes('education')} allowClear placeholder="请选择" />
        </Form.Item>
        <Form.Item name="companyName" label="目前公司" rules={[schemaRule(shape.companyName)]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="positionName" label="目前职位" rules={[schemaRule(shape.positionName)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="identityCardNum"
          label="身份证号"
          extra={isMasked(base.identityCardNum) ? '保留星号则不修改' : undefined}
          rules={[
            {
              validator: async (_, value?: string) => {
                const v = value?.trim() ?? '';
                const problem = v && !isMasked(v) ? idCardProblem(v) : null;
                if (problem) throw new Error(ID_CARD_MESSAGES[problem]);
              },
            },
          ]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="householdRegistration" label="户口所在地" rules={[schemaRule(shape.householdRegistration)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="folk" label="民族">
          <Select options={dict.labels('folk')} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="nativePlace" label="籍贯" rules={[schemaRule(shape.nativePlace)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="politicalStatus" label="政治面貌">
          <Select options={dict.labels('politicalStatus')} allowClear placeholder="请选择" />
        </Form.Item>
        <Form.Item name="maritalStatus" label="婚姻状况">
          <Select options={dict.labels('maritalStatus')} allowClear placeholder="请选择" />
        </Form.Item>
        <Form.Item name="selfEvaluation" label="自我评价" className="hh-form-grid__wide" rules={[schemaRule(shape.selfEvaluation)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </div>
      <EditActions onCancel={onCancel} />
    </Form>
  );
}
