/**
 * A PDF page's positioned text runs grouped into rows by baseline, and each row cut into pieces
 * (segments) where a gap or a frame's side parts two runs; letter-spaced words kept whole.
 */
import type { Box, Piece } from './layout-regions';

export interface LayoutRun {
  str: string;
  /** Baseline start, PDF user space (y up). */
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
}

export interface Segment extends Piece {
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

/** Icon-font glyphs (private-use code points) and the spaces after them, at the start of a line. */
export const ICONS = /^[\s\uE000-\uF8FF]+/u;
export const PRIVATE_USE = /[\uE000-\uF8FF]/gu;

export function rowsOfRuns<R extends { y: number; size: number }>(runs: R[], xOf: (r: R) => number): R[][] {
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

export function segmentsOf(runs: LayoutRun[], frames: Box[]): Segment[] {
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
export function letterSpaced(groups: LayoutRun[][]): LayoutRun[][] {
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

export function segmentOf(runs: LayoutRun[]): Segment {
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
export function joinRuns(runs: LayoutRun[]): string {
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
