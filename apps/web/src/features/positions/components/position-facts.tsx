import type { PositionRow } from '@hh/domain/positions/position.schema';
import { formatEducation, formatSalary, formatWorkYears, formatYuan } from '@hh/domain/positions/position-format';
import Tag from 'antd/es/tag';

/** "杭州 · 5-10年 · 本科及以上 · 招3人": what a recruiter scans a position for. */
export function positionFacts(row: Pick<PositionRow, 'cityName' | 'workYearLower' | 'workYearUpper' | 'education' | 'headcount'>): string {
  return [row.cityName, formatWorkYears(row.workYearLower, row.workYearUpper), formatEducation(row.education), `招${row.headcount}人`].join(
    ' · ',
  );
}

export function SalaryText({ row, size = 14 }: { row: Pick<PositionRow, 'salaryLow' | 'salaryHigh' | 'salaryMonths'>; size?: number }) {
  return (
    <span style={{ color: '#cf1322', fontWeight: 600, fontSize: size, whiteSpace: 'nowrap' }}>
      {formatSalary(row.salaryLow, row.salaryHigh, row.salaryMonths)}
    </span>
  );
}

/** The reward for a hire, in yuan. */
export function RewardText({ fen }: { fen: number }) {
  return <span style={{ color: '#ad4e00', fontWeight: 600, whiteSpace: 'nowrap' }}>{formatYuan(fen)}</span>;
}

export function GuaranteeTag({ days }: { days: number }) {
  return (
    <Tag color={days >= 180 ? 'purple' : 'blue'} variant="filled" style={{ marginInlineEnd: 0 }}>
      保证期{days}天
    </Tag>
  );
}
