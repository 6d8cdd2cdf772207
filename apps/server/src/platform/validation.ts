import { z } from 'zod';

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
