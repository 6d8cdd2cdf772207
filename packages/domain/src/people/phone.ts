/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MAINLAND_MOBILE_RE = /^1[3-9]\d{9}$/;

/** Strips spaces, dashes and a +86 / 0086 prefix, so one person has one phone form. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s\-()]/g, '');
  return digits.replace(/^(\+?86|0086)(?=1\d{10}$)/, '');
}

export function isMainlandMobile(raw: string): boolean {
  return MAINLAND_MOBILE_RE.test(normalizePhone(raw));
}

/** 13800001234 → 138****1234; anything else keeps its first and last character only. */
export function maskPhone(phone: string): string {
  const p = normalizePhone(phone);
  if (p.length === 11) return `${p.slice(0, 3)}****${p.slice(7)}`;
  if (p.length <= 2) return '*'.repeat(p.length);
  return `${p[0]}${'*'.repeat(p.length - 2)}${p.at(-1)}`;
}

/** li.ming@example.com → l******@example.com */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email ? '*'.repeat(email.length) : '';
  return `${email[0]}${'*'.repeat(Math.max(at - 1, 3))}${email.slice(at)}`;
}
