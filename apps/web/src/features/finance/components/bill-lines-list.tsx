import { BillLineKind } from '@hh/domain/finance/delivery-state';
import type { BillDetail } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Money } from './money';

type Line = BillDetail['lines'][number];
const PAGE = 20;

export const lineKindColor = (l: Line) => (l.kind === BillLineKind.fine ? 'red' : l.kind === BillLineKind.reversal ? 'orange' : 'blue');
/** What a line is: the fine's reason, or the candidate, position and delivery type. */
export const lineWhat = (l: Line) =>
  l.kind === BillLineKind.fine ? l.note : `${l.candidateName} · ${l.positionName}（${l.deliveryModelName}）`;

/**
 * A bill's lines on a phone: one card per line — type and amount on top, what it is wrapped in
 * full below, consultant and time last — 20 per page, so nothing scrolls sideways at 390 px.
 */
export function BillLinesList({ lines, loading }: { lines: readonly Line[]; loading: boolean }) {
  const [page, setPage] = useState(1);
  const shown = lines.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Spin spinning={loading}>
      <ul className="fin-lines" data-testid="bill-lines">
        {shown.map((l) => (
          <li key={l.id} className="fin-line">
            <div className="fin-line__top">
              <Tag color={lineKindColor(l)}>{l.kindName}</Tag>
              <Money fen={l.amount} strong />
            </div>
            <div className="fin-line__what">{lineWhat(l) || '—'}</div>
            <div className="fin-line__meta">
              {l.hunterName || '—'} · {formatChinaTime(l.occurredTime)}
            </div>
          </li>
        ))}
        {!loading && lines.length === 0 ? <li className="fin-line fin-line--empty">暂无明细</li> : null}
      </ul>
      {lines.length > PAGE ? (
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={PAGE}
          total={lines.length}
          onChange={setPage}
          className="fin-lines__pager"
        />
      ) : null}
    </Spin>
  );
}
