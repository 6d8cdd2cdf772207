import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/es/icons/UpOutlined';
import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import { formatEducation } from '@hh/domain/positions/position-format';
import { POOL_SOURCE_LABELS } from '@hh/domain/talent/talent-search.schema';
import { HOPPING_EXPLAINED } from '@hh/domain/talent/tip-labels';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { DEFAULT_SEARCH_STATE, LABEL_FLAGS, type LabelFlag, type SearchState } from '../pages/search-params';
import { Field, PayStatusFields, Range } from './search-fields';

/** The 20 hot recruiting cities of the reference data (apps/server/data/cities.json); any other city can be typed. */
const HOT_CITIES = '北京 上海 广州 深圳 杭州 成都 南京 武汉 西安 苏州 重庆 天津 长沙 郑州 东莞 青岛 合肥 厦门 宁波 济南'.split(' ');
const cityOptions = HOT_CITIES.map((c) => ({ value: c, label: c }));
const SCHOOL_TYPES = ['985', '211', '双一流', '一本', '二本', '三本', '海外院校'].map((label, i) => ({ value: String(i + 1), label }));
const EDUCATION_OPTIONS = Object.entries(EDUCATION_LABELS).map(([code, label]) => ({
  value: Number(code),
  label: code === '0' ? '学历不限' : formatEducation(Number(code)) || label,
}));
const DAYS = [
  { value: 0, label: '不限' },
  { value: 7, label: '近7天' },
  { value: 30, label: '近30天' },
  { value: 90, label: '近3个月' },
  { value: 365, label: '近1年' },
];

/**
 * The talent-search filter of spec 000 §3 in a compact form: the keyword row always shows; the
 * rest folds away. Searching writes the whole state into the address (page 1).
 */
