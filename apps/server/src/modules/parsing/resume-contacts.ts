/**
 * A resume's mobile number and e-mail address: beside their labels first, then anywhere in the
 * base info, then anywhere in the text.
 */
import { MAINLAND_MOBILE_RE, normalizePhone } from '@hh/domain/people/phone';

const PHONE_RE = /(?<![\d])(?:\+?86[\s-]?)?(1[3-9]\d[\s.-]?\d{4}[\s.-]?\d{4})(?![\d])/;
// Anchored at the start of a run of address characters and bounded, so a long run without an @ costs one pass, not n².
export const EMAIL_RE =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z])/;
export const EMAIL_ANYWHERE_RE = new RegExp(EMAIL_RE.source, 'g');

export function findPhone(labelled: string, infoLines: string[], allLines: string[]): string {
  for (const text of [labelled, ...infoLines, ...allLines]) {
    const m = text.match(PHONE_RE);
    const phone = m?.[1] ? normalizePhone(m[1].replace(/\D/g, '')) : '';
    if (MAINLAND_MOBILE_RE.test(phone)) return phone;
  }
  return '';
}

/** The labelled address, else the first one in the base info, else the first one anywhere. */
export function findEmail(labelled: string, infoLines: string[], allLines: string[]): string {
  return (labelled.match(EMAIL_RE) ?? infoLines.join(' ').match(EMAIL_RE) ?? allLines.join(' ').match(EMAIL_RE))?.[0] ?? '';
}
