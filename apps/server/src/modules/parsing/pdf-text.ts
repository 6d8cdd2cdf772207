import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeResumeText } from './normalize-text';
import { type CjkFonts, cjkFontsOf, HAS_CJK } from './pdf-cjk';
import { pageRuns, pagesOf } from './pdf-fast-text';
import { PdfFile } from './pdf-objects';
import { knownPdfProducer, OWN_READERS } from './reader-guard';
import { headingOf } from './resume-sections';

/**
 * Text of a text PDF: our own reader first, pdf.js (pdfjs-dist, with its CMap files) when ours
 * declines or its text lost the Chinese.
 * pdf.js gives positioned runs; runs are grouped into lines by their baseline and read
 * left to right, with a space wherever the gap between two runs is wider than a sliver,
 * so a table row or a “公司 …… 2019.07 – 至今” line reads as one line, as on paper.
 * A two-column page (a sidebar template) is read column by column: otherwise each line
 * of the sidebar would be glued to the line of the main column beside it.
 */
export const MAX_PDF_PAGES = 30;

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

export interface PdfText {
  text: string;
  pages: number;
  truncated: boolean;
  /** Set when our reader read it: the writer it names (the library's reads leave it unset). */
  producer?: string;
}

/** Thrown when a PDF's fonts are CJK but no reader recovers CJK text from them (extract-text.ts words the refusal). */
export class LostCjkText extends Error {}

// pdf.js's CMap and standard-font data, read from the package's folders (Node reads them from disk).
const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_URL = `${PDFJS_ROOT}/cmaps/`;
const STANDARD_FONT_DATA_URL = `${PDFJS_ROOT}/standard_fonts/`;

export async function pdfText(buffer: Uint8Array): Promise<PdfText> {
  const fast = fastPdfText(buffer);
  if (fast && 'text' in fast) return fast;
  const read = await pdfJsText(buffer);
  // Fonts that need the CMap files and still no CJK: the text is gone, not absent. Say so rather than
  // answer a draft with the name, schools and companies missing.
  if (fast?.cjk.withoutToUnicode && !HAS_CJK.test(read.text)) throw new LostCjkText();
  return read;
}

/**
 * The text through our own reader (pdf-fast-text.ts), about ten times quicker than pdf.js on a
 * resume; declined — undefined, or the file's CJK fonts when it could tell them — when the file
 * uses something it does not read, yields no text at all, or has CJK fonts and yet no CJK came
 * out (codes read as Latin letters), so that pdf.js decides.
 */
export function fastPdfText(buffer: Uint8Array): PdfText | { cjk: CjkFonts } | undefined {
  let cjk: CjkFonts | undefined;
  try {
    const pdf = new PdfFile(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    const pages = pagesOf(pdf);
    const read = pages.slice(0, MAX_PDF_PAGES);
    cjk = cjkFontsOf(
      pdf,
      read.map((p) => p.resources),
    );
    // No CMap data here: a CJK font without ToUnicode is pdf.js's to read.
    if (cjk.withoutToUnicode) return { cjk };
    // Only writers our reader was compared on against pdf.js (reader-guard.ts).
    const producer = pdf.producer();
    if (!OWN_READERS || !knownPdfProducer(producer)) return { cjk };
    const out: string[] = [];
    for (const { page, resources } of read) {
      for (const column of columnsOf(pageRuns(pdf, page, resources))) out.push(...linesOf(column));
    }
    const text = out.join('\n');
    if (text.trim() === '' || (cjk.any && !HAS_CJK.test(text))) return { cjk };
    return { text, pages: pages.length, truncated: pages.length > read.length, producer };
  } catch {
    // Unsupported, or a file broken in a way our reader trips on: pdf.js decides, with its own messages.
    return cjk ? { cjk } : undefined;
  }
}

export async function pdfJsText(buffer: Uint8Array): Promise<PdfText> {
  // Loaded on first need: most PDFs never reach pdf.js, and a parse thread's heap is capped.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data: buffer,
    // The predefined CJK CMaps (Adobe-GB1 and the others) and the standard 14 fonts' metrics:
    // without them a Type0 font over UniGB-UCS2-H or GBK-EUC-H reads as nothing.
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    // Never compile font programs into JavaScript: untrusted input (CVE-2024-4367).
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = Math.min(pdf.numPages, MAX_PDF_PAGES);
    const out: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ str: item.str, x, y, width: item.width, size: Math.max(Math.hypot(c, d), Math.hypot(a, b), 1) });
      }
      for (const column of columnsOf(runs)) out.push(...linesOf(column));
      page.cleanup();
    }
    return { text: out.join('\n'), pages: pdf.numPages, truncated: pdf.numPages > pages };
  } finally {
    await pdf.destroy();
  }
}

