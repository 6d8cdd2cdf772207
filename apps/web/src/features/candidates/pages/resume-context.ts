/**
 * The online resume's query context (spec 000 §3: from, trackId, orderId, visitType): where it was
 * opened from (the 返回 link), a tracking id carried along the resume's own links, the order it
 * was opened for (its report and stage are shown, resumeInfo/{refId}.json), and the kind of visit
 * (visitType=share, or type=share as the app's own links write it: the share preview). Values that are not what they
 * should be are dropped, so a hand-edited address cannot send 返回 off the site.
 */
export interface ResumeContext {
  from: string | null;
  trackId: string | null;
  orderId: string | null;
  share: boolean;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRACK_RE = /^[A-Za-z0-9_-]{1,64}$/;

export function readResumeContext(search: URLSearchParams): ResumeContext {
  const from = search.get('from');
  const trackId = search.get('trackId');
  const orderId = search.get('orderId');
  return {
    from: from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null,
    trackId: trackId && TRACK_RE.test(trackId) ? trackId : null,
    orderId: orderId && UUID_RE.test(orderId) ? orderId : null,
    share: search.get('visitType') === 'share' || search.get('type') === 'share',
  };
}

/** The address of the resume with this context; `share` switches between the full view and the preview. */
export function resumeHref(commonUserId: string, context: ResumeContext, share: boolean): string {
  const search = new URLSearchParams();
  if (context.from) search.set('from', context.from);
  if (context.trackId) search.set('trackId', context.trackId);
  if (context.orderId) search.set('orderId', context.orderId);
  if (share) search.set('type', 'share');
  const query = search.toString();
  return `/index/recuit/resume/${encodeURIComponent(commonUserId)}${query ? `?${query}` : ''}`;
}
