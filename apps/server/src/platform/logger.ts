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

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object) => censorSecrets(object) as Record<string, unknown> },
    serializers: {
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
