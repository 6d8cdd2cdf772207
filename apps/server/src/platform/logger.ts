import type { FastifyServerOptions } from 'fastify';

const PHONE_RE = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ID_CARD_RE = /(?<![\dXx])\d{17}[\dXx](?![\dXx])/g;

/** Masks phone numbers, e-mail addresses and ID-card numbers inside free text such as URLs. */
export function redactText(text: string): string {
  return text.replace(ID_CARD_RE, '[id-card]').replace(PHONE_RE, '[phone]').replace(EMAIL_RE, '[email]');
}

/** Field names whose values never reach the logs, wherever they sit in a logged object. */
const SECRET_FIELDS = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'phone',
  'email',
  'identityCardNum',
  'idCard',
  'token',
  'cookie',
  'authorization',
  'set-cookie',
]);

/**
 * Censors secret fields up to a few levels deep. Runs only when a line is written — pino's own
 * wildcard redaction cost every request a fifth of its throughput (bench/RESULTS.md).
 */
export function censorSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return typeof value === 'string' ? redactText(value) : value;
  if (Array.isArray(value)) return value.map((v) => censorSecrets(v, depth + 1));
  // Class instances (requests, replies, errors) are left to pino's serializers.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_FIELDS.has(key) ? '[redacted]' : censorSecrets(v, depth + 1);
  return out;
}

// Drizzle puts a failed query's parameter values into its message (and so its stack): `params: a,b,…`.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** Fields of an error worth logging; others (Drizzle's `params`, PostgreSQL's `detail` with the failing row) carry values. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'query'] as const;

function cleanText(text: unknown): string | undefined {
  return typeof text === 'string' ? redactText(text.replace(PARAMS_LINE, '\nparams: [redacted]')) : undefined;
}

/**
 * The one way an error reaches the log: its type, message, stack and a few diagnostic fields,
 * with a query's parameter values, PostgreSQL's row details and any phone, e-mail or ID-card
 * number in the text removed, down the chain of causes.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: cleanText(error.message),
    stack: cleanText(error.stack),
  };
  for (const key of ERROR_FIELDS) if (fields[key] !== undefined) out[key] = key === 'query' ? cleanText(fields[key]) : fields[key];
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object) => censorSecrets(object) as Record<string, unknown> },
    serializers: {
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      // Only these three fields of a request are logged: never headers, cookies or bodies.
      req(request) {
        return {
          method: request.method,
          url: redactText(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
