import {
  INTERVIEW_PAGE_SIZE,
  INTERVIEW_REACTION_LABELS,
  INTERVIEW_REACTIONS,
  type InterviewItem,
  interviewOverdue,
} from '@hh/domain/interviews/interview-feedback';
import { chinaYear, formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { Link, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { interviewListQuery, useChangeReaction } from '../api/interviews';
import { ResumeLink } from '../components/order-cells';

const REACTION_OPTIONS = INTERVIEW_REACTIONS.map((r) => ({ value: r, label: INTERVIEW_REACTION_LABELS[r] }));

/**
 * 面试反馈 (/index/interviews, spec 001): the consultant's booked interviews, today's and
 * tomorrow's marked, each with the candidate's reaction to report — 准时参加, 候选人改期 or 候选人放弃.
 */
export function InterviewFeedbackPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('current'));
  const current = Number.isInteger(wanted) && wanted >= 1 && wanted <= 10_000 ? wanted : 1;
  const list = useQuery({ ...interviewListQuery(current), placeholderData: keepPreviousData });
  const total = list.data?.totalCount ?? 0;
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="interviews-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <h1 id="interviews-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          面试反馈
        </h1>
        <div style={{ flex: 1 }} />
        <Link to="/index/bills/mybills?candidateState=60">查看面试中的订单</Link>
      </header>
      <p style={{ margin: '0 0 12px', color: 'rgba(0,0,0,0.65)' }}>面试前后请及时确认候选人是否准时参加，改期或放弃也请在这里反馈。</p>
      {list.isError ? (
        <LoadError title="面试列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spin />
      ) : list.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={current > 1 ? '这一页没有面试' : '还没有已预约的面试'} />
      ) : (
        <ul data-testid="interview-list" style={{ margin: 0, padding: 0, listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.data.map((row) => (
            <InterviewEntry key={row.orderId} row={row} phone={phone} />
          ))}
        </ul>
      )}
      {total > INTERVIEW_PAGE_SIZE || current > 1 ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination
            current={current}
            pageSize={INTERVIEW_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            size={phone ? 'small' : undefined}
            onChange={(page) => setSearch(page > 1 ? { current: String(page) } : {})}
          />
        </div>
      ) : null}
    </section>
  );
}

function InterviewEntry({ row, phone }: { row: InterviewItem; phone: boolean }) {
  const { message: toast } = App.useApp();
  const change = useChangeReaction();
  const now = Date.now();
  const overdue = interviewOverdue(row, now);
  const mark = overdue ? '已过时间，待反馈' : row.isToday ? '今天' : row.isTomorrow ? '明天' : null;
  const onChange = (reaction: number) =>
    change.mutate(
      { orderId: row.orderId, reaction },
      {
        onSuccess: () => void toast.success(`已反馈：${INTERVIEW_REACTION_LABELS[reaction]}`),
        onError: (error) => void toast.error(error.message),
      },
    );
  return (
    <li
      data-row-key={row.orderId}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: phone ? 8 : 16,
        padding: '12px 0',
        borderBottom: '1px solid rgba(5,5,5,0.06)',
      }}
    >
      <div style={{ flex: phone ? '1 1 100%' : '0 0 260px' }}>
        <div style={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
          {formatChinaTime(row.interviewTime, chinaYear(row.interviewTime) === chinaYear(now) ? 'MM-DD ddd HH:mm' : 'YYYY-MM-DD ddd HH:mm')}
          {mark ? (
            <Tag color={mark === '明天' ? 'orange' : 'red'} style={{ marginInlineStart: 8 }}>
              {mark}
            </Tag>
          ) : null}
        </div>
        <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{row.interviewPlace || '地点待定'}</div>
      </div>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <ResumeLink row={row} style={{ fontWeight: 500 }}>
          {row.candidateName}
        </ResumeLink>
        <div style={{ color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
          {row.positionName} · {row.companyName}
        </div>
      </div>
      <Select
        aria-label={`面试反馈：${row.candidateName}`}
        value={row.reaction}
        onChange={onChange}
        loading={change.isPending}
        disabled={change.isPending}
        options={REACTION_OPTIONS}
        style={{ width: phone ? '100%' : 140 }}
      />
    </li>
  );
}
