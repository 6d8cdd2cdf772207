import type { ConsoleArea } from '@hh/domain/accounts/console-access';
import type { StaffRole } from '@hh/domain/accounts/role';

/**
 * The staff audit trail's port (issue 31; docs/ARCHITECTURE.md › The staff audit trail). The router
 * (platform/route.ts) writes one entry after every successful staff route that changes data, so no
 * console write can forget it; the audit module (modules/audit) stores it append-only.
 */
export interface StaffAuditEntry {
  at: Date;
  actorId: string;
  actorName: string;
  staffRole: StaffRole;
  ip: string | null;
  method: string;
  /** The endpoint's declared path, e.g. /api/ops/banners/:id. */
  route: string;
  area: ConsoleArea;
  objectType: string;
  objectId: string | null;
  before: unknown;
  after: unknown;
  summary: string | null;
}

export interface StaffAuditWriter {
  write(entry: StaffAuditEntry): Promise<void>;
}

/**
 * What a console write's handler tells the trail (the `audit` input of `router.staff`). Both are
 * optional: without them the row names the endpoint's area and the id in the request, with the
 * request body as `after`.
 */
export interface StaffAuditNote {
  /** What the write touched, e.g. ('order', orderId). */
  object(type: string, id: string | null): void;
  /** The values before and after the write: only the fields that matter. */
  change(before: unknown, after: unknown): void;
}

/** The largest JSON kept of one value (before or after); larger values are cut and marked. */
export const AUDIT_VALUE_MAX_CHARS = 8 * 1024;
/** The longest text kept of one string inside a value (a description, a resume template). */
const AUDIT_TEXT_MAX_CHARS = 1_000;
const MAX_DEPTH = 8;
export const REDACTED = '***';

/** Field names whose values never reach the trail: passwords, one-time and recovery codes, secrets, tokens. */
const SECRET_EXACT = new Set(['password', 'otp', 'code', 'recoverycode', 'recoverycodes', 'secret', 'token']);
const SECRET_SUFFIXES = ['password', 'secret', 'token', 'otp'];
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_EXACT.has(lower) || SECRET_SUFFIXES.some((s) => lower.endsWith(s));
}

/** A value as the trail keeps it: JSON-safe, secrets replaced by ***, long strings cut, at most 8 KB of JSON. */
export function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  const clean = scrub(value, 0);
  const json = JSON.stringify(clean);
  if (json === undefined) return null;
  if (json.length <= AUDIT_VALUE_MAX_CHARS) return clean;
  return { truncated: true, chars: json.length, preview: json.slice(0, AUDIT_VALUE_MAX_CHARS - 100) };
}

function scrub(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > AUDIT_TEXT_MAX_CHARS ? `${value.slice(0, AUDIT_TEXT_MAX_CHARS)}…` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => scrub(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined || typeof v === 'function') continue;
      out[key] = isSecretField(key) ? REDACTED : scrub(v, depth + 1);
    }
    return out;
  }
  return null;
}

/**
 * The fields of `after` whose values differ from `before`, as the pair the trail keeps: an editor
 * saving a whole form records what it changed, not the form twice.
 */
export function changedFields<T extends object>(before: T, after: T): [Partial<T>, Partial<T>] {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)] as (keyof T)[])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return [was, is];
}

/** The first `…Id` field of an object holding a string (orderId, positionId…), or null. */
function firstIdField(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') return String(record.id);
  for (const [key, v] of Object.entries(record)) {
    if (key.endsWith('Id') && (typeof v === 'string' || typeof v === 'number')) return String(v);
  }
  return null;
}

/** One write's note: what the handler said, with the defaults of a handler that said nothing. */
export class StaffAuditRecorder implements StaffAuditNote {
  private target: { type: string; id: string | null } | undefined;
  private values: { before: unknown; after: unknown } | undefined;

  object(type: string, id: string | null): void {
    this.target = { type, id };
  }

  change(before: unknown, after: unknown): void {
    this.values = { before, after };
  }

  /** The entry of a write that succeeded. */
  entry(
    facts: Omit<StaffAuditEntry, 'objectType' | 'objectId' | 'before' | 'after' | 'at'>,
    request: { params: unknown; body: unknown },
    at = new Date(),
  ): StaffAuditEntry {
    const target = this.target ?? {
      type: facts.area,
      id: firstIdField(request.params) ?? firstIdField(request.body),
    };
    const values = this.values ?? { before: null, after: request.body ?? null };
    return {
      ...facts,
      at,
      objectType: target.type,
      objectId: target.id === null ? null : target.id.slice(0, 200),
      before: auditValue(values.before),
      after: auditValue(values.after),
    };
  }
}

/** The note a read route gets: a read leaves no row, so noting anything there is a programming error. */
export const READ_ROUTE_NOTE: StaffAuditNote = {
  object() {
    throw new Error('audit.object() on a route that does not change data: declare the endpoint mutates: true');
  },
  change() {
    throw new Error('audit.change() on a route that does not change data: declare the endpoint mutates: true');
  },
};
