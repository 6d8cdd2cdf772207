import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/**
 * Confirm blind push (issue 19 › 2; the path is ours, docs/API.md): on each recommendation the
 * candidate gets a link (sandbox SMS and e-mail into the outbox) to a public page where they
 * confirm they know of and agree to it. The link's token is unguessable (256 bits), single use
 * and expires after CONFIRM_LINK_DAYS; the confirmation time is stored on the order.
 */
export const CONFIRM_LINK_DAYS = 7;
/** The public page's address; the token is the last segment. */
export const CONFIRM_PAGE_PATH = '/confirm';

export const confirmTokenSchema = z.object({
  token: z.string({ error: '确认链接无效或已失效' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: '确认链接无效或已失效' }),
});

/** What the public page shows: masked, nothing that identifies the candidate to a stranger holding the link. */
export const confirmInfoSchema = z.object({
  candidateName: z.string(),
  positionName: z.string(),
  firmName: z.string(),
  consultantName: z.string(),
  recommendTime: z.number(),
  /** When the candidate confirmed (ms), or null. */
  confirmedAt: z.number().nullable(),
});
export type ConfirmInfo = z.infer<typeof confirmInfoSchema>;

export const confirmRecommendEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/api/complaintCase/confirmInfo',
    mutates: false,
    query: confirmTokenSchema,
    response: confirmInfoSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/complaintCase/confirmRecommend',
    body: confirmTokenSchema,
    response: z.object({ confirmedAt: z.number() }),
  }),
};
