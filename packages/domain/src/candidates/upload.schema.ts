import { z } from 'zod';
import { resumeContentSchema } from './resume.schema';
import { duplicateAnswerSchema } from './talent.schema';

/** At most this many files in one upload; each at most 10 MB. */
export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.pdf,.docx,.doc,.txt,.html,.htm';

/**
 * One file of POST /api/candidate/upload.json (multipart, field `files`): parsed into a draft
 * resume the consultant corrects and saves with POST /api/candidate/create.json { fileId, resume },
 * with the duplicate answer for its phone or e-mail, or refused with a Chinese message.
 */
export const uploadedFileSchema = z.object({
  fileName: z.string(),
  ok: z.boolean(),
  message: z.string(),
  fileId: z.string().nullable(),
  kind: z.string().nullable(),
  resume: resumeContentSchema.nullable(),
  duplicate: duplicateAnswerSchema.nullable(),
  /** The text read from the file, shown beside the parsed fields (for DOCX, DOC, TXT and HTML). */
  text: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResultSchema = z.object({ files: z.array(uploadedFileSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;
