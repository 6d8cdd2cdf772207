import { type Box, type Piece, regionsOf } from './layout-regions';
import { normalizeResumeText } from './normalize-text';
import { headingOf } from './resume-sections';

/**
 * A PDF page read as regions, not as one stream of lines (both PDF readers, pdf-text.ts, hand their
 * positioned text here, so they lay a page out alike):
 *
 * 1. **Pieces.** Text runs on one baseline make a row; a row is cut into pieces where the gap between
 *    two runs is wider than ~0.6 of the font size (a column gutter, a table cell's padding, a
 *    right-aligned date). Each piece has its box, size and weight (bold by its font or its rendering mode).
 * 2. **Regions** by XY-cut (layout-regions.ts), with the page's painted rectangles as frames. Dates
 *    are set aside first — a piece that is only a date or a range, maybe with a duration after it
 *    (`2019.03 - 2021.06（2年3个月）`) — and put back afterwards into the region that holds them, or
 *    else the region of the text on their row: a right-aligned date strip or a timeline of dates on
 *    the left stays part of its rows instead of becoming a column read after the page. A start date
 *    set right above its end date (`2020.08` / `至今` in a gutter of their own) is first made one range
 *    on the start's row (stackedRanges).
 * 3. **Lines** of each region, top to bottom, runs left to right with a space where they stand apart;
 *    a line the writer wrapped at the column edge is joined back. A blank line separates regions.
 * 4. **Headings by look**: a short line alone on its row, markedly larger than the body text, or bold
 *    when the body is not, or with a rule drawn under it, is a heading. It is
 *    kept on a line of its own (never joined to a wrap) with a blank line before it, and any icon
 *    glyph before it (a private-use character of an icon font) is dropped, so that the parser's
 *    vocabulary (resume-sections.ts) sees the bare heading word.
 */
export interface LayoutRun {
  str: string;
  /** Baseline start, PDF user space (y up). */
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
}

export interface LayoutPage {
  runs: LayoutRun[];
  /** Painted rectangles and lines (rules, frames, shaded panels). */
  boxes: Box[];
}

export interface LaidOutLine {
  text: string;
  heading: boolean;
}

interface Segment extends Piece {
  runs: LayoutRun[];
  /** The text as the parser will see it (Kangxi radicals as ideographs, full-width as half-width): what the tests of dates and headings read. */
  plain: string;
  date: boolean;
  bold: boolean;
  /** Heading by look: 'type' by its size or weight, 'rule' by a rule under it only. */
  looks: 'type' | 'rule' | undefined;
}

/** A gap wider than this many font sizes between two runs of a row cuts it into pieces. */
const PIECE_GAP = 0.6;

/** A piece that is only a date or a range of dates, maybe with a duration in brackets after it. */
const DATE_PART = String.raw`(?:(?:19|20)?\d{2}\s*[./\-年]\s*\d{1,2}\s*(?:[./\-月]\s*\d{1,2}\s*日?|月)?|(?:19|20)\d{2}\s*年?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?:19|20)\d{2}|至今|现在|今|present|now|current)`;
const DATE_SEP = '(?:[-~～—–至到]|to)';
/** A date, a range, or half of a range set on two lines (`2020.08 -` above `至今`, `2020.08` above `- 至今`). */
const DATE_ONLY = new RegExp(
  String.raw`^\s*(?:${DATE_PART}(?:\s*${DATE_SEP}\s*${DATE_PART})?\s*(?:[（(][^()（）]{1,16}[)）])?|(?:${DATE_SEP}\s*)?${DATE_PART}(?:\s*${DATE_SEP})?)\s*$`,
  'iu',
);

/** A single date (no range, maybe half of one), and its year and month to compare by: an open end (至今) is the latest. */
const SINGLE_DATE = new RegExp(String.raw`^\s*(?:${DATE_SEP}\s*)?${DATE_PART}(?:\s*${DATE_SEP})?\s*$`, 'iu');
/** The dash that starts the lower half of a range, or ends its upper half (至今 is a date, not 至 + 今). */
const LEADING_SEP = /^\s*(?:[-~～—–到]|至(?!今)|to\s)/iu;
const TRAILING_SEP = /(?:[-~～—–至到]|\bto)\s*$/iu;
const OPEN_END = /^\s*(?:至今|现在|今|present|now|current)\s*$/iu;

function monthOf(half: string): number | undefined {
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
function stackedRanges(dates: Segment[]): Segment[] {
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

/** Icon-font glyphs (private-use code points) and the spaces after them, at the start of a line. */
const ICONS = /^[\s\uE000-\uF8FF]+/u;
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;

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

function rowsOfRuns<R extends { y: number; size: number }>(runs: R[], xOf: (r: R) => number): R[][] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || xOf(p) - xOf(q));
  const rows: R[][] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    // Same row when the baselines are within half a glyph height (mixed fonts and sizes shift them a little).
    if (row && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.5) row.push(run);
    else rows.push([run]);
  }
  for (const row of rows) row.sort((p, q) => xOf(p) - xOf(q));
  return rows;
}

