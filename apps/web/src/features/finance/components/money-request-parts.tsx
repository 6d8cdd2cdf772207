import { formatFen } from '@hh/domain/finance/fees';
import { type MoneyRequest, type MoneyRequestKind, MoneyRequestState } from '@hh/domain/finance/money-request';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Tag from 'antd/es/tag';

/** The pieces of a money request shared by the approvals table, its phone cards, the drawer and the decide dialog. */

const KIND_COLORS: Record<MoneyRequestKind, string> = {
  payout: 'blue',
  reversal: 'magenta',
  fine: 'volcano',
  coinAdjust: 'gold',
  bill: 'cyan',
  feeTerms: 'purple',
  caseFine: 'red',
};

export function RequestKindTag({ request }: { request: Pick<MoneyRequest, 'kind' | 'kindName'> }) {
  return (
    <Tag color={KIND_COLORS[request.kind]} style={{ marginInlineEnd: 0 }}>
      {request.kindName}
    </Tag>
  );
}

const STATE_COLORS: Record<number, string> = {
  [MoneyRequestState.pending]: 'orange',
  [MoneyRequestState.approved]: 'green',
  [MoneyRequestState.refused]: 'red',
  [MoneyRequestState.executing]: 'gold',
};

export function RequestStateTag({ request }: { request: Pick<MoneyRequest, 'state' | 'stateName'> }) {
  return (
    <Tag color={STATE_COLORS[request.state] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid="request-state">
      {request.stateName}
    </Tag>
  );
}

/**
 * The request's amount, signed as the contract signs it (negative takes from the firm): fen as
 * ¥ yuan with two decimals, coins as 金币; a change of fee terms has none.
 */
export function requestAmountText(request: Pick<MoneyRequest, 'amount' | 'asset'>): string {
  if (request.asset === 'none') return '—';
  const sign = request.amount > 0 ? '+' : request.amount < 0 ? '-' : '';
  const size = Math.abs(request.amount);
  return request.asset === 'coin' ? `${sign}${size} 金币` : `${sign}¥${formatFen(size)}`;
}

export function RequestAmount({ request }: { request: Pick<MoneyRequest, 'amount' | 'asset'> }) {
  const color = request.amount < 0 ? '#cf1322' : undefined;
  return (
    <span className="fin-money" style={{ color, fontWeight: 600 }} data-testid="request-amount">
      {requestAmountText(request)}
    </span>
  );
}

/** What the request would change, a line each: 打款金额 未打款 → 1,500.00元. */
export function ChangeLines({ changes, compact = false }: { changes: MoneyRequest['changes']; compact?: boolean }) {
  if (changes.length === 0) return null;
  return (
    <ul className={compact ? 'fin-changes fin-changes--compact' : 'fin-changes'} data-testid="request-changes">
      {changes.map((c) => (
        <li key={c.label}>
          <span className="fin-changes__label">{c.label}</span>
          <span className="fin-changes__before">{c.before}</span>
          <span aria-hidden="true" className="fin-changes__arrow">
            →
          </span>
          <span className="fin-changes__after">{c.after}</span>
        </li>
      ))}
    </ul>
  );
}

export const requestedTime = (request: Pick<MoneyRequest, 'requestedAt'>) => formatChinaTime(request.requestedAt, 'YYYY-MM-DD HH:mm');

/** 王五 · 项目经理 · 2026-11-28 10:20 */
export function requesterText(request: Pick<MoneyRequest, 'requestedByName' | 'requestedByRole' | 'requestedAt'>): string {
  return [request.requestedByName, request.requestedByRole, requestedTime(request)].filter(Boolean).join(' · ');
}
