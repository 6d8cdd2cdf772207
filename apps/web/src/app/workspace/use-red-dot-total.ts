/**
 * The red-dot total of the my-orders entry (spec 001 §6). No order exists yet, so there is
 * nothing to count: the order area replaces this with its count call, and the badge shows
 * as soon as the number is above 0.
 */
export function useRedDotTotal(): number {
  return 0;
}
