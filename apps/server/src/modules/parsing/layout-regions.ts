/**
 * The regions of a page, by recursive XY-cut on white space (pdf-layout.ts builds the pieces and
 * reads the regions). Coordinates are PDF user space: y grows upwards, `y1` is a box's top.
 *
 * - A vertical gutter that no piece crosses, over the whole height of a block, splits it into
 *   columns, read left to right, each column whole (a sidebar before or after the main column,
 *   never interleaved with it).
 * - Where no gutter runs the whole height (a full-width header above two columns, a footer line
 *   below them), the block is cut into horizontal strips at the white bands that cross it, and
 *   runs of strips that share a gutter become two-column bands: a band starts at a strip with text
 *   on both sides of the gutter and goes on down while the gutter stays free, so a sidebar shorter
 *   than the main column ends inside the band and the main column goes on.
 * - A gutter between the cells of a table is not a column: when most rows of either side have a row
 *   of the other beside them and the rows are cells (a label and its value, or several pieces each),
 *   the block is read row by row. A single column is never split by an indented block: the indent's
 *   white space is open on its left, not a gutter between texts.
 * - A frame (a rectangle drawn around text: a slide's or poster's panel, a shaded sidebar) is laid
 *   out on its own, and stands in its parent's cut as one piece the size of the frame.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A piece the cut moves whole: a run of text on one row with no wide gap in it. */
export interface Piece extends Box {
  /** Baseline. */
  y: number;
  size: number;
  text: string;
  /** Reads as a section heading, by look or by vocabulary. */
  heading: boolean;
  /** A heading the parser's vocabulary knows: a side with one is a column, not a table's cells. */
  known: boolean;
}

interface Atom<P extends Piece> extends Box {
  piece?: P;
  /** A frame's pieces, laid out on their own. */
  inner?: P[];
  frame?: Box;
}

/**
 * Ordered regions, each the pieces read together. `floats` (dates, which the caller puts back into
 * the region of their row) never block a gutter, but count as the cells of their rows when a gutter
 * is weighed as a table's.
 */
export function regionsOf<P extends Piece>(pieces: P[], frames: Box[], floats: Piece[] = []): P[][] {
  const out: P[][] = [];
  cut(pieces, { frames, floats }, out, 0);
  return out.filter((r) => r.length > 0);
}

interface Page {
  frames: Box[];
  floats: Piece[];
}

const MAX_DEPTH = 40;

function cut<P extends Piece>(pieces: P[], page: Page, out: P[][], depth: number): void {
  if (pieces.length === 0) return;
  if (depth > MAX_DEPTH || pieces.length === 1) {
    out.push(pieces);
    return;
  }
  const atoms = atomsOf(pieces, page.frames);
  const size = medianSize(pieces);
  const minGutter = Math.max(3, size * 0.6);
  const gutter = verticalGutter(atoms, minGutter);
  if (gutter !== undefined) {
    const [left, right] = splitAt(atoms, gutter);
    if (columnsRead(left, right, page.floats)) {
      emit(left, page, out, depth);
      emit(right, page, out, depth);
      return;
    }
  }
  const bands = bandsOf(atoms, minGutter, page.floats);
  if (bands.length <= 1 && !(bands[0]?.gutter !== undefined)) {
    leaf(atoms, page, out, depth);
    return;
  }
  for (const band of bands) {
    if (band.gutter === undefined) leaf(band.atoms, page, out, depth);
    else {
      const [left, right] = splitAt(band.atoms, band.gutter);
      emit(left, page, out, depth);
      emit(right, page, out, depth);
    }
  }
}

/** Lays out a group of atoms as its own block. */
function emit<P extends Piece>(atoms: Atom<P>[], page: Page, out: P[][], depth: number): void {
  cut(
    atoms.flatMap((a) => (a.piece ? [a.piece] : (a.inner ?? []))),
    page,
    out,
    depth + 1,
  );
}

/**
 * A block with no column split: one region, its frames' pieces with the loose ones (a frame in a
 * column, a table's boxed cell, reads where it stands; frames side by side were split by the cut).
 */
