import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SearchPatch = Record<string, string | number | undefined>;

/**
 * A list page's filters live in its address. Two changes made before the page renders again (a firm
 * picked, then a state) must both land, but React Router applies a navigation in a transition, so the
 * `params` a handler closed over can be one change behind and the second change would undo the first.
 * `update` builds the next address from the address as it is now (window.location), never from the
 * render's copy. A value of undefined, '' or 0 (all) removes its key; any change but the page's own
 * goes back to the first page (`pageKey`).
 */
export function useSearchUpdate(pageKey = 'pageNo') {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: SearchPatch) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '' || v === 0) next.delete(k);
        else next.set(k, String(v));
      }
      if (!(pageKey in patch)) next.delete(pageKey);
      setParams(next, { replace: true });
    },
    [setParams, pageKey],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { params, update, reset };
}
