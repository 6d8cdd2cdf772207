import { z } from 'zod';
import { numberParam } from '../api/number-param';

/**
 * The one schema of a millisecond timestamp given as input (a form's date, a filter's range, a
 * provider's event time). JavaScript dates end at ±8.64e15 ms: a bigger number turns into an
 * Invalid Date that throws when it is written or formatted, so every timestamp input is held to
 * years the product can mean — 2000-01-01 to 2100-01-01 (UTC) — and refused with a Chinese
 * message naming the field (422) before anything reads it.
 */
export const TIMESTAMP_MIN_MS = Date.UTC(2000, 0, 1); // 946_684_800_000
export const TIMESTAMP_MAX_MS = Date.UTC(2100, 0, 1); // 4_102_444_800_000

const timestampMessages = (label: string, missing = `请选择${label}`) => ({
  missing,
  notNumber: `${label}必须是毫秒时间戳`,
  outOfRange: `${label}须在2000年至2100年之间`,
});

interface TimestampOptions {
  /** The message for a missing value; 请选择<label> unless given. */
  missing?: string;
}

function bounded<T extends z.ZodNumber>(base: T, messages: ReturnType<typeof timestampMessages>): T {
  return base
    .int({ error: messages.notNumber })
    .min(TIMESTAMP_MIN_MS, { error: messages.outOfRange })
    .max(TIMESTAMP_MAX_MS, { error: messages.outOfRange }) as T; // each check answers the schema's own class
}

/** A timestamp in a JSON body: a number, required (chain `.optional()` / `.nullish()` where the field may be left out). */
export function msTimestamp(label: string, options: TimestampOptions = {}): z.ZodNumber {
  const messages = timestampMessages(label, options.missing);
  const base = z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.missing : messages.notNumber) });
  return bounded(base, messages);
}

/**
 * The same timestamp in a query string or a form, where every value arrives as text: read as a
 * numeral (api/number-param.ts), so an empty, padded or exponent value is refused as not a
 * timestamp, never read as 1970.
 */
export function msTimestampParam(label: string) {
  const messages = timestampMessages(label);
  return numberParam(bounded(z.number({ error: messages.notNumber }), messages));
}
