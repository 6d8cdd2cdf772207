import { z } from 'zod';
import { numberParam } from '../api/number-param';

/** Messages are listed 15 a page (spec 000 §9). */
export const SYS_MESSAGE_PAGE_SIZE = 15;

export const sysMessageListQuerySchema = z.object({
  pageNo: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' })).default(1),
  pageSize: numberParam(
    z
      .number({ error: '每页条数必须是数字' })
      .int()
      .min(1)
      .max(SYS_MESSAGE_PAGE_SIZE, { error: `每页最多${SYS_MESSAGE_PAGE_SIZE}条` }),
  ).default(SYS_MESSAGE_PAGE_SIZE),
});

export const sysMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  createTime: z.number().int(),
  readState: z.union([z.literal(0), z.literal(1)]),
});
export type SysMessage = z.infer<typeof sysMessageSchema>;

export const sysMessageListSchema = z.object({
  sysMsgVos: z.array(sysMessageSchema),
  totalCount: z.number().int(),
  hasUnRead: z.boolean(),
});
export type SysMessageList = z.infer<typeof sysMessageListSchema>;

export const markMessagesReadSchema = z.object({
  ids: z.array(z.string().min(1)).max(100, { error: '一次最多标记100条' }).optional(),
  all: z.boolean().optional(),
});

/** The version notice of the shell: an unread one shows the update dialog. */
export const versionNoticeSchema = z
  .object({
    id: z.string(),
    version: z.string(),
    title: z.string(),
    content: z.string(),
    publishTime: z.number().int(),
    readState: z.union([z.literal(0), z.literal(1)]),
  })
  .nullable();
export type VersionNotice = z.infer<typeof versionNoticeSchema>;

export const markedReadSchema = z.object({ updated: z.number().int() });
export const versionNoticeParamsSchema = z.object({ id: z.string() });
