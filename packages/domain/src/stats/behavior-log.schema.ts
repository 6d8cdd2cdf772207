import { z } from 'zod';

/** One entry of the browser's behaviour log (POST /api/lietou/behavior/log). */
export const behaviorLogSchema = z.object({
  event: z.string({ error: '缺少事件名称' }).min(1, { error: '缺少事件名称' }).max(64, { error: '事件名称不能超过64个字符' }),
  page: z.string().max(512).optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type BehaviorLog = z.infer<typeof behaviorLogSchema>;
