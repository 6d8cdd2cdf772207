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
