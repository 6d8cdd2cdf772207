/**
 * The back-to-top motion of spec 001 §9: back to the top in 450 ms, easing in and out (as
 * antd's BackTop does), drawn frame by frame so the duration holds whatever the browser's own
 * smooth-scroll speed would be.
 */
export function easeInOutCubic(t: number): number {
  const x = Math.min(Math.max(t, 0), 1);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `from` to the top. */
export function scrollTopAt(from: number, elapsed: number, durationMs: number): number {
  if (durationMs <= 0 || elapsed >= durationMs) return 0;
  return Math.round(from * (1 - easeInOutCubic(elapsed / durationMs)));
}

export function scrollToTop(durationMs: number): void {
  const from = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (from <= 0) return;
  if (reduced) {
    window.scrollTo(0, 0);
    return;
  }
  const started = performance.now();
  const step = (now: number) => {
    const top = scrollTopAt(from, now - started, durationMs);
    window.scrollTo(0, top);
    if (top > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
