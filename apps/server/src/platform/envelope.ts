import { ApiState, type Envelope } from '@hh/domain/api/api-state';
import { z } from 'zod';

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { state: ApiState.ok, success: true, message, data };
}

export function failure(state: number, message: string, remark?: string): Envelope<null> {
  return remark === undefined ? { state, success: false, message, data: null } : { state, success: false, message, remark, data: null };
}

/** The response schema of a route: the envelope around its data. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    state: z.number().int(),
    success: z.boolean(),
    message: z.string(),
    remark: z.string().optional(),
    data,
  });
}
