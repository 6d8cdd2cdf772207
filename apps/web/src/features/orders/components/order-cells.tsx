import type { OrderRow } from '@hh/domain/orders/order.schema';
import { ORDER_STAGE_LABELS, OrderStage, RejectStatus } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cameFromHere } from '../../../components/came-from';

type InterviewRef = Pick<OrderRow, 'commonUserId'> & { orderId?: string };

/** The resume opened for an order carries it (?orderId=): the page shows that order's report, editable while allowed. */
export const resumeLink = (row: InterviewRef) =>
  `/index/recuit/resume/${encodeURIComponent(row.commonUserId)}${row.orderId ? `?orderId=${encodeURIComponent(row.orderId)}` : ''}`;

export const dash = (v: ReactNode) =>
  v === '' || v === null || v === undefined ? <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>—</span> : v;

export const dateTime = (ms: number | null) => (ms === null ? '' : formatChinaTime(ms, 'YYYY-MM-DD HH:mm'));

function stageColor(stage: number): string {
  if (stage === OrderStage.terminated) return 'default';
  if (stage === OrderStage.talentStored) return 'purple';
  if (stage === OrderStage.onboardConfirmed || stage === OrderStage.pastGuarantee) return 'green';
  if (stage === OrderStage.offer) return 'cyan';
  if (stage >= OrderStage.interviewBooked && stage <= OrderStage.interviewPassed) return 'geekblue';
  return 'blue';
}

/** The stage label, and a red 驳回 tag whose hover says why the platform rejected the recommendation. */
export function StageCell({ row }: { row: OrderRow }) {
  const label = row.stateLabel || ORDER_STAGE_LABELS[row.candidateState as OrderStage] || String(row.candidateState);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={stageColor(row.candidateState)} style={{ marginInlineEnd: 0 }}>
        {label}
      </Tag>
      {row.rejectStatus === RejectStatus.rejected ? (
        <Tooltip title={row.rejectReason ? `驳回原因：${row.rejectReason}` : '已驳回'}>
          <Tag color="red" style={{ marginInlineEnd: 0, cursor: 'help' }} data-testid="reject-tag">
            驳回
          </Tag>
        </Tooltip>
      ) : row.rejectStatus === RejectStatus.recommitted ? (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          已重新提交
        </Tag>
      ) : null}
      {row.candidateState === OrderStage.terminated && row.terminalReason ? (
        <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{row.terminalReason}</span>
      ) : null}
      {row.offerSalary !== null && row.candidateState !== OrderStage.terminated ? (
        <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{offerText(row)}</span>
      ) : null}
    </span>
  );
}

/** A link to the candidate's resume whose 返回 comes back to this list (and the menu keeps it lit). */
export function ResumeLink({ row, style, children }: { row: OrderRow | InterviewRef; style?: CSSProperties; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={resumeLink(row)} state={cameFromHere(location)} style={style}>
      {children}
    </Link>
  );
}

export function CandidateCell({ row }: { row: OrderRow }) {
  return (
    <div style={{ lineHeight: 1.5 }}>
      <ResumeLink row={row} style={{ fontWeight: 500 }}>
        {row.candidateName}
      </ResumeLink>
      <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{dash(row.candidatePhone)}</div>
    </div>
  );
}

export function PositionCell({ row }: { row: OrderRow }) {
  return (
    <div style={{ lineHeight: 1.5 }}>
      <div>{row.positionName}</div>
      <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{[row.companyName, row.cityName].filter(Boolean).join(' · ')}</div>
      {row.remark ? (
        <div
          title={row.remark}
          style={{
            color: 'rgba(0,0,0,0.65)',
            fontSize: 12,
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          备注：{row.remark}
        </div>
      ) : null}
    </div>
  );
}

export function InterviewCell({ row }: { row: OrderRow }) {
  if (row.interviewTime === null) return dash('');
  return (
    <div style={{ lineHeight: 1.5 }}>
      <div>{dateTime(row.interviewTime)}</div>
      {row.interviewPlace ? <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{row.interviewPlace}</div> : null}
    </div>
  );
}

/** What the offer says, once there is one. */
export function offerText(row: OrderRow): string {
  if (row.offerSalary === null) return '';
  return [`月薪 ${row.offerSalary.toLocaleString('zh-CN')} 元`, row.onboardDate ? `入职 ${row.onboardDate}` : '']
    .filter(Boolean)
    .join(' · ');
}
