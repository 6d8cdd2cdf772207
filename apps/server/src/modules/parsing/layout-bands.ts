/**
 * Where no gutter runs a block's whole height: the block cut into horizontal strips at the white bands
 * that cross it, and runs of strips that share a gutter grouped into two-column bands (a date set
 * aside bridging its row to the text beside it).
 */
import { type Atom, type Box, type Piece, splitAt } from './layout-atoms';
import { columnsRead } from './layout-table';

export interface Band<A> {
  atoms: A[];
  gutter?: [number, number];
}

/**
 * Horizontal strips (the atoms between white bands across the whole block), grouped into bands:
 * a two-column band starts at a strip with text on both sides of a free vertical band and takes the
 * strips below while that band stays free; other strips make one-column bands.
 */
export function bandsOf<P extends Piece>(atoms: Atom<P>[], minGutter: number, floats: Piece[]): Band<Atom<P>>[] {
  const strips = stripsOf(atoms);
  const bands: Band<Atom<P>>[] = [];
  const single = (s: Atom<P>[]) => {
    const last = bands.at(-1);
    if (last && last.gutter === undefined) last.atoms.push(...s);
    else bands.push({ atoms: [...s] });
  };
  for (let i = 0; i < strips.length; ) {
    const strip = strips[i] as Atom<P>[];
    let gutter = startGutter(strip, floatsIn(strip, floats), minGutter);
    if (!gutter) {
      single(strip);
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < strips.length; j++) {
      const next = strips[j] as Atom<P>[];
      const narrowed = narrow(gutter, [...next, ...bridges(next, strips[j - 1] as Atom<P>[], floats, gutter)], minGutter);
      if (!narrowed) break;
      gutter = narrowed;
    }
    // A heading alone at the band's end heads what follows the band, not the column it happens to sit
    // in; at the foot of the page (nothing follows) it heads the top of the next column.
    while (j < strips.length && j - 1 > i && isHeadingStrip(strips[j - 1] as Atom<P>[])) j--;
    const band = (end: number) => {
      const taken = strips.slice(i, end).flat();
      const [left, right] = splitAt(taken, gutter as [number, number]);
      return left.length > 0 && right.length > 0 && columnsRead(left, right, floats) ? taken : undefined;
    };
    // The strips down to the gutter's end; failing that, only those with text on both sides of it (a
    // header's facts beside its name, where nothing below reaches the gutter but nothing below is a column).
    const mid = (gutter[0] + gutter[1]) / 2;
    let last = i;
    for (let k = i; k < j; k++) {
      const strip = strips[k] as Atom<P>[];
      if (strip.some((a) => a.x1 <= mid) && strip.some((a) => a.x0 >= mid)) last = k;
    }
    let end = j;
    let taken = band(j);
    if (!taken && last + 1 < j) {
      end = last + 1;
      taken = band(end);
    }
    if (taken) {
      bands.push({ atoms: taken, gutter });
      i = end;
    } else {
      single(strip);
      i++;
    }
  }
  return bands;
}

/**
 * Where a band may start: the widest free band of the strip with text on both sides, or failing one,
 * the widest with a date on one side (a column that starts with its first entry's date).
 */
function startGutter(strip: Box[], floats: Box[], minGutter: number): [number, number] | undefined {
  const all = [...strip, ...floats];
  const spans = all.map((a) => [a.x0, a.x1] as const).sort((p, q) => p[0] - q[0]);
  let real: [number, number] | undefined;
  let any: [number, number] | undefined;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    const width = from - reach;
    if (reach > Number.NEGATIVE_INFINITY && width >= minGutter) {
      const band: [number, number] = [reach, from];
      if (!any || width > any[1] - any[0]) any = band;
      const both = strip.some((a) => a.x1 <= band[0]) && strip.some((a) => a.x0 >= band[1]);
      if (both && (!real || width > real[1] - real[0])) real = band;
    }
    reach = Math.max(reach, to);
  }
  return real ?? any;
}

function floatsIn(strip: Box[], floats: Piece[]): Piece[] {
  const top = Math.max(...strip.map((a) => a.y1));
  const bottom = Math.min(...strip.map((a) => a.y0));
  return floats.filter((f) => f.y >= bottom && f.y <= top);
}

function isHeadingStrip<P extends Piece>(strip: Atom<P>[]): boolean {
  return strip.length === 1 && strip[0]?.piece?.heading === true;
}

/**
 * A date set aside on a row with text beside it belongs to that row: for a band's gutter it spans the
 * row from the text to the date, so a column above (a header's right-hand facts) does not run on
 * down the page through the rows of dated entries. Not while the column on the date's side of the
 * gutter goes on (text of it in this strip or the one above): then the date is that column's, and the
 * text beside it across the gutter shares its baseline by chance.
 */
function bridges<P extends Piece>(strip: Atom<P>[], above: Atom<P>[], floats: Piece[], gutter: [number, number]): Box[] {
  const out: Box[] = [];
  const mid = (gutter[0] + gutter[1]) / 2;
  const left = (a: Box) => a.x1 <= mid;
  const right = (a: Box) => a.x0 >= mid;
  for (const f of floats) {
    const side = (f.x0 + f.x1) / 2 < mid ? left : right;
    if (f.y < Math.min(...strip.map((a) => a.y0)) || f.y > Math.max(...strip.map((a) => a.y1))) continue;
    if (strip.some(side) || above.some(side)) continue;
    let nearest: Box | undefined;
    let best = Number.POSITIVE_INFINITY;
    for (const a of strip) {
      // Text on the date's row: the same baseline, near enough.
      if (!a.piece || Math.abs(a.piece.y - f.y) > Math.min(a.piece.size, f.size) * 0.5) continue;
      const d = Math.max(a.x0 - f.x1, f.x0 - a.x1, 0);
      if (d < best) {
        best = d;
        nearest = a;
      }
    }
    if (nearest) out.push({ x0: Math.min(nearest.x0, f.x0), x1: Math.max(nearest.x1, f.x1), y0: f.y0, y1: f.y1 });
  }
  return out;
}

/** The part of a gutter that a strip leaves free, if still wide enough. */
function narrow(gutter: [number, number], strip: Box[], minGutter: number): [number, number] | undefined {
  let [from, to] = gutter;
  for (const a of strip) {
    if (a.x1 <= from || a.x0 >= to) continue;
    // The atom covers part of the band: keep the wider free side.
    const leftFree = a.x0 - from;
    const rightFree = to - a.x1;
    if (leftFree >= rightFree) to = Math.min(to, a.x0);
    else from = Math.max(from, a.x1);
    if (to - from < minGutter) return undefined;
  }
  return to - from >= minGutter ? [from, to] : undefined;
}

/** Atoms grouped into strips between white bands that cross the whole block, top to bottom. */
function stripsOf<A extends Box>(atoms: A[]): A[][] {
  const sorted = [...atoms].sort((a, b) => b.y1 - a.y1);
  const strips: A[][] = [];
  let floor = Number.POSITIVE_INFINITY;
  for (const a of sorted) {
    const strip = strips.at(-1);
    // Overlaps the strip's vertical extent (a sliver of overlap between lines of a tight pitch does not count).
    if (strip && a.y1 > floor + Math.min(1, (a.y1 - a.y0) * 0.15)) {
      strip.push(a);
      floor = Math.min(floor, a.y0);
    } else {
      strips.push([a]);
      floor = a.y0;
    }
  }
  return strips;
}
