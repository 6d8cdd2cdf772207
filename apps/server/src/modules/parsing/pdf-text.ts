import { createRequire } from 'node:module';
import path from 'node:path';
import type { Box } from './layout-regions';
import { type CjkFonts, cjkFontsOf, HAS_CJK } from './pdf-cjk';
import { type PaintedBox, pageContent, pagesOf } from './pdf-fast-text';
import { type LayoutPage, type LayoutRun, layoutText } from './pdf-layout';
import type { Dict } from './pdf-lexer';
import { PdfFile } from './pdf-objects';
import { knownPdfProducer, OWN_READERS } from './reader-guard';

export { linesOf } from './pdf-layout';

/**
 * Text of a text PDF: our own reader first, pdf.js (pdfjs-dist, with its CMap files) when ours
 * declines or its text lost the Chinese.
 * Both readers give each page's positioned text (every run's box, size and weight) and the boxes it
 * paints; pdf-layout.ts lays the page out — regions by XY-cut (columns, sidebars, frames, date
 * strips kept with their rows), then lines, then headings by look — so a sidebar is read whole,
 * beside the main column and not between its lines, whichever reader read it.
 */
export const MAX_PDF_PAGES = 30;

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
    const text = layoutText(read.map(({ page, resources }) => pageContent(pdf, page, resources)));
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
  // Before pdf.js, which may detach the buffer.
  const painted = paintedBoxes(buffer, MAX_PDF_PAGES);
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
    const laid: LayoutPage[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs: LayoutRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ str: item.str, x, y, width: item.width, size: Math.max(Math.hypot(c, d), Math.hypot(a, b), 1) });
      }
      laid.push({ runs, boxes: painted[n - 1] ?? [] });
      page.cleanup();
    }
    return { text: layoutText(laid), pages: pdf.numPages, truncated: pdf.numPages > pages };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The boxes each page paints, read by our own content reader without its fonts (pdf.js's text
 * content has no graphics): rules and frames for the layout. None when our reader cannot open the file.
 */
function paintedBoxes(buffer: Uint8Array, pages: number): Box[][] {
  try {
    const pdf = new PdfFile(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    return pagesOf(pdf)
      .slice(0, pages)
      .map(({ page, resources }: { page: Dict; resources: Dict }) => {
        try {
          return pageContent(pdf, page, resources, { text: false }).boxes satisfies PaintedBox[];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
}
