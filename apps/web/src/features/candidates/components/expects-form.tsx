import { type Expects, expectsSchema } from '@hh/domain/candidates/resume.schema';
import AutoComplete from 'antd/es/auto-complete';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { schemaRule } from '../../../components/schema-rule';
import { useCityNames, useDictionaries } from '../api/reference';
import { EditActions } from './edit-actions';
import { codeFromForm, codeToForm, type SalaryForm, salaryFromForm, salaryToForm } from './resume-values';

const shape = expectsSchema.shape;

type ExpectsFormValues = Omit<Expects, 'nowStatus'> & SalaryForm & { nowStatus?: number };

function SalaryInputs({ prefix, label }: { prefix: 'expect' | 'now'; label: string }) {
  return (
    <fieldset className="hh-form-grid__wide" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8, color: 'rgba(0,0,0,0.88)' }}>{label}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
        <Form.Item name={`${prefix}SalaryK`} label="月薪" layout="horizontal" labelCol={{ flex: '40px' }}>
          <InputNumber min={0} max={10_000} precision={2} suffix="k/月" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={`${prefix}Months`} label="薪数" layout="horizontal" labelCol={{ flex: '40px' }}>
          <InputNumber min={0} max={24} precision={1} step={0.5} suffix="薪" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={`${prefix}SalaryWan`} label="年薪" layout="horizontal" labelCol={{ flex: '40px' }}>
          <InputNumber min={0} max={10_000} precision={2} suffix="万/年" style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </fieldset>
  );
}

/** The intention form (loaded when opened): salary typed in k, months and 万, stored in yuan. */
export default function ExpectsForm({
  expects,
  onSave,
  onCancel,
}: {
  expects: Expects;
  onSave: (e: Expects) => Promise<void>;
  onCancel: () => void;
}) {
  const dict = useDictionaries();
  const cities = useCityNames();
  const submit = (values: ExpectsFormValues) => {
    const { expectSalaryK, expectMonths, expectSalaryWan, nowSalaryK, nowMonths, nowSalaryWan, ...rest } = values;
    return onSave({
      ...expects,
      ...rest,
      ...salaryFromForm({ expectSalaryK, expectMonths, expectSalaryWan, nowSalaryK, nowMonths, nowSalaryWan }),
      nowStatus: codeFromForm(values.nowStatus),
      refuseToDisclose: values.refuseToDisclose ?? false,
    });
  };
  return (
    <Form<ExpectsFormValues>
      layout="vertical"
      initialValues={{ ...expects, ...salaryToForm(expects), nowStatus: codeToForm(expects.nowStatus) }}
      onFinish={submit}
      scrollToFirstError
    >
      <div className="hh-form-grid">
        <Form.Item name="expectCity" label="期望城市" rules={[schemaRule(shape.expectCity)]}>
          <AutoComplete options={cities.map((c) => ({ value: c }))} showSearch={{ filterOption: true }} placeholder="输入或选择城市" />
        </Form.Item>
        <Form.Item name="expectPositionName" label="期望职位" rules={[schemaRule(shape.expectPositionName)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="expectIndustry" label="期望行业" rules={[schemaRule(shape.expectIndustry)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="nowStatus" label="求职状态">
          <Select options={dict.codes('nowStatus')} allowClear placeholder="请选择" />
        </Form.Item>
        <SalaryInputs prefix="expect" label="期望薪资" />
        <SalaryInputs prefix="now" label="目前薪资" />
        <Form.Item name="refuseToDisclose" valuePropName="checked" className="hh-form-grid__wide">
          <Checkbox>候选人不透露薪资</Checkbox>
        </Form.Item>
        <Form.Item name="arrivalAt" label="到岗时间" rules={[schemaRule(shape.arrivalAt)]}>
          <Input maxLength={30} placeholder="例如：一个月内" />
        </Form.Item>
        <Form.Item name="reportValue" label="汇报对象" rules={[schemaRule(shape.reportValue)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="leaveReason" label="离职原因" className="hh-form-grid__wide" rules={[schemaRule(shape.leaveReason)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
      </div>
      <EditActions onCancel={onCancel} />
    </Form>
  );
}
