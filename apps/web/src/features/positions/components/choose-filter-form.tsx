import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import type { TalentSearchFilter } from '@hh/domain/talent/search-filter';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useState } from 'react';

/** The schoolType dictionary (apps/server/data/dictionaries.json). */
const SCHOOL_TYPES = [
  { value: '1', label: '985' },
  { value: '2', label: '211' },
  { value: '3', label: '双一流' },
  { value: '4', label: '一本' },
  { value: '5', label: '二本' },
  { value: '6', label: '三本' },
  { value: '7', label: '海外院校' },
];

export type ChooseFilterValues = Pick<
  TalentSearchFilter,
  | 'userIdOrName'
  | 'positionName'
  | 'city'
  | 'education'
  | 'workYearLower'
  | 'workYearUpper'
  | 'sex'
  | 'ageLower'
  | 'ageUpper'
  | 'schoolType'
>;

const range = (lower: string, upper: string, label: string, max: number) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
    <Form.Item name={lower} noStyle>
      <InputNumber min={0} max={max} precision={0} placeholder="最低" aria-label={`${label}最低`} style={{ flex: 1, minWidth: 0 }} />
    </Form.Item>
    <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>-</span>
    <Form.Item name={upper} noStyle>
      <InputNumber min={0} max={max} precision={0} placeholder="最高" aria-label={`${label}最高`} style={{ flex: 1, minWidth: 0 }} />
    </Form.Item>
  </div>
);

/**
 * The candidate filter of the choose screen: what the user types stays in the form until 搜索,
 * then it becomes the screen's search (and the query is built from it by the domain's rules).
 */
export function ChooseFilterForm({
  initial,
  phone,
  onSearch,
  onReset,
}: {
  initial: ChooseFilterValues;
  phone: boolean;
  onSearch: (values: ChooseFilterValues) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<ChooseFilterValues>();
  const [more, setMore] = useState(!phone);
  const column = { minWidth: 0 } as const;
  return (
    <Form<ChooseFilterValues>
      form={form}
      initialValues={initial}
      layout="vertical"
      onFinish={(values) => onSearch({ ...initial, ...values })}
      data-testid="choose-filters"
      style={{ display: 'grid', gridTemplateColumns: phone ? '1fr 1fr' : 'repeat(4, minmax(0, 1fr))', columnGap: 12 }}
    >
      <Form.Item name="userIdOrName" label="候选人" style={{ ...column, gridColumn: phone ? '1 / -1' : undefined }}>
        <Input placeholder="姓名、手机号或邮箱" maxLength={50} allowClear />
      </Form.Item>
      <Form.Item name="positionName" label="职位名称" style={{ ...column, gridColumn: phone ? '1 / -1' : undefined }}>
        <Input placeholder="目前或曾任职位" maxLength={50} allowClear />
      </Form.Item>
      {more ? (
        <>
          <Form.Item name="city" label="所在城市" style={column}>
            <Input placeholder="如：杭州" maxLength={20} allowClear />
          </Form.Item>
          <Form.Item name="education" label="学历" style={column}>
            <Select options={Object.entries(EDUCATION_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          <Form.Item label="工作年限（年）" style={column}>
            {range('workYearLower', 'workYearUpper', '工作年限', 50)}
          </Form.Item>
          <Form.Item label="年龄" style={column}>
            {range('ageLower', 'ageUpper', '年龄', 100)}
          </Form.Item>
          <Form.Item name="sex" label="性别" style={column}>
            <Select
              options={[
                { value: 0, label: '不限' },
                { value: 1, label: '男' },
                { value: 2, label: '女' },
              ]}
            />
          </Form.Item>
          <Form.Item name="schoolType" label="院校类型" style={column}>
            <Select mode="multiple" options={SCHOOL_TYPES} placeholder="不限" allowClear maxTagCount="responsive" />
          </Form.Item>
        </>
      ) : null}
      <div style={{ gridColumn: '1 / -1', display: 'flex', gap: 8, justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button type="link" onClick={() => setMore((m) => !m)} style={{ marginInlineEnd: 'auto', paddingInline: 0 }}>
          {more ? '收起筛选' : '更多筛选'}
        </Button>
        {/* The page remounts the form with the defaults after a reset. */}
        <Button onClick={onReset}>重置</Button>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </div>
    </Form>
  );
}