function segmentsOf(runs: LayoutRun[], frames: Box[]): Segment[] {
  const out: Segment[] = [];
  for (const row of rowsOfRuns(runs, (r) => r.x)) {
    const groups: LayoutRun[][] = [];
    let end = Number.NEGATIVE_INFINITY;
    const y = row[0]?.y ?? 0;
    // A frame's side between two runs parts them, however close (poster panels a few points apart).
    const edges = frames.filter((f) => f.y0 <= y && f.y1 >= y).flatMap((f) => [f.x0, f.x1]);
    for (const run of row) {
      const current = groups.at(-1);
      const framed = edges.some((e) => e >= end - 0.5 && e <= run.x + 0.5);
      if (current && !framed && run.x - end <= PIECE_GAP * Math.max(run.size, current.at(-1)?.size ?? 0)) {
        current.push(run);
        end = Math.max(end, run.x + run.width);
      } else {
        groups.push([run]);
        end = run.x + run.width;
      }
    }
    for (const g of letterSpaced(groups)) out.push(segmentOf(g));
  }
  return out;
}

/**
 * Letters set apart one by one (a title spaced as "个 人 简 历", a name as "张  三") are one piece: three or
 * two or more single characters in a row at even gaps no wider than three characters.
 */
function letterSpaced(groups: LayoutRun[][]): LayoutRun[][] {
  const single = (g: LayoutRun[] | undefined) => g !== undefined && g.map((r) => r.str.trim()).join('').length === 1;
  const out: LayoutRun[][] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as LayoutRun[];
    let j = i;
    if (single(g)) {
      const gapAfter = (k: number) => {
        const a = groups[k] as LayoutRun[];
        const b = groups[k + 1] as LayoutRun[];
        return (b[0] as LayoutRun).x - Math.max(...a.map((r) => r.x + r.width));
      };
      const size = (g[0] as LayoutRun).size;
      const first = i + 1 < groups.length ? gapAfter(i) : Number.POSITIVE_INFINITY;
      while (j + 1 < groups.length && single(groups[j + 1]) && first <= size * 3 && Math.abs(gapAfter(j) - first) <= size * 0.3) j++;
    }
    out.push(groups.slice(i, j + 1).flat());
    i = j;
  }
  return out;
}

function segmentOf(runs: LayoutRun[]): Segment {
  const size = Math.max(...runs.map((r) => r.size));
  const y = runs[0]?.y ?? 0;
  const x0 = Math.min(...runs.map((r) => r.x));
  const x1 = Math.max(...runs.map((r) => r.x + r.width));
  return {
    runs,
    text: joinRuns(runs),
    x0,
    x1,
    y,
    y0: y - size * 0.25,
    y1: y + size * 0.8,
    size,
    bold: runs.every((r) => r.bold === true),
    plain: '',
    date: false,
    heading: false,
    known: false,
    looks: undefined,
  };
}