export function SearchForm({ value, onSearch }: { value: SearchState; onSearch: (next: SearchState) => void }) {
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const set = (change: Partial<SearchState>) => setDraft((d) => ({ ...d, ...change }));
  const submit = () => onSearch({ ...draft, page: 1 });
  const toggleFlag = (flag: LabelFlag, on: boolean) => set({ flags: on ? [...draft.flags, flag] : draft.flags.filter((f) => f !== flag) });

  return (
    <form
      className="ts-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="ts-keyword-row">
        <Input.Search
          value={draft.keyword}
          onChange={(e) => set({ keyword: e.target.value })}
          onSearch={submit}
          placeholder="搜索职位、公司、学校、专业、项目，如：销售、Java开发"
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={50}
        />
        <Button type="link" onClick={() => setOpen(!open)} icon={open ? <UpOutlined /> : <DownOutlined />} aria-expanded={open}>
          {open ? '收起筛选' : '更多筛选'}
        </Button>
      </div>
      <div className="ts-quick">
        <Field label="城市">
          <Select
            mode="tags"
            size="small"
            value={draft.city}
            options={cityOptions}
            onChange={(city) => set({ city })}
            placeholder="不限"
            maxTagCount={2}
            aria-label="城市"
          />
        </Field>
        <Field label="学历">
          <Select
            size="small"
            value={draft.education}
            options={EDUCATION_OPTIONS}
            onChange={(education) => set({ education })}
            aria-label="学历"
          />
        </Field>
        <Field label="工作年限">
          <Range
            lo={draft.workYearLower}
            hi={draft.workYearUpper}
            unit="年"
            max={50}
            onChange={(workYearLower, workYearUpper) => set({ workYearLower, workYearUpper })}
          />
        </Field>
        <Field label="院校">
          <Select
            mode="multiple"
            size="small"
            value={draft.schoolType}
            options={SCHOOL_TYPES}
            onChange={(schoolType) => set({ schoolType })}
            placeholder="不限"
            maxTagCount={2}
            aria-label="院校类型"
          />
        </Field>
      </div>
      {open && (
        <div className="ts-more">
          <Field label="姓名/手机/邮箱">
            <Input
              size="small"
              value={draft.who}
              onChange={(e) => set({ who: e.target.value })}
              aria-label="姓名/手机/邮箱"
              maxLength={50}
            />
          </Field>
          <Field label="职位名称">
            <Input
              size="small"
              value={draft.position}
              onChange={(e) => set({ position: e.target.value })}
              aria-label="职位名称"
              maxLength={50}
            />
          </Field>
          <Field label="公司名称">
            <Input
              size="small"
              value={draft.companies}
              onChange={(e) => set({ companies: e.target.value })}
              aria-label="公司名称"
              placeholder="多个用逗号分隔"
              maxLength={200}
            />
          </Field>
          <Field label="最近毕业院校">
            <Input
              size="small"
              value={draft.schools}
              onChange={(e) => set({ schools: e.target.value })}
              aria-label="最近毕业院校"
              maxLength={200}
            />
          </Field>
          <Field label="期望城市">
            <Select
              mode="tags"
              size="small"
              value={draft.expectCity}
              options={cityOptions}
              onChange={(expectCity) => set({ expectCity })}
              placeholder="不限"
              maxTagCount={2}
              aria-label="期望城市"
            />
          </Field>
          <Field label="年龄">
            <Range
              lo={draft.ageLower}
              hi={draft.ageUpper}
              unit="岁"
              max={80}
              onChange={(ageLower, ageUpper) => set({ ageLower, ageUpper })}
            />
          </Field>
          <PayStatusFields draft={draft} set={set} />
          <Field label="性别">
            <Select
              size="small"
              value={draft.sex}
              onChange={(sex) => set({ sex })}
              aria-label="性别"
              options={[
                { value: 0, label: '不限' },
                { value: 1, label: '男' },
                { value: 2, label: '女' },
              ]}
            />
          </Field>
          <Field label="跳槽频率" hint={HOPPING_EXPLAINED}>
            <Select
              size="small"
              value={draft.hopping ?? 0}
              onChange={(v) => set({ hopping: v || null })}
              aria-label="跳槽频率"
              options={[
                { value: 0, label: '不限' },
                { value: 1, label: '跳槽频率1（低）' },
                { value: 2, label: '跳槽频率2（中）' },
                { value: 3, label: '跳槽频率3（高）' },
              ]}
            />
          </Field>
          <Field label="来源">
            <Select
              size="small"
              value={draft.source ?? 0}
              onChange={(v) => set({ source: v || null })}
              aria-label="来源"
              options={[
                { value: 0, label: '不限' },
                ...Object.entries(POOL_SOURCE_LABELS).map(([v, label]) => ({ value: Number(v), label })),
              ]}
            />
          </Field>
          <Field label="创建时间">
            <Select
              size="small"
              value={draft.createdDays}
              options={DAYS}
              onChange={(createdDays) => set({ createdDays })}
              aria-label="创建时间"
            />
          </Field>
          <Field label="刷新时间">
            <Select
              size="small"
              value={draft.refreshedDays}
              options={DAYS}
              onChange={(refreshedDays) => set({ refreshedDays })}
              aria-label="刷新时间"
            />
          </Field>
          <Field label="排序">
            <Select
              size="small"
              value={draft.sort}
              onChange={(sort) => set({ sort })}
              aria-label="排序"
              options={[
                { value: '', label: '最近刷新' },
                { value: 'createTime', label: '最近创建' },
              ]}
            />
          </Field>
          <fieldset className="ts-flags" aria-label="简历标签">
            <Checkbox checked={draft.pastPositions} onChange={(e) => set({ pastPositions: e.target.checked })}>
              职位含过往经历
            </Checkbox>
            {LABEL_FLAGS.map(([flag, label]) => (
              <Checkbox key={flag} checked={draft.flags.includes(flag)} onChange={(e) => toggleFlag(flag, e.target.checked)}>
                {label}
              </Checkbox>
            ))}
          </fieldset>
          <div className="ts-actions">
            <Button onClick={() => onSearch({ ...DEFAULT_SEARCH_STATE, tab: value.tab })}>重置</Button>
            <Button type="primary" htmlType="submit">
              搜索
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
