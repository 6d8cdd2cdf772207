/**
 * What the XY-cut moves: boxes, pieces of text, and atoms — a loose piece, or a frame drawn around
 * a block of pieces standing as one piece the size of the frame. Also the rows of pieces by baseline
 * and the split of atoms at a gutter.
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

export interface Atom<P extends Piece> extends Box {
  piece?: P;
  /** A frame's pieces, laid out on their own. */
  inner?: P[];
  frame?: Box;
}

const within = (inner: Box, outer: Box, slack = 1) =>
  inner.x0 >= outer.x0 - slack && inner.x1 <= outer.x1 + slack && inner.y0 >= outer.y0 - slack && inner.y1 <= outer.y1 + slack;
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The pieces as atoms: loose pieces, and the outermost frames that hold some of them (not all: a
 * page border holds everything) with none crossing the frame's edge (a highlight behind half a line
 * is no frame).
 */
export function atomsOf<P extends Piece>(pieces: P[], frames: Box[]): Atom<P>[] {
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

export function splitAt<A extends Box>(atoms: A[], gutter: [number, number]): [A[], A[]] {
  const mid = (gutter[0] + gutter[1]) / 2;
  return [atoms.filter((a) => (a.x0 + a.x1) / 2 < mid), atoms.filter((a) => (a.x0 + a.x1) / 2 >= mid)];
}

export const sizeOf = (row: Piece[]) => Math.max(...row.map((p) => p.size));

/** Pieces grouped by baseline, top to bottom. */
export function rowsOf(pieces: Piece[]): Piece[][] {
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
