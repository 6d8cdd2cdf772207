/**
 * talent (shared resume library part): sharing the firm's talent records with other firms, with
 * the candidate's consent on record, and the share search (spec 001 "Resume sharing and talent
 * library"). Taking a shared resume is POST /talentLibary/add/{commonUserId} (bindings.routes.ts).
 */
import { shareEndpoints as api } from '@hh/domain/talent/talent.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { ShareLibraryService } from './share-library.service';

export function shareLibraryRoutes(router: Router, shares: ShareLibraryService): void {
  router.consultant(api.add, async ({ actor, scope, params, body }) => {
    const result = await shares.shareOne(actor, scope, params.id, body);
    return ok(result, result.message);
  });
  router.consultant(api.batchAdd, async ({ actor, scope, body }) => {
    const answer = await shares.shareMany(actor, scope, body.ids, body);
    return ok(answer, `已分享${answer.sharedCount}份，获得${answer.coinsEarned}个金币`);
  });
  router.consultant(api.list, async ({ actor, body }) => ok(await shares.search(actor, body)));
  router.consultant(api.sharers, async ({ actor }) => ok(await shares.sharers(actor)));
}
