import { inflateSync } from 'node:zlib';
import { type Dict, isDict, isSpace, Lexer, Name, Op, Ref, Str, type Stream, Unsupported, type Value } from './pdf-lexer';

/**
 * A small reader of PDF objects, enough for the text of ordinary text PDFs (see pdf-fast-text.ts):
 * values, indirect objects found by scanning the file (so a broken cross-reference table does not
 * matter), object streams and Flate-compressed streams. Anything else it meets makes it give up
 * (`Unsupported`), and the caller falls back to pdf.js. Input is untrusted: every loop is bounded
 * by the input, and inflating stops at a size cap.
 */

const MAX_INFLATED = 16 * 1024 * 1024;

/** The objects of a PDF file, by number (the last definition wins, as with incremental updates). */
export class PdfFile {
  private readonly objects = new Map<number, Value | Stream>();
  private readonly inflated = new Map<number, Buffer>();

  constructor(buffer: Buffer) {
    const s = buffer.toString('latin1');
    if (/\/Encrypt\b/.test(s)) throw new Unsupported('encrypted');
    const header = /(\d+)\s+\d+\s+obj\b/g;
    const streams: number[] = [];
    for (let m = header.exec(s); m; m = header.exec(s)) {
      const num = Number(m[1]);
      const lexer = new Lexer(s, header.lastIndex);
      const value = lexer.value();
      if (value === undefined || value instanceof Op) continue;
      const after = new Lexer(s, lexer.pos);
      const word = after.next();
      if (isDict(value) && word instanceof Op && word.op === 'stream') {
        let start = after.pos;
        if (s[start] === '\r') start++;
        if (s[start] === '\n') start++;
        const length = value.get('Length');
        let end =
          typeof length === 'number' && s.startsWith('endstream', skipWs(s, start + length))
            ? start + length
            : s.indexOf('endstream', start);
        if (end < 0) throw new Unsupported('unterminated stream');
        if (end !== start + (typeof length === 'number' ? length : -1)) end = trimEol(s, start, end);
        this.objects.set(num, { dict: value, data: buffer.subarray(start, end) });
        if (isName(value.get('Type'), 'ObjStm')) streams.push(num);
        header.lastIndex = end;
      } else {
        this.objects.set(num, value);
        header.lastIndex = lexer.pos;
      }
    }
    for (const num of streams) this.unpackObjectStream(num);
  }

  get(v: Value | undefined): Value | undefined {
    let cur: Value | Stream | undefined = v;
    for (let hops = 0; cur instanceof Ref && hops < 32; hops++) cur = this.objects.get(cur.num);
    if (isStream(cur)) return cur.dict;
    return cur as Value | undefined;
  }

  dict(v: Value | undefined): Dict | undefined {
    const d = this.get(v);
    return isDict(d) ? d : undefined;
  }

  /** The decoded bytes of a stream object, or undefined when `v` is not a stream. */
  streamData(v: Value | undefined): Buffer | undefined {
    if (!(v instanceof Ref)) return undefined;
    const cached = this.inflated.get(v.num);
    if (cached) return cached;
    const obj = this.objects.get(v.num);
    if (!isStream(obj)) return undefined;
    const data = decode(obj, (x) => this.get(x));
    this.inflated.set(v.num, data);
    return data;
  }

  /** A stream object as stored: its dictionary and its bytes before any filter (pdf-images.ts decodes image filters itself). */
  rawStream(v: Value | undefined): Stream | undefined {
    if (!(v instanceof Ref)) return undefined;
    const obj = this.objects.get(v.num);
    return isStream(obj) ? obj : undefined;
  }

  /** The writer named in the document information (/Producer, else /Creator), '' when none. */
  producer(): string {
    for (const obj of this.objects.values()) {
      const d = isStream(obj) ? undefined : obj;
      if (!isDict(d) || !(d.has('Producer') || d.has('Creator'))) continue;
      const v = this.get(d.get('Producer')) ?? this.get(d.get('Creator'));
      if (v instanceof Str) return textString(v.bytes);
    }
    return '';
  }

  /** The document catalog. */
  catalog(): Dict | undefined {
    for (const obj of this.objects.values()) {
      const d = isStream(obj) ? obj.dict : obj;
      if (isDict(d) && isName(d.get('Type'), 'Catalog')) return d;
    }
    return undefined;
  }

  private unpackObjectStream(num: number): void {
    const data = this.streamData(new Ref(num));
    const obj = this.objects.get(num);
    if (!data || !isStream(obj)) return;
    const n = obj.dict.get('N');
    const first = obj.dict.get('First');
    if (typeof n !== 'number' || typeof first !== 'number') throw new Unsupported('bad object stream');
    const s = data.toString('latin1');
    const head = new Lexer(s);
    for (let i = 0; i < n; i++) {
      const objNum = head.next();
      const offset = head.next();
      if (typeof objNum !== 'number' || typeof offset !== 'number') throw new Unsupported('bad object stream');
      const value = new Lexer(s, first + offset).value();
      if (value !== undefined && !(value instanceof Op) && !this.objects.has(objNum)) this.objects.set(objNum, value);
    }
  }
}

function decode(obj: Stream, resolve: (v: Value | undefined) => Value | undefined): Buffer {
  const filter = resolve(obj.dict.get('Filter'));
  const filters = Array.isArray(filter) ? filter.map((f) => resolve(f)) : filter === undefined || filter === null ? [] : [filter];
  let data = obj.data;
  for (const f of filters) {
    if (!(f instanceof Name) || (f.v !== 'FlateDecode' && f.v !== 'Fl')) throw new Unsupported(`filter ${String(f)}`);
    if (obj.dict.has('DecodeParms') && resolve(obj.dict.get('DecodeParms')) !== null) throw new Unsupported('predictor');
    try {
      data = inflateSync(data, { maxOutputLength: MAX_INFLATED });
    } catch {
      throw new Unsupported('bad flate data');
    }
  }
  return data;
}

/** A transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: m applied first, then n (a PDF's `cm` and text matrices compose this way). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

export function matrixOf(v: Value | undefined): Matrix | undefined {
  if (!Array.isArray(v) || v.length !== 6 || !v.every((x) => typeof x === 'number')) return undefined;
  return v as Matrix;
}

export function isName(v: Value | undefined, name: string): boolean {
  return v instanceof Name && v.v === name;
}

function isStream(v: unknown): v is Stream {
  return typeof v === 'object' && v !== null && 'data' in v && 'dict' in v;
}

function skipWs(s: string, at: number): number {
  let i = at;
  while (i < s.length && isSpace(s.charCodeAt(i))) i++;
  return i;
}

function trimEol(s: string, start: number, end: number): number {
  let e = end;
  if (e > start && s[e - 1] === '\n') e--;
  if (e > start && s[e - 1] === '\r') e--;
  return e;
}

/** A PDF text string: UTF-16BE after its byte-order mark, else (near enough) latin1. */
function textString(bytes: string): string {
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  const even = bytes.slice(2, 2 + ((bytes.length - 2) & ~1));
  return Buffer.from(even, 'latin1').swap16().toString('utf16le');
}
