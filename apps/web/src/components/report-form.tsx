import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { ReportContent, ReportProblem, TemplateContent } from '@hh/domain/orders/report.schema';
import { MIN_RECOMMEND_REASON } from '@hh/domain/orders/report-check';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import { useMemo, useState } from 'react';

const CUSTOM_FIELDS_MAX = 10;

export interface ReportFormValues {
  values?: Record<string, string | undefined>;
  coreReason?: string;
  recommendReason?: string;
  customField?: ({ label?: string; value?: string } | undefined)[];
  smsToUser?: boolean;
}

/** The report as the server takes it, from the form's values (template fields trimmed, empty custom fields dropped). */
export function reportContentOf(template: TemplateContent, form: ReportFormValues): ReportContent {
  const values: Record<string, string> = {};
  for (const field of template.fields) values[field.key] = String(form.values?.[field.key] ?? '').trim();
  return {
    values,
    customField: (form.customField ?? [])
      .map((c) => ({ label: (c?.label ?? '').trim(), value: (c?.value ?? '').trim() }))
      .filter((c) => c.label || c.value),
    recommendReason: (form.recommendReason ?? '').trim(),
  };
}

/** A stored report's values as the form holds them (content is a JSON string, spec 001 §3). */
export function formValuesOfReport(content: string, coreReason: string, smsToUser: boolean) {
  try {
    const parsed = JSON.parse(content) as Partial<ReportContent>;
    return {
      values: parsed.values ?? {},
      customField: parsed.customField ?? [],
      recommendReason: parsed.recommendReason ?? '',
      coreReason,
      smsToUser,
    };
  } catch {
    return { values: {}, customField: [], recommendReason: '', coreReason, smsToUser };
  }
}

export interface ReportFormHandle {
  form: FormInstance<ReportFormValues>;
  problems: ReportProblem[];
  /** The form's values when its own rules pass; null (with the fields marked) otherwise. */
  validate: () => Promise<ReportFormValues | null>;
  values: () => ReportFormValues;
  /** Shows the server's autoCheck problems beside their fields. */
  showProblems: (problems: ReportProblem[]) => void;
}

export function useReportForm(): ReportFormHandle {
  const [form] = Form.useForm<ReportFormValues>();
  const [problems, setProblems] = useState<ReportProblem[]>([]);
  return useMemo(
    () => ({
      form,
      problems,
      validate: async () => {
        try {
          setProblems([]);
          return await form.validateFields();
        } catch {
          return null;
        }
      },
      values: () => form.getFieldsValue(true) as ReportFormValues,
      showProblems: setProblems,
    }),
    [form, problems],
  );
}

/** The recommendation report (recommending, and editing a sent one): the template's fields, the reasons, custom fields and the SMS choice. */
export function ReportForm({
  report,
  template,
  prefill,
  disabled,
  phone,
}: {
  report: ReportFormHandle;
  template: TemplateContent;
  prefill: Record<string, string>;
  disabled: boolean;
  phone: boolean;
}) {
  const problemOf = (field: string) => report.problems.find((p) => p.field === field)?.message;
  const marked = (field: string) => {
    const problem = problemOf(field);
    return problem ? { validateStatus: 'error' as const, help: problem } : {};
  };
  const labelOf = (field: string) => {
    if (field === 'recommendReason') return '推荐理由';
    const custom = /^customField\.(\d+)$/.exec(field);
    if (custom) return `自定义字段${Number(custom[1]) + 1}`;
    return template.fields.find((f) => f.key === field)?.label ?? '';
  };

  return (
    <Form<ReportFormValues>
      form={report.form}
      layout="vertical"
      disabled={disabled}
      initialValues={{ values: prefill, coreReason: '', recommendReason: '', customField: [], smsToUser: false }}
      requiredMark
      data-testid="report-form"
    >
      {report.problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`推荐报告有${report.problems.length}处需要修改`}
          description={
            <ul data-testid="report-problems" style={{ margin: 0, paddingInlineStart: 18 }}>
              {report.problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>{labelOf(p.field) ? `${labelOf(p.field)}：${p.message}` : p.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: phone ? '1fr' : '1fr 1fr', columnGap: 16 }}>
        {template.fields.map((field) => (
          <Form.Item
            key={field.key}
            name={['values', field.key]}
            label={field.label}
            style={field.type === 'textarea' && !phone ? { gridColumn: '1 / -1' } : undefined}
            rules={[
              ...(field.required ? [{ required: true, whitespace: true, message: `请填写${field.label}` }] : []),
              { max: field.maxLength, message: `${field.label}不能超过${field.maxLength}个字` },
              ...(field.type === 'number' ? [{ pattern: /^\d+(\.\d+)?$/, message: `${field.label}必须是数字` }] : []),
            ]}
            {...marked(field.key)}
          >
            {field.type === 'textarea' ? (
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={field.maxLength} />
            ) : (
              <Input maxLength={field.maxLength} inputMode={field.type === 'number' ? 'decimal' : undefined} />
            )}
          </Form.Item>
        ))}
      </div>
      <Form.Item
        name="coreReason"
        label="核心推荐理由"
        extra="一句话说明候选人最打动企业的亮点"
        rules={[{ max: 200, message: '核心推荐理由不能超过200个字' }]}
      >
        <Input maxLength={200} showCount />
      </Form.Item>
      <Form.Item
        name="recommendReason"
        label="推荐理由"
        rules={[
          { required: true, whitespace: true, message: '请填写推荐理由' },
          { min: MIN_RECOMMEND_REASON, message: `推荐理由至少${MIN_RECOMMEND_REASON}个字` },
        ]}
        {...marked('recommendReason')}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={2000}
          showCount
          placeholder="候选人与职位的匹配点、求职动机、稳定性等"
        />
      </Form.Item>
      <Form.List name="customField">
        {(rows, { add, remove }) => (
          <div style={{ marginBottom: 16 }}>
            <div style={{ marginBottom: 8 }}>自定义字段</div>
            {rows.map(({ key, name }, index) => {
              const problem = problemOf(`customField.${index}`);
              return (
                <div key={key} style={{ marginBottom: 8 }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <Form.Item name={[name, 'label']} noStyle rules={[{ max: 20, message: '字段名称不能超过20个字' }]}>
                      <Input placeholder="字段名称" maxLength={20} style={{ flex: '0 0 34%' }} aria-label={`自定义字段${index + 1}名称`} />
                    </Form.Item>
                    <Form.Item name={[name, 'value']} noStyle rules={[{ max: 500, message: '内容不能超过500个字' }]}>
                      <Input
                        placeholder="内容"
                        maxLength={500}
                        style={{ flex: '1 1 auto', minWidth: 0 }}
                        aria-label={`自定义字段${index + 1}内容`}
                      />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label={`删除自定义字段${index + 1}`} onClick={() => remove(name)} />
                  </div>
                  {problem ? <div style={{ color: '#cf1322', fontSize: 13, marginTop: 4 }}>{problem}</div> : null}
                </div>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ label: '', value: '' })}
              disabled={rows.length >= CUSTOM_FIELDS_MAX}
            >
              添加自定义字段
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="smsToUser" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>短信通知候选人已被推荐</Checkbox>
      </Form.Item>
    </Form>
  );
}
