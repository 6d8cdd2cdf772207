/**
 * The browser's behaviour log (POST /api/lietou/behavior/log): fire-and-forget. A failure
 * is dropped on purpose: logging must never break or slow down what the user is doing.
 */

import { behaviorEndpoints as api } from '@hh/domain/stats/behavior.endpoints';
import type { BehaviorLog } from '@hh/domain/stats/behavior-log.schema';
import { call } from './call';

export function logBehavior(entry: BehaviorLog): void {
  call(api.log, { body: entry }).catch(() => undefined);
}
