import { z } from 'zod';
import { numberParam } from './number-param';

/**
 * The page number and page size of a paged query, with the same Chinese messages everywhere.
 * Query strings arrive as text, so both read numerals (number-param.ts); the server caps every page size (DESIGN §4).
 */
export const MAX_PAGE_NUMBER = 10_000;

export function pageNumber() {
  return numberParam(
    z
      .number({ error: '页码必须是数字' })
      .int({ error: '页码必须是整数' })
      .min(1, { error: '页码最小为1' })
      .max(MAX_PAGE_NUMBER, { error: `页码不能超过${MAX_PAGE_NUMBER}` }),
  ).default(1);
}

export function pageSize(defaultSize: number, max: number) {
  return numberParam(
    z
      .number({ error: '每页条数必须是数字' })
      .int({ error: '每页条数必须是整数' })
      .min(1, { error: '每页条数最小为1' })
      .max(max, { error: `每页最多${max}条` }),
  ).default(defaultSize);
}
