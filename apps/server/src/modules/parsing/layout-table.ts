/**
 * Whether two sides of a gutter are columns to read one after the other or the cells of a table to
 * read row by row.
 */
import { type Atom, type Piece, rowsOf, sizeOf } from './layout-atoms';

/**
 * Whether two sides of a gutter are columns to read one after the other, not the cells of a table
 * to read row by row. A side that is frames only is always its own. A side of one row is a line's
 * end (a contact line's e-mail), not a column. A table's rows line up: nearly every row of its
 * sparser side has a row of the other beside it (rows that are only a heading, in a merged cell, do
 * not count; the dates set aside do, as the cells they are). Section headings the parser knows, on
 * both sides, make columns whatever their pitch (a sidebar set in the main column's line pitch
 * shares every baseline with it).
 */
export function columnsRead<P extends Piece>(left: Atom<P>[], right: Atom<P>[], floats: Piece[]): boolean {
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
