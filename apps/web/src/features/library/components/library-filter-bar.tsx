import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { EMPTY_LIBRARY_FILTERS, type LibraryFilters } from '../api/list-body';

const field = { display: 'flex', alignItems: 'center', gap: 6 } as const;
const label = { color: 'rgba(0,0,0,0.65)', whiteSpace: 'nowrap' } as const;

/** The library's filters: the talent-search fields that apply (keyword, city, education, work years, sex, age, entry time). */
export function LibraryFilterBar({ value, onSearch }: { value: LibraryFilters; onSearch: (filters: LibraryFilters) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const set = (change: Partial<LibraryFilters>) => setDraft((d) => ({ ...d, ...change }));
  const range = (
    lower: number | null,
    upper: number | null,
    onLower: (v: number | null) => void,
    onUpper: (v: number | null) => void,
    name: string,
  ) => (
    <span style={field}>
      <span style={label}>{name}</span>
      <InputNumber aria-label={`${name}下限`} min={0} max={60} value={lower} onChange={onLower} style={{ width: 72 }} />
      <span>-</span>
      <InputNumber aria-label={`${name}上限`} min={0} max={60} value={upper} onChange={onUpper} style={{ width: 72 }} />
    </span>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '10px 16px', padding: '12px 0' }}
    >
      <Input
        aria-label="关键词"
        placeholder="姓名、公司、职位、学校、手机号"
        value={draft.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        maxLength={50}
        allowClear
        style={{ width: 240 }}
      />
      <Input
        aria-label="城市"
        placeholder="城市"
        value={draft.city}
        onChange={(e) => set({ city: e.target.value })}
        maxLength={30}
        style={{ width: 110 }}
      />
      <Select
        aria-label="学历"
        value={draft.education}
        onChange={(education) => set({ education })}
        options={Object.entries(EDUCATION_LABELS).map(([code, text]) => ({ value: Number(code), label: code === '0' ? '学历不限' : text }))}
        style={{ width: 120 }}
      />
      <Select
        aria-label="性别"
        value={draft.sex}
        onChange={(sex) => set({ sex })}
        options={[
          { value: 0, label: '性别不限' },
          { value: 1, label: '男' },
          { value: 2, label: '女' },
        ]}
        style={{ width: 110 }}
      />
      {range(
        draft.workYearLower,
        draft.workYearUpper,
        (v) => set({ workYearLower: v }),
        (v) => set({ workYearUpper: v }),
        '工作年限',
      )}
      {range(
        draft.ageLower,
        draft.ageUpper,
        (v) => set({ ageLower: v }),
        (v) => set({ ageUpper: v }),
        '年龄',
      )}
      <span style={field}>
        <span style={label}>入库时间</span>
        <DatePicker.RangePicker
          aria-label="入库时间"
          value={draft.createdFrom !== null && draft.createdTo !== null ? [dayjs(draft.createdFrom), dayjs(draft.createdTo)] : null}
          onChange={(dates) =>
            set({
              createdFrom: dates?.[0] ? dates[0].startOf('day').valueOf() : null,
              createdTo: dates?.[1] ? dates[1].endOf('day').valueOf() : null,
            })
          }
          style={{ width: 240 }}
        />
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_LIBRARY_FILTERS);
            onSearch(EMPTY_LIBRARY_FILTERS);
          }}
        >
          重置
        </Button>
      </span>
    </form>
  );
}
