import { EDUCATION_LABELS } from '../candidates/education';

/** 25000 → "25", 15500 → "15.5": salaries read in thousands (K). */
function thousands(yuan: number): string {
  return String(Math.round(yuan / 100) / 10);
}

/** A monthly salary range as recruiters write it: "25-40K·14薪" (12 months a year go unsaid). */
export function formatSalary(low: number, high: number, months: number): string {
  const range = low === high ? `${thousands(low)}K` : `${thousands(low)}-${thousands(high)}K`;
  return months > 12 ? `${range}·${months}薪` : range;
}

/** An amount in fen as yuan with thousands separators: 6000000 → "60,000元". */
export function formatYuan(fen: number): string {
  const yuan = Math.round(fen) / 100;
  const [whole = '0', cents] = Math.abs(yuan).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${yuan < 0 ? '-' : ''}${grouped}${cents && cents !== '00' ? `.${cents}` : ''}元`;
}

/** "3-8年", "5年以上", "经验不限". */
export function formatWorkYears(lower: number, upper: number): string {
  if (lower <= 0 && upper <= 0) return '经验不限';
  if (upper <= 0) return `${lower}年以上`;
  if (lower <= 0) return `${upper}年以内`;
  return lower === upper ? `${lower}年` : `${lower}-${upper}年`;
}

/** "本科及以上", "学历不限"; the lowest level reads "初中及以上", never "初中及以下及以上". */
export function formatEducation(code: number): string {
  if (!code) return '学历不限';
  const label = EDUCATION_LABELS[code];
  return label ? `${label.replace(/及以下$/, '')}及以上` : '学历不限';
}
