import { z } from 'zod';
import { numberParam } from '../api/number-param';

/** Interview reaction (spec 001 §3): 0 pending feedback, 1 on time, 2 reschedules, 3 gives up. */
export const INTERVIEW_REACTION_LABELS: Record<number, string> = { 0: '待反馈', 1: '准时参加', 2: '候选人改期', 3: '候选人放弃' };
export const INTERVIEW_REACTIONS = [0, 1, 2, 3] as const;
export const INTERVIEW_PAGE_SIZE = 20;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = 86_400_000;

/** The calendar day (China time) of an instant, as a day number. */
function chinaDay(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY);
}

/** 今天 / 明天 marks of the interview list, by the calendar day in China. */
export function interviewDayMark(interviewAt: number, now: number): 'today' | 'tomorrow' | null {
  const diff = chinaDay(interviewAt) - chinaDay(now);
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  return null;
}

/** An interview whose time has passed with no reaction reported: overdue feedback, not an upcoming interview. */
export function interviewOverdue(item: { interviewTime: number; reaction: number }, now: number): boolean {
  return item.reaction === 0 && item.interviewTime < now;
}

/** The window the home prompt covers: from the start of today to the end of tomorrow, China time. */
export function homeWindow(now: number): { from: number; to: number } {
  const from = chinaDay(now) * DAY - CHINA_OFFSET_MS;
  return { from, to: from + 2 * DAY - 1 };
}

export const interviewItemSchema = z.object({
  orderId: z.string(),
  commonUserId: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  companyName: z.string(),
  interviewTime: z.number().int(),
  interviewPlace: z.string(),
  reaction: z.number().int(),
  isToday: z.boolean(),
  isTomorrow: z.boolean(),
  candidateState: z.number().int(),
});
export type InterviewItem = z.infer<typeof interviewItemSchema>;

export const interviewPageSchema = z.object({ data: z.array(interviewItemSchema), totalCount: z.number().int() });
export const interviewListQuerySchema = z.object({
  current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(
    INTERVIEW_PAGE_SIZE,
  ),
});
export const reactionChangeSchema = z.object({
  orderId: z.string({ error: '请选择面试' }).trim().min(1, { error: '请选择面试' }).max(40),
  reaction: numberParam(
    z
      .number({ error: '反馈必须是0到3' })
      .int()
      .refine((v) => (INTERVIEW_REACTIONS as readonly number[]).includes(v), {
        error: '反馈只能是待反馈、准时参加、候选人改期或候选人放弃',
      }),
  ),
});
export const havePointSchema = z.object({ havePoint: z.boolean(), count: z.number().int() });
export const homeInterviewMsgSchema = z.object({ show: z.boolean(), message: z.string(), interviews: z.array(interviewItemSchema) });
