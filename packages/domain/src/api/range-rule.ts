/**
 * A zod refinement for a range filter: when both bounds are given, the lower is not above the
 * upper; the message is reported on the lower field. Spread into `.refine(...)`.
 */
export function orderedRange(
  lower: string,
  upper: string,
  error: string,
): [(q: Record<string, unknown>) => boolean, { error: string; path: string[] }] {
  return [
    (q: Record<string, unknown>) => {
      const lo = q[lower];
      const hi = q[upper];
      return typeof lo !== 'number' || typeof hi !== 'number' || lo <= hi;
    },
    { error, path: [lower] },
  ];
}
