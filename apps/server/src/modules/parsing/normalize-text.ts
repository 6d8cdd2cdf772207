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

/**
 * Chromium's PDFs (Skia subsetting CJK fonts) map shared glyphs to the radical code points: "北京⼤学",
 * "⼥", "中国⼈⺠⼤学", "⻓沙". A reader sees 大, 女, 民, 长; so must the parser. Kangxi radicals
 * (U+2F00–U+2FD5) have compatibility forms (NFKC); the supplement's standalone characters are mapped here.
 */
const RADICAL_SUPPLEMENT: Record<string, string> = {
  // Skia also writes a glyph shared by two code points as the other one: 戶 for 户 ("客戶"), ‒ (figure dash) for –.
  戶: '户',
  '\u2012': '–',
  '⺟': '母',
  '⺠': '民',
  '⻄': '西',
  '⻅': '见',
  '⻆': '角',
  '⻉': '贝',
  '⻋': '车',
  '⻓': '长',
  '⻔': '门',
  '⻘': '青',
  '⻙': '韦',
  '⻚': '页',
  '⻛': '风',
  '⻜': '飞',
  '⻝': '食',
  '⻢': '马',
  '⻣': '骨',
  '⻤': '鬼',
  '⻥': '鱼',
  '⻦': '鸟',
  '⻧': '卤',
  '⻨': '麦',
  '⻩': '黄',
  '⻬': '齐',
  '⻮': '齿',
  '⻰': '龙',
  '⻳': '龟',
  '⺁': '厂',
  '⺇': '几',
  '⺊': '卜',
  '⺝': '月',
  '⺩': '王',
  '⻁': '虎',
  '⻑': '長',
  '⻗': '雨',
};
// And Latin ligatures as one glyph: "Paciﬁc" (U+FB01) is "Pacific".
const RADICAL_RE = /[\u2e80-\u2eff\u2f00-\u2fdf戶\u2012\ufb00-\ufb06]/g;
const unifiedIdeograph = (ch: string) =>
  RADICAL_SUPPLEMENT[ch] ?? ((ch >= '\u2f00' && ch <= '\u2fdf') || ch >= '\ufb00' ? ch.normalize('NFKC') : ch);

export function normalizeResumeText(raw: string): string {
  const text = raw.length > MAX_TEXT_CHARS ? raw.slice(0, MAX_TEXT_CHARS) : raw;
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(RADICAL_RE, unifiedIdeograph)
      .replace(/[\uFF01-\uFF5E]/g, (ch) => (FULL_WIDTH_KEPT.has(ch) ? ch : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)))
      // XeTeX (xdvipdfmx) with CJK fonts sets '-' as the font's hyphen glyph, U+2010 or the non-breaking U+2011: "2019.03 ‑ 至今", "188‑2233‑4455".
      .replace(/[\u2010\u2011\u2212]/g, '-')
      .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
      .replace(/[\t\f\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .split('\n')
      // PDF writers that switch fonts between digits and Chinese (LibreOffice) leave a gap there: "1983 年10 月", "35 岁".
      .flatMap((line) =>
        wrap(
          line
            .replace(/ {2,}/g, ' ')
            .replace(/(?<=\d) (?=[年月日岁])/g, '')
            .replace(/(?<=\d[年月]) (?=\d)/g, '')
            .trim(),
        ),
      )
      .filter((line) => line.length > 0)
      .join('\n')
  );
}
