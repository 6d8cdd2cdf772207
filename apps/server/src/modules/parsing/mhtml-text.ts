import { htmlToText } from './html-text';
import { charsetLabel, decodeAs, decodeHtml } from './text-encoding';

/**
 * MHTML ("web archive": IE's and Chrome's "save as MHTML", Word's single-file web page, and the
 * "Word" resumes job boards send as .doc) to text: the MIME parts are split, the page's part is
 * decoded from quoted-printable or base64 in the charset its own header names (Chrome re-encodes
 * the page as UTF-8 there while the page's <meta> still names GBK), and read by html-text.ts.
 * Nested multiparts (a mail's multipart/alternative) are walked with a bounded stack.
 */

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

/** Whether these bytes begin as a MIME message whose content is multipart or an HTML page (the file check's test). */
export function looksLikeMhtml(buffer: Buffer): boolean {
  const head = buffer.toString('latin1', 0, Math.min(buffer.length, 8192)).replace(/^(?:\xEF\xBB\xBF)?[\r\n ]*/, '');
  const end = head.search(/\r?\n\r?\n/);
  if (end < 0) return false;
  const headers = parseHeaders(head.slice(0, end));
  if (headers.size === 0) return false;
  const type = headers.get('content-type') ?? '';
  if (/^multipart\/(related|mixed|alternative)\b/i.test(type)) return /boundary\s*=/i.test(type);
  return headers.has('mime-version') && /^text\/html\b/i.test(type);
}

/** The text of an MHTML file; '' when it holds no page or text. */
export function mhtmlToText(buffer: Buffer): string {
  const root = splitMessage(buffer.subarray(startOfMessage(buffer)));
  if (!root) return '';
  const queue: { part: Part; depth: number }[] = [{ part: root, depth: 0 }];
  let plain: string | undefined;
  let page: string | undefined;
  /** The page's stylesheets, which Chrome keeps as parts of their own: they tell which boxes are laid out side by side. */
  const styles: string[] = [];
  let parts = 0;
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || ++parts > 500) break;
    const { part, depth } = next;
    const type = part.headers.get('content-type') ?? 'text/plain';
    if (/^multipart\//i.test(type)) {
      const boundary = param(type, 'boundary');
      if (boundary && depth < 4) for (const child of splitMultipart(part.body, boundary)) queue.push({ part: child, depth: depth + 1 });
      continue;
    }
    if (/^text\/html\b/i.test(type)) {
      page ??= decodeHtml(transferDecoded(part), param(type, 'charset')) ?? undefined;
    } else if (/^text\/css\b/i.test(type) && styles.length < 50) {
      styles.push(decodeAs(transferDecoded(part), charsetLabel(param(type, 'charset')) ?? 'utf-8').replace(/</g, ' '));
    } else if (/^text\/plain\b/i.test(type) && plain === undefined) {
      plain = decodeAs(transferDecoded(part), charsetLabel(param(type, 'charset')) ?? 'utf-8');
    }
  }
  if (page !== undefined) return htmlToText(styles.length > 0 ? `<style>${styles.join('\n')}</style>${page}` : page);
  return plain ?? '';
}

/** Past a BOM and blank lines some tools write before the first header. */
function startOfMessage(buffer: Buffer): number {
  let i = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  while (i < buffer.length && (buffer[i] === 0x0d || buffer[i] === 0x0a || buffer[i] === 0x20)) i++;
  return i;
}

/** Headers up to the first blank line, then the body. */
function splitMessage(bytes: Buffer): Part | null {
  const text = bytes.toString('latin1', 0, Math.min(bytes.length, 64 * 1024));
  const m = /\r?\n\r?\n/.exec(text);
  if (!m) return null;
  return { headers: parseHeaders(text.slice(0, m.index)), body: bytes.subarray(m.index + m[0].length) };
}

/** Header lines (continuations unfolded), names lower-cased; the first of each name wins. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const m = /^([!-9;-~]+):\s*(.*)$/.exec(line);
    if (!m?.[1]) continue;
    const name = m[1].toLowerCase();
    if (!headers.has(name)) headers.set(name, (m[2] ?? '').trim());
  }
  return headers;
}

/** One parameter of a header value (`boundary="----=_NextPart_000"`, `charset=gb2312`). */
function param(value: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

function splitMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0 && parts.length < 500) {
    let start = at + delimiter.length;
    // The closing delimiter ends with "--".
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break;
    const lineEnd = body.indexOf(0x0a, start);
    if (lineEnd < 0) break;
    start = lineEnd + 1;
    const nextAt = body.indexOf(delimiter, start);
    // The line break before a delimiter belongs to the delimiter.
    let end = nextAt < 0 ? body.length : nextAt;
    if (body[end - 1] === 0x0a) end--;
    if (body[end - 1] === 0x0d) end--;
    const part = splitMessage(body.subarray(start, Math.max(start, end)));
    if (part) parts.push(part);
    else parts.push({ headers: new Map(), body: body.subarray(start, Math.max(start, end)) });
    at = nextAt;
  }
  return parts;
}

function transferDecoded(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  return part.body;
}

/** Quoted-printable: "=XX" is a byte, "=" at the end of a line joins it to the next. */
function quotedPrintable(body: Buffer): Buffer {
  const out = Buffer.alloc(body.length);
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as number;
    if (c !== 0x3d) {
      out[o++] = c;
      continue;
    }
    const a = body[i + 1];
    const b = body[i + 2];
    if (a === 0x0d && b === 0x0a) i += 2;
    else if (a === 0x0a) i += 1;
    else if (a !== undefined && b !== undefined && isHex(a) && isHex(b)) {
      out[o++] = Number.parseInt(String.fromCharCode(a, b), 16);
      i += 2;
    } else out[o++] = c;
  }
  return out.subarray(0, o);
}

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
