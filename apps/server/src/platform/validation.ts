import { ApiState } from '@hh/domain/api/api-state';
import { API_PREFIX } from '@hh/domain/api/endpoint';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

// Zod's own messages in Chinese for the generic cases (required, type, length, bounds, pattern).
const zhCN = z.locales.zhCN();
z.config(zhCN);

const CONTEXT_LABELS: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * One Chinese sentence naming the field. A schema's own message (请输入手机号) already
 * names it; zod's generic one gets the field's path put in front.
 */
export function describeValidationError(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return '请求参数有误';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? '格式不正确';
  const generic = zhCN.localeError?.({ ...(first.params ?? {}), code: first.keyword, path: [], input: undefined } as never);
  const genericText = typeof generic === 'string' ? generic : generic?.message;
  if (genericText !== undefined && genericText !== message) return message;
  const where = path || CONTEXT_LABELS[context ?? ''] || '参数';
  return `${where}：${message}`;
}

// A NUL character or an unpaired UTF-16 surrogate: PostgreSQL refuses the first, and the second is no text at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 8;

/** The path of the first string that holds a NUL character or a lone surrogate, or undefined when all are clean. */
export function findMalformedText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (isBadText(key)) return where;
    const found = findMalformedText(item, where, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function malformedTextMessage(path: string): string {
  return path ? `${path}：包含无法识别的字符，请删除后重试` : '请求包含无法识别的字符，请删除后重试';
}

/**
 * Every /api route, whether or not it declares a schema for a part, refuses such text in its
 * params, query and body before validation: one rule at the contract layer instead of a 500
 * from the database wherever a route forgot it.
 */
export function registerTextCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it never waits, and every /api call runs it (bench/RESULTS.md › Platform overhead).
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith(API_PREFIX)) return done();
    const bad =
      malformedPart('params', request.params) ?? malformedPart('querystring', request.query) ?? malformedPart('body', request.body);
    done(bad === undefined ? undefined : new AppError(ApiState.badRequest, malformedTextMessage(bad)));
  });
}

/** The path of the first malformed string of one part of a request (the part's name when it is the part itself). */
function malformedPart(context: string, part: unknown): string | undefined {
  if (part === null || part === undefined) return undefined;
  const path = findMalformedText(part);
  return path === undefined ? undefined : path || (CONTEXT_LABELS[context] ?? '');
}
