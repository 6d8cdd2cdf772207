/**
 * The values of a PDF and the lexer that reads them, from a whole file or a content stream
 * (pdf-objects.ts reads the file's objects with it; pdf-fast-text.ts and pdf-fonts.ts read
 * content streams and CMaps). Input is untrusted: every loop is bounded by the input.
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

/** Character classes by latin1 code: 1 white space, 2 delimiter. Tables, not Sets: the lexer asks per byte. */
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;
export const isSpace = (c: number) => CLASS[c] === 1;
/** Hex digit values by latin1 code, 255 for anything else (white space between digits is allowed). */
const HEX = new Uint8Array(256).fill(255);
for (let i = 0; i < 16; i++) {
  HEX['0123456789abcdef'.charCodeAt(i)] = i;
  HEX['0123456789ABCDEF'.charCodeAt(i)] = i;
}
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** Whether a word is a PDF number, /^[+-]?(\d+\.?\d*|\.\d+)$/, without a regular expression per word. */
function isNumberWord(w: string): boolean {
  let i = w.charCodeAt(0) === 43 || w.charCodeAt(0) === 45 ? 1 : 0;
  let digits = 0;
  let dots = 0;
  for (; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && dots === 0) dots++;
    else return false;
  }
  return digits > 0;
}

export function isDict(v: Value | undefined): v is Dict {
  return v instanceof Map;
}

/** Reads values and operators from a latin1 string (a file or a content stream). */
export class Lexer {
  pos: number;
  /**
   * @param refs whether `n g R` can occur (object syntax). Content streams and CMaps hold no
   * references; there every integer would otherwise cost two tokens of look-ahead.
   */
  constructor(
    readonly s: string,
    start = 0,
    private readonly refs = true,
  ) {
    this.pos = start;
  }

  private skipSpace(): void {
    const s = this.s;
    while (this.pos < s.length) {
      const c = s.charCodeAt(this.pos);
      if (CLASS[c] === 1) this.pos++;
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
    if (c === '/') {
      const w = this.word(this.pos + 1);
      return new Name(w.includes('#') ? w.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))) : w);
    }
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
    const number = this.number();
    if (number !== undefined) return number;
    const w = this.word(this.pos);
    if (w === '') {
      this.pos++;
      return new Op(c);
    }
    if (isNumberWord(w)) return Number(w);
    if (w === 'true' || w === 'false') return w === 'true';
    if (w === 'null') return null;
    return new Op(w);
  }

  /** A value, reading `n g R` as a reference. */
  value(): Value | Op | undefined {
    const v = this.next();
    if (this.refs && typeof v === 'number' && Number.isInteger(v)) {
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

  /**
   * A number read in place, without slicing a word: most tokens of a content stream are numbers.
   * Up to 15 digits the value is digits / 10^decimals, one correctly rounded division, so it equals
   * Number(word) bit for bit; longer numbers, and words that only start like a number, take the
   * general path.
   */
  private number(): number | undefined {
    const s = this.s;
    let i = this.pos;
    const sign = s.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    let mantissa = 0;
    let digits = 0;
    let decimals = -1;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        if (decimals >= 0) decimals++;
      } else if (c === 46 && decimals < 0) decimals = 0;
      else if (CLASS[c] !== 0) break;
      else return undefined;
    }
    if (digits === 0 || digits > 15) return undefined;
    this.pos = i;
    const value = decimals > 0 ? mantissa / 10 ** decimals : mantissa;
    return sign === 45 ? -value : value;
  }

  private word(from: number): string {
    const s = this.s;
    let end = from;
    while (end < s.length) {
      if (CLASS[s.charCodeAt(end)] !== 0) break;
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
      // Copy the plain stretch up to the next special character in one slice.
      let plain = this.pos;
      while (plain < s.length) {
        const code = s.charCodeAt(plain);
        if (code === 92 || code === 40 || code === 41) break;
        plain++;
      }
      if (plain > this.pos) {
        out += s.slice(this.pos, plain);
        this.pos = plain;
        if (plain >= s.length) break;
      }
      const c = s[this.pos++] as string;
      if (c === '\\') {
        const e = s[this.pos++] ?? '';
        const escaped = ESCAPES[e];
        if (escaped !== undefined) out += escaped;
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
    const s = this.s;
    const end = s.indexOf('>', this.pos);
    if (end < 0) throw new Unsupported('unterminated hex string');
    // Glyph codes of Identity-H text arrive as short hex strings, thousands per page: decode by hand.
    let out = '';
    let high = -1;
    for (let i = this.pos + 1; i < end; i++) {
      const d = HEX[s.charCodeAt(i)] as number;
      if (d === 255) continue;
      if (high < 0) high = d;
      else {
        out += String.fromCharCode((high << 4) | d);
        high = -1;
      }
    }
    if (high >= 0) out += String.fromCharCode(high << 4);
    this.pos = end + 1;
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
