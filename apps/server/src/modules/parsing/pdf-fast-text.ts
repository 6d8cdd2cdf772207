import { type Font, readFont } from './pdf-fonts';
import { type Dict, Lexer, Name, Op, Ref, Str, Unsupported, type Value } from './pdf-lexer';
import { IDENTITY, isName, type Matrix, matrixOf, multiply, type PdfFile } from './pdf-objects';

/**
 * Positioned text runs of a text PDF without pdf.js. pdf.js parses every embedded font program
 * (it is built to draw pages), which is most of its time on a resume; text needs only each font's
 * ToUnicode map and glyph widths. This reader handles what resume PDFs are made of — Type0 fonts
 * with Identity-H, simple and Type3 fonts with a ToUnicode map or a plain encoding, Flate streams,
 * object streams, form XObjects — and throws `Unsupported` on anything else, so the caller can
 * fall back to pdf.js. The runs have pdf.js's geometry: x, y of the baseline start in user space,
 * the advance width, and the font size after the text and page matrices.
 */
export interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** The font's name without its subset prefix. */
  font: string;
  /** A bold face, or text filled and stroked (text rendering mode 2: how writers embolden a face that has no bold). */
  bold: boolean;
}

/**
 * A painted rectangle or line of the page, as its box in user space: a rule under a heading, a
 * table border, a shaded sidebar, a slide's frame (pdf-layout.ts reads them).
 */
export interface PaintedBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What a page shows: its text runs and the boxes of what it paints. */
export interface PageContent {
  runs: TextRun[];
  boxes: PaintedBox[];
}

const MAX_OPERATORS = 2_000_000;
const MAX_FORM_DEPTH = 6;
/** Painted boxes kept per page: a page of hatching or a chart has thousands, the layout needs the big ones. */
const MAX_BOXES = 4000;
/** A TJ adjustment wider than this (thousandths of an em) starts a new run: it stands for a space. */
const RUN_BREAK = 200;

/** The matrix moved along its text line: [1 0 0 1 dx 0] × m, without building the product. */
function advanced(m: Matrix, dx: number): Matrix {
  return [m[0], m[1], m[2], m[3], dx * m[0] + m[4], dx * m[1] + m[5]];
}

/** The i-th operand from the top of the stack, when it is a number. */
function operand(stack: Value[], i: number): number {
  const v = stack[stack.length - i];
  return typeof v === 'number' ? v : 0;
}

/** The pages of the document, in order, each with its inherited resources. */
export function pagesOf(pdf: PdfFile): { page: Dict; resources: Dict }[] {
  const root = pdf.dict(pdf.catalog()?.get('Pages'));
  if (!root) throw new Unsupported('no page tree');
  const out: { page: Dict; resources: Dict }[] = [];
  const seen = new Set<Dict>();
  const walk = (node: Dict, inherited: Dict | undefined, depth: number) => {
    if (seen.has(node) || depth > 32) return;
    seen.add(node);
    const resources = pdf.dict(node.get('Resources')) ?? inherited;
    const kids = pdf.get(node.get('Kids'));
    if (Array.isArray(kids)) {
      for (const kid of kids) {
        const d = pdf.dict(kid);
        if (d) walk(d, resources, depth + 1);
      }
    } else out.push({ page: node, resources: resources ?? new Map() });
  };
  walk(root, undefined, 0);
  return out;
}

/** The text runs of one page. */
export function pageRuns(pdf: PdfFile, page: Dict, resources: Dict): TextRun[] {
  return pageContent(pdf, page, resources).runs;
}

/**
 * The text runs and painted boxes of one page. `text: false` reads only what is painted (no font is
 * read, so nothing is unsupported for its fonts): the boxes for a page whose text pdf.js reads.
 */
export function pageContent(pdf: PdfFile, page: Dict, resources: Dict, options: { text?: boolean } = {}): PageContent {
  const contents = pdf.get(page.get('Contents'));
  const parts = Array.isArray(contents) ? contents : [page.get('Contents')];
  const chunks: string[] = [];
  for (const part of parts) {
    const data = pdf.streamData(part);
    if (data) chunks.push(data.toString('latin1'));
  }
  const out: PageContent = { runs: [], boxes: [] };
  new Interpreter(pdf, out, options.text ?? true).run(chunks.join('\n'), resources, IDENTITY, 0);
  return out;
}

class Interpreter {
  private readonly fonts = new Map<Dict, Font>();
  private operators = 0;

  private readonly runs: TextRun[];
  private readonly boxes: PaintedBox[];

  constructor(
    private readonly pdf: PdfFile,
    out: PageContent,
    private readonly text: boolean,
  ) {
    this.runs = out.runs;
    this.boxes = out.boxes;
  }

