/**
 * The unlabelled words of a resume's base info ("张三 | 男 | 1991.05 | 本科 | 8年工作经验 | 现居上海"),
 * split where a template separates them.
 */
import { EMAIL_ANYWHERE_RE } from './resume-contacts';

// A slash separates words ("男/30岁") but not the parts of a date ("1990/05").
export const TOKEN_SPLIT = /(?:[\s|｜丨,，;；、·•—–]|(?<!\d)\/|\/(?!\d))+/;

/** The words of the base-info lines. An e-mail address is a word of its own, even glued to the next one ("…@example.com浙江杭州"). */
export function infoTokens(infoLines: string[]): string[] {
  return infoLines.flatMap((l) => l.replace(EMAIL_ANYWHERE_RE, ' ').split(TOKEN_SPLIT).filter(Boolean));
}
