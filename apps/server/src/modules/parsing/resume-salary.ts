/**
 * Salary and job-hunting status as candidates write them. Money comes out in yuan, months
 * per year ×10 (the product's tenth-of-month fields): "25-30K" → 25,000 a month (the lower
 * bound: what the candidate will accept), "30k×14" → 30,000 × 14 = 420,000 a year,
 * "40万/年" → 400,000 a year, "25001-35000元/月" → 25,001 a month.
 */
export interface ParsedSalary {
  perMonth: number;
  tenthOfMonths: number;
  perYear: number;
}

export function parseSalary(raw: string, hint: 'month' | 'year' | null = null): ParsedSalary | null {
  let s = raw
    .toLowerCase()
    .replace(/(\d),(?=\d{3})/g, '$1')
    .replace(/\s+/g, '');
  if (!/\d/.test(s)) return null;

  let months = 0;
  const monthsMatch = s.match(/[×x*·]\s*(\d{1,2}(?:\.\d)?)(?:薪|个月|月)?|(\d{1,2}(?:\.\d)?)(?:薪|个月薪资)/);
  if (monthsMatch) {
    months = Number(monthsMatch[1] ?? monthsMatch[2]);
    s = s.replace(monthsMatch[0], ' ');
  }
  const amount = s.match(/(\d+(?:\.\d+)?)(k|千|w|万|元)?(?:[-~～至到](\d+(?:\.\d+)?))?(k|千|w|万|元)?/);
  if (!amount?.[1]) return null;
  const unit = amount[2] ?? amount[4] ?? '';
  const rest = s.slice((amount.index ?? 0) + amount[0].length);
  const before = s.slice(0, amount.index ?? 0);
  let period: 'month' | 'year' | null = hint;
  if (/年|year|annual|\/y|p\.?a/.test(rest) || /年薪|年收入|annual/.test(before)) period = 'year';
  else if (/月|month|\/m/.test(rest) || /月薪|月收入/.test(before)) period = 'month';

  let value = Number(amount[1]);
  if (unit === 'k' || unit === '千') value *= 1000;
  else if (unit === 'w' || unit === '万') value *= 10_000;
  // A bare small number is thousands a month ("25-30") or ten-thousands a year (年薪 "35"); nobody asks for 30 yuan.
  else if (value < 1000) value *= period === 'year' ? 10_000 : 1000;
  value = Math.round(value);
  if (!period) period = value >= 200_000 ? 'year' : 'month';

  const tenthOfMonths = months > 0 && months <= 24 ? Math.round(months * 10) : 0;
  if (period === 'year') return { perMonth: 0, tenthOfMonths, perYear: value };
  return { perMonth: value, tenthOfMonths, perYear: tenthOfMonths ? Math.round((value * tenthOfMonths) / 10) : 0 };
}

/** Dictionary nowStatus: 1 离职-随时到岗, 2 在职-月内到岗, 3 在职-考虑机会, 4 在职-暂不考虑; 0 unknown. */
export function parseNowStatus(raw: string): number {
  const s = raw.replace(/\s+/g, '');
  if (/暂不考虑|不考虑|暂无(跳槽|换工作)|不找工作/.test(s)) return 4;
  if (/离职|随时到岗|立即到岗|应届|待业/.test(s)) return 1;
  if (/月内|一个月|1个月|两周|2周|半个月/.test(s)) return 2;
  if (/考虑|机会|观望|看看|在职/.test(s)) return 3;
  return 0;
}
