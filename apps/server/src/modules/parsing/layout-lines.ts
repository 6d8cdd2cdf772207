/**
 * The lines of a laid-out region or column: rows read left to right, and a line the writer wrapped at
 * the column's edge joined back to the rest of it.
 */
import { ICONS, joinRuns, type LayoutRun, PRIVATE_USE, rowsOfRuns, type Segment } from './layout-pieces';
import { headingOf } from './resume-sections';

export interface LaidOutLine {
  text: string;
  heading: boolean;
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
export function regionLines(region: Segment[]): LaidOutLine[] {
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
export function joinWraps(read: ReadLine[]): ReadLine[] {
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
export const WORD_END = /(?:公司|集团|大学|学院|学校|研究院|研究所|医院|银行|中心)$/;
export const WORD_START = /^(?:(?:本科|硕士|博士|大专|专科|研究生|中专|高中|学士|MBA|EMBA)(?:\s|[（(]|$))/;

export function wrapsInto(line: ReadLine, next: ReadLine, left: number, right: number): boolean {
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
