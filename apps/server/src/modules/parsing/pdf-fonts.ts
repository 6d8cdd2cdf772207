import { type Dict, isDict, Lexer, Name, Op, Str, Unsupported, type Value } from './pdf-lexer';
import { isName, matrixOf, type PdfFile } from './pdf-objects';

/**
 * The fonts of the PDF text reader (pdf-fast-text.ts): what a character code reads as (the
 * ToUnicode map, or a simple font's encoding) and how far it advances. Font programs are never read.
 */
export interface Font {
  /** Bytes per character code: 2 for Identity-H, 1 for simple fonts. */
  codeBytes: 1 | 2;
  toUnicode: CodeMap;
  /** Advance of a code in text space units per 1 of font size. */
  width(code: number): number;
  /** The font's name without its subset prefix ("NotoSansCJKsc-Bold"), '' when it has none. */
  name: string;
  /** A bold face: by its name, its descriptor's weight, or its ForceBold flag. */
  bold: boolean;
}

const BOLD_NAME = /bold|black|heavy|demi|semibd|[-,]bd\b|-w[6-9]\b/i;
const FORCE_BOLD = 1 << 18;

/** The font's name and whether it is bold (the layout reads a bold short line as a heading). */
function faceOf(pdf: PdfFile, dict: Dict, descriptorOwner: Dict | undefined): { name: string; bold: boolean } {
  const base = pdf.get(dict.get('BaseFont'));
  const name = base instanceof Name ? base.v.replace(/^[A-Z]{6}\+/, '') : '';
  const descriptor = pdf.dict((descriptorOwner ?? dict).get('FontDescriptor'));
  const weight = pdf.get(descriptor?.get('FontWeight'));
  const flags = pdf.get(descriptor?.get('Flags'));
  const bold =
    BOLD_NAME.test(name) || (typeof weight === 'number' && weight >= 600) || (typeof flags === 'number' && (flags & FORCE_BOLD) !== 0);
  return { name, bold };
}

export function readFont(pdf: PdfFile, dict: Dict): Font {
  const subtype = pdf.get(dict.get('Subtype'));
  const toUnicodeData = pdf.streamData(dict.get('ToUnicode'));
  const toUnicode = toUnicodeData ? parseToUnicode(toUnicodeData.toString('latin1')) : new CodeMap();
  if (isName(subtype, 'Type0')) {
    if (!isName(pdf.get(dict.get('Encoding')), 'Identity-H') || !toUnicodeData) throw new Unsupported('composite font encoding');
    const descendants = pdf.get(dict.get('DescendantFonts'));
    const cid = pdf.dict(Array.isArray(descendants) ? descendants[0] : undefined);
    const dw = pdf.get(cid?.get('DW'));
    const widths = cidWidths(pdf, pdf.get(cid?.get('W')));
    const fallback = typeof dw === 'number' ? dw : 1000;
    return { codeBytes: 2, toUnicode, width: (code) => (widths.get(code) ?? fallback) / 1000, ...faceOf(pdf, dict, cid) };
  }
  const first = pdf.get(dict.get('FirstChar'));
  const list = pdf.get(dict.get('Widths'));
  const widths = Array.isArray(list) ? list.map((w) => pdf.get(w)) : [];
  const matrix = matrixOf(pdf.get(dict.get('FontMatrix')));
  // Type3 glyph widths are in glyph space, scaled by the font matrix; the others in thousandths.
  const unit = isName(subtype, 'Type3') && matrix ? matrix[0] : 0.001;
  if (widths.length === 0 && !isName(subtype, 'Type3')) throw new Unsupported('simple font without widths');
  if (!toUnicodeData) fillFromEncoding(toUnicode, pdf, dict);
  const firstChar = typeof first === 'number' ? first : 0;
  return {
    codeBytes: 1,
    toUnicode,
    ...faceOf(pdf, dict, undefined),
    width: (code) => {
      const w = widths[code - firstChar];
      return (typeof w === 'number' ? w : 0) * unit;
    },
  };
}

