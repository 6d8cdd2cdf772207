import { inflateSync } from 'node:zlib';

/**
 * A small reader of PDF objects, enough for the text of ordinary text PDFs (see pdf-fast-text.ts):
 * values, indirect objects found by scanning the file (so a broken cross-reference table does not
 * matter), object streams and Flate-compressed streams. Anything else it meets makes it give up
 * (`Unsupported`), and the caller falls back to pdf.js. Input is untrusted: every loop is bounded
 * by the input, and inflating stops at a size cap.
 */
export class Unsupported extends Error {}

export class Name {
  constructor(readonly v: string) {}
}
export class Ref {
  constructor(readonly num: number) {}
}
/** A PDF string, its bytes as a latin1 string (one char per byte). */
export class Str {
  constructor(readonly bytes: string) {}
}
export class Op {
  constructor(readonly op: string) {}
}
export type Dict = Map<string, Value>;
export type Value = number | boolean | null | Name | Ref | Str | Value[] | Dict;
export interface Stream {
  dict: Dict;
  data: Buffer;
}

const MAX_INFLATED = 16 * 1024 * 1024;
const WS = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

export function isDict(v: Value | undefined): v is Dict {
  return v instanceof Map;
}

/** Reads values and operators from a latin1 string (a file or a content stream). */
export class Lexer {
  pos: number;
  constructor(
    readonly s: string,
    start = 0,
  ) {
    this.pos = start;
  }

  private skipSpace(): void {
    const s = this.s;
    while (this.pos < s.length) {
      const c = s.charCodeAt(this.pos);
      if (WS.has(c)) this.pos++;
      else if (c === 37) {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  /** The next value or operator; undefined at the end. */
  next(): Value | Op | undefined {
    this.skipSpace();
    const s = this.s;
    if (this.pos >= s.length) return undefined;
    const c = s[this.pos] as string;
    if (c === '/')
      return new Name(this.word(this.pos + 1).replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))));
    if (c === '(') return this.literal();
    if (c === '<') {
      if (s[this.pos + 1] === '<') {
        this.pos += 2;
        return this.dict();
      }
      return this.hex();
    }
    if (c === '[') {
      this.pos++;
      return this.array();
    }
    if (c === ']' || c === '>' || c === ')' || c === '{' || c === '}') {
      this.pos++;
      if (c === '>' && s[this.pos] === '>') {
        this.pos++;
        return new Op('>>');
      }
      return new Op(c);
    }
    const w = this.word(this.pos);
    if (w === '') {
      this.pos++;
      return new Op(c);
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) return Number(w);
    if (w === 'true' || w === 'false') return w === 'true';
    if (w === 'null') return null;
    return new Op(w);
  }

  /** A value, reading `n g R` as a reference. */
  value(): Value | Op | undefined {
    const v = this.next();
    if (typeof v === 'number' && Number.isInteger(v)) {
      const save = this.pos;
      const g = this.next();
      if (typeof g === 'number') {
        const r = this.next();
        if (r instanceof Op && r.op === 'R') return new Ref(v);
      }
      this.pos = save;
    }
    return v;
  }

  private word(from: number): string {
    const s = this.s;
    let end = from;
    while (end < s.length) {
      const c = s.charCodeAt(end);
      if (WS.has(c) || DELIM.has(c)) break;
      end++;
    }
    this.pos = end;
    return s.slice(from, end);
  }

  private literal(): Str {
    const s = this.s;
    let depth = 1;
    let out = '';
    this.pos++;
    while (this.pos < s.length) {
      const c = s[this.pos++] as string;
      if (c === '\\') {
        const e = s[this.pos++] ?? '';
        const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
        if (e in simple) out += simple[e];
        else if (/[0-7]/.test(e)) {
          let oct = e;
          while (oct.length < 3 && /[0-7]/.test(s[this.pos] ?? '')) oct += s[this.pos++];
          out += String.fromCharCode(Number.parseInt(oct, 8) & 0xff);
        } else if (e === '\r') {
          if (s[this.pos] === '\n') this.pos++;
        } else if (e !== '\n') out += e;
      } else if (c === '(') {
        depth++;
        out += c;
      } else if (c === ')') {
        if (--depth === 0) return new Str(out);
        out += c;
      } else out += c;
    }
    throw new Unsupported('unterminated string');
  }

  private hex(): Str {
    const end = this.s.indexOf('>', this.pos);
    if (end < 0) throw new Unsupported('unterminated hex string');
    let digits = this.s.slice(this.pos + 1, end).replace(/[^0-9a-fA-F]/g, '');
    this.pos = end + 1;
    if (digits.length % 2) digits += '0';
    let out = '';
    for (let i = 0; i < digits.length; i += 2) out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16));
    return new Str(out);
  }

  private array(): Value[] {
    const out: Value[] = [];
    for (;;) {
      const v = this.value();
      if (v === undefined) throw new Unsupported('unterminated array');
      if (v instanceof Op) {
        if (v.op === ']') return out;
        throw new Unsupported(`operator ${v.op} in array`);
      }
      out.push(v);
    }
  }

  private dict(): Dict {
    const out: Dict = new Map();
    for (;;) {
      const k = this.next();
      if (k instanceof Op && k.op === '>>') return out;
      if (!(k instanceof Name)) throw new Unsupported('bad dictionary key');
      const v = this.value();
      if (v === undefined || v instanceof Op) throw new Unsupported('bad dictionary value');
      out.set(k.v, v);
    }
  }
}

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
  while (i < s.length && WS.has(s.charCodeAt(i))) i++;
  return i;
}

function trimEol(s: string, start: number, end: number): number {
  let e = end;
  if (e > start && s[e - 1] === '\n') e--;
  if (e > start && s[e - 1] === '\r') e--;
  return e;
}
