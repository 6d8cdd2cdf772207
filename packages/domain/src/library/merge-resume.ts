import type { BaseInfo, Expects, ResumeContent } from '../candidates/resume.schema';

/**
 * A duplicate merged into the library's resume: the stored resume keeps every value it has
 * (it may have been edited by hand), and only its empty fields are filled from the newer file.
 * Lists are taken whole when the stored one is empty. The answer says which fields were filled,
 * so the task detail row can tell the consultant.
 */
const BASE_LABELS: Partial<Record<keyof BaseInfo, string>> = {
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
};
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