/** Widths of a CID font's W array; more entries than a font can have means a hostile file. */
function cidWidths(pdf: PdfFile, w: Value | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!Array.isArray(w)) return out;
  let budget = 1 << 17;
  for (let i = 0; i < w.length; ) {
    const a = pdf.get(w[i]);
    const b = pdf.get(w[i + 1]);
    if (typeof a !== 'number') break;
    if (Array.isArray(b)) {
      b.forEach((x, k) => {
        const v = pdf.get(x);
        if (typeof v === 'number') out.set(a + k, v);
      });
      i += 2;
    } else {
      const c = pdf.get(w[i + 2]);
      if (typeof b !== 'number' || typeof c !== 'number' || b - a > 65535) break;
      budget -= b - a + 1;
      if (budget < 0) throw new Unsupported('too many widths');
      for (let code = a; code <= b; code++) out.set(code, c);
      i += 3;
    }
  }
  return out;
}

function utf16(bytes: string): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
  return out;
}

function codeOf(bytes: string): number {
  let code = 0;
  for (let i = 0; i < bytes.length; i++) code = code * 256 + bytes.charCodeAt(i);
  return code;
}

/** Character codes to text: single codes, and ranges kept as ranges (a font may map all 65,536). */
export class CodeMap {
  readonly chars = new Map<number, string>();
  readonly ranges: { from: number; to: number; base: string }[] = [];

  get(code: number): string | undefined {
    const hit = this.chars.get(code);
    if (hit !== undefined) return hit;
    for (const r of this.ranges) {
      if (code >= r.from && code <= r.to) {
        return r.base.slice(0, -1) + String.fromCharCode(r.base.charCodeAt(r.base.length - 1) + (code - r.from));
      }
    }
    return undefined;
  }

  set(code: number, text: string): void {
    this.chars.set(code, text);
  }

  delete(code: number): void {
    this.chars.delete(code);
  }
}

/** bfchar and bfrange entries of a ToUnicode CMap. */
export function parseToUnicode(cmap: string): CodeMap {
  const out = new CodeMap();
  const lexer = new Lexer(cmap, 0, false);
  let mode: 'char' | 'range' | undefined;
  const args: Value[] = [];
  for (let token = lexer.value(); token !== undefined; token = lexer.value()) {
    if (token instanceof Op) {
      if (token.op === 'beginbfchar') mode = 'char';
      else if (token.op === 'beginbfrange') mode = 'range';
      else if (token.op === 'endbfchar' || token.op === 'endbfrange') mode = undefined;
      args.length = 0;
      continue;
    }
    if (!mode) continue;
    args.push(token);
    if (mode === 'char' && args.length === 2) {
      const [src, dst] = args;
      if (src instanceof Str && dst instanceof Str) out.set(codeOf(src.bytes), utf16(dst.bytes));
      args.length = 0;
    } else if (mode === 'range' && args.length === 3) {
      const [lo, hi, dst] = args;
      if (lo instanceof Str && hi instanceof Str) {
        const from = codeOf(lo.bytes);
        const to = codeOf(hi.bytes);
        if (Array.isArray(dst)) {
          dst.slice(0, Math.max(0, to - from + 1)).forEach((item, k) => {
            if (item instanceof Str) out.set(from + k, utf16(item.bytes));
          });
        } else if (dst instanceof Str && to >= from && dst.bytes.length >= 2) {
          out.ranges.push({ from, to, base: utf16(dst.bytes) });
        }
      }
      args.length = 0;
    }
  }
  return out;
}

const GLYPHS: Record<string, string> = {
  space: ' ',
  period: '.',
  comma: ',',
  colon: ':',
  semicolon: ';',
  hyphen: '-',
  slash: '/',
  at: '@',
  underscore: '_',
  parenleft: '(',
  parenright: ')',
  plus: '+',
  ...Object.fromEntries(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((d, i) => [d, String(i)])),
};

/** Codes of a simple font without ToUnicode: printable ASCII as itself, Differences by glyph name. */
function fillFromEncoding(out: CodeMap, pdf: PdfFile, dict: Dict): void {
  const encoding = pdf.get(dict.get('Encoding'));
  for (let c = 32; c < 127; c++) out.set(c, String.fromCharCode(c));
  const differences = isDict(encoding) ? pdf.get(encoding.get('Differences')) : undefined;
  if (!Array.isArray(differences)) return;
  let code = 0;
  for (const d of differences) {
    if (typeof d === 'number') code = d;
    else if (d instanceof Name) {
      const name = d.v;
      const uni = /^uni([0-9A-F]{4})$/.exec(name);
      const text = uni ? String.fromCharCode(Number.parseInt(uni[1] as string, 16)) : name.length === 1 ? name : GLYPHS[name];
      if (text === undefined) out.delete(code);
      else out.set(code, text);
      code++;
    }
  }
}
