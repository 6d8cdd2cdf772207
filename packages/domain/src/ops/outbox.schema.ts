/** The mail outbox of the platform console (/ops/outbox, admin only): what was sent while no SMTP server is set. */
import { z } from 'zod';
import { numberParam } from '../api/number-param';

export const OUTBOX_PAGE_SIZE = 20;

export const outboxListQuerySchema = z.object({
  pageNo: numberParam(z.number({ error: '页码不正确' }).int({ error: '页码不正确' }).min(1, { error: '页码不正确' })).default(1),
  pageSize: numberParam(
    z
      .number({ error: '每页条数不正确' })
      .int({ error: '每页条数不正确' })
      .min(1, { error: '每页条数不正确' })
      .max(100, { error: '每页最多100条' }),
  ).default(OUTBOX_PAGE_SIZE),
});

export const outboxEntrySchema = z.object({
  file: z.string(),
  to: z.string(),
  subject: z.string(),
  /** ms timestamp the message was written. */
  sendTime: z.number().int(),
  size: z.number().int(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxListSchema = z.object({ list: z.array(outboxEntrySchema), totalCount: z.number().int() });
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageSchema = outboxEntrySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string().nullable(), size: z.number().int() })),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxFileParamsSchema = z.object({ file: z.string() });
