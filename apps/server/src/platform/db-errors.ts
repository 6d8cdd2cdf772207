/**
 * PostgreSQL's unique-violation (23505), also when Drizzle wraps the driver's error as its cause:
 * how a write that lost a race to a unique index is told apart from a real failure.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