  run(content: string, resources: Dict, base: Matrix, depth: number): void {
    const lexer = new Lexer(content, 0, false);
    const stack: Value[] = [];
    let ctm = base;
    const saved: { ctm: Matrix; state: TextState }[] = [];
    let st: TextState = { font: undefined, size: 0, charSpace: 0, wordSpace: 0, scale: 1, leading: 0, rise: 0, mode: 0 };
    // The subpaths of the path being built, each as its box in user space.
    let path: PaintedBox[] = [];
    let current: PaintedBox | undefined;
    const point = (x: number, y: number, start: boolean) => {
      const px = ctm[0] * x + ctm[2] * y + ctm[4];
      const py = ctm[1] * x + ctm[3] * y + ctm[5];
      if (start || !current) {
        current = { x0: px, y0: py, x1: px, y1: py };
        path.push(current);
      } else {
        current.x0 = Math.min(current.x0, px);
        current.y0 = Math.min(current.y0, py);
        current.x1 = Math.max(current.x1, px);
        current.y1 = Math.max(current.y1, py);
      }
    };
    let tm: Matrix = IDENTITY;
    let tlm: Matrix = IDENTITY;
    const fontsOf = this.pdf.dict(resources.get('Font'));
    for (;;) {
      const token = lexer.value();
      if (token === undefined) break;
      if (!(token instanceof Op)) {
        stack.push(token);
        continue;
      }
      if (++this.operators > MAX_OPERATORS) throw new Unsupported('too many operators');
      switch (token.op) {
        case 'q':
          saved.push({ ctm, state: { ...st } });
          break;
        case 'Q': {
          const s = saved.pop();
          if (s) {
            ctm = s.ctm;
            st = s.state;
          }
          break;
        }
        case 'cm':
          ctm = multiply(
            [operand(stack, 6), operand(stack, 5), operand(stack, 4), operand(stack, 3), operand(stack, 2), operand(stack, 1)],
            ctm,
          );
          break;
        case 'BT':
          tm = IDENTITY;
          tlm = IDENTITY;
          break;
        case 'm':
          point(operand(stack, 2), operand(stack, 1), true);
          break;
        case 'l':
          point(operand(stack, 2), operand(stack, 1), false);
          break;
        case 'c':
          point(operand(stack, 2), operand(stack, 1), false);
          break;
        case 'v':
        case 'y':
          point(operand(stack, 2), operand(stack, 1), false);
          break;
        case 're': {
          const [x, y, w, h] = [operand(stack, 4), operand(stack, 3), operand(stack, 2), operand(stack, 1)];
          point(x, y, true);
          point(x + w, y, false);
          point(x + w, y + h, false);
          point(x, y + h, false);
          current = undefined;
          break;
        }
        case 'S':
        case 's':
        case 'f':
        case 'F':
        case 'f*':
        case 'B':
        case 'B*':
        case 'b':
        case 'b*':
          for (const box of path) if (this.boxes.length < MAX_BOXES) this.boxes.push(box);
          path = [];
          current = undefined;
          break;
        case 'n':
          path = [];
          current = undefined;
          break;
        case 'Tr':
          st.mode = operand(stack, 1);
          break;
        case 'Tf': {
          if (!this.text) break;
          const name = stack[stack.length - 2];
          const fontDict = name instanceof Name ? this.pdf.dict(fontsOf?.get(name.v)) : undefined;
          st.font = fontDict ? this.font(fontDict) : undefined;
          st.size = operand(stack, 1);
          break;
        }
        case 'Tc':
          st.charSpace = operand(stack, 1);
          break;
        case 'Tw':
          st.wordSpace = operand(stack, 1);
          break;
        case 'Tz':
          st.scale = operand(stack, 1) / 100;
          break;
        case 'TL':
          st.leading = operand(stack, 1);
          break;
        case 'Ts':
          st.rise = operand(stack, 1);
          break;
        case 'Td':
        case 'TD':
          if (token.op === 'TD') st.leading = -operand(stack, 1);
          tlm = multiply([1, 0, 0, 1, operand(stack, 2), operand(stack, 1)], tlm);
          tm = tlm;
          break;
        case 'Tm':
          tlm = [operand(stack, 6), operand(stack, 5), operand(stack, 4), operand(stack, 3), operand(stack, 2), operand(stack, 1)];
          tm = tlm;
          break;
        case 'T*':
          tlm = multiply([1, 0, 0, 1, 0, -st.leading], tlm);
          tm = tlm;
          break;
        case "'":
        case '"':
        case 'Tj':
        case 'TJ': {
          if (token.op !== 'Tj' && token.op !== 'TJ') {
            if (token.op === '"') {
              st.wordSpace = operand(stack, 3);
              st.charSpace = operand(stack, 2);
            }
            tlm = multiply([1, 0, 0, 1, 0, -st.leading], tlm);
            tm = tlm;
          }
          const arg = stack[stack.length - 1];
          if (!this.text) break;
          tm = this.show(Array.isArray(arg) ? arg : [arg ?? null], st, tm, ctm);
          break;
        }
        case 'Do': {
          const name = stack[stack.length - 1];
          if (name instanceof Name && depth < MAX_FORM_DEPTH) this.form(resources, name.v, ctm, depth);
          break;
        }
        case 'BI':
          skipInlineImage(lexer);
          break;
      }
      stack.length = 0;
    }
  }

