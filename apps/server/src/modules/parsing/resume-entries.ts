/**
 * Education, work and project entries of one section. An entry is anchored on the line
 * with its date range; the lines around the anchor that look like a header (short, no
 * bullet, no sentence) give its school/company/title, and everything up to the next
 * entry is its content. Where every entry is written as labelled fields ("公司名称：…",
 * "职位：…") entries are cut where a label repeats instead, whatever the order of labels.
 *
 * This file assembles each entry from its block of lines (entry-lines.ts), its header's parts
 * (entry-segments.ts, entry-header.ts) and how sure the reading is.
 */
import { PRESENT } from '@hh/domain/candidates/resume.schema';
import {
  applyLabels,
  BRACKETED_DATES_RE,
  classify,
  colonAfter,
  complete,
  employerAfterGuess,
  type Fields,
  HAS_CJK_RE,
  leadingTitle,
  PART_LABELS,
} from './entry-header';
import {
  analyse,
  blocksOf,
  CONTENT_LABEL_RE,
  type EntryKind,
  isColumnHeader,
  joinCutRows,
  type Line,
  startsWithLabel,
} from './entry-lines';
import { segmentsOf } from './entry-segments';
import { DEGREE_LEAD_RE, degreeCode } from './gazetteer-degrees';
import { isCompanyName, isSchoolName } from './gazetteer-organisations';
import { findRange, monthOf } from './resume-dates';

export type { EntryKind };
export { degreeCode };

export interface RawEntry {
  start: string;
  end: string;
  yearOnly: boolean;
  /** education: school; work: company; project: project name. */
  primary: string;
  /** education: major; work: position; project: role. */
  secondary: string;
  /** Education code (1–8), 0 when not written. */
  degree: number;
  content: string;
  /**
   * How sure the reading is, 0…1, from how the entry was found: 1 under its heading, dated, its parts
   * told apart by their labels or by the words organisations, titles and degrees are named with; 0.8
   * when one part was told only by where it stood (a guessed company/title split) or a date had its
   * year only; 0.5 when a part or the dates are missing, or the entry was found outside its section.
   */
  confidence: number;
}

/** How sure an entry's reading is (see RawEntry.confidence). */
function confidenceOf(kind: EntryKind, f: Fields, inSection: boolean): number {
  const caps = [1];
  if (!inSection) caps.push(0.5);
  if (!f.range) caps.push(0.5);
  else if (f.range.yearOnly) caps.push(0.8);
  if (!f.primary) caps.push(0.3);
  else if (f.primaryBy === 'position' && kind !== 'project') caps.push(0.8);
  if (kind === 'work') caps.push(!f.secondary ? 0.5 : f.secondaryBy === 'position' ? 0.8 : 1);
  if (kind === 'education') caps.push(!f.degree ? 0.5 : !f.secondary ? 0.8 : 1);
  return Math.min(...caps);
}

/**
 * A bilingual resume writes each entry twice, in Chinese and in English, with the same dates one after
 * the other: the translation is not another entry. The Chinese one is kept.
 */
function dropTranslations(entries: RawEntry[]): RawEntry[] {
  const out: RawEntry[] = [];
  for (const e of entries) {
    const prev = out.at(-1);
    const same = prev && e.start && prev.start === e.start && prev.end === e.end && e.primary && prev.primary;
    if (same && HAS_CJK_RE.test(prev.primary) !== HAS_CJK_RE.test(e.primary)) {
      if (!HAS_CJK_RE.test(prev.primary)) out[out.length - 1] = e;
      continue;
    }
    out.push(e);
  }
  return out;
}

/**
 * The entries of one section's lines. `inSection` false: the lines were not under the section's
 * heading (the entries were found by their look elsewhere), which lowers their confidence.
 */
export function parseEntries(sectionLines: string[], kind: EntryKind, inSection = true): RawEntry[] {
  return dropTranslations(readEntries(sectionLines, kind, inSection));
}

