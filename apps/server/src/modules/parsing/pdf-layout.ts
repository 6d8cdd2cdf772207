/**
 * A PDF page read as regions, not as one stream of lines (both PDF readers, pdf-text.ts, hand their
 * positioned text here, so they lay a page out alike):
 *
 * 1. **Pieces** (layout-pieces.ts). Text runs on one baseline make a row; a row is cut into pieces where the gap between
 *    two runs is wider than ~0.6 of the font size (a column gutter, a table cell's padding, a
 *    right-aligned date). Each piece has its box, size and weight (bold by its font or its rendering mode).
 * 2. **Regions** by XY-cut (layout-regions.ts), with the page's painted rectangles as frames. Dates
 *    are set aside first — a piece that is only a date or a range, maybe with a duration after it
 *    (`2019.03 - 2021.06（2年3个月）`) — and put back afterwards into the region that holds them, or
 *    else the region of the text on their row: a right-aligned date strip or a timeline of dates on
 *    the left stays part of its rows instead of becoming a column read after the page. A start date
 *    set right above its end date (`2020.08` / `至今` in a gutter of their own) is first made one range
 *    on the start's row. The date pieces live in layout-dates.ts.
 * 3. **Lines** of each region (layout-lines.ts), top to bottom, runs left to right with a space where they stand apart;
 *    a line the writer wrapped at the column edge is joined back. A blank line separates regions.
 * 4. **Headings by look** (layout-headings.ts): a short line alone on its row, markedly larger than the body text, or bold
 *    when the body is not, or with a rule drawn under it, is a heading. It is
 *    kept on a line of its own (never joined to a wrap) with a blank line before it, and any icon
 *    glyph before it (a private-use character of an icon font) is dropped, so that the parser's
 *    vocabulary (resume-sections.ts) sees the bare heading word.
 */
import { DATE_ONLY, placeDate, stackedRanges } from './layout-dates';
import { bodyText, looksLikeHeading } from './layout-headings';
import { type LaidOutLine, regionLines } from './layout-lines';
import { ICONS, type LayoutRun, segmentsOf } from './layout-pieces';
import { type Box, regionsOf } from './layout-regions';
import { normalizeResumeText } from './normalize-text';
import { headingOf } from './resume-sections';

export { linesOf } from './layout-lines';
export type { LaidOutLine, LayoutRun };

export interface LayoutPage {
  runs: LayoutRun[];
  /** Painted rectangles and lines (rules, frames, shaded panels). */
  boxes: Box[];
}

/** The lines of a page, region by region, with an empty string between regions. */
export function layoutPage(page: LayoutPage): LaidOutLine[] {
  const runs = page.runs.filter((r) => r.str.trim() !== '' && Number.isFinite(r.x) && Number.isFinite(r.y));
  if (runs.length === 0) return [];
  const { size: body, bold: bodyBold } = bodyText(runs);
  const rules = page.boxes.filter((b) => b.y1 - b.y0 <= Math.max(2.5, body * 0.25) && b.x1 - b.x0 >= body * 2);
  const frames = page.boxes.filter((b) => b.x1 - b.x0 >= body * 2 && b.y1 - b.y0 >= body * 1.2);
  const segments = segmentsOf(runs, frames);
  for (const s of segments) {
    s.plain = normalizeResumeText(s.text.replace(ICONS, ''));
    s.date = DATE_ONLY.test(s.plain);
    s.looks = looksLikeHeading(s, body, bodyBold, rules);
    s.known = headingOf(s.plain) !== null;
    s.heading = s.looks !== undefined || s.known;
  }
  const dates = stackedRanges(segments.filter((s) => s.date));
  const rest = segments.filter((s) => !s.date);
  const regions = rest.length > 0 ? regionsOf(rest, frames, dates) : [];
  for (const d of dates) placeDate(d, regions);
  const out: LaidOutLine[] = [];
  for (const region of regions) {
    if (out.length > 0) out.push({ text: '', heading: false });
    out.push(...regionLines(region));
  }
  return out;
}

/** The text of laid-out pages: lines, regions apart by a blank line, pages by a blank line. */
export function layoutText(pages: LayoutPage[]): string {
  return pages
    .map((p) =>
      layoutPage(p)
        .map((l) => l.text)
        .join('\n'),
    )
    .filter((t) => t !== '')
    .join('\n\n');
}
