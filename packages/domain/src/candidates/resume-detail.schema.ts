import { z } from 'zod';
import { resumeContentSchema } from './resume.schema';
import type { MissingItem } from './resume-completeness';

/** One thing completeness still needs (resume-completeness.ts), as the resume answer carries it. */
export const missingItemSchema = z.object({
  section: z.enum(['baseInfo', 'expects', 'education', 'work', 'project']),
  index: z.number().int().optional(),
  field: z.string(),
  label: z.string(),
}) satisfies z.ZodType<MissingItem>;

export const resumeAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** 'resume' for an uploaded resume, 'work' for a work sample. */
  purpose: z.enum(['resume', 'work']),
  mime: z.string(),
  size: z.number().int(),
  createTime: z.number().int(),
});

/**
 * GET /api/candidate/{commonUserId}.json and its share variant: the online resume (contacts
 * masked, or empty in the share view) with what is missing, the version to save against, the
 * attachments and whose candidate it is.
 */
export const resumeDetailSchema = resumeContentSchema.extend({
  commonUserId: z.string(),
  userId: z.string(),
  commonResumeId: z.string(),
  version: z.number().int(),
  completed: z.boolean(),
  missing: z.array(missingItemSchema),
  labels: z.array(z.string()),
  attachmentResumes: z.array(resumeAttachmentSchema),
  pictureWorkShow: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  source: z.string(),
  remark: z.string(),
});
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;
