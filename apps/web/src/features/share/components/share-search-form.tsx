import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import type { ShareSearchFilter } from '@hh/domain/talent/share-search';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useEffect } from 'react';

const SCHOOL_TYPES = [
  ['1', '985'],
  ['2', '211'],
  ['3', '双一流'],
  ['4', '一本'],
  ['5', '二本'],
  ['6', '三本'],
] as const;

type Values = Omit<ShareSearchFilter, 'current' | 'limit'> & { sharerId: string };

/**
 * The share search form (spec 001 §3). Work years are typed as years; the query builder of the
 * domain sends them divided by 10 (and drops negatives), schoolType comma-joined.
 */
export function ShareSearchForm({
  filter,
  sharerId,
  sharers,
  onSearch,
}: {
  filter: ShareSearchFilter;
  sharerId: string;
  sharers: { id: string; cname: string; sharedCount: number }[];
  onSearch: (values: Values) => void;
}) {
  const [form] = Form.useForm<Values>();
  useEffect(() => form.setFieldsValue({ ...filter, sharerId }), [filter, sharerId, form]);
  const reset = () => {
    form.resetFields();
    onSearch({ ...form.getFieldsValue(), sharerId: '' });
  };
  const text = (name: keyof Values, label: string, placeholder: string, max = 50) => (
    <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
      <Input allowClear maxLength={max} placeholder={placeholder} />
    </Form.Item>
  );
  const range = (lower: 'workYearLower' | 'ageLower', upper: 'workYearUpper' | 'ageUpper', label: string, max: number) => (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <Form.Item name={lower} noStyle>
          <InputNumber min={0} max={max} precision={0} placeholder="不限" aria-label={`${label}下限`} style={{ width: '100%' }} />
        </Form.Item>
        <span>至</span>
        <Form.Item name={upper} noStyle>
          <InputNumber min={0} max={max} precision={0} placeholder="不限" aria-label={`${label}上限`} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ education: 0, sex: 0, schoolType: [], sharerId: '' }}
      onFinish={(values) => onSearch(values)}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 16 }}
    >
      {text('expectPositionName', '期望职位', '如：销售经理')}
      {text('expectCity', '期望城市', '如：上海', 20)}
      {range('workYearLower', 'workYearUpper', '工作年限（年）', 50)}
      {range('ageLower', 'ageUpper', '年龄', 100)}
      <Form.Item name="education" label="学历" style={{ marginBottom: 12 }}>
        <Select options={Object.entries(EDUCATION_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
      <Form.Item name="sex" label="性别" style={{ marginBottom: 12 }}>
        <Select
          options={[
            { value: 0, label: '不限' },
            { value: 1, label: '男' },
            { value: 2, label: '女' },
          ]}
        />
      </Form.Item>
      {text('companyNames', '公司名称', '曾就职的公司')}
      {text('lastSchoolNames', '毕业院校', '如：浙江大学')}
      {text('projectExperiences', '项目经历', '项目名称关键词')}
      <Form.Item name="schoolType" label="院校类型" style={{ marginBottom: 12 }}>
        <Select mode="multiple" allowClear placeholder="不限" options={SCHOOL_TYPES.map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="sharerId" label="本公司分享人" style={{ marginBottom: 12 }}>
        <Select
          options={[{ value: '', label: '不限' }, ...sharers.map((s) => ({ value: s.id, label: `${s.cname}（${s.sharedCount}）` }))]}
        />
      </Form.Item>
      <Form.Item label=" " style={{ marginBottom: 12 }}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button onClick={reset}>重置</Button>
        </div>
      </Form.Item>
    </Form>
  );
}
