import type { EducationEntry, ProjectEntry, WorkEntry } from '@hh/domain/candidates/resume.schema';
import type { Dictionaries } from '../api/reference';
import type { ListTarget } from '../api/resume';

export interface EntryOf {
  education: EducationEntry;
  work: WorkEntry;
  project: ProjectEntry;
}

/** How an entry reads in the list. */
export function entrySummary<T extends ListTarget>(target: T, entry: EntryOf[T], dict: Dictionaries) {
  if (target === 'education') {
    const e = entry as EducationEntry;
    return {
      title: e.schoolName,
      subtitle: [e.professional, e.education ? dict.label('education', e.education) : ''].filter(Boolean).join(' · '),
      content: '',
    };
  }
  if (target === 'work') {
    const e = entry as WorkEntry;
    return { title: e.companyName, subtitle: e.positionName, content: e.workContent };
  }
  const e = entry as ProjectEntry;
  return { title: e.projectName, subtitle: '', content: e.projectContent };
}
