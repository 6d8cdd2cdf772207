/** positions (console): employer projects and the staff who run them — for the platform's admin, PMs and assistants. */
import type { StaffRole } from '@hh/domain/accounts/role';
import { consoleProjectEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { OpsProjectsService } from './ops-projects.service';

/** Who edits projects and positions in the console. */
export const POSITION_STAFF: readonly StaffRole[] = ['admin', 'pm', 'assistant'];

export function opsProjectsRoutes(router: Router, service: OpsProjectsService): void {
  router.staff(api.staff, async ({ query }) => ok(await service.staff(query.role)), POSITION_STAFF);
  router.staff(api.list, async ({ query }) => ok(await service.list(query)), POSITION_STAFF);
  router.staff(api.get, async ({ params }) => ok(await service.get(params.id)), POSITION_STAFF);
  router.staff(api.create, async ({ body }) => ok(await service.create(body), '项目已创建'), POSITION_STAFF);
  router.staff(
    api.update,
    async ({ params, body }) => {
      await service.update(params.id, body);
      return ok(null, '项目已保存');
    },
    POSITION_STAFF,
  );
  router.staff(
    api.close,
    async ({ params }) => {
      await service.setState(params.id, 'closed');
      return ok(null, '项目已结束，其招聘中的职位已关闭');
    },
    POSITION_STAFF,
  );
  router.staff(
    api.open,
    async ({ params }) => {
      await service.setState(params.id, 'active');
      return ok(null, '项目已重新开启');
    },
    POSITION_STAFF,
  );
}
