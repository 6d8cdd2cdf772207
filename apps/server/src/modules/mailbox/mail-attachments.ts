import { isResumeAttachment } from '@hh/domain/mailbox/mailbox-rules';
import { simpleParser } from 'mailparser';

/** The resume attachments of one mail and its Message-ID ('' when it has none). */
export interface MailResumes {
  messageId: string;
  files: { fileName: string; buffer: Buffer }[];
}

/** Attachments without a name, told by their declared type. */
const NAME_OF_TYPE: Record<string, string> = {
  'application/pdf': '邮件附件.pdf',
  'application/msword': '邮件附件.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '邮件附件.docx',
  'application/rtf': '邮件附件.rtf',
  'text/rtf': '邮件附件.rtf',
};

/**
 * Reads a raw mail with mailparser and keeps its resume attachments (PDF, Word, WPS, RTF, MHT by name, or
 * by type when unnamed). The body's text and HTML are not rendered: only attachments are used.
 */
export async function resumeAttachmentsOf(source: Buffer): Promise<MailResumes> {
  const mail = await simpleParser(source, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
    keepCidLinks: true,
    checksumAlgo: false,
  });
  const files: MailResumes['files'] = [];
  for (const attachment of mail.attachments) {
    const name = attachment.filename?.trim() || NAME_OF_TYPE[attachment.contentType.toLowerCase()];
    if (name && isResumeAttachment(name)) files.push({ fileName: name, buffer: attachment.content });
  }
  return { messageId: (mail.messageId ?? '').slice(0, 500), files };
}
