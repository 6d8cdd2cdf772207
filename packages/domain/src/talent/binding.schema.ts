import { z } from 'zod';
import { isId } from '../api/ids';
import { numberParam } from '../api/number-param';
import { BINDING_PAGE_SIZE } from './binding';

/** GET /lietouCandidateBind/capability (spec 000 §3 consultant binding info). */
export const bindingCapabilitySchema = z.object({
  maxUnrecommended: z.number().int(),
  nowRecommending: z.number().int(),
  nowUnrecommended: z.number().int(),
});
export type BindingCapability = z.infer<typeof bindingCapabilitySchema>;

export const bindingListQuerySchema = z.object({
  current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(
    BINDING_PAGE_SIZE,
  ),
  /** Leaders and managers: the bindings of these consultants of their scope (comma-joined); default the caller's own. */
  hunterIds: z
    .string()
    .max(4000)
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((s) => s.trim())
        // An id that is not a uuid names nobody (and must not reach a uuid[] parameter): dropped like one out of scope.
        .filter(isId),
    ),
});

export const boundCandidateSchema = z.object({
  /** The binding's id (the one release takes). */
  id: z.string(),
  userId: z.string(),
  commonUserId: z.string(),
  name: z.string(),
  sex: z.number().int(),
  age: z.number().int().nullable(),
  phone: z.string(),
  city: z.string(),
  education: z.number().int(),
  workYears: z.number().int().nullable(),
  companyName: z.string(),
  positionName: z.string(),
  /** search: from the talent pool; share: from the shared resume library. */
  how: z.enum(['search', 'share']),
  bindTime: z.number().int(),
  consultantId: z.string(),
  consultantName: z.string(),
  /** Bound and in a running order. */
  recommending: z.boolean(),
  /** -1: in the caller's talent library (spec 000 §4 release-list type). */
  releaseListType: z.number().int(),
});
export type BoundCandidate = z.infer<typeof boundCandidateSchema>;

/** GET /lietouCandidateBind/list (spec 000 §3 bound candidates list). */
export const boundListSchema = z.object({
  commonUserSearchForms: z.array(boundCandidateSchema),
  totalCount: z.number().int(),
  /** How many unrecommended bindings the consultant may hold (the firm's limit, 90 by default). */
  resumeLibCapacity: z.number().int(),
  /** The list warns once this many places or fewer remain. */
  reminderCapacity: z.number().int(),
  /** Places left: resumeLibCapacity minus the unrecommended bindings. */
  remaining: z.number().int(),
  /** Whether the list shows its reminder (remaining ≤ reminderCapacity). */
  showReminder: z.boolean(),
});
export type BoundList = z.infer<typeof boundListSchema>;

export const talentAddAnswerSchema = z.object({ userId: z.string(), commonUserId: z.string(), coinsSpent: z.number().int() });

export const askContactSchema = z.object({
  commonUserId: z.string({ error: '请选择候选人' }).trim().min(1, { error: '请选择候选人' }).max(40),
  /** 1 phone, 2 e-mail (the type of the sensitive-data view that follows). */
  type: z.union([z.literal(1), z.literal(2)], { error: '联系方式类型只能是1（手机）或2（邮箱）' }).default(1),
  reason: z.string({ error: '说明必须是文字' }).trim().max(200, { error: '说明不能超过200个字' }).default(''),
});
export const askContactAnswerSchema = z.object({
  id: z.string(),
  allowed: z.boolean(),
  /** Why not, in Chinese, when not allowed. */
  message: z.string(),
  /** Where the reveal is asked for when allowed. */
  revealPath: z.string(),
});

export const deliverListQuerySchema = z.object({
  current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(
    BINDING_PAGE_SIZE,
  ),
});

/** One request for a bound candidate's contact, as the leaders' list shows it. */
export const contactAskRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  commonUserId: z.string(),
  name: z.string(),
  /** 1 phone, 2 e-mail. */
  type: z.number().int(),
  reason: z.string(),
  allowed: z.boolean(),
  createTime: z.number(),
});
export const contactAskPageSchema = z.object({ data: z.array(contactAskRowSchema), totalCount: z.number().int() });
