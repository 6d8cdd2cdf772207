import type { TemplateField } from '@hh/domain/orders/report.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { reportTemplateQuery } from '../api/positions';

export const FIELD_TYPE_LABELS: Record<TemplateField['type'], string> = { text: '单行文字', textarea: '多行文字', number: '数字' };

/** 推荐报告模板: the fields the PM wants in every recommendation report for this position. */
export function TemplateFieldsTab({ positionId, phone }: { positionId: string; phone: boolean }) {
  const template = useQuery(reportTemplateQuery(positionId));
  if (template.isPending) return <Skeleton active />;
  if (template.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="推荐报告模板暂时无法查看" />;
  if (!template.data.template) return <Alert type="warning" showIcon title="推荐报告模板的内容无法读取" />;
  return (
    <div data-testid="report-template">
      <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: 0 }}>
        推荐候选人时需按此模板填写推荐报告，另需填写推荐理由（至少20字），可补充自定义字段。报告中不能出现候选人的手机号或邮箱。
      </p>
      <Table<TemplateField>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={template.data.template.fields}
        columns={[
          ...(phone ? [] : [{ title: '序号', key: 'index', width: 64, render: (_: unknown, __: TemplateField, i: number) => i + 1 }]),
          { title: '字段', dataIndex: 'label' },
          { title: '类型', key: 'type', width: phone ? 84 : 110, render: (_, f) => FIELD_TYPE_LABELS[f.type] },
          {
            title: '是否必填',
            key: 'required',
            width: phone ? 64 : 100,
            render: (_, f) => (f.required ? <Tag color="red">必填</Tag> : <Tag>选填</Tag>),
          },
          ...(phone ? [] : [{ title: '字数上限', dataIndex: 'maxLength', width: 100 }]),
        ]}
      />
    </div>
  );
}
