/**
 * Mainland resident ID-card numbers (GB 11643-1999): 17 digits and a check character computed
 * with the ISO 7064 MOD 11-2 weights; digits 7–14 are a real birth date.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type IdCardProblem = 'format' | 'region' | 'birthDate' | 'checkDigit';

export const ID_CARD_MESSAGES: Record<IdCardProblem, string> = {
  format: '身份证号应为18位，最后一位可以是数字或X',
  region: '身份证号的地区码不正确',
  birthDate: '身份证号中的出生日期不正确',
  checkDigit: '身份证号校验位不正确，请核对',
};

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

export function normalizeIdCard(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

/** The first problem with an ID-card number, or null when it is valid. `today` bounds the birth date. */
export function idCardProblem(raw: string, today = new Date()): IdCardProblem | null {
  const id = normalizeIdCard(raw);
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const province = Number(id.slice(0, 2));
  if (province < 11 || province > 91) return 'region';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const real = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  if (!real || year < 1900 || birth.getTime() > today.getTime()) return 'birthDate';
  if (idCardCheckChar(id.slice(0, 17)) !== id[17]) return 'checkDigit';
  return null;
}

export function birthDateOfIdCard(raw: string): string | null {
  const id = normalizeIdCard(raw);
  if (idCardProblem(id) !== null) return null;
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** 110105194912310021 → 110***********0021 */
export function maskIdCard(raw: string): string {
  const id = normalizeIdCard(raw);
  if (id.length < 8) return '*'.repeat(id.length);
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}
