import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { ParseReview } from '@hh/domain/candidates/upload.schema';
import type { ParsedResume } from './resume-parser';

/**
 * The draft alone, in the online-resume shape a user saves, without what the parser says about it
 * (warnings and confidence go in `reviewOf`): the one place that knows which fields are the parser's notes.
 */
export function draftOf(parsed: ParsedResume): ResumeContent {
  const { warnings: _w, confidence: _c, entryConfidence: _e, missingSections: _m, ...draft } = parsed;
  return draft;
}

/**
 * What the consultant should check before saving a parsed draft, from the parser's own evidence: its
 * confidence per basic field (1 labelled or exact, 0.8 found unlabelled, 0.5 inferred, 0 missing), per
 * entry (how the entry was found: under its heading, dated, its parts told apart by labels or by the
 * words schools, employers, titles and degrees are named with → 1; a part placed only by where it stood
 * or a year without its month → 0.8; a missing part or date, or an entry found outside its section →
 * 0.5 or less), and the sections it did not find.
 */
export function reviewOf(parsed: ParsedResume): ParseReview {
  const { entryConfidence: entries } = parsed;
  return {
    fields: { ...parsed.confidence },
    education: entries.education.slice(0, parsed.commonEducationExperienceList.length),
    work: entries.work.slice(0, parsed.commonWorkExperienceList.length),
    projects: entries.projects.slice(0, parsed.commonProjectExperiencesList.length),
    missingSections: [...parsed.missingSections],
    warnings: parsed.warnings,
  };
}
