/**
 * Mailbox collection rules (spec 001 §7 Mailbox binding, issue 22 item 5): which attachments of a
 * collected mail are resumes the library imports, and the IMAP settings a form may carry.
 */

/** Attachment name endings the collector sends to the resume library. */
export const RESUME_ATTACHMENT_EXTENSIONS = ['pdf', 'docx', 'doc', 'wps', 'rtf', 'mht', 'mhtml'] as const;

/** Whether an attachment's file name marks it as a resume file (PDF, Word, WPS, RTF, a web archive), by its ending. */
export function isResumeAttachment(fileName: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext !== undefined && (RESUME_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/** The usual IMAP ports: 993 with SSL, 143 without. */
export const IMAP_DEFAULT_PORT = { ssl: 993, plain: 143 } as const;

/** Refusals of a bind, as the settings page shows them. */
export const MAILBOX_MESSAGES = {
  loginRefused: '邮箱登录失败：账号或密码（授权码）不正确，请检查后重试；部分邮箱需在网页端开启IMAP服务并使用授权码',
  unreachable: '无法连接邮件服务器，请检查服务器地址、端口和SSL设置',
  internalHost: '该服务器地址指向内部网络，无法绑定；请填写邮箱服务商提供的IMAP服务器地址',
  insecure: '该邮箱服务器不支持加密连接，无法绑定；请勾选SSL并使用993端口，或确认服务器支持STARTTLS且证书有效',
  alreadyBound: '您已绑定邮箱，请先解绑后再绑定其他邮箱',
} as const;
