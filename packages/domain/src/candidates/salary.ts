/**
 * Salary display (spec 001 §3, §9): monthly figures are shown in thousands (÷1000, "k"),
 * months-per-year are stored ×10 (÷10), yearly figures in ten-thousands (÷10000, "万").
 */
const trim = (n: number) => Number(n.toFixed(2)).toString();

export function monthlyToK(yuan: number): string {
  return yuan > 0 ? `${trim(yuan / 1000)}k` : '';
}

export function tenthToMonths(tenth: number): string {
  return tenth > 0 ? `${trim(tenth / 10)}薪` : '';
}

export function yearlyToWan(yuan: number): string {
  return yuan > 0 ? `${trim(yuan / 10000)}万` : '';
}

/** "45k×14薪（63万/年）", or 不透露 when the candidate declines. */
export function describeSalary(perMonth: number, tenthOfMonths: number, perYear: number, refuseToDisclose = false): string {
  if (refuseToDisclose) return '不透露';
  const monthly = [monthlyToK(perMonth), tenthToMonths(tenthOfMonths)].filter(Boolean).join('×');
  const yearly = yearlyToWan(perYear || (perMonth > 0 && tenthOfMonths > 0 ? (perMonth * tenthOfMonths) / 10 : 0));
  if (monthly && yearly) return `${monthly}（${yearly}/年）`;
  return monthly || (yearly ? `${yearly}/年` : '');
}
