/** The share counter's ceiling (spec 001 §4, §9). */
export const SHARE_COUNTER_MAX = 100;
/** Where the counter goes back to once it passes the ceiling. */
export const SHARE_COUNTER_RESET = 2;

/**
 * The share counter of spec 001 §4: increments, and after exceeding 100 goes back to 2. The
 * shared library page numbers each share batch with it ("第N批"), so a long session keeps short
 * numbers; `by` adds several at once and wraps the same way as one at a time.
 */
export function nextShareCounter(current: number, by = 1): number {
  let value = Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  for (let i = 0; i < Math.max(0, Math.floor(by)); i++) {
    value += 1;
    if (value > SHARE_COUNTER_MAX) value = SHARE_COUNTER_RESET;
  }
  return value;
}
