import { z } from 'zod';
import { numberParam } from '../api/number-param';
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

/** A resume write checks the version it was read at; an older one is refused as stale. */
export const resumeVersionQuerySchema = z.object({ version: numberParam(z.number().int().positive()).optional() });

/** What a resume module write answers: the completeness after it and the version to save against next. */
export const sectionSaveAnswerSchema = z.object({
  completed: z.boolean(),
  missing: z.array(missingItemSchema),
  version: z.number().int(),
});
export type SectionSaveAnswer = z.infer<typeof sectionSaveAnswerSchema>;

export const pictureWorkShowSchema = z.object({ show: z.boolean({ error: '请指定是否展示作品' }) });
export const pictureWorkShowAnswerSchema = z.object({ pictureWorkShow: z.boolean() });
export const resumeLabelsSchema = z.object({ labels: z.array(z.string().max(20)).max(100) });
