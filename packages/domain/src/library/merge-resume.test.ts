import { describe, expect, it } from 'vitest';
import { baseInfoSchema, expectsSchema, type ResumeContent } from '../candidates/resume.schema';
import { mergeResumeContent } from './merge-resume';

const resume = (base: Partial<ResumeContent['commonResume']>, work: ResumeContent['commonWorkExperienceList'] = []): ResumeContent => ({
  commonResume: baseInfoSchema.parse(base),
  commonResumeExpects: expectsSchema.parse({}),
  commonEducationExperienceList: [],
  commonWorkExperienceList: work,
  commonProjectExperiencesList: [],
});
const job = { companyName: '网易', positionName: '产品经理', startDate: '2019-03', endDate: '至今', workContent: '会员增长' };

describe('merging a duplicate into the stored resume', () => {
  it.each([
    [
      'fills empty fields and keeps filled ones',
      resume({ name: '张伟', city: '' }),
      resume({ name: '张三', city: '杭州' }),
      { name: '张伟', city: '杭州' },
      ['现居城市'],
    ],
    [
      'takes a whole list only when the stored one is empty',
      resume({ name: '张伟' }),
      resume({ name: '张伟' }, [job]),
      { name: '张伟' },
      ['工作经历'],
    ],
    [
      'changes nothing when the stored resume is complete',
      resume({ name: '张伟', city: '北京' }, [job]),
      resume({ name: '张伟', city: '杭州' }),
      { city: '北京' },
      [],
    ],
    [
      'fills a missing e-mail',
      resume({ name: '张伟', phone: '13911110002' }),
      resume({ email: 'zw@example.com' }),
      { email: 'zw@example.com' },
      ['邮箱'],
    ],
  ])('%s', (_label, stored, incoming, base, filled) => {
    const merged = mergeResumeContent(stored, incoming);
    expect(merged.content.commonResume).toMatchObject(base);
    expect(merged.filled).toEqual(filled);
  });
});
