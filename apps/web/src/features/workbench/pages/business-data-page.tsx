import { isLeader, isRoleCode } from '@hh/domain/accounts/role';
import { formatTalkTime } from '@hh/domain/calls/call-rules';
import {
  BUSINESS_DATA_DEFAULT_SORT,
  BUSINESS_DATA_PAGE_SIZE,
  type BusinessDataPage as BusinessDataAnswer,
  type BusinessDataRow,
  CALL_FIELD_LABELS,
  CALL_FIELDS,
  type CallField,
  END_OF_DAY_MS,
} from '@hh/domain/workbench/business-data.schema';
import { METRIC_FIELD_LIST, type MetricField } from '@hh/domain/workbench/metrics';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Pagination from 'antd/es/pagination';
import Table, { type TableProps } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { groupDataQuery } from '../../../api/group-data';
import { GroupUserPicker } from '../../../components/group-user-picker';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { businessDataExportUrl, businessDataQuery } from '../api/workbench';
import '../workbench.css';

const LABELS: Record<MetricField, string> = {
  recNum: '推荐数',
  validRecNum: '有效推荐数',
  interviewNum: '约面数',
  interviewArriveNum: '到面数',
  offerNum: 'offer数',
  entryNum: '入职数',
};

interface Filters {
  range: [Dayjs, Dayjs];
  userIds: string[];
  orderClause: MetricField;
  orderSequence: 'desc' | 'asc';
  current: number;
}

/** The defaults of spec 001 §2: the first of this month to today, recNum descending, page 1. */
const defaults = (): Filters => ({
  range: [dayjs().startOf('month'), dayjs().startOf('day')],
  userIds: [],
  orderClause: BUSINESS_DATA_DEFAULT_SORT,
  orderSequence: 'desc',
  current: 1,
});

type Row = BusinessDataRow & { summary?: '合计' | '人均' };

function summaryRows(page: BusinessDataAnswer): Row[] {
  const vo = page.lietouDataStatisticsVo;
  const pick = (suffix: 'Sum' | 'Avg') =>
    Object.fromEntries([...METRIC_FIELD_LIST, ...CALL_FIELDS].map((f) => [f, vo[`${f}${suffix}`]])) as Record<
      MetricField | CallField,
      number
    >;
  return [
    { userId: 'sum', userName: '合计', groupName: '', summary: '合计', ...pick('Sum') },
    { userId: 'avg', userName: '人均', groupName: '', summary: '人均', ...pick('Avg') },
  ];
}

/**
 * Business data statistics (/index/businessdata, spec 001 §2–§5): one row per consultant of the
 * caller's scope (or of the picked group users), the totals and averages as two extra rows on
 * page 1, 20 a page. Changing the sort goes back to page 1; 重置 restores every default; 导出
 * downloads the same selection as .xlsx.
 */
export function BusinessDataPage() {
  const me = useQuery(myInfoQuery).data;
  const role = me?.roleCode;
  const leader = isLeader(isRoleCode(role) ? role : null);
  const groups = useQuery({ ...groupDataQuery(me?.roleCode ?? null), enabled: leader });
  const [draft, setDraft] = useState<Pick<Filters, 'range' | 'userIds'>>(() => defaults());
  const [filters, setFilters] = useState<Filters>(defaults);
  const body = {
    start: filters.range[0].startOf('day').valueOf(),
    end: filters.range[1].startOf('day').valueOf() + END_OF_DAY_MS,
    userIds: filters.userIds,
    orderClause: filters.orderClause,
    orderSequence: filters.orderSequence,
    current: filters.current,
    limit: BUSINESS_DATA_PAGE_SIZE,
  };
  const page = useQuery(businessDataQuery(body));
  const rows: Row[] = page.data
    ? [...page.data.lietouDataStatisticsVo.lietouDataStatisticsCountList, ...(filters.current === 1 ? summaryRows(page.data) : [])]
    : [];

  const onChange: TableProps<Row>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = (s?.order ? s.field : undefined) as MetricField | undefined;
    const orderClause = field ?? BUSINESS_DATA_DEFAULT_SORT;
    const orderSequence = s?.order === 'ascend' ? 'asc' : 'desc';
    const sortChanged = orderClause !== filters.orderClause || orderSequence !== filters.orderSequence;
    setFilters({ ...filters, orderClause, orderSequence, current: sortChanged ? 1 : filters.current });
  };

  return (
    <section className="wb-page" aria-labelledby="business-title">
      <h1 id="business-title">业务数据统计</h1>
      <search className="wb-filters">
        <DatePicker.RangePicker
          aria-label="统计时间"
          allowClear={false}
          value={draft.range}
          onChange={(v) => v?.[0] && v[1] && setDraft({ ...draft, range: [v[0], v[1]] })}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
        {leader ? (
          <div style={{ width: 260 }}>
            <GroupUserPicker
              groups={groups.data ?? []}
              loading={groups.isPending}
              value={draft.userIds}
              onChange={(userIds) => setDraft({ ...draft, userIds })}
              placeholder="全部顾问"
            />
          </div>
        ) : null}
        <Button type="primary" onClick={() => setFilters({ ...filters, range: draft.range, userIds: draft.userIds, current: 1 })}>
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(defaults());
            setFilters(defaults());
          }}
        >
          重置
        </Button>
        <Button href={businessDataExportUrl(body)} download>
          导出
        </Button>
      </search>
      {page.isError ? <LoadError title="业务数据加载失败" error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<Row>
        rowKey="userId"
        size="middle"
        loading={page.isFetching}
        dataSource={rows}
        onChange={onChange}
        scroll={{ x: 1060 }}
        rowClassName={(r) => (r.summary ? 'wb-summary-row' : '')}
        pagination={false}
        columns={[
          { title: '顾问', dataIndex: 'userName', fixed: 'left', width: 110 },
          { title: '团队', dataIndex: 'groupName', width: 140 },
          ...METRIC_FIELD_LIST.map((f) => ({
            title: LABELS[f],
            dataIndex: f,
            key: f,
            align: 'right' as const,
            sorter: true,
            sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
            sortOrder: filters.orderClause === f ? (filters.orderSequence === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
          })),
          // The call columns come from the call log (issue 22); they are not a sort key.
          ...CALL_FIELDS.map((f) => ({
            title: CALL_FIELD_LABELS[f],
            dataIndex: f,
            key: f,
            align: 'right' as const,
            width: f === 'callSeconds' ? 120 : 80,
            render: f === 'callSeconds' ? (s: number) => formatTalkTime(s) : undefined,
          })),
        ]}
      />
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={filters.current}
        pageSize={BUSINESS_DATA_PAGE_SIZE}
        total={page.data?.totalCount ?? 0}
        showSizeChanger={false}
        showTotal={(total) => `共 ${total} 位顾问`}
        onChange={(current) => setFilters({ ...filters, current })}
      />
    </section>
  );
}