/** A run that is only a date or a date range. */
const DATE_ONLY = /^(?:[\d\s./年月日\-\u2010-\u2015~至到今]|现在|present)+$/i;

/**
 * Splits a page into a left and a right column when a vertical gutter — a band no text
 * crosses, anywhere on the page — runs between them (a sidebar on either side), and the two
 * really sit side by side: their lines share baselines, or each column's text spans most of
 * the other's height (two table cells whose line pitches differ, as LibreOffice writes a
 * sidebar in a smaller font, share hardly a baseline). Tables do not qualify: their
 * full-width rows and long cells cross every gap between their columns.
 */
export function columnsOf(runs: Run[]): Run[][] {
  if (runs.length < 12) return [runs];
  const minX = Math.min(...runs.map((r) => r.x));
  const maxX = Math.max(...runs.map((r) => r.x + r.width));
  const width = maxX - minX;
  // The free bands between the runs' horizontal extents, measured exactly.
  const spans = runs.map((r) => [r.x, r.x + r.width] as const).sort((p, q) => p[0] - q[0]);
  // The widest free band between 15% and 85% of the text width (a sidebar left or right), at least
  // 14 pt wide — or 6 pt beside a right-hand sidebar, whose cell padding is all the gap a writer leaves.
  let best: { from: number; to: number } | null = null;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    if (from > reach && reach > Number.NEGATIVE_INFINITY) {
      const mid = (reach + from) / 2 - minX;
      const wide = from - reach;
      const inRange = mid > width * 0.15 && mid < width * 0.85;
      if (inRange && wide >= (mid > width * 0.5 ? 6 : 14) && (!best || wide > best.to - best.from)) best = { from: reach, to: from };
    }
    reach = Math.max(reach, to);
  }
  if (!best) return [runs];
  const split = (best.from + best.to) / 2;
  const left = runs.filter((r) => r.x < split);
  const right = runs.filter((r) => r.x >= split);
  if (left.length < 5 || right.length < 5) return [runs];
  // A column of dates beside the entries they date ("2019.07 – 至今" before or after "公司 职位") is a
  // timeline, not a sidebar: its lines belong to the lines beside them.
  const dateColumn = (side: Run[]) => {
    const lines = linesOf(side, false);
    return lines.filter((l) => DATE_ONLY.test(normalizeResumeText(l))).length >= lines.length * 0.5;
  };
  if (dateColumn(left) || dateColumn(right)) return [runs];
  const sideBySide = left.filter((l) => right.some((r) => Math.abs(r.y - l.y) <= Math.min(l.size, r.size) * 0.5)).length;
  const spanOf = (rs: Run[]) => [Math.min(...rs.map((r) => r.y)), Math.max(...rs.map((r) => r.y))] as const;
  const [[leftLow, leftHigh], [rightLow, rightHigh]] = [spanOf(left), spanOf(right)];
  const overlap = Math.min(leftHigh, rightHigh) - Math.max(leftLow, rightLow);
  const overlapping = overlap > 0 && overlap >= 0.6 * Math.min(leftHigh - leftLow, rightHigh - rightLow);
  if (sideBySide < 3 && !overlapping) return [runs];
  // A form table whose short cells leave a gutter ("姓名 杨帆 | 性别 男 …", headings in merged cells):
  // most lines of each side have a line of the other beside them, and the left side is itself cells
  // (a label, a gap, a value). A sidebar's lines are one block of text each.
  const baselines = (rs: Run[]) => [...new Map(rs.map((r) => [Math.round(r.y), r])).values()];
  const paired = (a: Run[], b: Run[]) => a.filter((l) => b.some((r) => Math.abs(r.y - l.y) <= Math.min(l.size, r.size) * 0.5)).length;
  const [leftLines, rightLines] = [baselines(left), baselines(right)];
  const cells = (side: Run[]) => (line: Run) => {
    const on = side.filter((r) => Math.abs(r.y - line.y) <= r.size * 0.5).sort((p, q) => p.x - q.x);
    return on.some((r, i) => i > 0 && r.x - ((on[i - 1]?.x ?? 0) + (on[i - 1]?.width ?? 0)) > r.size);
  };
  const table =
    paired(leftLines, right) >= leftLines.length * 0.6 &&
    paired(rightLines, left) >= rightLines.length * 0.6 &&
    (leftLines.filter(cells(left)).length >= leftLines.length * 0.5 || rightLines.filter(cells(right)).length >= rightLines.length * 0.5);
  return table ? [runs] : [left, right];
}

