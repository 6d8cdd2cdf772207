/**
 * One text shape for every file kind, so the parser sees the same thing whether a resume
 * came as PDF, Word, TXT or HTML. Full-width digits, letters and the punctuation that
 * matters for dates, phones and labels become ASCII (“２０１９．０７”, “手机：”, “ｘ＠ｙ.com”);
 * Chinese punctuation that only reads as prose (，。（）) is left alone, so company names keep
 * their brackets as written.
 */
const FULL_WIDTH_KEPT = new Set(['，', '。', '；', '！', '？', '（', '）', '【', '】', '《', '》', '“', '”']);

export const MAX_TEXT_CHARS = 200_000;
/** No resume line is this long; cutting garbage lines keeps every per-line pattern cheap. */
const MAX_LINE_CHARS = 2_000;

function wrap(line: string): string[] {
  if (line.length <= MAX_LINE_CHARS) return [line];
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += MAX_LINE_CHARS) parts.push(line.slice(i, i + MAX_LINE_CHARS));
  return parts;
}

export function normalizeResumeText(raw: string): string {
  const text = raw.length > MAX_TEXT_CHARS ? raw.slice(0, MAX_TEXT_CHARS) : raw;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\uFF01-\uFF5E]/g, (ch) => (FULL_WIDTH_KEPT.has(ch) ? ch : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)))
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/[\t\f\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .split('\n')
    .flatMap((line) => wrap(line.replace(/ {2,}/g, ' ').trim()))
    .filter((line) => line.length > 0)
    .join('\n');
}
