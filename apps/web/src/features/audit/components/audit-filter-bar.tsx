import { CONSOLE_ACCESS, CONSOLE_AREAS } from '@hh/domain/accounts/console-access';
import { AUDIT_OBJECT_LABELS } from '@hh/domain/ops/audit.schema';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { AuditFilters } from '../pages/audit-filters';

type Draft = Omit<AuditFilters, 'page'>;

const OBJECT_TYPE_OPTIONS = Object.entries(AUDIT_OBJECT_LABELS).map(([value, label]) => ({ value, label }));
const AREA_OPTIONS = CONSOLE_AREAS.map((area) => ({ value: area, label: CONSOLE_ACCESS[area].label }));

/**
 * The search of 操作审计: who (name, phone or id), which area, which object and which days. Edits
 * stay a draft until 查询 (or Enter), which writes them to the address; 重置 clears them.
 */
export function AuditFilterBar({
  value,
  onSearch,
  onExport,
  exporting,
}: {
  value: AuditFilters;
  onSearch: (next: Draft) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(value);
  useEffect(() => setDraft(value), [value]);
  const submit = () => onSearch({ ...draft, actor: draft.actor.trim(), objectId: draft.objectId.trim() });
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = draft.from && draft.to ? [dayjs(draft.from), dayjs(draft.to)] : null;
  return (
    <search className="audit-filters" aria-label="筛选操作记录">
      <Input
        className="audit-field"
        aria-label="操作人"
        placeholder="操作人姓名、手机号或编号"
        allowClear
        maxLength={50}
        value={draft.actor}
        onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        onPressEnter={submit}
      />
      <Select
        className="audit-field"
        aria-label="功能区域"
        placeholder="全部功能区域"
        allowClear
        value={draft.area}
        onChange={(area) => setDraft({ ...draft, area })}
        options={AREA_OPTIONS}
      />
      <Select
        className="audit-field"
        aria-label="对象类型"
        placeholder="全部对象类型"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={draft.objectType || undefined}
        onChange={(objectType) => setDraft({ ...draft, objectType: objectType ?? '' })}
        options={OBJECT_TYPE_OPTIONS}
      />
      <Input
        className="audit-field"
        aria-label="对象编号"
        placeholder="对象编号"
        allowClear
        maxLength={200}
        value={draft.objectId}
        onChange={(e) => setDraft({ ...draft, objectId: e.target.value })}
        onPressEnter={submit}
      />
      <DatePicker.RangePicker
        className="audit-range"
        aria-label="操作日期"
        value={range}
        onChange={(v) => setDraft({ ...draft, from: v?.[0] ? v[0].format('YYYY-MM-DD') : '', to: v?.[1] ? v[1].format('YYYY-MM-DD') : '' })}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      />
      <Button type="primary" onClick={submit}>
        查询
      </Button>
      <Button onClick={() => onSearch({ actor: '', objectType: '', objectId: '', area: undefined, from: '', to: '' })}>重置</Button>
      <Button onClick={onExport} loading={exporting}>
        导出
      </Button>
    </search>
  );
}
