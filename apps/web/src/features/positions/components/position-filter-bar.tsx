import type { TreeNode } from '@hh/domain/api/reference.schema';
import type { PositionOrderClause } from '@hh/domain/positions/position-enums';
import Button from 'antd/es/button';
import Cascader from 'antd/es/cascader';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import type { CityOption } from '../../../api/reference';
import { hasNarrowingFilters, type PositionFilters, SALARY_BANDS, type SalaryBand } from '../pages/position-filters';

const SORTS: { value: string; label: string; sort: PositionOrderClause; asc: boolean }[] = [
  { value: 'lastUpdateTime', label: '最近更新', sort: 'lastUpdateTime', asc: false },
  { value: 'salary', label: '薪资从高到低', sort: 'salary', asc: false },
  { value: 'salary-asc', label: '薪资从低到高', sort: 'salary', asc: true },
  { value: 'reward', label: '奖励从高到低', sort: 'reward', asc: false },
  { value: 'reward-asc', label: '奖励从低到高', sort: 'reward', asc: true },
  { value: 'lastUpdateTime-asc', label: '最早更新', sort: 'lastUpdateTime', asc: true },
];

interface Props {
  filters: PositionFilters;
  cities: CityOption[];
  categories: TreeNode[];
  phone: boolean;
  onChange: (change: Partial<PositionFilters>) => void;
}

/** The list's filters: city, job-function levels, salary band, company, keyword and the order. Each applies at once. */
export function PositionFilterBar({ filters, cities, categories, phone, onChange }: Props) {
  const [keyword, setKeyword] = useState(filters.keyword);
  const [company, setCompany] = useState(filters.company);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  useEffect(() => setCompany(filters.company), [filters.company]);
  const sortValue = SORTS.find((s) => s.sort === filters.sort && s.asc === filters.asc)?.value ?? 'lastUpdateTime';
  const field = { minWidth: 0, flex: phone ? '1 1 calc(50% - 4px)' : '0 1 auto' } as const;
  const applyCompany = () => {
    const value = company.trim().slice(0, 50);
    if (value !== filters.company) onChange({ company: value });
  };

  return (
    <div data-testid="position-filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Select
        aria-label="工作城市"
        placeholder="工作城市"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.city || undefined}
        options={cities.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(city?: string) => onChange({ city: city ?? '' })}
        style={{ ...field, width: phone ? undefined : 130 }}
      />
      <Cascader
        aria-label="职位类别"
        placeholder="职位类别"
        changeOnSelect
        allowClear
        value={filters.types.length ? filters.types : undefined}
        options={categories}
        fieldNames={{ label: 'name', value: 'code', children: 'children' }}
        onChange={(value) => onChange({ types: ((value ?? []) as string[]).slice(0, 3) })}
        displayRender={(labels) => labels[labels.length - 1]}
        style={{ ...field, width: phone ? undefined : 170 }}
      />
      <Select
        aria-label="月薪范围"
        placeholder="月薪范围"
        allowClear
        value={filters.salary || undefined}
        options={SALARY_BANDS.map((b) => ({ value: b.key, label: b.label }))}
        onChange={(salary?: SalaryBand) => onChange({ salary: salary ?? '' })}
        style={{ ...field, width: phone ? undefined : 120 }}
      />
      <Select
        aria-label="排序"
        value={sortValue}
        options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
        onChange={(value: string) => {
          const chosen = SORTS.find((s) => s.value === value) ?? SORTS[0];
          if (chosen) onChange({ sort: chosen.sort, asc: chosen.asc });
        }}
        style={{ ...field, width: phone ? undefined : 140 }}
      />
      <Input
        aria-label="公司名称"
        placeholder="公司名称"
        allowClear
        maxLength={50}
        value={company}
        onChange={(e) => {
          setCompany(e.target.value);
          // The clear icon empties the field: apply at once, as the other filters do.
          if (e.type === 'click' && e.target.value === '') onChange({ company: '' });
        }}
        onPressEnter={applyCompany}
        onBlur={applyCompany}
        style={{ ...field, width: phone ? undefined : 160 }}
      />
      <Input.Search
        aria-label="搜索职位"
        placeholder="职位名称、公司、关键词"
        allowClear
        enterButton="搜索"
        maxLength={50}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim().slice(0, 50), company: company.trim().slice(0, 50) })}
        style={{ flex: phone ? '1 1 100%' : '1 1 240px', minWidth: 0, maxWidth: phone ? undefined : 360 }}
      />
      {hasNarrowingFilters(filters) ? (
        <Button
          type="link"
          onClick={() => onChange({ city: '', types: [], salary: '', company: '', keyword: '' })}
          style={{ paddingInline: 4 }}
        >
          清空筛选
        </Button>
      ) : null}
    </div>
  );
}
