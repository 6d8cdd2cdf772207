/**
 * From the jobs read: the one held now, and when work started.
 */
import { PRESENT } from '@hh/domain/candidates/resume.schema';
import { firstDate, monthsBefore } from './resume-dates';
import type { RawEntry } from './resume-entries';

/** The job held now (ends 至今), else the one that started last. */
export function latestJob(work: RawEntry[]): RawEntry | undefined {
  return work.find((e) => e.end === PRESENT) ?? [...work].sort((a, b) => b.start.localeCompare(a.start))[0];
}

/**
 * 参加工作时间 when stated; else the start of the earliest job listed (exact, and not stale like a
 * "3年工作经验" written years ago); else "N年" counted back from today.
 */
export function workStart(startText: string, yearsText: string, work: RawEntry[], today: Date): string {
  const stated = firstDate(startText);
  if (stated) return stated;
  const earliest = work
    .map((e) => e.start)
    .filter(Boolean)
    .sort()[0];
  if (earliest) return earliest;
  const years = yearsText.match(/(\d{1,2}(?:\.\d)?)\s*年/);
  return years ? monthsBefore(today, Number(years[1])) : '';
}
