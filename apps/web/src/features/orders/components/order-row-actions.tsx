import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { OrderRow } from '@hh/domain/orders/order.schema';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { Link } from 'react-router';
import { CallButton } from '../../../components/call-button';
import { ResumeLink } from './order-cells';
import { type RowAction, type RowActionKey, rowActionsOf, type Viewer } from './row-actions';

export type OnRowAction = (key: RowActionKey, row: OrderRow) => void;

/**
 * A row's actions: 状态记录, the stage moves this user may make now (from the domain's table),
 * and the rest under 更多.
 */
export function OrderRowActions({
  row,
  viewer,
  onAction,
  wrap = false,
}: {
  row: OrderRow;
  viewer: Viewer;
  onAction: OnRowAction;
  wrap?: boolean;
}) {
  const { moves, others } = rowActionsOf(row, viewer);
  const button = (a: RowAction) => (
    <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => onAction(a.key, row)}>
      {a.label}
    </Button>
  );
  // One line whatever the stage: 状态记录 and the first move as buttons, everything else under 更多.
  const [first, ...rest] = others;
  const [move, ...moreMoves] = moves;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', flexWrap: wrap ? 'wrap' : 'nowrap', whiteSpace: 'nowrap' }}>
      {first ? button(first) : null}
      {move ? button(move) : null}
      <CallButton candidateId={row.userId} orderId={row.orderId} name={row.candidateName} iconOnly />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'resume', label: <ResumeLink row={row}>查看简历</ResumeLink> },
            // Another consultant's order of this candidate (blind push, order skipping…): file a complaint about it.
            { key: 'complain', label: <Link to={`/index/complaints/new?orderId=${row.orderId}`}>投诉</Link> },
            ...[...moreMoves, ...rest].map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
          ],
          onClick: ({ key }) => {
            if (key !== 'resume' && key !== 'complain') onAction(key as RowActionKey, row);
          },
        }}
      >
        <Button type="link" size="small" aria-label={`更多操作：${row.candidateName}`}>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </span>
  );
}
