import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';
import { MAINLAND_MOBILE_RE } from '../people/phone';
import { msTimestampParam } from '../time/timestamp';
import { CALL_LOG_DEFAULT_SORT, CALL_LOG_PAGE_SIZE, CALL_LOG_SORTS, CALL_STATES } from './call-rules';

/** Request and answer shapes of calling, call logs, chairs, the channel and phone binding (spec 000 §7, 001 §3, §7). */

const id = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .min(1, { error: `${label}不能为空` })
    .max(64, { error: `${label}不正确` });
const phone = z.string({ error: '请输入手机号' }).trim().regex(MAINLAND_MOBILE_RE, { error: '请输入正确的手机号' });
const page = {
  pageNum: pageNumber(),
  pageSize: pageSizeOf(CALL_LOG_PAGE_SIZE, 100),
};
const MAX_RANGE_MS = 366 * 86_400_000;
const range = {
  startTime: msTimestampParam('开始时间').optional(),
  endTime: msTimestampParam('结束时间').optional(),
};
const rangeRule: [(q: { startTime?: number; endTime?: number }) => boolean, { error: string; path: string[] }] = [
  (q) => q.startTime === undefined || q.endTime === undefined || (q.endTime >= q.startTime && q.endTime - q.startTime <= MAX_RANGE_MS),
  { error: '结束时间不能早于开始时间，且范围不能超过一年', path: ['endTime'] },
];

export const candidateIdParams = z.object({ id: id('候选人') });
export const callIdParams = z.object({ id: id('通话记录') });
export const orderIdParams = z.object({ id: id('订单') });
export const phoneParams = z.object({ phone });
export const modeParams = z.object({
  mode: numberParam(
    z
      .number({ error: '呼叫模式只能是1或2' })
      .int()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: '呼叫模式只能是1或2' })),
  ),
});

/** click2call / direct2Call: optionally the order the call is about (its timeline and statistics). */
export const placeCallBodySchema = z
  .object({ orderId: id('订单').optional() })
  .nullish()
  .transform((v) => v ?? {});

export const placedCallSchema = z.object({
  callId: z.string(),
  state: z.enum(CALL_STATES),
  /** What the consultant hears first, as the screen says it. */
  message: z.string(),
});
export type PlacedCall = z.infer<typeof placedCallSchema>;

export const callStatusSchema = z.object({
  callId: z.string(),
  state: z.enum(CALL_STATES),
  stateLabel: z.string(),
  talkSeconds: z.number().int(),
  hasRecording: z.boolean(),
});
export type CallStatus = z.infer<typeof callStatusSchema>;

/** POST contact/log/collection/page: one row per candidate called in the range. */
export const callLogQuerySchema = z
  .object({
    ...range,
    ...page,
    keyword: z.string().trim().max(40, { error: '关键词最多40个字' }).optional(),
    orderClause: z.enum(CALL_LOG_SORTS, { error: `排序字段只能是${CALL_LOG_SORTS.join('、')}` }).default(CALL_LOG_DEFAULT_SORT),
    orderSequence: z.enum(['desc', 'asc'], { error: '排序方向只能是desc或asc' }).default('desc'),
    userIds: z.array(z.string().max(40)).max(2000).optional(),
  })
  .refine(...rangeRule);
export type CallLogQuery = z.infer<typeof callLogQuerySchema>;

export const callLogRowSchema = z.object({
  candidateId: z.string(),
  commonUserId: z.string(),
  candidateName: z.string(),
  /** Masked: the number is never sent to the browser. */
  candidatePhone: z.string(),
  hunterId: z.string(),
  hunterName: z.string(),
  contactTimes: z.number().int(),
  connectedTimes: z.number().int(),
  talkSeconds: z.number().int(),
  lastContactTime: z.number().int(),
});
export type CallLogRow = z.infer<typeof callLogRowSchema>;
export const callLogPageSchema = z.object({ list: z.array(callLogRowSchema), total: z.number().int() });

/** POST contact/log/detail/page: every call of one candidate in the range. */
export const callDetailQuerySchema = z
  .object({ candidateId: id('候选人'), ...range, ...page, userIds: z.array(z.string().max(40)).max(2000).optional() })
  .refine(...rangeRule);
