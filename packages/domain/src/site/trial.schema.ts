import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { MAINLAND_MOBILE_RE, normalizePhone } from '../people/phone';
import { TRIAL_FIELD_MAX, TRIAL_MESSAGES, TRIAL_NOTE_MAX, TRIAL_STATUSES } from './trial-rules';

const text = (field: 'name' | 'firm' | 'city') =>
  z
    .string({ error: TRIAL_MESSAGES[field].required })
    .trim()
    .min(1, { error: TRIAL_MESSAGES[field].required })
    .max(TRIAL_FIELD_MAX[field], { error: TRIAL_MESSAGES[field].tooLong });

/** POST /api/free/add/apply: the trial dialog's form. */
export const trialApplyRequestSchema = z.object({
  name: text('name'),
  phone: z
    .string({ error: TRIAL_MESSAGES.phone.required })
    .trim()
    .min(1, { error: TRIAL_MESSAGES.phone.required })
    .max(TRIAL_FIELD_MAX.phone, { error: TRIAL_MESSAGES.phone.invalid })
    .transform(normalizePhone)
    .refine((v) => MAINLAND_MOBILE_RE.test(v), { error: TRIAL_MESSAGES.phone.invalid }),
  firm: text('firm'),
  city: text('city'),
});
export type TrialApplyRequest = z.infer<typeof trialApplyRequestSchema>;

export const trialApplyResultSchema = z.object({ id: z.string() });

export const trialStatusSchema = z.enum(TRIAL_STATUSES);

export const TRIAL_PAGE_SIZE = 20;

/** GET /api/ops/trials: the console's list, newest first, optionally one status. */
export const trialListQuerySchema = z.object({
  status: z.enum(TRIAL_STATUSES, { error: '状态不正确' }).optional(),
  pageNo: numberParam(z.number({ error: '页码不正确' }).int({ error: '页码不正确' }).min(1, { error: '页码不正确' })).default(1),
  pageSize: numberParam(
    z
      .number({ error: '每页条数不正确' })
      .int({ error: '每页条数不正确' })
      .min(1, { error: '每页条数不正确' })
      .max(100, { error: '每页最多100条' }),
  ).default(TRIAL_PAGE_SIZE),
});

export const trialRequestRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  firm: z.string(),
  city: z.string(),
  status: trialStatusSchema,
  note: z.string(),
  handledByName: z.string().nullable(),
  handledAt: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type TrialRequestRow = z.infer<typeof trialRequestRowSchema>;

export const trialListSchema = z.object({
  list: z.array(trialRequestRowSchema),
  totalCount: z.number().int(),
  /** How many requests are in each status, for the tabs. */
  counts: z.object({ new: z.number().int(), contacted: z.number().int(), closed: z.number().int() }),
});
export type TrialList = z.infer<typeof trialListSchema>;

/** POST /api/ops/trials/{id}/follow-up: mark contacted or closed, with what was agreed. */
export const trialFollowUpSchema = z.object({
  status: z.enum(['contacted', 'closed'], { error: '请选择跟进结果' }),
  note: z
    .string({ error: '备注格式不正确' })
    .trim()
    .max(TRIAL_NOTE_MAX, { error: `备注不能超过${TRIAL_NOTE_MAX}个字` })
    .default(''),
});
export type TrialFollowUp = z.infer<typeof trialFollowUpSchema>;

export const trialIdParamsSchema = z.object({ id: z.string() });
