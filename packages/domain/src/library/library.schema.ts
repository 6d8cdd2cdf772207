import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { orderedRange } from '../api/range-rule';
import { baseInfoSchema, educationEntrySchema, expectsSchema, projectEntrySchema, workEntrySchema } from '../candidates/resume.schema';
import { msTimestampParam } from '../time/timestamp';

/**
 * Requests and answers of the company resume library (spec 000 §7 "Company talent library")
 * and the upload records (spec 001). Resume lists are 20 a page (current/limit, like talent
 * search); tasks, task details and backups 10 a page with the spec's pageNum/pageSize.
 */
export const LIBRARY_PAGE_SIZE = 20;
export const TASK_PAGE_SIZE = 10;
export const UPLOAD_RECORDS_PAGE_SIZE = 20;
/** One import request: at most this many files, or one zip of at most this size. */
export const IMPORT_MAX_FILES = 200;
export const IMPORT_MAX_ZIP_BYTES = 200 * 1024 * 1024;
export const IMPORT_ACCEPT = '.zip,.pdf,.docx,.doc,.wps,.rtf,.txt,.html,.htm,.mht,.mhtml';

const current = numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1);
const limit = (size: number) =>
  numberParam(
    z.number({ error: '每页条数必须是数字' }).int().min(1, { error: '每页条数最小为1' }).max(100, { error: '每页最多100条' }),
  ).default(size);
