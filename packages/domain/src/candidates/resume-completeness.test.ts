import { describe, expect, it } from 'vitest';
import { type ResumeContent, resumeContentSchema } from './resume.schema';
import { describeMissingItem, isResumeComplete, resumeMissingItems } from './resume-completeness';

const complete: ResumeContent = resumeContentSchema.parse({
  commonResume: {
    name: '李明',
    sex: 1,
    birthday: '1990-05',
    phone: '13912345678',
    email: 'liming@example.com',
    city: '杭州',
    workStartDate: '2012-07',
    education: 5,
  },
  commonResumeExpects: { expectCity: '杭州', expectPositionName: 'Java架构师', nowStatus: 3, expectSalaryPerMonth: 45000 },
  commonEducationExperienceList: [
    { schoolName: '浙江大学', professional: '计算机科学与技术', startDate: '2008-09', endDate: '2012-06', education: 5 },
  ],
  commonWorkExperienceList: [
    { companyName: '阿里巴巴', positionName: '高级Java工程师', startDate: '2012-07', endDate: '至今', workContent: '负责交易中台。' },
  ],
  commonProjectExperiencesList: [],
});

type Change = (r: ResumeContent) => void;
const variant = (change: Change) => {
  const copy = JSON.parse(JSON.stringify(complete)) as ResumeContent;
  change(copy);
  return copy;
};

describe('resume completeness (spec 000 §5)', () => {
  it('accepts a resume with base info, intention, one education and one work entry', () => {
    expect(resumeMissingItems(complete)).toEqual([]);
    expect(isResumeComplete(complete)).toBe(true);
  });

  it.each<[string, Change, string[]]>([
    [
      'no name',
      (r) => {
        r.commonResume.name = ' ';
      },
      ['基本信息：姓名'],
    ],
    [
      'no sex',
      (r) => {
        r.commonResume.sex = 0;
      },
      ['基本信息：性别'],
    ],
    [
      'no phone',
      (r) => {
        r.commonResume.phone = '';
      },
      ['基本信息：手机号'],
    ],
    [
      'no highest education',
      (r) => {
        r.commonResume.education = 0;
      },
      ['基本信息：最高学历'],
    ],
    [
      'no expected city',
      (r) => {
        r.commonResumeExpects.expectCity = '';
      },
      ['求职意向：期望城市'],
    ],
    [
      'no job-seeking status',
      (r) => {
        r.commonResumeExpects.nowStatus = 0;
      },
      ['求职意向：求职状态'],
    ],
    [
      'no expected salary',
      (r) => {
        r.commonResumeExpects.expectSalaryPerMonth = 0;
      },
      ['求职意向：期望薪资（或选择不透露）'],
    ],
    [
      'no education entry',
      (r) => {
        r.commonEducationExperienceList = [];
      },
      ['教育经历：至少一条教育经历'],
    ],
    [
      'education without major',
      (r) => {
        Object.assign(r.commonEducationExperienceList[0] as object, { professional: '' });
      },
      ['教育经历第1条：专业'],
    ],
    [
      'education without degree',
      (r) => {
        Object.assign(r.commonEducationExperienceList[0] as object, { education: 0 });
      },
      ['教育经历第1条：学历'],
    ],
    [
      'no work entry',
      (r) => {
        r.commonWorkExperienceList = [];
      },
      ['工作经历：至少一条工作经历'],
    ],
    [
      'work without content',
      (r) => {
        Object.assign(r.commonWorkExperienceList[0] as object, { workContent: '' });
      },
      ['工作经历第1条：工作内容'],
    ],
    [
      'work without end date',
      (r) => {
        Object.assign(r.commonWorkExperienceList[0] as object, { endDate: '' });
      },
      ['工作经历第1条：离职时间'],
    ],
    [
      'second work entry half filled',
      (r) =>
        void r.commonWorkExperienceList.push({ companyName: '网易', positionName: '', startDate: '2010-01', endDate: '', workContent: '' }),
      ['工作经历第2条：职位名称', '工作经历第2条：离职时间', '工作经历第2条：工作内容'],
    ],
    [
      'a project without dates',
      (r) => {
        r.commonProjectExperiencesList.push({ projectName: '支付网关', startDate: '', endDate: '', projectContent: '' });
      },
      ['项目经历第1条：开始时间', '项目经历第1条：结束时间'],
    ],
  ])('%s → %o', (_name, change, missing) => {
    const resume = variant(change);
    expect(resumeMissingItems(resume).map(describeMissingItem)).toEqual(missing);
    expect(isResumeComplete(resume)).toBe(false);
  });

  it.each<[string, Change]>([
    [
      'salary withheld by the candidate',
      (r) => void Object.assign(r.commonResumeExpects, { expectSalaryPerMonth: 0, refuseToDisclose: true }),
    ],
    [
      'yearly salary instead of monthly',
      (r) => void Object.assign(r.commonResumeExpects, { expectSalaryPerMonth: 0, expectSalaryPerYear: 600000 }),
    ],
    [
      'a complete project',
      (r) =>
        void r.commonProjectExperiencesList.push({ projectName: '支付网关', startDate: '2019-01', endDate: '2019-12', projectContent: '' }),
    ],
    [
      'no e-mail (not required)',
      (r) => {
        r.commonResume.email = '';
      },
    ],
  ])('still complete with %s', (_name, change) => {
    expect(resumeMissingItems(variant(change))).toEqual([]);
  });
});
