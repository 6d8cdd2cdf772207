/**
 * The static content of the public site (spec 001 §7): the course list of the research
 * institute and the footer banners. Answers carry the items in a `content` field, as the
 * spec's static-content service does; the site rejects an answer without one (请求失败).
 */
import { z } from 'zod';

export const siteCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  lecturer: z.string(),
  /** What the lecturer does, one line. */
  lecturerTitle: z.string(),
  /** Minutes. */
  minutes: z.number().int(),
  level: z.enum(['入门', '进阶', '管理']),
  summary: z.string(),
});
export type SiteCourse = z.infer<typeof siteCourseSchema>;

export const siteBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A path of the site or an https address. */
  link: z.string(),
  linkText: z.string(),
  state: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  grayUser: z.boolean(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

export const siteCoursesSchema = z.object({ content: z.array(siteCourseSchema) });
/**
 * `grayListed` says whether the signed-in caller is on the gray list (issue 23): the shell picks
 * the banner itself (banner-choice.ts) and needs to know. A visitor's answer says false.
 */
export const siteBannersSchema = z.object({ content: z.array(siteBannerSchema), grayListed: z.boolean().optional() });
