/**
 * The ID-card number in a resume, valid or masked ("4401**19880915**7X"), and the birth date, from the
 * most exact source there is.
 */
import { birthDateOfIdCard } from '@hh/domain/people/id-card';
import { firstDate, monthsBefore } from './resume-dates';

const ID_CARD_RE = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;

/**
 * The birth date, from the most exact source there is: a valid ID-card number (the day), a
 * stated date, a bare date in the header ("男 | 1991.05 | 本科"), "28岁(1998年3月5日)", and
 * last an age, counted back from today.
 */
export function findBirthday(input: {
  idCard: string | null;
  masked: string;
  stated: string;
  age: string;
  infoLines: string[];
  tokens: string[];
  today: Date;
}): {
  value: string;
  fromAge: boolean;
} {
  const found = (value: string | null | undefined) => ({ value: value ?? '', fromAge: false });
  if (input.idCard) return found(birthDateOfIdCard(input.idCard));
  if (input.masked) return found(input.masked);
  const stated = firstDate(input.stated, true);
  if (stated) return found(stated);
  // "90年5月", "90年5月生": a two-digit year written with 年 and 月 in the header.
  const short = input.tokens.map((t) => t.match(/^(\d{2})年(\d{1,2})月(?:\d{1,2}日)?(?:生|出生)?$/)).find(Boolean);
  if (short?.[1] && Number(short[2]) >= 1 && Number(short[2]) <= 12 && Number(short[1]) >= 50)
    return found(`19${short[1]}-${short[2]?.padStart(2, '0')}`);
  const bare = input.tokens
    .map((t) => t.match(/^((?:19[5-9]\d|200\d)(?:[.\-/年]\d{1,2}月?)(?:[.\-/]\d{1,2}日?)?)(?:生|出生)?$/))
    .find(Boolean);
  if (bare?.[1]) return found(firstDate(bare[1], true));
  const aside = input.infoLines.join(' ').match(/\d{2}\s*岁\s*[（(]([^）)]{6,14})[)）]/);
  const asideDate = aside?.[1] ? firstDate(aside[1], true) : null;
  if (asideDate) return found(asideDate);
  const ageText = input.age || input.tokens.find((t) => /^\d{2}岁/.test(t)) || '';
  const inAge = firstDate(ageText, true);
  if (inAge) return found(inAge);
  const age = ageText.match(/(\d{2})\s*岁|^(\d{2})$/);
  return age ? { value: monthsBefore(input.today, Number(age[1] ?? age[2])), fromAge: true } : found('');
}

export function findIdCard(lines: string[]): string | null {
  for (const line of lines) {
    for (const m of line.matchAll(ID_CARD_RE)) {
      const id = m[0].toUpperCase();
      if (birthDateOfIdCard(id)) return id;
    }
  }
  return null;
}

/** 18 places of digits and masks ("3101**********7*", "4401**19880915**7X"), some of them masked. */
export const MASKED_ID_RE = /(?<![\dA-Za-z*＊])[\d*＊]{17}[\dXx*＊](?![\dA-Za-z*＊])/g;

/**
 * What a masked ID-card number shows: its 17th digit (odd for a man) when visible, and the birth date
 * when its 7th–14th digits are visible and a valid date.
 */
export function findMaskedIdCard(lines: string[]): { sexDigit?: number; birth: string } | null {
  for (const line of lines) {
    for (const m of line.matchAll(MASKED_ID_RE)) {
      const id = m[0].replace(/＊/g, '*');
      if (!id.includes('*') || (id.match(/\d/g) ?? []).length < 2) continue;
      const sexChar = id[16] ?? '*';
      const digits = id.slice(6, 14);
      const birth = /^\d{8}$/.test(digits) ? validDay(digits) : '';
      return { ...(/\d/.test(sexChar) ? { sexDigit: Number(sexChar) } : {}), birth };
    }
  }
  return null;
}

/** "19880915" → "1988-09-15" when it is a day someone now working could be born on; else ''. */
export function validDay(digits: string): string {
  const [y, m, d] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  const day = new Date(Date.UTC(y, m - 1, d));
  const ok = y >= 1930 && y <= 2015 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return ok ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : '';
}
