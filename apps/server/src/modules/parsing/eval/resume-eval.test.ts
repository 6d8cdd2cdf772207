import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../resume-parser';
import { EVAL_SET, EVAL_TODAY } from './expected';
import { evalText } from './score';

// Every resume of the independent evaluation set, field by field: a miss found on a real layout stays here as a test.
describe('the independent evaluation set', () => {
  it.each(EVAL_SET.map((r) => [r.file, r] as const))('%s', (_file, want) => {
    const got = parseResumeText(evalText(want), { today: EVAL_TODAY });
    const base = got.commonResume;
    expect({
      name: base.name,
      phone: base.phone,
      email: base.email,
      sex: base.sex,
      birthday: base.birthday,
      city: base.city,
      education: base.education,
      workStartDate: base.workStartDate,
    }).toEqual({
      name: want.name,
      phone: want.phone,
      email: want.email,
      sex: want.sex,
      birthday: want.birthday,
      city: want.city,
      education: want.education,
      workStartDate: want.workStartDate,
    });
    expect(
      got.commonEducationExperienceList.map((e) => ({
        school: e.schoolName,
        major: e.professional,
        degree: e.education,
        start: e.startDate,
        end: e.endDate,
      })),
    ).toEqual(want.educationEntries);
    expect(
      got.commonWorkExperienceList.map((e) => ({ company: e.companyName, title: e.positionName, start: e.startDate, end: e.endDate })),
    ).toEqual(want.workEntries);
    expect(got.commonProjectExperiencesList.map((e) => ({ name: e.projectName, start: e.startDate, end: e.endDate }))).toEqual(
      want.projects,
    );
  });
});
