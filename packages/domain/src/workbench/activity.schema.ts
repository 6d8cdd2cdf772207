import { z } from 'zod';
import { optionalText } from '../api/optional-fields';
import { msTimestamp } from '../time/timestamp';

/** Topic (activity) positions: 15 a page (spec 001 §9). */
export const TOPIC_PAGE_SIZE = 15;

export const activityItemSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  picture: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  description: z.string(),
  positionCount: z.number().int(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityDescQuerySchema = z.object({
  activityId: z.string({ error: '请选择活动' }).trim().min(1, { error: '请选择活动' }).max(40),
});

/** The console's view adds the state and the chosen positions. */
export const opsActivitySchema = activityItemSchema.extend({
  published: z.boolean(),
  positionIds: z.array(z.string()),
});
export type OpsActivity = z.infer<typeof opsActivitySchema>;

const PICTURE = /^(https:\/\/[^\s]{1,500}|\/[A-Za-z0-9/_.-]{1,200})$/;

export const activityInputSchema = z
  .object({
    title: z.string({ error: '请填写活动标题' }).trim().min(1, { error: '请填写活动标题' }).max(40, { error: '活动标题不能超过40个字' }),
    picture: z.string().trim().regex(PICTURE, { error: '图片地址须以https://或/开头' }),
    startTime: msTimestamp('开始时间'),
    endTime: msTimestamp('结束时间'),
    description: z.string().trim().max(2000, { error: '活动介绍不能超过2000字' }).default(''),
    positionIds: z.array(z.string().max(40)).max(500, { error: '一个活动最多500个职位' }).default([]),
    published: z.boolean().default(false),
  })
  .refine((a) => a.endTime >= a.startTime, { error: '结束时间不能早于开始时间', path: ['endTime'] });
export type ActivityInput = z.infer<typeof activityInputSchema>;

/** Positions a filter finds for the console to choose from (by filters or by hand). */
export const activityPositionFilterSchema = z.object({
  keyword: optionalText(50, '关键词'),
  companyName: optionalText(50, '公司名称'),
  cityCode: optionalText(12, '城市'),
  positionFirstType: optionalText(12, '职位一级类别'),
});
export const activityPositionOptionSchema = z.object({
  positionId: z.string(),
  positionName: z.string(),
  companyName: z.string(),
  cityName: z.string(),
});

/** Good news (喜报): made when an order reaches 91; the candidate is named by surname only. */
export const gladTidingSchema = z.object({
  id: z.string(),
  /** The caller's own firm by name; another firm as 某猎头公司. */
  firmName: z.string(),
  /** Only for the caller's own firm: another firm's consultants are never named. */
  consultantName: z.string().nullable(),
  positionName: z.string(),
  employer: z.string(),
  candidateName: z.string(),
  onboardTime: z.number().int(),
});
export type GladTiding = z.infer<typeof gladTidingSchema>;
export const GLAD_TIDINGS_SIZE = 20;

export const opsGladTidingSchema = gladTidingSchema.extend({ consultantName: z.string(), hidden: z.boolean() });
export const gladTidingHideSchema = z.object({ hidden: z.boolean({ error: 'hidden必须是true或false' }) });

/** The candidate as good news names them: the surname and 某 (张某); a compound surname keeps two characters. */
const COMPOUND = ['欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '长孙', '宇文', '司徒', '夏侯', '令狐'];
export function surnameOnly(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '某';
  const surname = COMPOUND.find((c) => trimmed.startsWith(c)) ?? (/^[A-Za-z]/.test(trimmed) ? trimmed.split(/\s+/)[0] : trimmed[0]);
  return `${surname}某`;
}
