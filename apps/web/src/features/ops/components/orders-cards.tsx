import { chinaShortTime, formatChinaTime } from '@hh/domain/time/china-time';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import type { OpsOrderRow } from '../api/orders';
import type { OpsDetail } from './orders-detail-drawer';
import type { OpsAction } from './orders-move-modal';
import { OpsRowActions, OpsStage } from './orders-table';

/** The console's order list on a phone: one card an order. */
export function OrdersCards({
  rows,
  loading,
  empty,
  onMove,
  onDetail,
}: {
  rows: OpsOrderRow[];
  loading: boolean;
  empty: ReactNode;
  onMove: (row: OpsOrderRow, action: OpsAction) => void;
  onDetail: (row: OpsOrderRow, detail: OpsDetail) => void;
}) {
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? <Spin /> : empty}</div>;
  return (
    <Spin spinning={loading}>
      <ul data-testid="ops-order-list" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((r) => (
          <li key={r.orderId} data-row-key={r.orderId} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ fontSize: 16, fontWeight: 600 }}>{r.candidateName}</span>
              <OpsStage row={r} />
              <span style={{ marginLeft: 'auto', color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{chinaShortTime(r.updateTime)}</span>
            </div>
            <div style={{ marginTop: 4 }}>{r.positionName}</div>
            <div style={{ color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>{[r.companyName, r.cityName].filter(Boolean).join(' · ')}</div>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, display: 'flex', flexWrap: 'wrap', gap: '0 12px', marginTop: 2 }}>
              <span>
                {r.firmName} · {r.hunterName}
              </span>
              {r.interviewTime !== null ? (
                <span>
                  面试：{formatChinaTime(r.interviewTime, 'YYYY-MM-DD HH:mm')} {r.interviewPlace}
                </span>
              ) : null}
            </div>
            <div style={{ marginTop: 4, marginInlineStart: -7 }}>
              <OpsRowActions row={r} onMove={onMove} onDetail={onDetail} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
