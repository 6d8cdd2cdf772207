import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/**
 * Before committing to a pool person (issue 16): a masked preview of their resume, which costs
 * nothing, and how many counted contact reveals the caller has left today.
 */
export const talentPreviewSchema = z.object({
  commonUserId: z.string(),
  /** The surname only: 张** — the full name comes with the person into the firm's talent. */
  name: z.string(),
  sex: z.number().int(),
  age: z.number().int().nullable(),
  city: z.string(),
  educationLabel: z.string(),
  workYears: z.number().int().nullable(),
  /** 138****1234: the full phone only through a counted reveal. */
  phone: z.string(),
  work: z.array(z.object({ companyName: z.string(), positionName: z.string(), startDate: z.string(), endDate: z.string() })),
  education: z.array(z.object({ schoolName: z.string(), professional: z.string(), educationLabel: z.string(), endDate: z.string() })),
  expectPosition: z.string(),
});
export type TalentPreview = z.infer<typeof talentPreviewSchema>;

export const revealQuotaSchema = z.object({
  /** Counted reveals the caller may still make today (the lower of their own and their firm's allowance). */
  remaining: z.number().int().min(0),
  perUser: z.number().int(),
  /** Coins one reveal costs once the free reveals of the day are used (COIN_RULES.contactReveal). */
  coinCost: z.number().int().min(0),
  /** The caller's coin balance, so the confirmation can say whether a paid reveal is affordable. */
  coins: z.number().int(),
});
export type RevealQuota = z.infer<typeof revealQuotaSchema>;

export const talentPreviewEndpoints = {
  preview: endpoint({
    method: 'GET',
    path: '/api/talentSearch/preview/:commonUserId',
    mutates: false,
    params: z.object({ commonUserId: z.string().trim().min(1, { error: '请选择候选人' }).max(40) }),
    response: talentPreviewSchema,
  }),
  revealQuota: endpoint({ method: 'GET', path: '/api/talentSearch/revealQuota', mutates: false, response: revealQuotaSchema }),
};
