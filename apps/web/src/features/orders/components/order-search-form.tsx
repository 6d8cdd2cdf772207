import { REJECT_STATUS_LABELS, type RejectStatus } from '@hh/domain/orders/order-stage';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { groupDataQuery } from '../../../api/group-data';
import { useIsPhone } from '../../../components/browser-hooks';
import { GroupUserPicker } from '../../../components/group-user-picker';
import { myInfoQuery } from '../../../session/my-info';
import { pmOptionsQuery } from '../api/pm-options';
import { EMPTY_SEARCH, type OrderFilters } from '../pages/order-filters';

type Range = [Dayjs | null, Dayjs | null] | null;

interface FormValues {
  searchWord: string;
  companyName: string;
  positionName: string;
  pmId: string | undefined;
  recommendRange: Range;
  interviewRange: Range;
  rejectStatus: number | undefined;
  groupUserIds: string[];
}

const day = (v: string) => (v ? dayjs(v) : null);
const rangeOf = (start: string, end: string): Range => (start || end ? [day(start), day(end)] : null);
const text = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

function valuesOf(filters: OrderFilters): FormValues {
  return {
    searchWord: filters.searchWord,
    companyName: filters.companyName,
    positionName: filters.positionName,
    pmId: filters.pmId || undefined,
    recommendRange: rangeOf(filters.filterStartDate, filters.filterEndDate),
    interviewRange: rangeOf(filters.interviewStartDate, filters.interviewEndDate),
    rejectStatus: filters.rejectStatus,
    groupUserIds: filters.groupUserIds,
  };
}

/**
 * The order search form (spec 000 §3): keyword, company, position, the recommend and interview
 * date ranges (either end may stay open), the reject status, and on the all-bills view the
 * consultants to narrow to. The applied search lives in the address; this form only edits it.
 */
export function OrderSearchForm({
  filters,
  showGroup,
  onSearch,
}: {
  filters: OrderFilters;
  showGroup: boolean;
  onSearch: (change: Partial<OrderFilters>) => void;
}) {
  const phone = useIsPhone();
  const [form] = Form.useForm<FormValues>();
  const [more, setMore] = useState(false);
  const roleCode = useQuery(myInfoQuery).data?.roleCode ?? null;
  // The group data of the caller's role (spec 001 §6): the pick is answered as user ids.
  const groups = useQuery({ ...groupDataQuery(roleCode), enabled: showGroup && roleCode !== null });
  const pms = useQuery(pmOptionsQuery);
  useEffect(() => form.setFieldsValue(valuesOf(filters)), [filters, form]);

  const submit = (v: FormValues) =>
    onSearch({
      searchWord: (v.searchWord ?? '').trim().slice(0, 50),
      companyName: (v.companyName ?? '').trim().slice(0, 50),
      positionName: (v.positionName ?? '').trim().slice(0, 50),
      pmId: v.pmId ?? '',
      filterStartDate: text(v.recommendRange?.[0]),
      filterEndDate: text(v.recommendRange?.[1]),
      interviewStartDate: text(v.interviewRange?.[0]),
      interviewEndDate: text(v.interviewRange?.[1]),
      rejectStatus: v.rejectStatus,
      ...(showGroup ? { groupUserIds: v.groupUserIds ?? [] } : {}),
    });
  const reset = () => onSearch({ ...EMPTY_SEARCH, ...(showGroup ? { groupUserIds: [] } : {}) });

  const item = { style: { marginBottom: 12, minWidth: 0 } };
  const folded = phone && !more;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={valuesOf(filters)}
      aria-label="订单搜索"
      style={{
        display: 'grid',
        gridTemplateColumns: phone ? '1fr' : 'repeat(auto-fill, minmax(220px, 1fr))',
        columnGap: 16,
        padding: phone ? '8px 0 0' : '12px 0 0',
      }}
    >
      <Form.Item name="searchWord" label="关键词" {...item}>
        <Input placeholder="候选人姓名、手机号" allowClear maxLength={50} />
      </Form.Item>
      <Form.Item name="companyName" label="公司名称" {...item} hidden={folded}>
        <Input placeholder="企业名称" allowClear maxLength={50} />
      </Form.Item>
      <Form.Item name="positionName" label="职位名称" {...item} hidden={folded}>
        <Input placeholder="职位名称" allowClear maxLength={50} />
      </Form.Item>
      <Form.Item name="pmId" label="项目经理" {...item} hidden={folded}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={pms.isLoading}
          placeholder={pms.isError ? `项目经理加载失败：${pms.error.message}` : '全部'}
          options={(pms.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="recommendRange" label="推荐时间" {...item} hidden={folded}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} placeholder={['开始日期', '不限']} />
      </Form.Item>
      <Form.Item name="interviewRange" label="面试时间" {...item} hidden={folded}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} placeholder={['开始日期', '不限']} />
      </Form.Item>
      <Form.Item name="rejectStatus" label="驳回状态" {...item} hidden={folded}>
        <Select
          allowClear
          placeholder="全部"
          options={([0, 1, 2] as RejectStatus[]).map((s) => ({ value: s, label: REJECT_STATUS_LABELS[s] }))}
        />
      </Form.Item>
      {showGroup ? (
        <Form.Item name="groupUserIds" label="顾问" {...item} hidden={folded}>
          <GroupUserPicker
            groups={groups.data ?? []}
            loading={groups.isLoading}
            placeholder={groups.isError ? `顾问列表加载失败：${groups.error.message}` : '全部顾问'}
          />
        </Form.Item>
      ) : null}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 12, flexWrap: 'wrap' }}>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
        <Button onClick={reset}>重置</Button>
        {phone ? (
          <Button type="link" onClick={() => setMore((m) => !m)} aria-expanded={more}>
            {more ? '收起筛选' : '更多筛选'}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
