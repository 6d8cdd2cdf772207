import { chinaShortTime } from '@hh/domain/time/china-time';
import Spin from 'antd/es/spin';
import { Link } from 'react-router';
import { useDictionaries } from '../api/reference';
import { sourceLabel } from './source-label';
import { CompletenessTag, RowActions, resumeLink, rowFacts, type TalentListProps } from './talent-table';

/** The talent list on a phone: one card per candidate, every column still there, nothing to scroll sideways. */
export function TalentCards(props: TalentListProps) {
  const { rows, loading, showOwner, from, empty } = props;
  const dict = useDictionaries();
  if (rows.length === 0) return <div style={{ padding: '24px 0' }}>{loading ? <Spin /> : empty}</div>;
  return (
    <Spin spinning={loading}>
      <ul data-testid="talent-list" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.userId} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Link to={resumeLink(row)} state={{ from }} style={{ fontSize: 16, fontWeight: 600 }}>
                {row.name}
              </Link>
              <CompletenessTag completed={row.completed} />
              <span style={{ marginLeft: 'auto', color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{chinaShortTime(row.updateTime)}</span>
            </div>
            <div style={{ marginTop: 4, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
              {[rowFacts(row, dict), row.city].filter(Boolean).join(' · ')}
            </div>
            {row.companyName || row.positionName ? (
              <div style={{ marginTop: 2, fontSize: 13 }}>{[row.companyName, row.positionName].filter(Boolean).join(' · ')}</div>
            ) : null}
            <div style={{ marginTop: 2, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
              {row.phone ? <span>{row.phone}</span> : null}
              <span>来源：{sourceLabel(row.source)}</span>
              {showOwner ? <span>顾问：{row.ownerName}</span> : null}
            </div>
            {row.remark ? <div style={{ marginTop: 4, fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>备注：{row.remark}</div> : null}
            <div style={{ marginTop: 4, marginInlineStart: -4 }}>
              <RowActions {...props} row={row} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
