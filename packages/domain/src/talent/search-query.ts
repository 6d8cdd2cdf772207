import type { TalentSearchFilter } from './search-filter';

/** What a talent search sends: the filter after the spec 000 §5 renames, without empty values. */
export type TalentSearchQuery = Record<string, string | number | boolean>;

/** Fields the builder renames or reshapes; every other filled field is sent as it is. */
const RESHAPED = new Set<keyof TalentSearchFilter>([
  'positionName',
  'userIdOrName',
  'includeUpperEducation',
  'schoolType',
  'workYearLower',
  'workYearUpper',
  // Paging travels apart from the filter (query.limit / query.offset, or the caller's own shape).
  'current',
  'limit',
]);

function workYears(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  // Sent at one tenth of what the user typed (spec 000 §9); rounding keeps 0.1 + 0.2 style noise out.
  return Math.round(value * 1000) / 10_000;
}

/**
 * The search query of spec 000 §5, built in one place for every talent search:
 * - positionName, if non-empty, is sent as userIdPositionName, else dropped;
 * - userIdOrName, if non-empty, is sent as userIdNamePhoneEmail, else dropped;
 * - includeUpperEducation is set (true: "this education and above") only when education is 0,
 *   and left out otherwise;
 * - schoolType is comma-joined, or left out when empty;
 * - workYearLower / workYearUpper are divided by 10 when present and at least 0, else dropped.
 * Every other field is sent when it holds a value (empty text and nulls are left out).
 */
export function buildTalentSearchQuery(filter: Partial<TalentSearchFilter>): TalentSearchQuery {
  const query: TalentSearchQuery = {};
  for (const [key, value] of Object.entries(filter) as [keyof TalentSearchFilter, unknown][]) {
    if (RESHAPED.has(key) || value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) query[key] = text;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      if (typeof value !== 'number' || Number.isFinite(value)) query[key] = value;
    }
  }

  const positionName = filter.positionName?.trim();
  if (positionName) query.userIdPositionName = positionName;
  const userIdOrName = filter.userIdOrName?.trim();
  if (userIdOrName) query.userIdNamePhoneEmail = userIdOrName;
  if (filter.education === 0) query.includeUpperEducation = true;
  const schoolTypes = (filter.schoolType ?? []).map((s) => s.trim()).filter(Boolean);
  if (schoolTypes.length > 0) query.schoolType = schoolTypes.join(',');
  const lower = workYears(filter.workYearLower);
  if (lower !== undefined) query.workYearLower = lower;
  const upper = workYears(filter.workYearUpper);
  if (upper !== undefined) query.workYearUpper = upper;
  return query;
}