function readEntries(sectionLines: string[], kind: EntryKind, inSection: boolean): RawEntry[] {
  const lines = joinCutRows(sectionLines.filter((t) => !isColumnHeader(t))).map(analyse);
  const entries: RawEntry[] = [];
  for (const block of blocksOf(lines, kind)) {
    const fields: Fields = { primary: '', secondary: '', degree: 0, range: null, primaryBy: '', secondaryBy: '' };
    const header = new Set<number>();
    const take = (i: number) => {
      const line = lines[i] as Line;
      header.add(i);
      fields.range ??= line.range;
      if (line.labels.length > 0 && startsWithLabel(line)) applyLabels(kind, line, fields);
      else {
        // "2016年03月至今 郑州市中原仁和医院 职务：护士长": the words before the first label, then the labels.
        // Inside a line only a label with its colon counts ("London School of Economics" holds no label).
        const inline = line.labels.filter((h) => PART_LABELS.has(h.key) && colonAfter(line.text, h.label));
        const at = inline[0] ? line.text.indexOf(inline[0].label) : -1;
        if (at > 0) {
          const before = line.text.slice(0, at);
          classify(kind, segmentsOf(before, findRange(before), kind), fields);
          applyLabels(kind, { ...line, labels: inline }, fields);
        } else classify(kind, segmentsOf(line.text, line.range, kind), fields);
      }
    };
    for (let i = block.start; i <= block.anchor; i++) take(i);
    let extra = 0;
    for (let i = block.anchor + 1; i < block.end; i++) {
      const line = lines[i] as Line;
      // Labelled lines right under the header ("职位名称：…", "所属行业：…") belong to it.
      if (startsWithLabel(line) && !line.contentLabel) take(i);
      // The student layout: "北京大学 2011年 – 现在", then "博士研究生 物理学，硕博连读，预计2019年3月毕业".
      else if (kind === 'education' && !fields.degree && extra < 2 && !line.range && DEGREE_LEAD_RE.test(line.text)) {
        take(i);
        extra++;
        const expected = line.text.match(/预计\s*(\d{4}\s*年\s*\d{1,2}\s*月?|\d{4}[.\-/]\d{1,2})\s*毕业/)?.[1];
        const month = expected ? monthOf(expected) : null;
        if (month && !month.yearOnly && fields.range?.end === PRESENT) fields.range = { ...fields.range, end: month.month };
      } else if ((!complete(kind, fields) || employerAfterGuess(kind, fields, line)) && line.headerish && extra < 2 && !line.range) {
        take(i);
        extra++;
      } else if (kind === 'work' && fields.primary && !fields.secondary && !line.range && leadingTitle(line.text)) {
        // "牧场场长 管理存栏3200头规模牧场，…": under the employer, a title then what was done in that post.
        const title = leadingTitle(line.text);
        fields.secondary = title;
        fields.secondaryBy = 'vocabulary';
        line.text = line.text.slice(title.length).trim();
        break;
      } else break;
    }
    if (!fields.primary && !fields.range) continue;
    const content = lines
      .slice(block.start, block.end)
      .filter((_, n) => !header.has(block.start + n))
      .map((l) => l.text.replace(CONTENT_LABEL_RE, '').trim())
      .filter(Boolean)
      .join('\n');
    entries.push({
      start: fields.range?.start ?? '',
      end: fields.range?.end ?? '',
      yearOnly: fields.range?.yearOnly ?? false,
      primary: (fields.range ? fields.primary.replace(BRACKETED_DATES_RE, '') : fields.primary).slice(0, 80),
      secondary: fields.secondary.slice(0, 60),
      degree: fields.degree,
      content: content.slice(0, 5000),
      confidence: confidenceOf(kind, fields, inSection),
    });
  }
  return entries;
}

/**
 * Entries under a heading the parser does not know land in the section before it. A school is never an
 * employer's name with a degree beside it, and an employer is never a school: an education entry
 * naming only an employer (no degree) is read again as a job, and a job naming a school with a degree
 * as a study — found outside their sections, so with a lower confidence.
 */
export function sortEntries(
  sections: { education: string[]; work: string[] },
  read: { education: RawEntry[]; work: RawEntry[] },
): { education: RawEntry[]; work: RawEntry[] } {
  const isJob = (e: RawEntry) => !e.degree && isCompanyName(e.primary) && !isSchoolName(e.primary);
  const isStudy = (e: RawEntry) => e.degree > 0 && isSchoolName(e.primary) && !isCompanyName(e.primary);
  const same = (a: RawEntry) => (b: RawEntry) => a.start === b.start && a.end === b.end && a.start !== '';
  const jobs = read.education.filter(isJob);
  const studies = read.work.filter(isStudy);
  if (jobs.length === 0 && studies.length === 0) return read;
  const jobsAgain = jobs.length > 0 ? parseEntries(sections.education, 'work', false).filter((w) => jobs.some(same(w))) : [];
  const studiesAgain = studies.length > 0 ? parseEntries(sections.work, 'education', false).filter((e) => studies.some(same(e))) : [];
  return {
    education: [...read.education.filter((e) => !jobs.includes(e)), ...studiesAgain],
    work: [...read.work.filter((e) => !studies.includes(e)), ...jobsAgain],
  };
}
