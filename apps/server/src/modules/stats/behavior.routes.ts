/**
 * stats: business data, dashboard and rankings, fed among others by the behaviour log
 * that this file owns (POST /api/lietou/behavior/log, exempt from the request-time rule).
 */
import { ApiState } from '@hh/domain/api/api-state';
import { behaviorEndpoints as api } from '@hh/domain/stats/behavior.endpoints';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import type { BehaviorRepository } from './behavior.repository';

/** Entries one address may log per minute; a browser logs a handful, a flood is refused. */
const PER_ADDRESS_PER_MINUTE = 300;

export function behaviorRoutes(router: Router, repo: BehaviorRepository, store: SharedStore): void {
  router.public(api.log, async ({ actor, body, request }) => {
    const minute = Math.floor(Date.now() / 60_000);
    const count = await store.increment(`behavior:${request.ip}:${minute}`, 60_000);
    if (count > PER_ADDRESS_PER_MINUTE) throw new AppError(ApiState.tooFrequent);
    await repo.record({
      userId: actor?.userId ?? null,
      firmId: actor?.firmId ?? null,
      event: body.event,
      page: body.page,
      detail: body.detail,
      ip: request.ip,
    });
    return ok(null);
  });
}
