/**
 * Dates on a laid-out page: a piece that is only a date or a range is found, set aside from the cut,
 * a start stacked above its end joined into one range, and each date put back into its region.
 */

import { ICONS, type Segment } from './layout-pieces';
import type { Box, Piece } from './layout-regions';
import { normalizeResumeText } from './normalize-text';

/** A piece that is only a date or a range of dates, maybe with a duration in brackets after it. */
const DATE_PART = String.raw`(?:(?:19|20)?\d{2}\s*[./\-年]\s*\d{1,2}\s*(?:[./\-月]\s*\d{1,2}\s*日?|月)?|(?:19|20)\d{2}\s*年?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?:19|20)\d{2}|至今|现在|今|present|now|current)`;
const DATE_SEP = '(?:[-~～—–至到]|to)';
/** A date, a range, or half of a range set on two lines (`2020.08 -` above `至今`, `2020.08` above `- 至今`). */
export const DATE_ONLY = new RegExp(
  String.raw`^\s*(?:${DATE_PART}(?:\s*${DATE_SEP}\s*${DATE_PART})?\s*(?:[（(][^()（）]{1,16}[)）])?|(?:${DATE_SEP}\s*)?${DATE_PART}(?:\s*${DATE_SEP})?)\s*$`,
  'iu',
);

/** A single date (no range, maybe half of one), and its year and month to compare by: an open end (至今) is the latest. */
export const SINGLE_DATE = new RegExp(String.raw`^\s*(?:${DATE_SEP}\s*)?${DATE_PART}(?:\s*${DATE_SEP})?\s*$`, 'iu');
/** The dash that starts the lower half of a range, or ends its upper half (至今 is a date, not 至 + 今). */
export const LEADING_SEP = /^\s*(?:[-~～—–到]|至(?!今)|to\s)/iu;
export const TRAILING_SEP = /(?:[-~～—–至到]|\bto)\s*$/iu;
export const OPEN_END = /^\s*(?:至今|现在|今|present|now|current)\s*$/iu;

export function monthOf(half: string): number | undefined {
  const plain = half.replace(LEADING_SEP, '').replace(TRAILING_SEP, '');
  if (OPEN_END.test(plain)) return Number.POSITIVE_INFINITY;
  const m = /((?:19|20)?\d{2})\s*(?:[./\-年]\s*(\d{1,2}))?/u.exec(plain);
  if (!m?.[1]) return undefined;
  const year = m[1].length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  return year * 12 + Number(m[2] ?? 1);
}

/**
 * A date column of its own (a gutter of dates beside each entry, or a right-hand strip) sets an entry's
 * start above its end, one under the other: `2020.08` / `至今`. A single date with, right under it at a
 * line's pitch and aligned with it on either side, a single date no earlier (or an open end) is one
 * range, read on the start's row as `2020.08 - 至今`; the end is dropped from its own row, where it
 * would stand as a line of its own (or beside the entry's title) and part the entry from its dates.
 * Dates stacked the other way (a later one above, an entry per line of a timeline) stay as they are.
 */
export function stackedRanges(dates: Segment[]): Segment[] {
  const single = dates.filter((d) => SINGLE_DATE.test(d.plain));
  const taken = new Set<Segment>();
  const dropped = new Set<Segment>();
  for (const upper of [...single].sort((p, q) => q.y - p.y)) {
    if (taken.has(upper)) continue;
    const start = monthOf(upper.plain);
    if (start === undefined || start === Number.POSITIVE_INFINITY || LEADING_SEP.test(upper.plain)) continue;
    const size = Math.min(upper.size, 20);
    const lower = single
      .filter((d) => {
        if (d === upper || taken.has(d)) return false;
        const pitch = upper.y - d.y;
        const aligned = Math.abs(d.x0 - upper.x0) <= size * 0.5 || Math.abs(d.x1 - upper.x1) <= size * 0.5;
        const end = monthOf(d.plain);
        return !TRAILING_SEP.test(d.plain) && pitch >= d.size * 0.6 && pitch <= size * 2 && aligned && end !== undefined && end >= start;
      })
      .sort((p, q) => q.y - p.y)[0];
    if (!lower) continue;
    taken.add(lower);
    taken.add(upper);
    dropped.add(lower);
    const end = lower.text.trim();
    const joint = TRAILING_SEP.test(upper.plain) || LEADING_SEP.test(lower.plain) ? ' ' : ' - ';
    // Read right after the start (no width: it moves no edge the cut or the rows go by).
    upper.runs.push({ str: `${joint}${end}`, x: upper.x1, y: upper.y, width: 0, size: upper.size, bold: upper.bold });
    upper.text = `${upper.text}${joint}${end}`;
    upper.plain = normalizeResumeText(upper.text.replace(ICONS, ''));
  }
  return dates.filter((d) => !dropped.has(d));
}

function boxOf(pieces: Piece[]): Box {
  return {
    x0: Math.min(...pieces.map((p) => p.x0)),
    x1: Math.max(...pieces.map((p) => p.x1)),
    y0: Math.min(...pieces.map((p) => p.y0)),
    y1: Math.max(...pieces.map((p) => p.y1)),
  };
}

/**
 * Puts a date back: into the region whose extent holds it, else the region of the column it stands in
 * just above or below that region's text, else the region with text on its row (the nearest beside
 * it), else the region beside it at its height, else the nearest region.
 */
export function placeDate(date: Segment, regions: Segment[][]): void {
  if (regions.length === 0) {
    regions.push([date]);
    return;
  }
  const cx = (date.x0 + date.x1) / 2;
  const boxes = regions.map(boxOf);
  const onRow = (r: Segment[]) => r.filter((p) => Math.abs(p.y - date.y) <= Math.min(p.size, date.size) * 0.5);
  const holding = regions.filter((_, i) => {
    const b = boxes[i] as Box;
    return cx >= b.x0 - 2 && cx <= b.x1 + 2 && date.y >= b.y0 - date.size * 0.3 && date.y <= b.y1;
  });
  const distance = (r: Segment[]) => Math.min(...r.map((p) => Math.max(p.x0 - date.x1, date.x0 - p.x1, 0)));
  const nearest = (list: Segment[][], by: (r: Segment[]) => number) =>
    list.reduce((best, r) => (by(r) < by(best) ? r : best), list[0] as Segment[]);
  let target: Segment[] | undefined;
  if (holding.length === 1) target = holding[0];
  else if (holding.length > 1) target = nearest(holding, (r) => Math.min(...r.map((p) => Math.abs(p.y - date.y))));
  if (!target) {
    // In a column just above or below the region's text (a date under the last line of its entry).
    const gap = (b: Box) => Math.max(b.y0 - (date.y + date.size), date.y - date.size * 0.25 - b.y1, 0);
    const column = regions.filter((_, i) => {
      const b = boxes[i] as Box;
      return cx >= b.x0 - 2 && cx <= b.x1 + 2 && gap(b) <= date.size * 3;
    });
    if (column.length > 0) target = nearest(column, (r) => gap(boxOf(r)));
  }
  if (!target) {
    const withRow = regions.filter((r) => onRow(r).length > 0);
    if (withRow.length > 0) target = nearest(withRow, (r) => distance(onRow(r)));
  }
  if (!target) {
    const beside = regions.filter((_, i) => {
      const b = boxes[i] as Box;
      return date.y >= b.y0 - date.size && date.y <= b.y1 + date.size;
    });
    if (beside.length > 0) target = nearest(beside, distance);
  }
  target ??= nearest(regions, (r) => Math.min(...r.map((p) => Math.abs(p.y - date.y))));
  target.push(date);
}
