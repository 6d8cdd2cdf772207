import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { NOW_STATUS_LABELS } from '@hh/domain/candidates/education';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import type { SearchState } from '../pages/search-params';

/** The labelled field and the low–high range of the talent-search form. */
export function Field({ label, children, wide, hint }: { label: string; children: ReactNode; wide?: boolean; hint?: string }) {
  return (
    <div className={wide ? 'ts-field ts-field-wide' : 'ts-field'}>
      <span className="ts-field-label">
        {label}
        {hint ? (
          <Tooltip title={hint}>
            <QuestionCircleOutlined aria-label={`${label}说明`} style={{ marginInlineStart: 4, color: 'rgba(0, 0, 0, 0.62)' }} />
          </Tooltip>
        ) : null}
      </span>
      {children}
    </div>
  );
}

export function Range({
  lo,
  hi,
  onChange,
  unit,
  max,
}: {
  lo: number | null;
  hi: number | null;
  onChange: (lo: number | null, hi: number | null) => void;
  unit: string;
  max: number;
}) {
  return (
    <span className="ts-range">
      <InputNumber
        size="small"
        min={0}
        max={max}
        value={lo}
        placeholder="最低"
        onChange={(v) => onChange(v ?? null, hi)}
        aria-label={`最低${unit}`}
      />
      <span>-</span>
      <InputNumber
        size="small"
        min={0}
        max={max}
        value={hi}
        placeholder="最高"
        onChange={(v) => onChange(lo, v ?? null)}
        aria-label={`最高${unit}`}
      />
      <span>{unit}</span>
    </span>
  );
}

const STATUS_OPTIONS = [
  { value: 0, label: '不限' },
  ...Object.entries(NOW_STATUS_LABELS)
    .filter(([code]) => code !== '0')
    .map(([code, label]) => ({ value: Number(code), label })),
];

/**
 * Filters the server already took but the form did not offer (issue 23 §8): pay now and
 * expected (thousands a month), job-seeking status, project experience and graduation year.
 */
export function PayStatusFields({ draft, set }: { draft: SearchState; set: (change: Partial<SearchState>) => void }) {
  return (
    <>
      <Field label="目前月薪">
        <Range
          lo={draft.salaryLow}
          hi={draft.salaryHigh}
          unit="K"
          max={10_000}
          onChange={(salaryLow, salaryHigh) => set({ salaryLow, salaryHigh })}
        />
      </Field>
      <Field label="期望月薪">
        <Range
          lo={draft.expectSalaryLow}
          hi={draft.expectSalaryHigh}
          unit="K"
          max={10_000}
          onChange={(expectSalaryLow, expectSalaryHigh) => set({ expectSalaryLow, expectSalaryHigh })}
        />
      </Field>
      <Field label="求职状态">
        <Select size="small" value={draft.status} onChange={(status) => set({ status })} aria-label="求职状态" options={STATUS_OPTIONS} />
      </Field>
      <Field label="项目经历">
        <Input
          size="small"
          value={draft.project}
          onChange={(e) => set({ project: e.target.value })}
          placeholder="项目名称或内容"
          aria-label="项目经历"
          maxLength={50}
          allowClear
        />
      </Field>
      <Field label="毕业年份">
        <span className="ts-range">
          <InputNumber
            size="small"
            min={1950}
            max={2100}
            precision={0}
            value={draft.graduateYear}
            placeholder="年份"
            onChange={(v) => set({ graduateYear: v ?? null })}
            aria-label="毕业年份"
          />
          <Select
            size="small"
            value={draft.graduateWhen}
            onChange={(graduateWhen) => set({ graduateWhen })}
            aria-label="毕业年份范围"
            style={{ width: 96 }}
            options={[
              { value: '', label: '当年' },
              { value: 'ago', label: '及以前' },
              { value: 'after', label: '及以后' },
            ]}
          />
        </span>
      </Field>
    </>
  );
}