function leaf<P extends Piece>(atoms: Atom<P>[], _page: Page, out: P[][], _depth: number): void {
  out.push(atoms.flatMap((a) => (a.piece ? [a.piece] : (a.inner ?? []))));
}

function medianSize(pieces: Piece[]): number {
  const sizes = pieces.map((p) => p.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
}

const within = (inner: Box, outer: Box, slack = 1) =>
  inner.x0 >= outer.x0 - slack && inner.x1 <= outer.x1 + slack && inner.y0 >= outer.y0 - slack && inner.y1 <= outer.y1 + slack;
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The pieces as atoms: loose pieces, and the outermost frames that hold some of them (not all: a
 * page border holds everything) with none crossing the frame's edge (a highlight behind half a line
 * is no frame).
 */
function atomsOf<P extends Piece>(pieces: P[], frames: Box[]): Atom<P>[] {
  const holding: { frame: Box; inner: Set<P> }[] = [];
  for (const frame of frames) {
    const inner = new Set<P>();
    let crossed = false;
    for (const p of pieces) {
      if (within(p, frame, 1)) inner.add(p);
      else if (overlaps(p, frame)) {
        crossed = true;
        break;
      }
    }
    // A frame holds a block (two rows at least): a box around one line is a table's cell or a heading's bar.
    if (!crossed && inner.size > 1 && inner.size < pieces.length && rowsOf([...inner]).length >= 2) holding.push({ frame, inner });
  }
  // Outermost first; a frame inside a kept one is laid out when that one is.
  holding.sort((a, b) => area(b.frame) - area(a.frame));
  const kept: { frame: Box; inner: Set<P> }[] = [];
  for (const h of holding) {
    if (kept.some((k) => within(h.frame, k.frame, 0.5) || overlaps(h.frame, k.frame))) continue;
    kept.push(h);
  }
  const taken = new Set<P>();
  const atoms: Atom<P>[] = kept.map(({ frame, inner }) => {
    for (const p of inner) taken.add(p);
    return { ...frame, frame, inner: [...inner] };
  });
  for (const p of pieces) if (!taken.has(p)) atoms.push({ x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1, piece: p });
  return atoms;
}

const area = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);

/**
 * The widest free vertical band between the atoms that has atoms on both sides, as [from, to]. Between
 * two frames any visible gap will do (poster panels stand a few points apart; their text is far inside).
 */
function verticalGutter(atoms: (Box & { frame?: Box })[], minGutter: number): [number, number] | undefined {
  const spans = atoms.map((a) => [a.x0, a.x1, a.frame !== undefined] as const).sort((p, q) => p[0] - q[0]);
  let best: [number, number] | undefined;
  let reach = Number.NEGATIVE_INFINITY;
  let reachFrame = false;
  for (const [from, to, frame] of spans) {
    const wide = from - reach >= (frame && reachFrame ? FRAME_GAP : minGutter);
    if (reach > Number.NEGATIVE_INFINITY && wide && (!best || from - reach > best[1] - best[0])) best = [reach, from];
    if (to > reach) {
      reach = to;
      reachFrame = frame;
    }
  }
  return best;
}

const FRAME_GAP = 1.5;

function splitAt<A extends Box>(atoms: A[], gutter: [number, number]): [A[], A[]] {
  const mid = (gutter[0] + gutter[1]) / 2;
  return [atoms.filter((a) => (a.x0 + a.x1) / 2 < mid), atoms.filter((a) => (a.x0 + a.x1) / 2 >= mid)];
}

/**
 * Whether two sides of a gutter are columns to read one after the other, not the cells of a table
 * to read row by row. A side that is frames only is always its own. A side of one row is a line's
 * end (a contact line's e-mail), not a column. A table's rows line up: nearly every row of its
 * sparser side has a row of the other beside it (rows that are only a heading, in a merged cell, do
 * not count; the dates set aside do, as the cells they are). Section headings the parser knows, on
 * both sides, make columns whatever their pitch (a sidebar set in the main column's line pitch
 * shares every baseline with it).
 */
