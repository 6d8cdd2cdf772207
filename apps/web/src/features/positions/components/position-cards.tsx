import { chinaShortDate } from '@hh/domain/time/china-time';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { GuaranteeTag, positionFacts, RewardText, SalaryText } from './position-facts';
import { chooseCandidateLink, type PositionListProps, positionLink } from './position-table';

/** The position list on a phone: one card a position, the salary beside the name. */
export function PositionCards({ rows, loading, from, empty }: PositionListProps) {
  if (!loading && rows.length === 0) return <div style={{ padding: '24px 0' }}>{empty}</div>;
  return (
    <Spin spinning={loading}>
      <ul data-testid="position-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {rows.map((row) => (
          <li key={row.positionId} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
              <Link to={positionLink(row.positionId)} state={{ from }} style={{ fontWeight: 600, fontSize: 15, minWidth: 0 }}>
                {row.positionName}
              </Link>
              <SalaryText row={row} />
            </div>
            <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 4 }}>{row.companyName}</div>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginTop: 2 }}>{positionFacts(row)}</div>
            <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
              <span style={{ fontSize: 13 }}>
                奖励 <RewardText fen={row.rewardAmount} />
              </span>
              <GuaranteeTag days={row.guaranteeDays} />
              {row.myOrderCount > 0 ? <Tag color="green">本公司在推{row.myOrderCount}单</Tag> : null}
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 10 }}>
              <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>更新于 {chinaShortDate(row.lastUpdateTime)}</span>
              <ButtonLink type="primary" size="small" to={chooseCandidateLink(row.positionId)}>
                推荐候选人
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
