import { z } from 'zod';
import { numberParam } from '../api/number-param';

/**
 * The online resume of spec 000 §3: commonResume (base info), commonResumeExpects (intention),
 * and the education, work and project lists. Dates are 'YYYY-MM'; an end date may be 至今.
 */
export const PRESENT = '至今';
const MONTH_RE = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` });
const month = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || MONTH_RE.test(v), { error: `${label}格式应为年-月，例如2020-07` });
const endMonth = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || v === PRESENT || MONTH_RE.test(v), { error: `${label}格式应为年-月或“至今”` });

export const educationEntrySchema = z.object({
  id: z.string().optional(),
  schoolName: text(60, '学校名称').default(''),
  professional: text(60, '专业').default(''),
  startDate: month('入学时间').default(''),
  endDate: endMonth('毕业时间').default(''),
  /** Education code of the `education` dictionary (1 初中及以下 … 8 博士); 0 when unknown. */
  education: numberParam(z.number().int().min(0).max(8)).default(0),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const workEntrySchema = z.object({
  id: z.string().optional(),
  companyName: text(80, '公司名称').default(''),
  positionName: text(60, '职位名称').default(''),
  startDate: month('入职时间').default(''),
  endDate: endMonth('离职时间').default(''),
  workContent: text(5000, '工作内容').default(''),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

export const projectEntrySchema = z.object({
  id: z.string().optional(),
  projectName: text(80, '项目名称').default(''),
  startDate: month('项目开始时间').default(''),
  endDate: endMonth('项目结束时间').default(''),
  projectContent: text(5000, '项目描述').default(''),
});
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

/** Base info (commonResume). Contact fields travel masked except through the audited view. */
export const baseInfoSchema = z.object({
  name: text(30, '姓名').default(''),
  /** 1 男, 2 女, 0 unknown. */
  sex: numberParam(z.number().int().min(0).max(2)).default(0),
  /** 'YYYY-MM' (or 'YYYY-MM-DD' when known). */
  birthday: z.string().trim().max(10).default(''),
  phone: z.string().trim().max(20).default(''),
  email: z.string().trim().max(80).default(''),
  city: text(30, '现居城市').default(''),
  /** When the candidate started working, 'YYYY-MM'; work years are computed from it. */
  workStartDate: month('参加工作时间').default(''),
  /** Highest education code (dictionary `education`). */
  education: numberParam(z.number().int().min(0).max(8)).default(0),
  companyName: text(80, '目前公司').default(''),
  positionName: text(60, '目前职位').default(''),
  identityCardNum: z.string().trim().max(20).default(''),
  householdRegistration: text(30, '户口所在地').default(''),
  folk: text(10, '民族').default(''),
  nativePlace: text(30, '籍贯').default(''),
  politicalStatus: text(10, '政治面貌').default(''),
  maritalStatus: text(10, '婚姻状况').default(''),
  selfEvaluation: text(2000, '自我评价').default(''),
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

/**
 * Intention (commonResumeExpects). Money in yuan; the tenth-of-month fields are months ×10
 * (13.5 months → 135). Display: monthly /1000 (k), tenth /10 (months), yearly /10000 (万).
 */
export const expectsSchema = z.object({
  expectCity: text(60, '期望城市').default(''),
  expectPositionName: text(60, '期望职位').default(''),
  expectIndustry: text(60, '期望行业').default(''),
  expectSalaryPerMonth: numberParam(z.number().int().min(0).max(10_000_000)).default(0),
  expectTenthNumOfMonth: numberParam(z.number().int().min(0).max(240)).default(0),
  expectSalaryPerYear: numberParam(z.number().int().min(0).max(100_000_000)).default(0),
  nowSalaryPerMonth: numberParam(z.number().int().min(0).max(10_000_000)).default(0),
  nowTenthNumOfMonth: numberParam(z.number().int().min(0).max(240)).default(0),
  nowSalaryPerYear: numberParam(z.number().int().min(0).max(100_000_000)).default(0),
  /** Dictionary `nowStatus`: 1 离职-随时到岗 … 4 在职-暂不考虑; 0 unknown. */
  nowStatus: numberParam(z.number().int().min(0).max(4)).default(0),
  reportValue: text(200, '汇报对象').default(''),
  arrivalAt: text(30, '到岗时间').default(''),
  leaveReason: text(500, '离职原因').default(''),
  /** The candidate declines to give salary figures; salary fields are then not required. */
  refuseToDisclose: z.boolean().default(false),
});
export type Expects = z.infer<typeof expectsSchema>;

export const resumeContentSchema = z.object({
  commonResume: baseInfoSchema,
  commonResumeExpects: expectsSchema,
  commonEducationExperienceList: z.array(educationEntrySchema).max(20, { error: '教育经历最多20条' }),
  commonWorkExperienceList: z.array(workEntrySchema).max(50, { error: '工作经历最多50条' }),
  commonProjectExperiencesList: z.array(projectEntrySchema).max(50, { error: '项目经历最多50条' }),
});
export type ResumeContent = z.infer<typeof resumeContentSchema>;
