/**
 * Which code page decodes an RTF run of \'hh bytes (rtf-text.ts): a font's \fcharset names one, a
 * symbol font's bytes are bullets, and a file that names none is guessed from the bytes; a code page
 * is then given as the label text-encoding.ts decodes with.
 */

/** A symbol font's bytes (Symbol, Wingdings) are pictures of bullets, phones and envelopes: read as a bullet. */
export const SYMBOL_CODE_PAGE = 42;

/** \fcharsetN to a Windows code page; 0 (ANSI) and 1 (default) mean the document's code page. */
export const CHARSET_CODE_PAGE: Record<number, number> = {
  2: SYMBOL_CODE_PAGE,
  77: 10000,
  128: 932,
  129: 949,
  130: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

export function codePageLabel(cp: number): string {
  if (cp === 936 || cp === 20936 || cp === 54936) return 'gb18030';
  if (cp === 950) return 'big5';
  if (cp === 932) return 'shift_jis';
  if (cp === 949) return 'euc-kr';
  if (cp === 874) return 'windows-874';
  if (cp === 10000) return 'macintosh';
  if (cp === 866) return 'ibm866';
  if (cp === 65001) return 'utf-8';
  if (cp >= 1250 && cp <= 1258) return `windows-${cp}`;
  return 'windows-1252';
}

/**
 * A file that names no code page (some Chinese generators write bare `{\rtf1\ansi` over GBK bytes):
 * GBK when the run is valid GBK of Chinese characters and punctuation, else Windows-1252.
 */
export function guessCodePage(run: Uint8Array): number {
  if (run.length < 2 || run.length % 2 !== 0) return 1252;
  try {
    const text = new TextDecoder('gb18030', { fatal: true }).decode(run);
    return /^[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+$/.test(text) ? 936 : 1252;
  } catch {
    return 1252;
  }
}
