import type { PositionRow } from '@hh/domain/positions/position.schema';
import { formatSalary, formatYuan } from '@hh/domain/positions/position-format';
import { TOPIC_PAGE_SIZE } from '@hh/domain/workbench/activity.schema';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Cascader from 'antd/es/cascader';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import TreeSelect from 'antd/es/tree-select';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCategoryTree, useIndustryTree } from '../../../api/reference';
import { LoadError } from '../../../components/load-error';
import { activityQuery, topicPositionsQuery } from '../api/workbench';
import '../workbench.css';

interface TopicFilters {
  positionName: string;
  companyName: string;
  keyWord: string;
  /** Industry codes (first or second level). */
  industries: string[];
  /** Job-function path: first, second, third level codes. */
  types: string[];
}
const EMPTY: TopicFilters = { positionName: '', companyName: '', keyWord: '', industries: [], types: [] };
const TYPE_FIELDS = ['positionFirstType', 'positionSecondType', 'positionThirdType'] as const;

/** The position-list body of the topic: only the filters with a value (spec 001 §5). */
function topicBody(activityId: string, page: number, f: TopicFilters) {
  const text = (value: string) => value.trim() || undefined;
  const entries: [string, unknown][] = [
    ['positionName', text(f.positionName)],
    ['companyName', text(f.companyName)],
    ['keyword', text(f.keyWord)],
    ['industryFieldCodes', f.industries.length ? f.industries : undefined],
    ...f.types.map((code, i): [string, unknown] => [TYPE_FIELDS[i] as string, code]),
  ];
  return {
    lietouActivityId: activityId,
    query: { limit: TOPIC_PAGE_SIZE, offset: (page - 1) * TOPIC_PAGE_SIZE },
    ...Object.fromEntries(entries.filter(([, v]) => v !== undefined)),
  };
}

/**
 * The topic of an activity (spec 001 §2): its picture and text, then its positions 15 a page
 * through the position list with lietouActivityId and the topic filters of spec 001 §3. Only
 * filters with a value are sent (spec 001 §5).
 */
export function TopicPage() {
  const activityId = useParams().activityId ?? '';
  const activity = useQuery(activityQuery(activityId));
  const [draft, setDraft] = useState<TopicFilters>(EMPTY);
  const [filters, setFilters] = useState<TopicFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const industryTree = useIndustryTree();
  const categoryTree = useCategoryTree();
  const positions = useQuery(topicPositionsQuery(topicBody(activityId, page, filters)));
  if (activity.isError) return <LoadError title="活动不存在或已结束" error={activity.error} onRetry={() => void activity.refetch()} />;
  const a = activity.data;
  const search = () => {
    setFilters(draft);
    setPage(1);
  };
  return (
    <section className="wb-page" aria-labelledby="topic-title">
      {a ? (
        <div className="wb-topic-head">
          <img src={a.picture} alt="" width={640} height={240} />
          <div>
            <h1 id="topic-title">{a.title}</h1>
            <p style={{ color: '#666', margin: '0 0 8px' }}>
              活动时间：{dayjs(a.startTime).format('YYYY-MM-DD')} 至 {dayjs(a.endTime).format('YYYY-MM-DD')}
            </p>
            <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{a.description}</p>
          </div>
        </div>
      ) : (
        <Skeleton active />
      )}
      <search className="wb-filters">
        {(
          [
            ['positionName', '职位名称'],
            ['companyName', '公司名称'],
            ['keyWord', '关键词'],
          ] as const
        ).map(([key, label]) => (
          <Input
            key={key}
            aria-label={label}
            placeholder={label}
            allowClear
            maxLength={50}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            onPressEnter={search}
            className="wb-filter"
          />
        ))}
        <TreeSelect
          aria-label="行业"
          placeholder="行业"
          multiple
          allowClear
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          maxTagCount="responsive"
          value={draft.industries}
          treeData={industryTree}
          fieldNames={{ label: 'name', value: 'code', children: 'children' }}
          onChange={(industries: string[]) => setDraft({ ...draft, industries })}
          className="wb-filter"
        />
        <Cascader
          aria-label="职位类别"
          placeholder="职位类别"
          changeOnSelect
          allowClear
          value={draft.types.length ? draft.types : undefined}
          options={categoryTree}
          fieldNames={{ label: 'name', value: 'code', children: 'children' }}
          onChange={(value) => setDraft({ ...draft, types: ((value ?? []) as string[]).slice(0, 3) })}
          displayRender={(labels) => labels[labels.length - 1]}
          className="wb-filter"
        />
        <Button type="primary" onClick={search}>
          搜索
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setPage(1);
          }}
        >
          清空
        </Button>
      </search>
      <Table<PositionRow>
        rowKey="positionId"
        size="middle"
        loading={positions.isFetching}
        dataSource={positions.data?.data ?? []}
        scroll={{ x: 720 }}
        pagination={{
          current: page,
          pageSize: TOPIC_PAGE_SIZE,
          total: positions.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 个职位`,
          onChange: setPage,
        }}
        columns={[
          {
            title: '职位',
            dataIndex: 'positionName',
            render: (name: string, row) => <Link to={`/index/positions/${row.positionId}`}>{name}</Link>,
          },
          { title: '公司', dataIndex: 'companyName' },
          { title: '城市', dataIndex: 'cityName', width: 90 },
          { title: '月薪', key: 'salary', width: 150, render: (_, row) => formatSalary(row.salaryLow, row.salaryHigh, row.salaryMonths) },
          { title: '佣金', dataIndex: 'rewardAmount', width: 120, render: (fen: number) => formatYuan(fen) },
        ]}
      />
    </section>
  );
}
