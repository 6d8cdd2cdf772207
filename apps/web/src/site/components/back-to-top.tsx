import { BACK_TO_TOP_AFTER, BACK_TO_TOP_MS } from '../site-info';
import { scrollToTop } from '../smooth-scroll';
import { useScrolledPast } from '../use-scrolled-past';

/** Appears once the page is scrolled past 1080 px and brings it back to the top in 450 ms (spec 001 §9). */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER);
  if (!visible) return null;
  return (
    <button type="button" className="s-back-to-top" aria-label="回到顶部" title="回到顶部" onClick={() => scrollToTop(BACK_TO_TOP_MS)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
