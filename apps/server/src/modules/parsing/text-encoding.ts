/**
 * Decoding uploaded text files. Chinese Windows editors still save GBK by default, so a
 * file that is not valid UTF-8 is tried as GB18030 (a superset of GBK and GB2312).
 * Notepad's "Unicode" is UTF-16 with a BOM, so that is honoured too.
 */
export type TextEncodingName = 'utf-8' | 'gb18030' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

function decodeStrict(bytes: Uint8Array, encoding: TextEncodingName): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text of `bytes`, or null when it is no text we can read (binary, or broken in every encoding). */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    const text = decodeStrict(bytes, 'utf-16le');
    return text === null ? null : { text, encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const text = decodeStrict(bytes, 'utf-16be');
    return text === null ? null : { text, encoding: 'utf-16be' };
  }
  // A NUL byte never occurs in UTF-8 or GB18030 text; it does in every binary format.
  if (bytes.includes(0)) return null;
  const utf8 = decodeStrict(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const gb = decodeStrict(bytes, 'gb18030');
  if (gb !== null) return { text: gb, encoding: 'gb18030' };
  return null;
}

/**
 * Plain text as decodeText reads it, or, when it is valid in no encoding (a GBK file cut inside a
 * character, one stray byte), as GB18030 with the bad bytes replaced; the caller judges the
 * share of replacements (unprintableShare). Null for binary bytes.
 */
export function decodePlainText(bytes: Uint8Array): string | null {
  const decoded = decodeText(bytes);
  if (decoded) return decoded.text;
  return bytes.includes(0) ? null : decodeAs(bytes, 'gb18030');
}

/**
 * Share of characters that are no text: control characters other than tab and line breaks,
 * replacement characters and private-use code points. Binary data that happens to decode
 * as GB18030 lands high here; real resumes stay near zero.
 */
export function unprintableShare(text: string, sample = 20_000): number {
  const part = text.length > sample ? text.slice(0, sample) : text;
  if (part.length === 0) return 0;
  let bad = 0;
  for (const ch of part) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || (c >= 0x7f && c < 0xa0)) bad++;
    else if (c === 0xfffd || (c >= 0xe000 && c <= 0xf8ff)) bad++;
  }
  return bad / part.length;
}

/**
 * A charset named by a document (a `<meta charset>`, a MIME part's `charset=`, an RTF code page)
 * as a TextDecoder label, or null when Node cannot decode it. GB2312 and GBK are read as GB18030,
 * their superset: job boards declare gb2312 and write GBK characters beyond it.
 */
export function charsetLabel(name: string | undefined): string | null {
  const label = (name ?? '')
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!label) return null;
  if (/^(gb2312|gbk|x-gbk|gb18030|cp936|windows-936|euc-cn|hz-gb-2312|gb_2312-80|csgb2312)$/.test(label)) return 'gb18030';
  if (/^(utf-?8|unicode-1-1-utf-8)$/.test(label)) return 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/** `bytes` in the named charset, replacing what does not decode (the caller judges the share of replacements). */
export function decodeAs(bytes: Uint8Array, label: string): string {
  let decoder = decoders.get(label);
  if (!decoder) {
    decoder = new TextDecoder(label, { fatal: false, ignoreBOM: false });
    decoders.set(label, decoder);
  }
  return decoder.decode(bytes);
}
const decoders = new Map<string, InstanceType<typeof TextDecoder>>();

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]{1,40})/i;

/**
 * An HTML page's text: a BOM decides, then bytes that are valid UTF-8 (a page re-saved as UTF-8
 * often keeps the meta of the GBK original, and GBK text is practically never valid UTF-8), then
 * `declared` (a MIME part's charset, which wins over the meta), then the charset its `<meta>`
 * declares, then GB18030 (the pages that declare nothing are Chinese Windows pages). Null for
 * binary bytes (a NUL outside UTF-16).
 */
export function decodeHtml(bytes: Uint8Array, declared?: string): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return decodeText(bytes)?.text ?? null;
  if (bytes.includes(0)) return null;
  const utf8 = decodeStrict(bytes, 'utf-8');
  if (utf8 !== null) return utf8;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 16_384)).toString('latin1');
  const label = charsetLabel(declared) ?? charsetLabel(META_CHARSET.exec(head)?.[1]);
  return decodeAs(bytes, label && label !== 'utf-8' ? label : 'gb18030');
}
