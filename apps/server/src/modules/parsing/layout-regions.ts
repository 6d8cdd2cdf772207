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
 *   out on its own, and stands in its parent's cut as one piece the size of the frame (layout-atoms.ts).
 *
 * The strips and bands are found in layout-bands.ts, the table-or-columns test in layout-table.ts.
 */
import { type Atom, atomsOf, type Box, type Piece, splitAt } from './layout-atoms';
import { bandsOf } from './layout-bands';
import { columnsRead } from './layout-table';

export type { Box, Piece };

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
