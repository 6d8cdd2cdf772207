import { chinaShortTime, formatChinaTime } from '@hh/domain/time/china-time';
import Checkbox from 'antd/es/checkbox';
import Spin from 'antd/es/spin';
import { dateTime, ResumeLink, StageCell } from './order-cells';
import { OrderRowActions } from './order-row-actions';
import type { OrderListProps } from './order-table';

/** The order list on a phone: one card an order, every fact still there, nothing to scroll sideways. */
export function OrderCards({ rows, loading, viewer, showHunter, selected, onSelect, onAction, empty }: OrderListProps) {
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? <Spin /> : empty}</div>;
  const toggle = (orderId: string, on: boolean) => onSelect(on ? [...selected, orderId] : selected.filter((id) => id !== orderId));
  return (
    <Spin spinning={loading}>
      <ul data-testid="order-list" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.orderId} data-row-key={row.orderId} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Checkbox
                checked={selected.includes(row.orderId)}
                onChange={(e) => toggle(row.orderId, e.target.checked)}
                aria-label={`选择 ${row.candidateName}`}
              />
              <ResumeLink row={row} style={{ fontSize: 16, fontWeight: 600 }}>
                {row.candidateName}
              </ResumeLink>
              <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>{row.candidatePhone}</span>
              <span style={{ marginLeft: 'auto', color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{chinaShortTime(row.updateTime)}</span>
            </div>
            <div style={{ marginTop: 4, fontSize: 14 }}>{row.positionName}</div>
            <div style={{ color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>{[row.companyName, row.cityName].filter(Boolean).join(' · ')}</div>
            <div style={{ marginTop: 6 }}>
              <StageCell row={row} />
            </div>
            <div style={{ marginTop: 4, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
              <span>推荐：{formatChinaTime(row.recommendTime, 'YYYY-MM-DD')}</span>
              {showHunter ? <span>顾问：{row.hunterName}</span> : null}
              {row.pmName ? <span>PM：{row.pmName}</span> : null}
              {row.interviewTime !== null ? (
                <span>
                  面试：{dateTime(row.interviewTime)}
                  {row.interviewPlace ? ` · ${row.interviewPlace}` : ''}
                </span>
              ) : null}
            </div>
            {row.remark ? <div style={{ marginTop: 4, fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>备注：{row.remark}</div> : null}
            <div style={{ marginTop: 4 }}>
              <OrderRowActions row={row} viewer={viewer} onAction={onAction} wrap />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
