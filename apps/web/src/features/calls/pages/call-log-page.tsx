import { isLeader, isRoleCode } from '@hh/domain/accounts/role';
import {
  CALL_LOG_DEFAULT_SORT,
  CALL_LOG_PAGE_SIZE,
  type CallLogSort,
  defaultCallLogRange,
  formatTalkTime,
} from '@hh/domain/calls/call-rules';
import type { CallLogRow } from '@hh/domain/calls/calls.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Table, { type TableProps } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { groupDataQuery } from '../../../api/group-data';
import { CALL_SETTINGS_PATH } from '../../../components/call-button';
import { GroupUserPicker } from '../../../components/group-user-picker';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { callLogQuery } from '../api/calls';
import { CallDetailModal } from '../components/call-detail-modal';
import '../calls.css';
import { Link } from 'react-router';

interface Filters {
  range: [Dayjs, Dayjs];
  keyword: string;
  userIds: string[];
  orderClause: CallLogSort;
  orderSequence: 'asc' | 'desc';
  pageNum: number;
}

function defaults(): Filters {
  const { startTime, endTime } = defaultCallLogRange(Date.now());
  return {
    range: [dayjs(startTime), dayjs(endTime)],
    keyword: '',
    userIds: [],
    orderClause: CALL_LOG_DEFAULT_SORT,
    orderSequence: 'desc',
    pageNum: 1,
  };
}

/**
 * Call log summary (spec 001 §2): one row per candidate called in the range — 20 a page, most
 * calls first, from the first of the month to the end of today by default — with a detail modal
 * of every call and its recording.
 */
export function CallLogPage() {
  const me = useQuery(myInfoQuery).data;
  const role = me?.roleCode;
  const leader = isLeader(isRoleCode(role) ? role : null);
  const groups = useQuery({ ...groupDataQuery(me?.roleCode ?? null), enabled: leader });
  const [draft, setDraft] = useState(defaults);
  const [filters, setFilters] = useState(defaults);
  const [open, setOpen] = useState<CallLogRow | null>(null);
  const range = { startTime: filters.range[0].startOf('day').valueOf(), endTime: filters.range[1].endOf('day').valueOf() };
  const page = useQuery(
    callLogQuery({
      ...range,
      keyword: filters.keyword || undefined,
      userIds: filters.userIds,
      orderClause: filters.orderClause,
      orderSequence: filters.orderSequence,
      pageNum: filters.pageNum,
      pageSize: CALL_LOG_PAGE_SIZE,
    }),
  );
  const sortOf = (field: CallLogSort) => (filters.orderClause === field ? (filters.orderSequence === 'asc' ? 'ascend' : 'descend') : null);
  const columns: TableProps<CallLogRow>['columns'] = [
    { title: '候选人', dataIndex: 'candidateName', width: 110, fixed: 'left' },
    { title: '手机号', dataIndex: 'candidatePhone', width: 120 },
    { title: '顾问', dataIndex: 'hunterName', width: 90 },
    { title: '拨打次数', dataIndex: 'contactTimes', width: 100, sorter: true, sortOrder: sortOf('contactTimes') },
    { title: '接通次数', dataIndex: 'connectedTimes', width: 100, sorter: true, sortOrder: sortOf('connectedTimes') },
    {
      title: '通话时长',
      dataIndex: 'talkSeconds',
      width: 120,
      sorter: true,
      sortOrder: sortOf('talkSeconds'),
      render: (s: number) => formatTalkTime(s),
    },
    {
      title: '最近拨打',
      dataIndex: 'lastContactTime',
      width: 150,
      sorter: true,
      sortOrder: sortOf('lastContactTime'),
      render: (t: number) => formatChinaTime(t, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)} aria-label={`通话明细：${row.candidateName}`}>
          通话明细
        </Button>
      ),
    },
  ];
  const onChange: TableProps<CallLogRow>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const orderClause = (s?.order ? (s.field as CallLogSort) : undefined) ?? CALL_LOG_DEFAULT_SORT;
    const orderSequence = s?.order === 'ascend' ? 'asc' : 'desc';
    setFilters({ ...filters, orderClause, orderSequence, pageNum: 1 });
  };
  return (
    <section className="calls-page" aria-labelledby="call-log-title">
      <h1 id="call-log-title">通话记录</h1>
      <search className="calls-filters">
        <DatePicker.RangePicker
          aria-label="拨打时间"
          allowClear={false}
          value={draft.range}
          onChange={(v) => v?.[0] && v[1] && setDraft({ ...draft, range: [v[0], v[1]] })}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
        <Input
          aria-label="候选人姓名"
          placeholder="候选人姓名"
          allowClear
          style={{ width: 180 }}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        />
        {leader ? (
          <div style={{ width: 240 }}>
            <GroupUserPicker
              groups={groups.data ?? []}
              loading={groups.isPending}
              value={draft.userIds}
              onChange={(userIds) => setDraft({ ...draft, userIds })}
              placeholder="全部顾问"
            />
          </div>
        ) : null}
        <Button
          type="primary"
          onClick={() => setFilters({ ...filters, range: draft.range, keyword: draft.keyword.trim(), userIds: draft.userIds, pageNum: 1 })}
        >
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
        <Link to={CALL_SETTINGS_PATH} style={{ alignSelf: 'center', marginLeft: 'auto' }}>
          呼叫设置
        </Link>
      </search>
      {page.isError ? <LoadError title="通话记录加载失败" error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<CallLogRow>
        data-testid="call-log"
        rowKey="candidateId"
        size="middle"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        onChange={onChange}
        pagination={false}
        scroll={{ x: 880 }}
        locale={{ emptyText: '该时间范围内没有通话记录' }}
      />
      <ListFooter
        total={page.data?.total ?? 0}
        page={filters.pageNum}
        pageSize={CALL_LOG_PAGE_SIZE}
        onPage={(pageNum) => setFilters({ ...filters, pageNum })}
        label={`共 ${page.data?.total ?? 0} 位候选人`}
      />
      {open ? <CallDetailModal row={open} range={range} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
