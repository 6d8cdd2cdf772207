/**
 * The console's management of the published content items (banners, spec 001 §3) and of the
 * gray list that the banner choice reads (spec 001 §4: "seven fixed ids" — here a list the
 * platform staff keep, not ids written in code).
 */
import { z } from 'zod';
import { phoneSchema } from '../accounts/account-admin.schema';
import { msTimestamp } from '../time/timestamp';
import { siteBannerSchema } from './site-content.schema';

/** A site path (/about) or an https address. */
const LINK = /^(https:\/\/[^\s]{1,500}|\/[A-Za-z0-9/_.?=&#-]{0,200})$/;

export const bannerInputSchema = z
  .object({
    title: z.string({ error: '请填写标题' }).trim().min(1, { error: '请填写标题' }).max(40, { error: '标题不能超过40个字' }),
    description: z.string({ error: '说明必须是文字' }).trim().max(120, { error: '说明不能超过120个字' }).default(''),
    link: z.string({ error: '请填写链接' }).trim().regex(LINK, { error: '链接须以/或https://开头' }),
    linkText: z.string({ error: '请填写链接文字' }).trim().min(1, { error: '请填写链接文字' }).max(12, { error: '链接文字不能超过12个字' }),
    state: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }),
    startTime: msTimestamp('开始时间'),
    endTime: msTimestamp('结束时间'),
    grayUser: z.boolean({ error: '灰度必须是true或false' }),
    /** Smaller first: the choice takes the first live item in this order. */
    sort: z
      .number({ error: '排序必须是数字' })
      .int()
      .min(0, { error: '排序不能小于0' })
      .max(9999, { error: '排序不能大于9999' })
      .default(0),
  })
  .refine((b) => b.endTime >= b.startTime, { error: '结束时间不能早于开始时间', path: ['endTime'] });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const opsBannerSchema = siteBannerSchema.extend({ sort: z.number().int(), updateTime: z.number().int() });
export type OpsBanner = z.infer<typeof opsBannerSchema>;

export const bannerIdParamsSchema = z.object({ id: z.uuid({ error: '横幅不存在' }) });

export const grayUserSchema = z.object({
  userId: z.string(),
  cname: z.string(),
  /** Masked (138****0020). */
  phone: z.string(),
  firmName: z.string(),
  addTime: z.number().int(),
});
export type GrayUser = z.infer<typeof grayUserSchema>;

export const grayUserAddSchema = z.object({ phone: phoneSchema });
export const grayUserParamsSchema = z.object({ userId: z.uuid({ error: '用户不存在' }) });

/** The spec names seven gray users; the console keeps the list at most this long. */
export const GRAY_LIST_MAX = 50;
