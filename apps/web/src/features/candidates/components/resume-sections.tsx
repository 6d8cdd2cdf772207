import type { BaseInfo, Expects, ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { MissingItem } from '@hh/domain/candidates/resume-completeness';
import { useCallback, useRef } from 'react';
import type { ListTarget } from '../api/resume';
import { BaseInfoSection, type BaseInfoSectionProps } from './base-info-section';
import { EntryListSection } from './entry-list-section';
import type { EntryOf } from './entry-summary';
import { ExpectsSection } from './expects-section';
import type { EntryChecks, FieldMarks } from './parse-marks';
import type { Reveals } from './sensitive-value';

export interface ResumeEditing {
  saveBase: (base: BaseInfo) => Promise<void>;
  saveExpects: (expects: Expects) => Promise<void>;
  saveEntry: <T extends ListTarget>(target: T, entry: EntryOf[T], index: number | null) => Promise<void>;
  deleteEntry: (target: ListTarget, index: number) => Promise<void>;
}

export interface ResumeSectionsProps {
  resume: ResumeContent;
  missing: MissingItem[];
  /** The share view: no edit buttons. */
  readOnly?: boolean;
  reveals?: Reveals;
  edits: ResumeEditing;
  /** A new draft opens with the base-info form. */
  startWithBaseForm?: boolean;
  /** How many forms are open: a draft is not saved while one still holds unsaved input. */
  onOpenFormsChange?: (count: number) => void;
  onBaseDraftChange?: BaseInfoSectionProps['onDraftChange'];
  /** The upload review: what the parser was unsure of, and the sections it did not find. */
  review?: { fields: FieldMarks; entries: EntryChecks; notFound: ListTarget[] };
}

const LISTS: { target: ListTarget; key: 'commonEducationExperienceList' | 'commonWorkExperienceList' | 'commonProjectExperiencesList' }[] =
  [
    { target: 'education', key: 'commonEducationExperienceList' },
    { target: 'work', key: 'commonWorkExperienceList' },
    { target: 'project', key: 'commonProjectExperiencesList' },
  ];

/**
 * The five modules of a resume, each editable in place: the same components serve the saved
 * resume (each save goes to the server) and the upload review (each save changes the draft).
 */
export function ResumeSections({
  resume,
  missing,
  readOnly,
  reveals,
  edits,
  startWithBaseForm,
  onOpenFormsChange,
  onBaseDraftChange,
  review,
}: ResumeSectionsProps) {
  const open = useRef(new Set<string>());
  const tracker = useCallback(
    (section: string) => (editing: boolean) => {
      const had = open.current.has(section);
      if (editing === had) return;
      if (editing) open.current.add(section);
      else open.current.delete(section);
      onOpenFormsChange?.(open.current.size);
    },
    [onOpenFormsChange],
  );
  return (
    <div>
      <BaseInfoSection
        base={resume.commonResume}
        missing={missing}
        readOnly={readOnly}
        reveals={reveals}
        startEditing={startWithBaseForm}
        onSave={edits.saveBase}
        onEditingChange={tracker('baseInfo')}
        onDraftChange={onBaseDraftChange}
        marks={review?.fields}
      />
      <ExpectsSection
        expects={resume.commonResumeExpects}
        missing={missing}
        readOnly={readOnly}
        onSave={edits.saveExpects}
        onEditingChange={tracker('expects')}
      />
      {LISTS.map(({ target, key }) => (
        <EntryListSection
          key={target}
          target={target}
          entries={resume[key] as EntryOf[typeof target][]}
          missing={missing}
          readOnly={readOnly}
          onSave={(entry, index) => edits.saveEntry(target, entry, index)}
          onDelete={(index) => edits.deleteEntry(target, index)}
          onEditingChange={tracker(target)}
          marks={review?.entries[target]}
          notFound={review?.notFound.includes(target)}
        />
      ))}
    </div>
  );
}
