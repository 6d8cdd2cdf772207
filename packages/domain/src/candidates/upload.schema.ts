import { z } from 'zod';
import { resumeContentSchema } from './resume.schema';
import { duplicateAnswerSchema } from './talent.schema';

/** At most this many files in one upload; each at most 10 MB. */
export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.pdf,.docx,.doc,.wps,.rtf,.txt,.html,.htm,.mht,.mhtml,.jpg,.jpeg,.png';

/** A parsed field or entry below this confidence is marked 请核对 in the review form after upload. */
export const PARSE_SURE = 0.8;

/** The sections of a resume the parser looks for; the review form names those it did not find. */
export const PARSED_SECTIONS = ['education', 'work', 'project'] as const;
export type ParsedSection = (typeof PARSED_SECTIONS)[number];

/**
 * How sure the parser is of what it read, 0…1 (1 read beside its label or exact, 0.8 found where such a
 * field sits, 0.5 inferred, 0 not found): per basic field, and per entry in the order of the draft's lists.
 */
export const parseReviewSchema = z.object({
  fields: z.object({
    name: z.number(),
    sex: z.number(),
    birthday: z.number(),
    phone: z.number(),
    email: z.number(),
    city: z.number(),
    education: z.number(),
    workStartDate: z.number(),
  }),
  education: z.array(z.number()),
  work: z.array(z.number()),
  projects: z.array(z.number()),
  /** Sections the file did not seem to have (or the parser could not find). */
  missingSections: z.array(z.enum(PARSED_SECTIONS)),
  /** Chinese notes for the consultant (what was guessed, what could not be read). */
  warnings: z.array(z.string()),
});
export type ParseReview = z.infer<typeof parseReviewSchema>;

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
  /** What the consultant should check before saving; null when the file was refused. */
  review: parseReviewSchema.nullable(),
  /** The text read from the file, shown beside the parsed fields (for DOCX, DOC, TXT and HTML). */
  text: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResultSchema = z.object({ files: z.array(uploadedFileSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;