function columnsRead<P extends Piece>(left: Atom<P>[], right: Atom<P>[], floats: Piece[]): boolean {
  const lp: Piece[] = left.flatMap((a) => (a.piece ? [a.piece] : []));
  const rp: Piece[] = right.flatMap((a) => (a.piece ? [a.piece] : []));
  if (lp.length === 0 || rp.length === 0) return true;
  if (lp.some((p) => p.heading && p.known) && rp.some((p) => p.heading && p.known)) return true;
  // A few lines beside the top of a long column (a header's facts at the right) are the header's, not a
  // sidebar: the bands below the header decide.
  const extent = (ps: Piece[]) => Math.max(...ps.map((p) => p.y)) - Math.min(...ps.map((p) => p.y));
  const rowCount = (ps: Piece[]) => rowsOf(ps).length;
  const [le, re] = [extent(lp), extent(rp)];
  if ((rowCount(rp) <= 5 && re < le * 0.3) || (rowCount(lp) <= 5 && le < re * 0.3)) return false;
  const all = [...left, ...right];
  const box = {
    x0: Math.min(...all.map((a) => a.x0)),
    x1: Math.max(...all.map((a) => a.x1)),
    y0: Math.min(...all.map((a) => a.y0)),
    y1: Math.max(...all.map((a) => a.y1)),
  };
  const mid = (Math.max(...left.map((a) => a.x1)) + Math.min(...right.map((a) => a.x0))) / 2;
  for (const f of floats) {
    const cx = (f.x0 + f.x1) / 2;
    if (f.y < box.y0 || f.y > box.y1 || cx < box.x0 - f.size * 12 || cx > box.x1 + f.size * 12) continue;
    (cx < mid ? lp : rp).push(f);
  }
  if (rowsOf(lp).length <= 1 || rowsOf(rp).length <= 1) return false;
  const besideAny = (r: Piece[], other: Piece[][]) =>
    other.some((o) => Math.abs((o[0] as Piece).y - (r[0] as Piece).y) <= Math.min(sizeOf(o), sizeOf(r)) * 0.2);
  const [lAll, rAll] = [rowsOf(lp), rowsOf(rp)];
  // A heading alone on its row with nothing beside it is a merged cell's (or a column's own) and does
  // not count; one with a row of the other side on its baseline is a cell like any other (a table's
  // bold label, an entry's bold company name beside its dates).
  const lRows = lAll.filter((r) => !(r.length === 1 && r[0]?.heading) || besideAny(r, rAll));
  const rRows = rAll.filter((r) => !(r.length === 1 && r[0]?.heading) || besideAny(r, lAll));
  // Headings in the cells beside their entries: read row by row, each heading before its entries.
  if (lRows.length === 0 || rRows.length === 0) return false;
  const paired = (rows: Piece[][], other: Piece[][]) => rows.filter((r) => besideAny(r, other)).length;
  const [small, pairs] = lRows.length <= rRows.length ? [lRows.length, paired(lRows, rRows)] : [rRows.length, paired(rRows, lRows)];
  // One baseline shared by chance is no table.
  return pairs < 2 || pairs < small * 0.8;
}

const sizeOf = (row: Piece[]) => Math.max(...row.map((p) => p.size));

/** Pieces grouped by baseline, top to bottom. */
function rowsOf(pieces: Piece[]): Piece[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const rows: Piece[][] = [];
  for (const p of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - p.y) <= Math.min(first.size, p.size) * 0.5) row.push(p);
    else rows.push([p]);
  }
  return rows;
}

interface Band<A> {
  atoms: A[];
  gutter?: [number, number];
}

/**
 * Horizontal strips (the atoms between white bands across the whole block), grouped into bands:
 * a two-column band starts at a strip with text on both sides of a free vertical band and takes the
 * strips below while that band stays free; other strips make one-column bands.
 */
function bandsOf<P extends Piece>(atoms: Atom<P>[], minGutter: number, floats: Piece[]): Band<Atom<P>>[] {
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
