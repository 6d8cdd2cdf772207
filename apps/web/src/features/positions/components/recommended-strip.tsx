import type { PositionRow } from '@hh/domain/positions/position.schema';
import { Link } from 'react-router';
import { SalaryText } from './position-facts';
import { positionLink } from './position-table';

/** 为你推荐 (GET /api/positions/recommended): positions like the consultant's recent work that they have not touched yet. */
export function RecommendedStrip({ rows, from, phone }: { rows: PositionRow[]; from: string; phone: boolean }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" style={{ marginBottom: 12 }}>
      <h2 id="recommended-title" style={{ fontSize: 15, fontWeight: 600, margin: '4px 0 8px' }}>
        为你推荐
      </h2>
      <ul
        data-testid="recommended-positions"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 8,
          gridTemplateColumns: phone ? undefined : 'repeat(auto-fill, minmax(220px, 1fr))',
          gridAutoFlow: phone ? 'column' : undefined,
          gridAutoColumns: phone ? '72%' : undefined,
          overflowX: phone ? 'auto' : undefined,
        }}
      >
        {rows.map((row) => (
          <li
            key={row.positionId}
            style={{ background: '#f6f9ff', border: '1px solid #e6efff', borderRadius: 8, padding: '10px 12px', minWidth: 0 }}
          >
            <Link
              to={positionLink(row.positionId)}
              state={{ from }}
              style={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {row.positionName}
            </Link>
            <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {row.companyName} · {row.cityName}
            </div>
            <SalaryText row={row} size={13} />
          </li>
        ))}
      </ul>
    </section>
  );
}
