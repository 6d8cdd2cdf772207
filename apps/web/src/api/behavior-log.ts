/**
 * The browser's behaviour log (POST /api/lietou/behavior/log): fire-and-forget. A failure
 * is dropped on purpose: logging must never break or slow down what the user is doing.
 * Sent type-only (`callTyped`): the main entry loads this file on every page, the sign-in
 * page included, and zod would break that page's 200 kB budget.
 */

import type { behaviorEndpoints } from '@hh/domain/stats/behavior.endpoints';
import { behaviorPaths } from '@hh/domain/stats/behavior.paths';
import type { BehaviorLog } from '@hh/domain/stats/behavior-log.schema';
import { callTyped } from './call-typed';

export function logBehavior(entry: BehaviorLog): void {
  callTyped<typeof behaviorEndpoints.log>(behaviorPaths.log, { body: entry }).catch(() => undefined);
}
