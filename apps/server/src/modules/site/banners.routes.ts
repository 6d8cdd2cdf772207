/**
 * The console's banners and gray list (/ops/banners, issue 23): admins and PMs publish the
 * banners the workbench and the site's footer choose from, and keep the gray list that sees
 * the gray ones. The public answer is in site.routes.ts.
 */
import type { OpsBanner } from '@hh/domain/site/banner-admin.schema';
import { bannerAdminEndpoints as ops } from '@hh/domain/site/site.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { changedFields } from '../../platform/staff-audit';
import type { BannersService } from './banners.service';

/** A banner as the audit trail keeps it: what staff set, without the time of the save. */
const audited = ({ updateTime: _, ...banner }: OpsBanner) => banner;

export function bannersRoutes(router: Router, banners: BannersService): void {
  router.staff(ops.list, async () => ok(await banners.opsList()), 'content');
  router.staff(
    ops.create,
    async ({ actor, body, audit }) => {
      const created = await banners.create(body, actor.userId);
      audit.object('banner', created.id);
      audit.change(null, audited(created));
      return ok(created, '横幅已保存');
    },
    'content',
  );
  router.staff(
    ops.update,
    async ({ actor, params, body, audit }) => {
      const { before, after } = await banners.update(params.id, body, actor.userId);
      audit.object('banner', after.id);
      audit.change(...changedFields(audited(before), audited(after)));
      return ok(after, '横幅已保存');
    },
    'content',
  );
  router.staff(
    ops.remove,
    async ({ params, audit }) => {
      const removed = await banners.remove(params.id);
      audit.object('banner', removed.id);
      audit.change(audited(removed), null);
      return ok(null, '横幅已删除');
    },
    'content',
  );
  router.staff(ops.grayList, async () => ok(await banners.grayList()), 'content');
  router.staff(
    ops.addGrayUser,
    async ({ actor, body, audit }) => {
      const added = await banners.addGray(body.phone, actor.userId);
      audit.object('bannerGrayUser', added.userId);
      audit.change({ grayListed: false }, { grayListed: true, cname: added.cname, phone: added.phone, firmName: added.firmName });
      return ok(added, '已加入灰度名单');
    },
    'content',
  );
  router.staff(
    ops.removeGrayUser,
    async ({ params, audit }) => {
      const removed = await banners.removeGray(params.userId);
      audit.object('bannerGrayUser', params.userId);
      audit.change({ grayListed: true, addTime: removed.addTime }, { grayListed: false });
      return ok(null, '已移出灰度名单');
    },
    'content',
  );
}
