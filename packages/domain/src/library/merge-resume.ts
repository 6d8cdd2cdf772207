import type { BaseInfo, Expects, ResumeContent } from '../candidates/resume.schema';
import { BASE_INFO_LABELS } from '../candidates/resume-completeness';

/**
 * A duplicate merged into the library's resume: the stored resume keeps every value it has
 * (it may have been edited by hand), and only its empty fields are filled from the newer file.
 * Lists are taken whole when the stored one is empty. The answer says which fields were filled,
 * so the task detail row can tell the consultant.
 */
const BASE_LABELS: Partial<Record<keyof BaseInfo, string>> = BASE_INFO_LABELS;
const EXPECT_LABELS: Partial<Record<keyof Expects, string>> = {
  expectCity: '期望城市',
  expectPositionName: '期望职位',
  expectIndustry: '期望行业',
  expectSalaryPerMonth: '期望月薪',
  nowSalaryPerMonth: '目前月薪',
  nowStatus: '求职状态',
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === 0;

function fill<T extends object>(stored: T, incoming: T, labels: Partial<Record<keyof T, string>>, filled: string[]): T {
  const out = { ...stored };
  for (const key of Object.keys(labels) as (keyof T)[]) {
    if (isEmpty(out[key]) && !isEmpty(incoming[key])) {
      out[key] = incoming[key];
      filled.push(labels[key] as string);
    }
  }
  return out;
}

export function mergeResumeContent(stored: ResumeContent, incoming: ResumeContent): { content: ResumeContent; filled: string[] } {
  const filled: string[] = [];
  const content: ResumeContent = {
    commonResume: fill(stored.commonResume, incoming.commonResume, BASE_LABELS, filled),
    commonResumeExpects: fill(stored.commonResumeExpects, incoming.commonResumeExpects, EXPECT_LABELS, filled),
    commonEducationExperienceList: stored.commonEducationExperienceList,
    commonWorkExperienceList: stored.commonWorkExperienceList,
    commonProjectExperiencesList: stored.commonProjectExperiencesList,
  };
  const lists = [
    ['commonEducationExperienceList', '教育经历'],
    ['commonWorkExperienceList', '工作经历'],
    ['commonProjectExperiencesList', '项目经历'],
  ] as const;
  for (const [key, label] of lists) {
    if (stored[key].length === 0 && incoming[key].length > 0) {
      (content as Record<string, unknown>)[key] = incoming[key];
      filled.push(label);
    }
  }
  return { content, filled };
}
