/**
 * The console's banners and gray list (/ops/banners, issue 23): admins and PMs publish the
 * banners the workbench and the site's footer choose from, and keep the gray list that sees
 * the gray ones. The public answer is in site.routes.ts.
 */
import { bannerAdminEndpoints as ops } from '@hh/domain/site/site.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { BannersService } from './banners.service';

export function bannersRoutes(router: Router, banners: BannersService): void {
  router.staff(ops.list, async () => ok(await banners.opsList()), 'content');
  router.staff(ops.create, async ({ actor, body }) => ok(await banners.create(body, actor.userId), '横幅已保存'), 'content');
  router.staff(
    ops.update,
    async ({ actor, params, body }) => ok(await banners.update(params.id, body, actor.userId), '横幅已保存'),
    'content',
  );
  router.staff(
    ops.remove,
    async ({ params }) => {
      await banners.remove(params.id);
      return ok(null, '横幅已删除');
    },
    'content',
  );
  router.staff(ops.grayList, async () => ok(await banners.grayList()), 'content');
  router.staff(
    ops.addGrayUser,
    async ({ actor, body }) => ok(await banners.addGray(body.phone, actor.userId), '已加入灰度名单'),
    'content',
  );
  router.staff(
    ops.removeGrayUser,
    async ({ params }) => {
      await banners.removeGray(params.userId);
      return ok(null, '已移出灰度名单');
    },
    'content',
  );
}
