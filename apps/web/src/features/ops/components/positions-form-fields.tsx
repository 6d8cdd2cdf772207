import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import type { TemplateField } from '@hh/domain/orders/report.schema';
import type { OpsPositionDetail } from '@hh/domain/positions/ops.schema';
import type { PositionWrite } from '@hh/domain/positions/position.schema';
import { REST_CONDITION_LABELS, SOCIAL_INSURANCE_LABELS } from '@hh/domain/positions/position-enums';
import { formatEducation } from '@hh/domain/positions/position-format';
import Cascader from 'antd/es/cascader';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useCategoryTree, useCityOptions } from '../../../api/reference';

/** The editor's form: the write's fields, with the category as one path, the reward in yuan and keywords as tags. */
export interface PositionEditValues {
  projectId?: string;
  positionName?: string;
  cityCode?: string;
  types?: string[];
  salaryLow?: number;
  salaryHigh?: number;
  salaryMonths?: number;
  rewardYuan?: number;
  headcount?: number;
  guaranteeDays?: number;
  education?: number;
  workYearLower?: number;
  workYearUpper?: number;
  restCondition?: number;
  socialInsurance?: number;
  keywords?: string[];
  description?: string;
  requirement?: string;
  address?: string;
}

export const NEW_POSITION_VALUES: PositionEditValues = {
  salaryMonths: 12,
  headcount: 1,
  guaranteeDays: 90,
  education: 0,
  workYearLower: 0,
  workYearUpper: 0,
  restCondition: 0,
  socialInsurance: 0,
  keywords: [],
  address: '',
};

export function valuesOf(detail: OpsPositionDetail): PositionEditValues {
  return {
    projectId: detail.projectId,
    positionName: detail.positionName,
    cityCode: detail.cityCode,
    types: [detail.positionFirstType, detail.positionSecondType, detail.positionThirdType].filter(Boolean),
    salaryLow: detail.salaryLow,
    salaryHigh: detail.salaryHigh,
    salaryMonths: detail.salaryMonths,
    rewardYuan: detail.rewardAmount / 100,
    headcount: detail.headcount,
    guaranteeDays: detail.guaranteeDays,
    education: detail.education,
    workYearLower: detail.workYearLower,
    workYearUpper: detail.workYearUpper,
    restCondition: detail.restCondition,
    socialInsurance: detail.socialInsurance,
    keywords: detail.keywords,
    description: detail.description,
    requirement: detail.requirement,
    address: detail.address,
  };
}

/** What the server takes; the domain's positionWriteSchema checks it on both sides. */
export function writeOf(values: PositionEditValues, template: TemplateField[]): Record<keyof PositionWrite, unknown> {
  const [first = '', second = '', third = ''] = values.types ?? [];
  return {
    projectId: values.projectId ?? '',
    positionName: values.positionName ?? '',
    cityCode: values.cityCode ?? '',
    positionFirstType: first,
    positionSecondType: second,
    positionThirdType: third,
    salaryLow: values.salaryLow,
    salaryHigh: values.salaryHigh,
    salaryMonths: values.salaryMonths,
    rewardAmount: values.rewardYuan === undefined || values.rewardYuan === null ? undefined : Math.round(values.rewardYuan * 100),
    headcount: values.headcount,
    guaranteeDays: values.guaranteeDays,
    education: values.education,
    workYearLower: values.workYearLower ?? 0,
    workYearUpper: values.workYearUpper ?? 0,
    restCondition: values.restCondition,
    socialInsurance: values.socialInsurance,
    keywords: values.keywords ?? [],
    description: values.description ?? '',
    requirement: values.requirement ?? '',
    address: values.address ?? '',
    template: { fields: template },
  };
}

/** Which form field shows a problem of the write's field. */
export const FORM_FIELD_OF: Partial<Record<string, keyof PositionEditValues>> = {
  positionFirstType: 'types',
  positionSecondType: 'types',
  positionThirdType: 'types',
  rewardAmount: 'rewardYuan',
};

const grid = (phone: boolean) =>
  ({ display: 'grid', gridTemplateColumns: phone ? '1fr' : 'repeat(3, minmax(0, 1fr))', columnGap: 16 }) as const;
const heading = { fontSize: 15, fontWeight: 600, margin: '8px 0 12px' } as const;

