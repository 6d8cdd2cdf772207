import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { ParseReview } from '@hh/domain/candidates/upload.schema';
import { describe, expect, it } from 'vitest';
import { entryDeleted, entrySaved, fieldMarks, initialEntryChecks, reviewSummary, summaryIsEmpty } from './parse-marks';
import { emptyEntry, emptyResume } from './resume-values';

/** A draft as the parser might give it: a name read without its label, a birthday worked out from an age, no e-mail. */
function parsedDraft(): ResumeContent {
  const draft = emptyResume();
  draft.commonResume = {
    ...draft.commonResume,
    name: '陈思远',
    sex: 1,
    birthday: '1994-11',
    phone: '17700012345',
    email: '',
    city: '成都',
    education: 5,
    workStartDate: '2016-07',
  };
  draft.commonWorkExperienceList = [
    {
      ...emptyEntry.work(),
      companyName: '腾讯科技（成都）有限公司',
      positionName: '高级前端工程师',
      startDate: '2020-03',
      endDate: '至今',
    },
    { ...emptyEntry.work(), companyName: '成都某某网络科技有限公司', startDate: '2016-07', endDate: '2020-02' },
  ];
  draft.commonEducationExperienceList = [
    {
      ...emptyEntry.education(),
      schoolName: '电子科技大学',
      professional: '软件工程',
      startDate: '2012-09',
      endDate: '2016-06',
      education: 5,
    },
  ];
  return draft;
}

function parsedReview(): ParseReview {
  return {
    fields: { name: 0.5, sex: 0.8, birthday: 0.5, phone: 1, email: 0, city: 1, education: 1, workStartDate: 0.79 },
    education: [1],
    work: [1, 0.75],
    projects: [],
    missingSections: ['project'],
    warnings: ['出生日期由年龄推算，可能有一年误差', '未识别到姓名'],
  };
}

describe('parse review marks', () => {
  it('marks a value below PARSE_SURE 请核对 and an empty one 未识别; values at or above it are not marked', () => {
    const draft = parsedDraft();
    expect(fieldMarks(parsedReview(), draft.commonResume, draft.commonResume)).toEqual({
      name: 'guess',
      birthday: 'guess',
      email: 'notFound',
      workStartDate: 'guess',
    });
  });

  it('takes a codes field of 0 (性别, 学历 not given) as empty', () => {
    const draft = parsedDraft();
    draft.commonResume.sex = 0;
    const review = parsedReview();
    review.fields.sex = 0;
    expect(fieldMarks(review, draft.commonResume, draft.commonResume).sex).toBe('notFound');
  });

  it('drops the mark of a field the consultant changed, and gives it back when the parsed value returns', () => {
    const parsed = parsedDraft().commonResume;
    const edited = { ...parsed, birthday: '1994-05', email: 'chen@example.com' };
    const marks = fieldMarks(parsedReview(), parsed, edited);
    expect(marks.birthday).toBeUndefined();
    expect(marks.email).toBeUndefined();
    expect(marks.name).toBe('guess');
    // Spaces around the same value are not a change.
    expect(fieldMarks(parsedReview(), parsed, { ...parsed, name: ' 陈思远 ' }).name).toBe('guess');
  });

  it('marks nothing without a review (a manual entry, a refused file)', () => {
    const draft = parsedDraft();
    expect(fieldMarks(null, draft.commonResume, draft.commonResume)).toEqual({});
    expect(initialEntryChecks(null, draft)).toEqual({ education: [false], work: [false, false], project: [] });
  });

  it('marks the entries below PARSE_SURE in the order of the draft lists, until saved from their form or deleted', () => {
    const draft = parsedDraft();
    const checks = initialEntryChecks(parsedReview(), draft);
    expect(checks).toEqual({ education: [false], work: [false, true], project: [] });
    expect(entrySaved(checks, 'work', 1).work).toEqual([false, false]);
    // Deleting the first keeps the second's mark on the entry it belongs to.
    expect(entryDeleted(checks, 'work', 0).work).toEqual([true]);
    // An entry the consultant adds is theirs.
    expect(entrySaved(checks, 'project', null).project).toEqual([false]);
    // Other lists are untouched.
    expect(entrySaved(checks, 'work', 1).education).toBe(checks.education);
  });

  it('does not mark an entry the review has no confidence for', () => {
    const draft = parsedDraft();
    const review = { ...parsedReview(), work: [0.5] };
    expect(initialEntryChecks(review, draft).work).toEqual([true, false]);
  });

  it('sums up the guesses (named, entries by their company), the fields not read, the sections not found and the notes', () => {
    const draft = parsedDraft();
    const review = parsedReview();
    const summary = reviewSummary(
      review,
      fieldMarks(review, draft.commonResume, draft.commonResume),
      initialEntryChecks(review, draft),
      draft,
    );
    expect(summary.guesses.map((g) => g.label)).toEqual(['姓名', '出生年月', '参加工作时间', '工作经历第2条（成都某某网络科技有限公司）']);
    expect(summary.guesses[3]).toMatchObject({ section: 'work', index: 1 });
    expect(summary.notFound.map((g) => g.label)).toEqual(['邮箱']);
    expect(summary.missingSections).toEqual(['项目经历']);
    // 未识别到姓名 is what the marks already say beside 姓名.
    expect(summary.warnings).toEqual(['出生日期由年龄推算，可能有一年误差']);
    expect(summaryIsEmpty(summary)).toBe(false);
  });

  it('stops naming a missing section once the consultant has added an entry to it', () => {
    const draft = parsedDraft();
    draft.commonProjectExperiencesList = [{ ...emptyEntry.project(), projectName: '企业微信管理后台' }];
    const review = parsedReview();
    expect(reviewSummary(review, {}, initialEntryChecks(review, draft), draft).missingSections).toEqual([]);
  });

  it('has nothing to say when every field and entry is sure and nothing is missing', () => {
    const draft = parsedDraft();
    const sure: ParseReview = {
      fields: { name: 1, sex: 1, birthday: 1, phone: 1, email: 1, city: 1, education: 1, workStartDate: 1 },
      education: [1],
      work: [1, 0.8],
      projects: [],
      missingSections: [],
      warnings: [],
    };
    const summary = reviewSummary(sure, fieldMarks(sure, draft.commonResume, draft.commonResume), initialEntryChecks(sure, draft), draft);
    expect(summaryIsEmpty(summary)).toBe(true);
  });
});
