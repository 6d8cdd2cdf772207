import type { BaseInfo, EducationEntry, Expects, ProjectEntry, ResumeContent, WorkEntry } from './resume.schema';

/**
 * Resume completeness (spec 000 §5): base info and intention required; at least one
 * education entry with all five fields; at least one work entry with all five fields;
 * project entries optional but complete when present; every field non-empty.
 * One function for the server (the `completed` flag) and the editor (what is missing).
 */
export type ResumeSection = 'baseInfo' | 'expects' | 'education' | 'work' | 'project';

export interface MissingItem {
  section: ResumeSection;
  /** Index of the entry in its list, for list sections. */
  index?: number;
  field: string;
  label: string;
}

export const SECTION_LABELS: Record<ResumeSection, string> = {
  baseInfo: '基本信息',
  expects: '求职意向',
  education: '教育经历',
  work: '工作经历',
  project: '项目经历',
};

/** The basic fields' names as the resume form shows them (completeness, the upload review, library merges). */
export const BASE_INFO_LABELS = {
  name: '姓名',
  sex: '性别',
  birthday: '出生年月',
  phone: '手机号',
  email: '邮箱',
  city: '现居城市',
  workStartDate: '参加工作时间',
  education: '最高学历',
  companyName: '目前公司',
  positionName: '目前职位',
  selfEvaluation: '自我评价',
} as const satisfies Partial<Record<keyof BaseInfo, string>>;

const BASE_REQUIRED: [keyof BaseInfo, string][] = [
  ['name', '姓名'],
  ['sex', '性别'],
  ['birthday', '出生年月'],
  ['phone', '手机号'],
  ['city', '现居城市'],
  ['workStartDate', '参加工作时间'],
  ['education', '最高学历'],
];

const EXPECTS_REQUIRED: [keyof Expects, string][] = [
  ['expectCity', '期望城市'],
  ['expectPositionName', '期望职位'],
  ['nowStatus', '求职状态'],
];

const EDUCATION_FIELDS: [keyof EducationEntry, string][] = [
  ['schoolName', '学校名称'],
  ['professional', '专业'],
  ['startDate', '入学时间'],
  ['endDate', '毕业时间'],
  ['education', '学历'],
];

const WORK_FIELDS: [keyof WorkEntry, string][] = [
  ['companyName', '公司名称'],
  ['positionName', '职位名称'],
  ['startDate', '入职时间'],
  ['endDate', '离职时间'],
  ['workContent', '工作内容'],
];

const PROJECT_FIELDS: [keyof ProjectEntry, string][] = [
  ['projectName', '项目名称'],
  ['startDate', '开始时间'],
  ['endDate', '结束时间'],
];

function empty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

function missingFields<T>(section: ResumeSection, entry: T, fields: [keyof T, string][], index?: number): MissingItem[] {
  return fields
    .filter(([field]) => empty(entry[field]))
    .map(([field, label]) => ({ section, field: String(field), label, ...(index === undefined ? {} : { index }) }));
}

export function resumeMissingItems(resume: ResumeContent): MissingItem[] {
  const missing: MissingItem[] = [...missingFields('baseInfo', resume.commonResume, BASE_REQUIRED)];

  const expects = resume.commonResumeExpects;
  missing.push(...missingFields('expects', expects, EXPECTS_REQUIRED));
  if (!expects.refuseToDisclose && empty(expects.expectSalaryPerMonth) && empty(expects.expectSalaryPerYear)) {
    missing.push({ section: 'expects', field: 'expectSalaryPerMonth', label: '期望薪资（或选择不透露）' });
  }

  if (resume.commonEducationExperienceList.length === 0) missing.push({ section: 'education', field: 'list', label: '至少一条教育经历' });
  resume.commonEducationExperienceList.forEach((e, i) => {
    missing.push(...missingFields('education', e, EDUCATION_FIELDS, i));
  });

  if (resume.commonWorkExperienceList.length === 0) missing.push({ section: 'work', field: 'list', label: '至少一条工作经历' });
  resume.commonWorkExperienceList.forEach((e, i) => {
    missing.push(...missingFields('work', e, WORK_FIELDS, i));
  });

  resume.commonProjectExperiencesList.forEach((e, i) => {
    missing.push(...missingFields('project', e, PROJECT_FIELDS, i));
  });
  return missing;
}

export function isResumeComplete(resume: ResumeContent): boolean {
  return resumeMissingItems(resume).length === 0;
}

/** "教育经历第2条：专业" — how the editor names a missing item. */
export function describeMissingItem(item: MissingItem): string {
  const where = item.index === undefined ? SECTION_LABELS[item.section] : `${SECTION_LABELS[item.section]}第${item.index + 1}条`;
  return item.field === 'list' ? `${SECTION_LABELS[item.section]}：${item.label}` : `${where}：${item.label}`;
}