/** Runs of one row, left to right, with a space wherever the gap between two is wider than a sliver. */
function joinRuns(runs: LayoutRun[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const gap = run.x - end;
    if (text && gap > run.size * 0.2 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
    text += run.str;
    end = Math.max(end, run.x + run.width);
  }
  return text;
}

/** The body text's size and weight: the size and boldness most of the characters have. */
function bodyText(runs: LayoutRun[]): { size: number; bold: boolean } {
  const bySize = new Map<number, number>();
  let boldChars = 0;
  let chars = 0;
  for (const r of runs) {
    const n = r.str.length;
    const key = Math.round(r.size * 2) / 2;
    bySize.set(key, (bySize.get(key) ?? 0) + n);
    chars += n;
    if (r.bold) boldChars += n;
  }
  let size = 10;
  let most = -1;
  for (const [k, n] of bySize) {
    if (n > most) {
      most = n;
      size = k;
    }
  }
  return { size, bold: boldChars > chars * 0.5 };
}

function looksLikeHeading(s: Segment, body: number, bodyBold: boolean, rules: Box[]): Segment['looks'] {
  const text = s.plain;
  if (text.length === 0 || text.length > 24 || /[。；;，,.]$/.test(text) || s.date || /\d{3}|[：:@]/.test(text)) return undefined;
  if (s.size >= body * 1.15 || (s.bold && !bodyBold)) return 'type';
  const across = (r: Box) => r.x0 <= s.x0 + s.size && r.x1 >= s.x1 - s.size * 0.5;
  const under = rules.some((r) => across(r) && r.y1 <= s.y + s.size * 0.2 && r.y1 >= s.y - s.size * 1.2);
  // A rule above it too is a table's cell borders, not a heading's underline.
  const over = rules.some((r) => across(r) && r.y0 >= s.y1 - s.size * 0.3 && r.y0 <= s.y1 + s.size);
  return under && !over ? 'rule' : undefined;
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
function placeDate(date: Segment, regions: Segment[][]): void {
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

interface ReadLine {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
  heading: boolean;
  /** A heading by its type (size, weight, box): never joined to a line around it. A rule alone (a table's bottom rule is one too) does not forbid a join. */
  firm: boolean;
}

/** The lines of one region, top to bottom, wrapped lines joined back. */
function regionLines(region: Segment[]): LaidOutLine[] {
  const rows = rowsOfRuns(region, (s) => s.x0);
  const read: ReadLine[] = rows.map((row) => {
    const runs = row.flatMap((s) => s.runs).sort((p, q) => p.x - q.x);
    const only = row.length === 1 ? row[0] : undefined;
    const heading = only?.looks !== undefined;
    let text = joinRuns(runs);
    if (heading) text = text.replace(ICONS, '');
    return {
      text: text.replace(PRIVATE_USE, '').trim(),
      x: Math.min(...row.map((s) => s.x0)),
      end: Math.max(...row.map((s) => s.x1)),
      y: row[0]?.y ?? 0,
      size: Math.max(...row.map((s) => s.size)),
      heading,
      firm: only?.looks === 'type',
    };
  });
  const out: LaidOutLine[] = [];
  for (const line of joinWraps(read.filter((l) => l.text !== ''))) {
    if (line.heading && out.length > 0 && out.at(-1)?.text !== '') out.push({ text: '', heading: false });
    out.push({ text: line.text, heading: line.heading });
  }
  return out;
}

/**
 * Lines of one column, positioned runs in any order: rows by baseline, read left to right, and a
 * line the writer wrapped at the column's edge joined back (see joinWraps).
 */
export function linesOf(runs: LayoutRun[], wraps = true): string[] {
  const read = rowsOfRuns(runs, (r) => r.x).map((row) => ({
    text: joinRuns(row),
    x: row[0]?.x ?? 0,
    end: Math.max(...row.map((r) => r.x + r.width)),
    y: row[0]?.y ?? 0,
    size: Math.max(...row.map((r) => r.size)),
    heading: false,
    firm: false,
  }));
  return (wraps ? joinWraps(read) : read).map((l) => l.text);
}

/**
 * A line that runs to the column's right edge and is followed, at the usual line pitch, by a short
 * line of the same size from the column's left edge is one line wrapped by the writer (a title cut as
 * `高级UI` / `设计师` in a narrow main column): the two are read as one, so the wrap does not cut an
 * entry's title or company in two.
 */
function joinWraps(read: ReadLine[]): ReadLine[] {
  if (read.length < 2) return read;
  const left = Math.min(...read.map((l) => l.x));
  const right = Math.max(...read.map((l) => l.end));
  const out: ReadLine[] = [];
  for (let i = 0; i < read.length; i++) {
    const line = read[i];
    if (!line) continue;
    let text = line.text;
    let joined = false;
    for (let next = read[i + 1], last = line; next && wrapsInto(last, next, left, right); next = read[i + 1]) {
      joined = true;
      const rest = next.text.trimStart();
      // A Latin word wrapped at a space ("Senior Product" / "Manager") gets its space back.
      if (/[a-z][-\u2010\u2011]$/.test(text) && /^[a-z]/.test(rest))
        text = text.slice(0, -1) + rest; // "Investment Bank-" / "ing"
      else text += (/[A-Za-z]$/.test(text) && /^[A-Za-z]/.test(rest)) || WORD_END.test(text) || WORD_START.test(rest) ? ` ${rest}` : rest;
      last = next;
      i++;
    }
    // A line that took its wrap, or was taken, is text, not a heading.
    out.push({ ...line, text, heading: line.heading && !joined });
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

function wrapsInto(line: ReadLine, next: ReadLine, left: number, right: number): boolean {
  return (
    !line.firm &&
    !next.firm &&
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
    // A line that ends with its dates (right-aligned "2015-09 - 2017-07", "至今") is whole; so is an e-mail or a web address.
    !/(?:\d\s*[年月日]?|至今|现在|今|present)$/i.test(line.text) &&
    !/(?:\S@\S+\.[a-z]{2,}|https?:\/\/\S+|www\.\S+)$/i.test(line.text) &&
    /^\s*[\p{Script=Han}\p{L}]/u.test(next.text) &&
    !/[：:]/.test(next.text) &&
    // The rest of a cut title, not a sentence of its own.
    !/[。；;!！?？]$/.test(next.text) &&
    // A section heading (工作经历) starts a part of its own, however short.
    headingOf(next.text) === null
  );
}
