/** positions (console): employer projects and the staff who run them — for the platform's admin, PMs and assistants. */
import { consoleProjectEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { changedFields } from '../../platform/staff-audit';
import type { OpsProjectsService } from './ops-projects.service';

export function opsProjectsRoutes(router: Router, service: OpsProjectsService): void {
  router.staff(api.staff, async ({ query }) => ok(await service.staff(query.role)), 'projects');
  router.staff(api.list, async ({ query }) => ok(await service.list(query)), 'projects');
  router.staff(api.get, async ({ params }) => ok(await service.get(params.id)), 'projects');
  router.staff(
    api.create,
    async ({ body, audit }) => {
      const { id, values } = await service.create(body);
      audit.object('project', id);
      audit.change(null, { ...values, state: 'active' });
      return ok({ id }, '项目已创建');
    },
    'projects',
  );
  router.staff(
    api.update,
    async ({ params, body, audit }) => {
      const { before, after } = await service.update(params.id, body);
      audit.object('project', params.id);
      audit.change(...changedFields(before, after));
      return ok(null, '项目已保存');
    },
    'projects',
  );
  router.staff(
    api.close,
    async ({ params, audit }) => {
      const { closedPositions } = await service.setState(params.id, 'closed');
      audit.object('project', params.id);
      audit.change({ state: 'active' }, { state: 'closed', closedPositions });
      return ok(null, '项目已结束，其招聘中的职位已关闭');
    },
    'projects',
  );
  router.staff(
    api.open,
    async ({ params, audit }) => {
      await service.setState(params.id, 'active');
      audit.object('project', params.id);
      audit.change({ state: 'closed' }, { state: 'active' });
      return ok(null, '项目已重新开启');
    },
    'projects',
  );
}