export type CallDetailQuery = z.infer<typeof callDetailQuerySchema>;

export const callDetailRowSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  hunterId: z.string(),
  hunterName: z.string(),
  orderId: z.string().nullable(),
  mode: z.number().int(),
  state: z.enum(CALL_STATES),
  stateLabel: z.string(),
  startTime: z.number().int(),
  answerTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  talkSeconds: z.number().int(),
  hasRecording: z.boolean(),
});
export type CallDetailRow = z.infer<typeof callDetailRowSchema>;
export const callDetailPageSchema = z.object({ list: z.array(callDetailRowSchema), total: z.number().int() });

/** POST resume/contact/log/detail/ (spec 000 §7): a candidate's calls on the resume page. */
export const resumeCallLogBodySchema = z.object({ userId: id('候选人') });
export const resumeCallLogSchema = z.object({ list: z.array(callDetailRowSchema), total: z.number().int() });

export const recordPrecheckSchema = z.object({ id: z.string(), talkSeconds: z.number().int(), size: z.number().int() });

/** GET /api/lietouCall/chanel */
export const channelSchema = z.object({ mode: z.number().int(), label: z.string(), chairBound: z.boolean(), phoneBound: z.boolean() });
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/lietouCall/chair: the caller's own chair; the password in full only the first time. */
export const myChairSchema = z
  .object({ chairNo: z.string(), chairPassWd: z.string(), callChairId: z.string(), passwordRevealed: z.boolean() })
  .nullable();

/** POST /api/lietouCall/chair/page (form) */
export const chairPageQuerySchema = z.object({
  ...page,
  chairNo: z.string().trim().max(20).optional(),
});
export const chairRowSchema = z.object({
  id: z.string(),
  chairNo: z.string(),
  /** Always masked here: the password is revealed once, to the chair's user. */
  chairPassWd: z.string(),
  callChairId: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  boundAt: z.number().int().nullable(),
});
export type ChairRow = z.infer<typeof chairRowSchema>;
export const chairPageSchema = z.object({ list: z.array(chairRowSchema), total: z.number().int() });

/** POST /api/lietouCall/chair/blind */
export const chairBindBodySchema = z.object({ chairId: id('坐席'), userId: id('顾问') });

/**
 * POST /api/lietouCall/chair/save (not named by the spec): the manager creates a chair (no id) or
 * edits one. The password is required for a new chair; on an edit an empty one keeps the old.
 */
export const chairSaveBodySchema = z.object({
  id: z.string().max(64).optional(),
  chairNo: z
    .string({ error: '请输入坐席号' })
    .trim()
    .min(1, { error: '请输入坐席号' })
    .max(20, { error: '坐席号最多20个字符' })
    .regex(/^[0-9A-Za-z-]+$/, { error: '坐席号只能包含数字、字母和短横线' }),
  chairPassWd: z
    .string()
    .trim()
    .max(32, { error: '坐席密码最多32个字符' })
    .refine((v) => v === '' || v.length >= 6, { error: '坐席密码至少6个字符' })
    .optional()
    .transform((v) => v || undefined),
  callChairId: z
    .string({ error: '请输入坐席ID' })
    .trim()
    .min(1, { error: '请输入坐席ID' })
    .max(64, { error: '坐席ID最多64个字符' })
    .regex(/^[0-9A-Za-z_.:-]+$/, { error: '坐席ID只能包含数字、字母和 _ . : -' }),
});
export type ChairSaveBody = z.input<typeof chairSaveBodySchema>;
export const chairSavedSchema = z.object({ id: z.string() });

/** GET /api/lietouCall/phone/blind */
export const boundPhoneSchema = z.object({ bound: z.boolean(), phone: z.string() });
/** GET /api/lietouCall/verification/code?phone= */
export const sendCodeQuerySchema = z.object({ phone });
export const sentCodeSchema = z.object({ resendAfterSeconds: z.number().int(), validMinutes: z.number().int() });
/** GET /api/lietouCall/verification/blind?phone=&code= */
export const bindPhoneQuerySchema = z.object({
  phone,
  code: z
    .string({ error: '请输入验证码' })
    .trim()
    .regex(/^\d{6}$/, { error: '验证码为6位数字' }),
});