  private form(resources: Dict, name: string, ctm: Matrix, depth: number): void {
    const ref = this.pdf.dict(resources.get('XObject'))?.get(name);
    const dict = this.pdf.dict(ref);
    if (!dict || !isName(dict.get('Subtype'), 'Form') || !(ref instanceof Ref)) return;
    const data = this.pdf.streamData(ref);
    if (!data) return;
    const matrix = matrixOf(this.pdf.get(dict.get('Matrix'))) ?? IDENTITY;
    this.run(data.toString('latin1'), this.pdf.dict(dict.get('Resources')) ?? resources, multiply(matrix, ctm), depth + 1);
  }

  /** Shows strings (with TJ adjustments) and returns the text matrix after them. */
  private show(items: Value[], st: TextState, start: Matrix, ctm: Matrix): Matrix {
    const font = st.font;
    if (!font) throw new Unsupported('text without a usable font');
    let tm = start;
    let str = '';
    let from: Matrix | undefined;
    for (const item of items) {
      if (typeof item === 'number') {
        if (-item > RUN_BREAK) {
          if (from && str.trim() !== '') this.push(runOf(str, from, tm, st, ctm));
          str = '';
          from = undefined;
        }
        tm = advanced(tm, (-item / 1000) * st.size * st.scale);
        continue;
      }
      if (!(item instanceof Str)) continue;
      const bytes = item.bytes;
      // Glyph advances add up along the text line; apply their sum to the matrix once.
      let advance = 0;
      for (let i = 0; i + font.codeBytes <= bytes.length; i += font.codeBytes) {
        const code = font.codeBytes === 2 ? (bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1) : bytes.charCodeAt(i);
        const text = font.toUnicode.get(code);
        if (text === undefined) throw new Unsupported(`unmapped code ${code}`);
        from ??= tm;
        str += text;
        const space = font.codeBytes === 1 && code === 32 ? st.wordSpace : 0;
        advance += (font.width(code) * st.size + st.charSpace + space) * st.scale;
      }
      if (advance !== 0) tm = advanced(tm, advance);
    }
    if (from && str.trim() !== '') this.push(runOf(str, from, tm, st, ctm));
    return tm;
  }

  /**
   * Adds a run, joined to the previous one when it carries on where that one ended on the same
   * baseline — as pdf.js joins glyphs — since some writers (Chromium's Type3 fonts) show every
   * glyph on its own, and the column reader counts runs.
   */
  private push(run: TextRun): void {
    const last = this.runs.at(-1);
    const gap = last ? run.x - (last.x + last.width) : Number.POSITIVE_INFINITY;
    if (
      last &&
      Math.abs(last.y - run.y) < 0.01 &&
      Math.abs(last.size - run.size) < 0.01 &&
      last.bold === run.bold &&
      gap > -0.5 &&
      gap < run.size * 0.1
    ) {
      last.str += run.str;
      last.width = run.x + run.width - last.x;
      return;
    }
    this.runs.push(run);
  }

  private font(dict: Dict): Font {
    const cached = this.fonts.get(dict);
    if (cached) return cached;
    const font = readFont(this.pdf, dict);
    this.fonts.set(dict, font);
    return font;
  }
}

interface TextState {
  font: Font | undefined;
  size: number;
  charSpace: number;
  wordSpace: number;
  scale: number;
  leading: number;
  rise: number;
  /** Text rendering mode (Tr): 2 fills and strokes, a writer's emboldening. */
  mode: number;
}

function runOf(str: string, from: Matrix, to: Matrix, st: TextState, ctm: Matrix): TextRun {
  const start = multiply([st.size * st.scale, 0, 0, st.size, 0, st.rise], multiply(from, ctm));
  const end = multiply([1, 0, 0, 1, 0, st.rise], multiply(to, ctm));
  return {
    // pdf.js reads a run of white space (U+3000 included) as one gap; so do we, for the same lines.
    str: str.replace(/\s+/g, ' '),
    x: start[4],
    y: start[5],
    width: Math.hypot(end[4] - start[4], end[5] - start[5]),
    size: Math.max(Math.hypot(start[2], start[3]), Math.hypot(start[0], start[1]), 1),
    font: st.font?.name ?? '',
    bold: (st.font?.bold ?? false) || st.mode === 2,
  };
}

/** Skips an inline image's data (BI … ID <binary> EI). */
function skipInlineImage(lexer: Lexer): void {
  const at = lexer.s.indexOf('ID', lexer.pos);
  if (at < 0) throw new Unsupported('inline image without data');
  const end = /\sEI(\s|$)/g;
  end.lastIndex = at + 3;
  const m = end.exec(lexer.s);
  if (!m) throw new Unsupported('inline image without end');
  lexer.pos = m.index + m[0].length;
}
