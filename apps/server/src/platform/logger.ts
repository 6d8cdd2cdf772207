import type { FastifyServerOptions } from 'fastify';

const PHONE_RE = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ID_CARD_RE = /(?<![\dXx])\d{17}[\dXx](?![\dXx])/g;

/** Masks phone numbers, e-mail addresses and ID-card numbers inside free text such as URLs. */
export function redactText(text: string): string {
  return text.replace(ID_CARD_RE, '[id-card]').replace(PHONE_RE, '[phone]').replace(EMAIL_RE, '[email]');
}

/** Field names whose values never reach the logs, wherever they sit in a logged object. */
const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'phone', 'email', 'identityCardNum', 'idCard', 'token', 'cookie'];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((f) => `*.${f}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
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
