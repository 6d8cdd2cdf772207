import { createRequire } from 'node:module';
import path from 'node:path';
import { type CjkFonts, cjkFontsOf, HAS_CJK } from './pdf-cjk';
import { pageRuns, pagesOf } from './pdf-fast-text';
import { PdfFile } from './pdf-objects';

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
function fastPdfText(buffer: Uint8Array): PdfText | { cjk: CjkFonts } | undefined {
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
    const out: string[] = [];
    for (const { page, resources } of read) {
      for (const column of columnsOf(pageRuns(pdf, page, resources))) out.push(...linesOf(column));
    }
    const text = out.join('\n');
    if (text.trim() === '' || (cjk.any && !HAS_CJK.test(text))) return { cjk };
    return { text, pages: pages.length, truncated: pages.length > read.length };
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

/**
 * Splits a page into a left and a right column when a vertical gutter — a band no text
 * crosses, anywhere on the page — runs between them, the left column is the narrower, and
 * the two really sit side by side (their lines share baselines). Tables do not qualify:
 * their full-width rows and long cells cross every gap between their columns.
 */
export function columnsOf(runs: Run[]): Run[][] {
  if (runs.length < 12) return [runs];
  const minX = Math.min(...runs.map((r) => r.x));
  const maxX = Math.max(...runs.map((r) => r.x + r.width));
  const width = maxX - minX;
  const BIN = 2;
  const covered = new Uint8Array(Math.ceil(width / BIN) + 1);
  for (const r of runs) {
    for (let b = Math.floor((r.x - minX) / BIN); b <= Math.floor((r.x + r.width - minX) / BIN); b++) covered[b] = 1;
  }
  // The widest free band between 15% and 50% of the text width, at least 14 pt wide.
  let best: { from: number; to: number } | null = null;
  let start = -1;
  for (let b = 0; b < covered.length; b++) {
    const x = b * BIN;
    const inRange = x > width * 0.15 && x < width * 0.5;
    if (!covered[b] && inRange) {
      if (start < 0) start = b;
    } else if (start >= 0) {
      if ((b - start) * BIN >= 14 && (!best || b - start > best.to - best.from)) best = { from: start, to: b };
      start = -1;
    }
  }
  if (!best) return [runs];
  const split = minX + ((best.from + best.to) / 2) * BIN;
  const left = runs.filter((r) => r.x < split);
  const right = runs.filter((r) => r.x >= split);
  const sideBySide = left.filter((l) => right.some((r) => Math.abs(r.y - l.y) <= Math.min(l.size, r.size) * 0.5)).length;
  if (left.length < 5 || right.length < 5 || sideBySide < 3) return [runs];
  return [left, right];
}

export function linesOf(runs: Run[]): string[] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    // Same line when the baselines are within half a glyph height (mixed fonts and sizes shift them a little).
    if (line && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.5) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    line.sort((p, q) => p.x - q.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const run of line) {
      const gap = run.x - end;
      if (text && gap > run.size * 0.2 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
      text += run.str;
      end = Math.max(end, run.x + run.width);
    }
    return text;
  });
}