const optionalNumber = (label: string, min: number, max: number) =>
  numberParam(
    z
      .number({ error: `${label}必须是数字` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` }),
  ).optional();
const keyword = z.string().trim().max(50, { error: '关键词不能超过50个字' }).optional();
const id = (label: string) =>
  z
    .string({ error: `请提供${label}` })
    .trim()
    .min(1, { error: `请提供${label}` })
    .max(64);

/**
 * POST /api/companyTalentLib/resume/list — the filters of talent search that apply to the
 * library, as `buildTalentSearchQuery` sends them: work years already at one tenth (spec 000 §9),
 * keyword as searchKeyWord or userIdNamePhoneEmail. Other talent-search fields are ignored.
 */
export const libraryListQuerySchema = z
  .object({
    searchKeyWord: keyword,
    userIdNamePhoneEmail: keyword,
    userIdPositionName: keyword,
    city: z.string().trim().max(30, { error: '城市不能超过30个字' }).optional(),
    education: numberParam(
      z.number({ error: '学历必须是数字' }).int().min(0, { error: '学历代码无效' }).max(8, { error: '学历代码无效' }),
    ).default(0),
    includeUpperEducation: z.coerce.boolean().optional(),
    workYearLower: optionalNumber('工作年限下限', 0, 6),
    workYearUpper: optionalNumber('工作年限上限', 0, 6),
    sex: numberParam(
      z.number({ error: '性别必须是数字' }).int().min(0, { error: '性别只能是0、1或2' }).max(2, { error: '性别只能是0、1或2' }),
    ).default(0),
    ageLower: optionalNumber('年龄下限', 0, 100),
    ageUpper: optionalNumber('年龄上限', 0, 100),
    /** Entry time range (ms). */
    cTimeBegin: msTimestampParam('开始时间').optional(),
    cTimeEnd: msTimestampParam('结束时间').optional(),
    current,
    limit: limit(LIBRARY_PAGE_SIZE),
  })
  .refine(...orderedRange('workYearLower', 'workYearUpper', '工作年限下限不能大于上限'))
  .refine(...orderedRange('ageLower', 'ageUpper', '年龄下限不能大于上限'))
  .refine(...orderedRange('cTimeBegin', 'cTimeEnd', '开始时间不能晚于结束时间'));
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.number().int(),
  age: z.number().int().nullable(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  education: z.number().int(),
  workYears: z.number().int().nullable(),
  companyName: z.string(),
  positionName: z.string(),
  schoolName: z.string(),
  channel: z.string(),
  channelLabel: z.string(),
  completeFlag: z.boolean(),
  createTime: z.number(),
  updateTime: z.number(),
  creatorName: z.string(),
});
export type LibraryRow = z.infer<typeof libraryRowSchema>;
export const libraryPageSchema = z.object({ list: z.array(libraryRowSchema), totalCount: z.number().int() });
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const libraryFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number().int(), createTime: z.number() });

/** GET /api/companyTalentLib/resume/detail?id= — spec 001 "Resume detail"; contacts masked. */
export const libraryDetailSchema = z.object({
  id: z.string(),
  lietouCompanyResume: baseInfoSchema,
  commonResumeExpects: expectsSchema,
  commonEducationExperienceList: z.array(educationEntrySchema),
  commonWorkExperienceList: z.array(workEntrySchema),
  commonProjectExperiencesList: z.array(projectEntrySchema),
  completeFlag: z.boolean(),
  /** What completeness still needs, as the editor names it. */
  missing: z.array(z.string()),
  version: z.number().int(),
  channel: z.string(),
  channelLabel: z.string(),
  files: z.array(libraryFileSchema),
  createTime: z.number(),
  updateTime: z.number(),
});
export type LibraryDetail = z.infer<typeof libraryDetailSchema>;

/**
 * POST /api/companyTalentLib/resume/modify — the whole edited resume with the version it was
 * loaded at. A phone or e-mail sent back still masked (with *) keeps the stored value.
 */
export const libraryModifySchema = z.object({
  id: id('简历ID'),
  version: numberParam(z.number({ error: '请提供版本号' }).int().positive({ error: '版本号无效' })),
  lietouCompanyResume: baseInfoSchema,
  commonResumeExpects: expectsSchema,
  commonEducationExperienceList: z.array(educationEntrySchema).max(20, { error: '教育经历最多20条' }),
  commonWorkExperienceList: z.array(workEntrySchema).max(50, { error: '工作经历最多50条' }),
  commonProjectExperiencesList: z.array(projectEntrySchema).max(50, { error: '项目经历最多50条' }),
});
export type LibraryModify = z.infer<typeof libraryModifySchema>;

export const phoneCheckSchema = z.object({
  phone: z.string({ error: '请输入手机号' }).trim().min(1, { error: '请输入手机号' }).max(20, { error: '手机号格式不正确' }),
});
export const phoneCheckAnswerSchema = z.object({
  exists: z.boolean(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string(),
  message: z.string(),
});
export type PhoneCheckAnswer = z.infer<typeof phoneCheckAnswerSchema>;

/** The contacts a library resume reveals: 1 phone, 2 e-mail (the codes of sensitive/data/view). */
export const LIBRARY_CONTACT_TYPES = [1, 2] as const;
export type LibraryContactType = (typeof LIBRARY_CONTACT_TYPES)[number];
const CONTACT_TYPE_MESSAGE = '查看类型只能是1手机号或2邮箱';

/**
 * POST /api/companyTalentLib/resume/contact/{id} — the audited reveal of one contact of a
 * library resume; answers `{ value }`, the field in full.
 */
export const libraryContactSchema = z.object({
  type: numberParam(
    z
      .number({ error: CONTACT_TYPE_MESSAGE })
      .int({ error: CONTACT_TYPE_MESSAGE })
      .refine((v): v is LibraryContactType => v === 1 || v === 2, { error: CONTACT_TYPE_MESSAGE }),
  ),
});
export const libraryContactAnswerSchema = z.object({ value: z.string() });
export type LibraryContactAnswer = z.infer<typeof libraryContactAnswerSchema>;

const pageNum = current;
export const taskListQuerySchema = z.object({
  /** 0 every state; the spec's default is 3 (已完成). */
  state: numberParam(
    z.number({ error: '任务状态必须是数字' }).int().min(0, { error: '任务状态只能是0到4' }).max(4, { error: '任务状态只能是0到4' }),
  ).default(3),
  pageNum,
  pageSize: limit(TASK_PAGE_SIZE),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskRowSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.number().int(),
  stateLabel: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  merged: z.number().int(),
  refused: z.number().int(),
  percent: z.number().int(),
  message: z.string(),
  creatorName: z.string(),
  createTime: z.number(),
  finishTime: z.number().nullable(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;
export const taskPageSchema = z.object({ list: z.array(taskRowSchema), totalCount: z.number().int() });

export const taskDetailQuerySchema = z.object({
  taskId: id('任务ID'),
  /** 0 every outcome, else 1 imported, 2 merged, 3 refused. */
  outcome: numberParam(
    z.number({ error: '结果必须是数字' }).int().min(0, { error: '结果只能是0到3' }).max(3, { error: '结果只能是0到3' }),
  ).default(0),
  pageNum,
  pageSize: limit(TASK_PAGE_SIZE),
});
export const taskDetailRowSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  outcome: z.number().int(),
  outcomeLabel: z.string(),
  message: z.string(),
  resumeId: z.string().nullable(),
  resumeName: z.string(),
  createTime: z.number(),
});
export type TaskDetailRow = z.infer<typeof taskDetailRowSchema>;
export const taskDetailPageSchema = z.object({ list: z.array(taskDetailRowSchema), totalCount: z.number().int() });

export const taskCreatedSchema = z.object({ id: z.string(), fileCount: z.number().int() });
export const capacitySchema = z.object({ capacity: z.number().int(), used: z.number().int(), remaining: z.number().int() });
export type LibraryCapacity = z.infer<typeof capacitySchema>;

/** POST /api/companyTalentLib/resume/upload — one file into the library, answered at once. */
export const singleUploadSchema = z.object({
  fileName: z.string(),
  outcome: z.number().int(),
  outcomeLabel: z.string(),
  message: z.string(),
  resumeId: z.string().nullable(),
});
export type SingleUpload = z.infer<typeof singleUploadSchema>;

export const pageQuerySchema = z.object({ pageNum, pageSize: limit(TASK_PAGE_SIZE) });

export const backupRowSchema = z.object({
  id: z.string(),
  state: z.number().int(),
  stateLabel: z.string(),
  resumeCount: z.number().int(),
  fileCount: z.number().int(),
  size: z.number().int(),
  checkOk: z.boolean().nullable(),
  checkMessage: z.string(),
  creatorName: z.string(),
  createTime: z.number(),
  finishTime: z.number().nullable(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;
export const backupPageSchema = z.object({ list: z.array(backupRowSchema), totalCount: z.number().int() });

export const exportLogRowSchema = z.object({
  id: z.string(),
  backupId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  resumeCount: z.number().int(),
  userName: z.string(),
  createTime: z.number(),
});
export type ExportLogRow = z.infer<typeof exportLogRowSchema>;
export const exportLogPageSchema = z.object({ list: z.array(exportLogRowSchema), totalCount: z.number().int() });

/** Upload records (spec 001): 1 talent management uploads, 2 resume library uploads, 3 resume library imports. */
export const UPLOAD_SOURCES = [1, 2, 3] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];
export const UPLOAD_SOURCE_LABELS: Record<UploadSource, string> = { 1: '人才管理上传', 2: '简历库上传', 3: '简历库导入' };
export const uploadListQuerySchema = z.object({
  source: numberParam(
    z
      .number({ error: '来源必须是1、2或3' })
      .int()
      .refine((v): v is UploadSource => v === 1 || v === 2 || v === 3, { error: '来源必须是1、2或3' }),
  ).default(1),
  current,
  limit: limit(UPLOAD_RECORDS_PAGE_SIZE),
});
export type UploadListQuery = z.infer<typeof uploadListQuerySchema>;
export const uploadRecordSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  uploaderName: z.string(),
  createTime: z.number(),
  /** Outcome or state, in words. */
  state: z.string(),
  message: z.string(),
  /** Imports (source 3) only: the task's counts. */
  total: z.number().int().nullable(),
  imported: z.number().int().nullable(),
  merged: z.number().int().nullable(),
  refused: z.number().int().nullable(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;
export const uploadRecordPageSchema = z.object({ list: z.array(uploadRecordSchema), totalCount: z.number().int() });
export type UploadRecordPage = z.infer<typeof uploadRecordPageSchema>;
export const uploadCountsSchema = z.object({ countGWSC: z.number().int(), countJLKSC: z.number().int(), countJLKDR: z.number().int() });
export type UploadCounts = z.infer<typeof uploadCountsSchema>;
