import type { ParsedSection, ParseReview } from '@hh/domain/candidates/upload.schema';
import type { ParsedResume } from './resume-parser';

/**
 * What the consultant should check before saving a parsed draft: the parser's confidence per basic
 * field, a confidence per entry (the share of the entry's parts that were read: an entry without its
 * dates or its company is a guess to check), and the sections the file did not seem to have.
 */
export function reviewOf(parsed: ParsedResume): ParseReview {
  const share = (parts: readonly string[]) => parts.filter((p) => p !== '').length / parts.length;
  const education = parsed.commonEducationExperienceList.map((e) =>
    share([e.schoolName, e.professional, e.startDate, e.endDate, e.education > 0 ? 'x' : '']),
  );
  const work = parsed.commonWorkExperienceList.map((e) => share([e.companyName, e.positionName, e.startDate, e.endDate]));
  const projects = parsed.commonProjectExperiencesList.map((e) => share([e.projectName, e.startDate, e.endDate]));
  const missingSections: ParsedSection[] = [];
  if (education.length === 0) missingSections.push('education');
  if (work.length === 0) missingSections.push('work');
  if (projects.length === 0) missingSections.push('project');
  return { fields: { ...parsed.confidence }, education, work, projects, missingSections, warnings: parsed.warnings };
}