/**
 * The lines of one column, top to bottom. A line that runs to the column's right edge and is
 * followed, at the usual line pitch, by a short line of the same size from the column's left edge
 * is one line wrapped by the writer (a title cut as `高级UI` / `设计师` in a narrow main column):
 * the two are read as one, so the wrap does not cut an entry's title or company in two.
 */
export function linesOf(runs: Run[], joinWraps = true): string[] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    // Same line when the baselines are within half a glyph height (mixed fonts and sizes shift them a little).
    if (line && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.5) line.push(run);
    else lines.push([run]);
  }
  const read = lines.map((line) => {
    line.sort((p, q) => p.x - q.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const run of line) {
      const gap = run.x - end;
      if (text && gap > run.size * 0.2 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
      text += run.str;
      end = Math.max(end, run.x + run.width);
    }
    const size = Math.max(...line.map((r) => r.size));
    return { text, x: line[0]?.x ?? 0, end, y: line[0]?.y ?? 0, size };
  });
  if (!joinWraps || read.length < 2) return read.map((l) => l.text);
  const left = Math.min(...read.map((l) => l.x));
  const right = Math.max(...read.map((l) => l.end));
  const out: string[] = [];
  for (let i = 0; i < read.length; i++) {
    const line = read[i];
    if (!line) continue;
    let text = line.text;
    for (let next = read[i + 1], last = line; next && wrapsInto(last, next, left, right); next = read[i + 1]) {
      const rest = next.text.trimStart();
      // A Latin word wrapped at a space ("Senior Product" / "Manager") gets its space back.
      if (/[a-z][-\u2010\u2011]$/.test(text) && /^[a-z]/.test(rest))
        text = text.slice(0, -1) + rest; // "Investment Bank-" / "ing"
      else text += (/[A-Za-z]$/.test(text) && /^[A-Za-z]/.test(rest)) || WORD_END.test(text) || WORD_START.test(rest) ? ` ${rest}` : rest;
      last = next;
      i++;
    }
    out.push(text);
  }
  return out;
}

/**
 * Where a wrap fell between two words, not inside one: after a Latin word before another, after a
 * whole organisation's name ("…有限公司" / "视觉算法专家"), or before a degree ("视觉传达设计" / "本科").
 * Elsewhere a CJK wrap is inside a word ("上海米哈游网络科技股份有限公" / "司", "内容编" / "辑").
 */
const WORD_END = /(?:公司|集团|大学|学院|学校|研究院|研究所|医院|银行|中心)$/;
const WORD_START = /^(?:(?:本科|硕士|博士|大专|专科|研究生|中专|高中|学士|MBA|EMBA)(?:\s|[（(]|$))/;

interface ReadLine {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

function wrapsInto(line: ReadLine, next: ReadLine, left: number, right: number): boolean {
  return (
    right - line.end <= line.size * 1.2 &&
    // A writer wraps a line that filled a measure; a short widest line (a heading, a narrow block of
    // short lines) reaches the edge only because nothing is wider.
    line.end - line.x >= line.size * 12 &&
    Math.abs(next.x - left) <= next.size * 0.3 &&
    Math.abs(next.size - line.size) <= 0.5 &&
    line.y - next.y <= line.size * 1.75 &&
    // The rest of the cut line: shorter than the line, at most 60% of the column (TeX carries a
    // whole "司 高级 UI 设计师" over), never a line of its own that starts with its dates.
    next.end - next.x <= Math.min(line.end - line.x, (right - left) * 0.6) &&
    // Cut inside a word: a letter or CJK character on both sides (or a word TeX hyphenated), no end of sentence or list.
    /(?:[\p{L}\p{N}]|[a-z][-\u2010\u2011])$/u.test(line.text) &&
    // A line that ends with its dates (right-aligned "2015-09 - 2017-07", "至今") is whole.
    !/(?:\d\s*[年月日]?|至今|现在|今|present)$/i.test(line.text) &&
    /^\s*[\p{Script=Han}\p{L}]/u.test(next.text) &&
    !/[：:]/.test(next.text) &&
    // A section heading (工作经历) starts a part of its own, however short.
    headingOf(next.text) === null
  );
}
