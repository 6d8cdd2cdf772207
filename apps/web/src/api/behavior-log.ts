/**
 * The browser's behaviour log (POST /api/lietou/behavior/log): fire-and-forget. A failure
 * is dropped on purpose: logging must never break or slow down what the user is doing.
 */
import type { BehaviorLog } from '@hh/domain/stats/behavior-log.schema';
import { post } from './http-client';

export function logBehavior(entry: BehaviorLog): void {
  post('/api/lietou/behavior/log', entry).catch(() => undefined);
}
