/**
 * Headings by look: the body text's size and weight, and a short piece markedly larger, bold when the
 * body is not, or with a rule drawn under it (not a table's cell borders).
 */

import type { LayoutRun, Segment } from './layout-pieces';
import type { Box } from './layout-regions';

/** The body text's size and weight: the size and boldness most of the characters have. */
export function bodyText(runs: LayoutRun[]): { size: number; bold: boolean } {
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

export function looksLikeHeading(s: Segment, body: number, bodyBold: boolean, rules: Box[]): Segment['looks'] {
  const text = s.plain;
  if (text.length === 0 || text.length > 24 || /[。；;，,.]$/.test(text) || s.date || /\d{3}|[：:@]/.test(text)) return undefined;
  if (s.size >= body * 1.15 || (s.bold && !bodyBold)) return 'type';
  const across = (r: Box) => r.x0 <= s.x0 + s.size && r.x1 >= s.x1 - s.size * 0.5;
  const under = rules.some((r) => across(r) && r.y1 <= s.y + s.size * 0.2 && r.y1 >= s.y - s.size * 1.2);
  // A rule above it too is a table's cell borders, not a heading's underline.
  const over = rules.some((r) => across(r) && r.y0 >= s.y1 - s.size * 0.3 && r.y0 <= s.y1 + s.size);
  return under && !over ? 'rule' : undefined;
}
