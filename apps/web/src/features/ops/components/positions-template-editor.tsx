import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { DEFAULT_TEMPLATE, type TemplateField } from '@hh/domain/orders/report.schema';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';

const TEMPLATE_FIELDS_MAX = 30;
const TYPE_OPTIONS = [
  { value: 'text', label: '单行文字' },
  { value: 'textarea', label: '多行文字' },
  { value: 'number', label: '数字' },
];

/** A template field being edited, with an id of its own (its key can be mid-edit or repeated). */
export type EditableField = TemplateField & { uid: string };

let uidSeed = 0;
export function editable(fields: readonly TemplateField[]): EditableField[] {
  return fields.map((f) => ({ ...f, uid: `f${++uidSeed}` }));
}

export function plainFields(fields: readonly EditableField[]): TemplateField[] {
  return fields.map(({ uid: _uid, ...field }) => field);
}

/** A key no other field has: field1, field2, … */
function freshKey(fields: readonly TemplateField[]): string {
  const taken = new Set(fields.map((f) => f.key));
  let n = fields.length + 1;
  while (taken.has(`field${n}`)) n++;
  return `field${n}`;
}

/**
 * The recommendation-report template of a position: the fields every report must fill, in order.
 * Fields can be added, removed and moved; each has a name, a key the report stores it under,
 * a type, whether it is required and a length limit.
 */
export function TemplateEditor({
  value,
  onChange,
  phone,
}: {
  value: EditableField[];
  onChange: (fields: EditableField[]) => void;
  phone: boolean;
}) {
  const set = (index: number, change: Partial<EditableField>) => onChange(value.map((f, i) => (i === index ? { ...f, ...change } : f)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [field] = next.splice(index, 1);
    if (field) next.splice(index + by, 0, field);
    onChange(next);
  };
  const keyCounts = new Map<string, number>();
  for (const f of value) keyCounts.set(f.key, (keyCounts.get(f.key) ?? 0) + 1);

  return (
    <div data-testid="template-editor">
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {value.map((field, index) => {
          const badKey = !/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(field.key) || (keyCounts.get(field.key) ?? 0) > 1;
          return (
            <li
              key={field.uid}
              data-testid="template-field"
              style={{
                display: 'grid',
                gridTemplateColumns: phone ? '1fr 1fr' : '28px minmax(120px, 2fr) minmax(110px, 1.4fr) 110px 90px 100px auto',
                gap: 8,
                alignItems: 'center',
                padding: 8,
                border: '1px solid #f0f0f0',
                borderRadius: 6,
              }}
            >
              {phone ? null : <span style={{ color: 'rgba(0, 0, 0, 0.62)', textAlign: 'center' }}>{index + 1}</span>}
              <Input
                aria-label={`字段${index + 1}名称`}
                placeholder="字段名称"
                value={field.label}
                maxLength={20}
                status={field.label.trim() ? undefined : 'error'}
                onChange={(e) => set(index, { label: e.target.value })}
              />
              <Input
                aria-label={`字段${index + 1}标识`}
                placeholder="标识（英文）"
                value={field.key}
                maxLength={40}
                status={badKey ? 'error' : undefined}
                onChange={(e) => set(index, { key: e.target.value.trim() })}
              />
              <Select
                aria-label={`字段${index + 1}类型`}
                value={field.type}
                options={TYPE_OPTIONS}
                onChange={(type) => set(index, { type })}
              />
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
                <Switch
                  size="small"
                  checked={field.required}
                  onChange={(required) => set(index, { required })}
                  aria-label={`字段${index + 1}必填`}
                />
                必填
              </span>
              <InputNumber
                aria-label={`字段${index + 1}字数上限`}
                min={1}
                max={2000}
                precision={0}
                value={field.maxLength}
                onChange={(maxLength) => set(index, { maxLength: maxLength ?? 200 })}
                suffix="字"
                style={{ width: '100%' }}
              />
              <span style={{ display: 'inline-flex', gap: 4, justifyContent: 'flex-end', gridColumn: phone ? '1 / -1' : undefined }}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`上移字段${index + 1}`}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`下移字段${index + 1}`}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={`删除字段${index + 1}`}
                />
              </span>
            </li>
          );
        })}
      </ol>
      <div style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={value.length >= TEMPLATE_FIELDS_MAX}
          onClick={() =>
            onChange([...value, ...editable([{ key: freshKey(value), label: '', type: 'text', required: false, maxLength: 200 }])])
          }
        >
          添加字段
        </Button>
        <Button onClick={() => onChange(editable(DEFAULT_TEMPLATE.fields))}>恢复默认模板</Button>
        <span style={{ color: 'rgba(0, 0, 0, 0.62)', alignSelf: 'center', fontSize: 13 }}>
          推荐理由与自定义字段由顾问另填，无需放进模板；最多{TEMPLATE_FIELDS_MAX}个字段。
        </span>
      </div>
    </div>
  );
}