export function PositionFormFields({
  projects,
  phone,
}: {
  projects: { value: string; label: string; disabled?: boolean }[];
  phone: boolean;
}) {
  const cities = useCityOptions();
  const categories = useCategoryTree();
  return (
    <>
      <h2 style={heading}>基本信息</h2>
      <div style={grid(phone)}>
        <Form.Item name="projectId" label="所属项目" rules={[{ required: true, message: '请选择所属项目' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={projects} placeholder="选择项目" />
        </Form.Item>
        <Form.Item name="positionName" label="职位名称" rules={[{ required: true, whitespace: true, message: '请填写职位名称' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="cityCode" label="工作城市" rules={[{ required: true, message: '请选择工作城市' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={cities.map((c) => ({ value: c.value, label: c.label }))}
            placeholder="选择城市"
          />
        </Form.Item>
        <Form.Item name="types" label="职位类别" rules={[{ required: true, message: '请选择职位类别' }]}>
          <Cascader
            options={categories}
            fieldNames={{ label: 'name', value: 'code', children: 'children' }}
            changeOnSelect
            placeholder="选择到最细一级更便于顾问筛选"
          />
        </Form.Item>
        <Form.Item name="address" label="工作地址" style={phone ? undefined : { gridColumn: 'span 2' }}>
          <Input maxLength={100} />
        </Form.Item>
      </div>

      <h2 style={heading}>薪资与奖励</h2>
      <div style={grid(phone)}>
        <Form.Item label="月薪（元）" required>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Form.Item name="salaryLow" noStyle rules={[{ required: true, message: '请填写最低月薪' }]}>
              <InputNumber
                min={1000}
                max={1_000_000}
                step={1000}
                precision={0}
                placeholder="最低"
                aria-label="最低月薪"
                style={{ flex: 1 }}
              />
            </Form.Item>
            <span>-</span>
            <Form.Item name="salaryHigh" noStyle rules={[{ required: true, message: '请填写最高月薪' }]}>
              <InputNumber
                min={1000}
                max={1_000_000}
                step={1000}
                precision={0}
                placeholder="最高"
                aria-label="最高月薪"
                style={{ flex: 1 }}
              />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name="salaryMonths" label="年薪月数" rules={[{ required: true, message: '请填写年薪月数' }]}>
          <InputNumber min={12} max={24} precision={0} suffix="薪" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="rewardYuan"
          label="推荐奖励（元）"
          rules={[{ required: true, message: '请填写推荐奖励' }]}
          extra="候选人入职并过保后平台支付给猎头公司的金额"
        >
          <InputNumber min={0} max={1_000_000} step={1000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="guaranteeDays" label="保证期" rules={[{ required: true, message: '请填写保证期' }]} extra="常用90天或180天">
          <InputNumber min={0} max={365} precision={0} suffix="天" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="headcount" label="招聘人数" rules={[{ required: true, message: '请填写招聘人数' }]}>
          <InputNumber min={1} max={999} precision={0} suffix="人" style={{ width: '100%' }} />
        </Form.Item>
      </div>

      <h2 style={heading}>任职条件与福利</h2>
      <div style={grid(phone)}>
        <Form.Item name="education" label="学历要求">
          <Select
            options={Object.entries(EDUCATION_LABELS).map(([value, label]) => ({
              value: Number(value),
              label: Number(value) ? formatEducation(Number(value)) : label,
            }))}
          />
        </Form.Item>
        <Form.Item label="工作年限（年，0为不限）">
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Form.Item name="workYearLower" noStyle>
              <InputNumber min={0} max={50} precision={0} aria-label="工作年限下限" style={{ flex: 1 }} />
            </Form.Item>
            <span>-</span>
            <Form.Item name="workYearUpper" noStyle>
              <InputNumber min={0} max={50} precision={0} aria-label="工作年限上限" style={{ flex: 1 }} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name="restCondition" label="休息制度">
          <Select options={Object.entries(REST_CONDITION_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        <Form.Item name="socialInsurance" label="社保福利">
          <Select options={Object.entries(SOCIAL_INSURANCE_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        <Form.Item
          name="keywords"
          label="职位关键词"
          extra="回车添加，最多20个，顾问看到的职位描述会高亮这些词"
          style={phone ? undefined : { gridColumn: 'span 2' }}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', '，', '、']}
            maxCount={20}
            open={false}
            suffixIcon={null}
            placeholder="如：Java、微服务"
          />
        </Form.Item>
      </div>

      <h2 style={heading}>职位描述</h2>
      <Form.Item name="description" label="职位描述" rules={[{ required: true, whitespace: true, message: '请填写职位描述' }]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item name="requirement" label="任职要求" rules={[{ required: true, whitespace: true, message: '请填写任职要求' }]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount />
      </Form.Item>
    </>
  );
}
