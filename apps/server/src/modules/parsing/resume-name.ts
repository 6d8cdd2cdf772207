/**
 * Finding a resume's name: beside its label, among the first words of the first lines, at the head of
 * a base-info line, or an English name opening the resume; and the sidebar read after the main column
 * that starts with the name.
 */
import { isProvincePlace } from './gazetteer-places';
import { headingOf } from './resume-sections';
import { TOKEN_SPLIT } from './resume-tokens';
import { CITIES, COMPOUND_SURNAMES, DEGREE_WORD_RE, SURNAMES, TITLE_RE } from './resume-vocabulary';

// Han characters of every plane: a name may hold a rare one written outside the basic plane ("潘𠮷祥").
const HAN = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\u{20000}-\\u{3134f}]';
const NAME_RE = new RegExp(`^${HAN}{2,4}$|^${HAN}{1,6}·${HAN}{1,10}$`, 'u');
const NOT_NAMES = new Set([
  '党员',
  '团员',
  '群众',
  '已婚',
  '未婚',
  '汉族',
  '应届',
  '在职',
  '离职',
  '本人',
  '简历',
  '个人',
  '全职',
  '兼职',
  '男性',
  '女性',
]);

function looksLikeName(token: string, strict: boolean): boolean {
  if (!NAME_RE.test(token) || NOT_NAMES.has(token) || CITIES.has(token) || TITLE_RE.test(token) || DEGREE_WORD_RE.test(token)) return false;
  // "江西南昌", "浙江": a province, alone or with its city, is a place, never a name.
  if (isProvincePlace(token)) return false;
  if (!strict) return true;
  return SURNAMES.has(token[0] ?? '') || COMPOUND_SURNAMES.some((s) => token.startsWith(s));
}

/** "张 三 丰", "张　三": a name letter-spaced by its template, closed up. */
function closeLetterSpacing(line: string): string {
  return line.replace(/^(?:[\u4e00-\u9fa5][ \u3000]+){1,3}[\u4e00-\u9fa5](?![\u4e00-\u9fa5])/, (run) => run.replace(/[ \u3000]+/g, ''));
}

/**
 * A label, else a name-like word among the first words of the first lines (“张三”, “张三的个人简历”,
 * “张三 | 产品经理”, “张 三 丰”), else a line of the base info that opens with a name — the name of a
 * sidebar template comes after the sidebar, and a cover letter puts it under the letter.
 */
export function findName(labelled: string, headerLines: string[], infoLines: string[]): string {
  const fromLabel = closeLetterSpacing(labelled.trim()).split(TOKEN_SPLIT)[0] ?? '';
  if (looksLikeName(fromLabel, false)) return fromLabel;
  // "Name: Zhang San": an English name beside its label.
  const latinLabelled = labelled.trim().split(/\s*[|｜,，;；]\s*/)[0] ?? '';
  if (LATIN_NAME_RE.test(latinLabelled) && !TITLE_RE.test(latinLabelled)) return latinLabelled;
  const wordsOf = (line: string) =>
    closeLetterSpacing(line.trim())
      .replace(/的?(?:个人|求职)?简历|resume|curriculum vitae|\bcv\b/gi, ' ')
      .split(TOKEN_SPLIT)
      .filter(Boolean);
  for (const line of headerLines.slice(0, 4)) {
    // "ETHAN LU (卢以恒)": an English name with the Chinese one in brackets after it; the Chinese name is the name.
    const both = line.trim().match(/^(.+?)\s*[（(]\s*([\u4e00-\u9fa5·]{2,5})\s*[)）]$/);
    if (both?.[1] && both[2] && LATIN_NAME_RE.test(both[1]) && looksLikeName(both[2], true)) return both[2];
    const found = wordsOf(line)
      .slice(0, 3)
      .find((w) => looksLikeName(w, true));
    if (found) return found;
  }
  for (const line of infoLines) {
    if (/[:：]/.test(line)) continue;
    const first = wordsOf(line)[0] ?? '';
    if (looksLikeName(first, true)) return first;
  }
  // An English resume opens with its holder's name: "Yuhan Zhang", "ZHANG Yuhan", "Mary-Jane O'Neil".
  for (const line of headerLines.slice(0, 2)) {
    const text = line.trim();
    if (LATIN_NAME_RE.test(text) && !TITLE_RE.test(text) && !headingOf(text) && !/resume|curriculum|vitae|\bcv\b/i.test(text)) return text;
  }
  return '';
}

/** Two or three capitalised words, nothing else. */
export const LATIN_NAME_RE = /^(?:[A-Z][a-z]+|[A-Z]{2,})(?:[-' ](?:[A-Z][a-z]+|[A-Z]{2,})){1,2}$/;

/** Lines that show a person beside a name: sex, a birth date, a mobile number or an e-mail address. */
export const PERSONAL_LINE_RE = /(?:^|[\s|｜·•,，])(?:男|女)(?:$|[\s|｜·•,，])|(?:19[5-9]\d|200\d)[.\-/年]\d{1,2}|1[3-9]\d{9}|@/;

/**
 * The name line of a sidebar read after the main column, and the lines under it up to the next
 * heading: a line that is only a name (maybe letter-spaced) with a personal line right under it.
 */
export function trailingSidebar(lines: string[]): string[] {
  for (let i = 0; i < lines.length - 1; i++) {
    const line = closeLetterSpacing((lines[i] ?? '').trim());
    if (!looksLikeName(line, true) || !PERSONAL_LINE_RE.test(lines[i + 1] ?? '')) continue;
    const block = [line];
    for (let k = i + 1; k < lines.length && k <= i + 8 && !headingOf(lines[k] ?? ''); k++) block.push(lines[k] ?? '');
    return block;
  }
  return [];
}
