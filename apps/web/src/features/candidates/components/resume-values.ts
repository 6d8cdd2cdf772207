/**
 * Pure rules of the resume forms: how stored values become form values and back, and the
 * field rules, taken from the domain schemas so the form refuses exactly what the server would.
 */
import {
  baseInfoSchema,
  type Expects,
  educationEntrySchema,
  expectsSchema,
  PRESENT,
  projectEntrySchema,
  type ResumeContent,
  workEntrySchema,
} from '@hh/domain/candidates/resume.schema';

/** Contact values arrive masked (138****1234); sent back unchanged, the server keeps what it has. */
export function isMasked(value: string): boolean {
  return value.includes('*');
}

// The domain's one age rule, shared with the talent search list.
export { yearsSince } from '@hh/domain/people/age';

/** Whether an end month comes before its start month (至今 and blanks never do). */
export function endsBeforeStart(start: string, end: string): boolean {
  if (!start || !end || end === PRESENT) return false;
  return end < start;
}

/** The salary fields as the form shows them: monthly in k (÷1000), months (÷10), yearly in 万 (÷10000). */
export interface SalaryForm {
  expectSalaryK?: number;
  expectMonths?: number;
  expectSalaryWan?: number;
  nowSalaryK?: number;
  nowMonths?: number;
  nowSalaryWan?: number;
}

const shown = (value: number, unit: number) => (value > 0 ? Number((value / unit).toFixed(2)) : undefined);
const stored = (value: number | null | undefined, unit: number) => (value ? Math.round(value * unit) : 0);

export function salaryToForm(e: Expects): SalaryForm {
  return {
    expectSalaryK: shown(e.expectSalaryPerMonth, 1000),
    expectMonths: shown(e.expectTenthNumOfMonth, 10),
    expectSalaryWan: shown(e.expectSalaryPerYear, 10_000),
    nowSalaryK: shown(e.nowSalaryPerMonth, 1000),
    nowMonths: shown(e.nowTenthNumOfMonth, 10),
    nowSalaryWan: shown(e.nowSalaryPerYear, 10_000),
  };
}

export function salaryFromForm(f: SalaryForm) {
  return {
    expectSalaryPerMonth: stored(f.expectSalaryK, 1000),
    expectTenthNumOfMonth: stored(f.expectMonths, 10),
    expectSalaryPerYear: stored(f.expectSalaryWan, 10_000),
    nowSalaryPerMonth: stored(f.nowSalaryK, 1000),
    nowTenthNumOfMonth: stored(f.nowMonths, 10),
    nowSalaryPerYear: stored(f.nowSalaryWan, 10_000),
  };
}

/** Codes where 0 means "not given" show as an empty select, and go back as 0. */
export const codeToForm = (code: number): number | undefined => (code > 0 ? code : undefined);
export const codeFromForm = (value: number | null | undefined): number => value ?? 0;

/** An empty resume, as a manual entry starts. */
export function emptyResume(): ResumeContent {
  return {
    commonResume: baseInfoSchema.parse({}),
    commonResumeExpects: expectsSchema.parse({}),
    commonEducationExperienceList: [],
    commonWorkExperienceList: [],
    commonProjectExperiencesList: [],
  };
}

export const emptyEntry = {
  education: () => educationEntrySchema.parse({}),
  work: () => workEntrySchema.parse({}),
  project: () => projectEntrySchema.parse({}),
};
