import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the page is scrolled more than `limit` px; false while prerendering and hydrating. */
export function useScrolledPast(limit: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > limit,
    () => false,
  );
}
