/** The console's follow-up of trial requests (/ops/trials): admins and BD, who sell to the firms (console-access: trials). */
import { trialEndpoints as api } from '@hh/domain/site/site.endpoints';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { Router } from '../../platform/route';
import type { TrialsService } from './trials.service';

export function trialsRoutes(router: Router, trials: TrialsService): void {
  router.staff(api.list, async ({ query }) => ok(await trials.list(query.status, query.pageNo, query.pageSize)), 'trials');
  router.staff(
    api.followUp,
    async ({ actor, params, body, audit }) => {
      if (!isId(params.id)) throw notFound('试用申请不存在');
      const { before, after } = await trials.followUp(params.id, body, actor);
      audit.object('trialRequest', after.id);
      audit.change({ status: before.status, note: before.note }, { status: after.status, note: after.note });
      return ok(after, '已保存');
    },
    'trials',
  );
}
