import { z } from 'zod';
import { endpoint } from '../api/endpoint';

export const MAX_MAIL_DOMAINS = 10;

/** A mail domain as a manager writes it (`example.com`, also `@example.com`), kept lower-case without the `@`. */
export const mailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(100, { error: '邮箱域名不能超过100个字符' })
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, { error: '邮箱域名格式不正确，例如 example.com' }),
  );

/** Where the caller may mail an order export: the own bound e-mail, or any address at one of the firm's domains. */
export const exportRecipientsSchema = z.object({
  ownEmail: z.string().nullable(),
  firmDomains: z.array(z.string()),
});
export type ExportRecipients = z.infer<typeof exportRecipientsSchema>;

export const mailDomainsBodySchema = z.object({
  domains: z.array(mailDomainSchema).max(MAX_MAIL_DOMAINS, { error: `最多设置${MAX_MAIL_DOMAINS}个邮箱域名` }),
});

export const EXPORT_RECIPIENT_REFUSED = '导出只能发送到您绑定的邮箱或公司设置的企业邮箱域名';

/** The firm's mail domains (set by its manager in 账号管理) and the export recipients they allow. */
export const mailDomainsEndpoints = {
  recipients: endpoint({ method: 'GET', path: '/api/lietou/company/exportRecipients', mutates: false, response: exportRecipientsSchema }),
  save: endpoint({
    method: 'POST',
    path: '/api/lietou/company/mailDomains',
    body: mailDomainsBodySchema,
    response: exportRecipientsSchema,
  }),
};

/** Whether `email` is the caller's own bound address or at one of the firm's domains. */
export function isAllowedExportRecipient(email: string, recipients: ExportRecipients): boolean {
  const address = email.trim().toLowerCase();
  if (recipients.ownEmail && address === recipients.ownEmail.trim().toLowerCase()) return true;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return recipients.firmDomains.includes(domain);
}
