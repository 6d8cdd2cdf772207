import type { Location } from 'react-router';

/**
 * Where the user came from, carried in the history state of a link (`state={{ from }}`): the menu
 * highlights that page and the 返回 link goes back to it (issue 16), also after a reload.
 */
export interface CameFrom {
  from?: string;
}

/** The state a link gives the page it opens, so that page knows the way back here. */
export function cameFromHere(location: Pick<Location, 'pathname' | 'search'>): CameFrom {
  return { from: `${location.pathname}${location.search}` };
}

/** The in-app address the current page was opened from, if its link said so. */
export function cameFrom(location: Pick<Location, 'state'>): string | undefined {
  const from = (location.state as CameFrom | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
