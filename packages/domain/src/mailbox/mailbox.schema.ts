import { z } from 'zod';
import { numberParam } from '../api/number-param';

/** Request and answer shapes of mailbox binding (spec 001 §7: blind, blind/check, blind/get, unbind/{id}). */

const HOST_RE = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** The bind form: the mailbox address, its password or app password, and the IMAP server. */
export const mailboxBindBodySchema = z.object({
  email: z.string({ error: '请输入邮箱地址' }).trim().min(1, { error: '请输入邮箱地址' }).max(254).email({ error: '请输入正确的邮箱地址' }),
  password: z.string({ error: '请输入邮箱密码或授权码' }).min(1, { error: '请输入邮箱密码或授权码' }).max(256, { error: '密码过长' }),
  host: z
    .string({ error: '请输入IMAP服务器地址' })
    .trim()
    .min(1, { error: '请输入IMAP服务器地址' })
    .regex(HOST_RE, { error: 'IMAP服务器地址不正确，例如 imap.exmail.qq.com' }),
  port: numberParam(
    z
      .number({ error: '端口必须是1–65535之间的数字' })
      .int({ error: '端口必须是1–65535之间的数字' })
      .min(1, { error: '端口必须是1–65535之间的数字' })
      .max(65535, { error: '端口必须是1–65535之间的数字' }),
  ),
  ssl: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], {
    error: 'SSL只能是是或否',
  }),
});
export type MailboxBindBody = z.input<typeof mailboxBindBodySchema>;

export const mailboxIdParams = z.object({ id: z.string().min(1, { error: '邮箱不能为空' }).max(64) });

/** A bound mailbox as its owner sees it: never the password. */
export const mailboxSchema = z.object({
  id: z.string(),
  email: z.string(),
  host: z.string(),
  port: z.number(),
  ssl: z.boolean(),
  bindTime: z.number(),
  /** The last collection run (ms), null before the first. */
  lastCollectTime: z.number().nullable(),
  /** Mails the last run collected; mails and resume attachments since binding. */
  lastCount: z.number(),
  totalCount: z.number(),
  attachmentCount: z.number(),
  /** Why the last run failed; '' when it went well. */
  lastError: z.string(),
});
export type MailboxView = z.infer<typeof mailboxSchema>;

export const mailboxCheckSchema = z.object({ bound: z.boolean() });
