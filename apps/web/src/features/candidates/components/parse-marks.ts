/**
 * What the consultant still has to check in a parsed draft (issue 32 §5), worked out from the
 * upload's review (`ParseReview`, confidence 0…1 per basic field and per entry) and the draft as it
 * is now. Pure, so the review form, its summary and the save confirmation read the same answer.
 *
 * - A basic field below PARSE_SURE is 请核对 when it holds a value (the parser guessed it) and
 *   未识别 when it is empty; once the consultant changes it, it is theirs and no longer marked.
 * - An entry below PARSE_SURE is 请核对 until the consultant saves it (opened, looked at, kept) or
 *   deletes it; entries they add are theirs.
 * - Only guesses (a value the consultant did not write) need the confirmation before saving: an
 *   empty field saves nothing guessed.
 */
import type { BaseInfo, ResumeContent } from '@hh/domain/candidates/resume.schema';
import { BASE_INFO_LABELS, SECTION_LABELS } from '@hh/domain/candidates/resume-completeness';
import { PARSE_SURE, type ParsedSection, type ParseReview } from '@hh/domain/candidates/upload.schema';

export type ReviewedField = keyof ParseReview['fields'];

/** The basic fields the parser rates, in the order the form shows them. */
export const REVIEWED_FIELDS: readonly ReviewedField[] = [
  'name',
  'sex',
  'birthday',
  'phone',
  'email',
  'city',
  'workStartDate',
  'education',
];

export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = BASE_INFO_LABELS;

/** 'guess': a value the parser is not sure of (请核对); 'notFound': nothing was read (未识别). */
export type FieldMark = 'guess' | 'notFound';
export type FieldMarks = Partial<Record<ReviewedField, FieldMark>>;

/** Per list, in the draft's order: true while that entry is still to check. */
export type EntryChecks = Record<ParsedSection, boolean[]>;

const LIST_KEY = {
  education: 'commonEducationExperienceList',
  work: 'commonWorkExperienceList',
  project: 'commonProjectExperiencesList',
} as const satisfies Record<ParsedSection, keyof ResumeContent>;

const REVIEW_LIST = { education: 'education', work: 'work', project: 'projects' } as const satisfies Record<
  ParsedSection,
  keyof ParseReview
>;

/** A field's value as compared: codes where 0 is "not given", text trimmed. */
function comparable(base: Partial<Record<ReviewedField, unknown>>, field: ReviewedField): string | number {
  const value = base[field];
  if (field === 'sex' || field === 'education') return typeof value === 'number' ? value : 0;
  return typeof value === 'string' ? value.trim() : '';
}

export function isBlankField(base: Partial<Record<ReviewedField, unknown>>, field: ReviewedField): boolean {
  const value = comparable(base, field);
  return value === '' || value === 0;
}

/** Whether the consultant has changed a field from what the parser read. */
export function fieldChanged(parsed: BaseInfo, current: Partial<Record<ReviewedField, unknown>>, field: ReviewedField): boolean {
  return comparable(parsed, field) !== comparable(current, field);
}

/** The marks of the basic fields: below PARSE_SURE and still as parsed. */
export function fieldMarks(review: ParseReview | null, parsed: BaseInfo, current: BaseInfo): FieldMarks {
  const marks: FieldMarks = {};
  if (!review) return marks;
  for (const field of REVIEWED_FIELDS) {
    if (review.fields[field] >= PARSE_SURE || fieldChanged(parsed, current, field)) continue;
    marks[field] = isBlankField(current, field) ? 'notFound' : 'guess';
  }
  return marks;
}

/** The entries to check when the review form opens, aligned with the draft's lists. */
export function initialEntryChecks(review: ParseReview | null, draft: ResumeContent): EntryChecks {
  const of = (section: ParsedSection) =>
    (draft[LIST_KEY[section]] as unknown[]).map((_, i) => {
      const confidence = review?.[REVIEW_LIST[section]][i];
      return confidence !== undefined && confidence < PARSE_SURE;
    });
  return { education: of('education'), work: of('work'), project: of('project') };
}

/** An entry saved from its form (index null: a new one the consultant added) is checked. */
export function entrySaved(checks: EntryChecks, section: ParsedSection, index: number | null): EntryChecks {
  const list = [...checks[section]];
  if (index === null) list.push(false);
  else list[index] = false;
  return { ...checks, [section]: list };
}

/** A deleted entry takes its mark with it; the others keep theirs. */
export function entryDeleted(checks: EntryChecks, section: ParsedSection, index: number): EntryChecks {
  return { ...checks, [section]: checks[section].filter((_, i) => i !== index) };
}

export interface ReviewItem {
  /** 姓名, 工作经历第1条（某公司）… */
  label: string;
  section: 'baseInfo' | ParsedSection;
  field?: ReviewedField;
  index?: number;
}

export interface ReviewSummary {
  /** Values the parser guessed and the consultant has not changed: the save asks about these. */
  guesses: ReviewItem[];
  /** Basic fields nothing was read for, still empty. */
  notFound: ReviewItem[];
  /** Sections the parser did not find and the draft still lacks: 教育经历, 项目经历… */
  missingSections: string[];
  warnings: string[];
}

function entryName(section: ParsedSection, draft: ResumeContent, index: number): string {
  const entry = (draft[LIST_KEY[section]] as Record<string, unknown>[])[index] ?? {};
  const title = section === 'education' ? entry.schoolName : section === 'work' ? entry.companyName : entry.projectName;
  const where = `${SECTION_LABELS[section]}第${index + 1}条`;
  return typeof title === 'string' && title.trim() ? `${where}（${title.trim()}）` : where;
}

/** Notes the marks already say, item by item (未识别到姓名 is the 未识别 beside 姓名): not repeated. */
const SAID_BY_MARKS = new Set(
  [...Object.values(REVIEWED_FIELD_LABELS), SECTION_LABELS.education, SECTION_LABELS.work, SECTION_LABELS.project].map(
    (label) => `未识别到${label}`,
  ),
);

/** Whether there is anything to tell the consultant about the parse. */
export function summaryIsEmpty(summary: ReviewSummary): boolean {
  return (
    summary.guesses.length === 0 && summary.notFound.length === 0 && summary.missingSections.length === 0 && summary.warnings.length === 0
  );
}

export function reviewSummary(review: ParseReview | null, marks: FieldMarks, checks: EntryChecks, draft: ResumeContent): ReviewSummary {
  const guesses: ReviewItem[] = [];
  const notFound: ReviewItem[] = [];
  for (const field of REVIEWED_FIELDS) {
    const item = { label: REVIEWED_FIELD_LABELS[field], section: 'baseInfo' as const, field };
    if (marks[field] === 'guess') guesses.push(item);
    else if (marks[field] === 'notFound') notFound.push(item);
  }
  for (const section of ['education', 'work', 'project'] as const) {
    checks[section].forEach((pending, index) => {
      if (pending) guesses.push({ label: entryName(section, draft, index), section, index });
    });
  }
  const missingSections = (review?.missingSections ?? [])
    .filter((section) => (draft[LIST_KEY[section]] as unknown[]).length === 0)
    .map((section) => SECTION_LABELS[section]);
  return { guesses, notFound, missingSections, warnings: (review?.warnings ?? []).filter((w) => !SAID_BY_MARKS.has(w)) };
}
