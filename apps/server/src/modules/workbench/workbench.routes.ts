/**
 * workbench: the dashboard's summary, rankings, good news and activities, business data with
 * its export, and the ranking configuration (spec 001 §7). Figures come from the rollups the
 * orders' state logs keep (stage-rollups.repository.ts).
 */
import { RoleCode } from '@hh/domain/accounts/role';
import { workbenchEndpoints as api, opsWorkbenchEndpoints as ops } from '@hh/domain/workbench/workbench.endpoints';
import { ok } from '../../platform/envelope';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import { changedFields } from '../../platform/staff-audit';
import { activitySettings, type WorkbenchContentService } from './workbench-content.service';
import type { WorkbenchStatsService } from './workbench-stats.service';

export function workbenchRoutes(router: Router, stats: WorkbenchStatsService, content: WorkbenchContentService): void {
  router.consultant(api.summarizing, async ({ scope }) => ok(await stats.summary(scope)));
  router.consultant(api.businessData, async ({ scope, body }) => ok(await stats.businessData(scope, body)));
  router.consultant(api.businessDataExport, async ({ scope, query, reply }) =>
    sendFile(reply, { buffer: await stats.businessDataXlsx(scope, query), fileName: '业务数据统计.xlsx', contentType: XLSX_TYPE }),
  );
  router.consultant(api.userBoard, async ({ actor, params }) =>
    ok(await stats.userBoard(actor, params.rankingType, params.searchTimeDimension)),
  );
  router.consultant(api.firmBoard, async ({ actor, params }) =>
    ok(await stats.firmBoard(actor, params.rankingType, params.scareenType, params.searchTimeDimension)),
  );
  router.consultant(api.platformBoard, async ({ actor, params }) =>
    ok(await stats.platformBoard(actor, params.rankingType, params.searchTimeDimension)),
  );
  router.consultant(api.rankingConfig, async ({ actor }) => ok(await stats.rankingConfig(actor)), [RoleCode.manager]);
  router.consultant(
    api.rankingConfigBatch,
    async ({ actor, body }) => {
      await stats.setRankingFlag(actor, body.userIds, body.rankingFlag);
      return ok(null, '排行榜配置已保存');
    },
    [RoleCode.manager],
  );
  router.consultant(api.gladTidings, async ({ actor }) => ok(await content.gladTidings(actor)));
  router.consultant(api.activities, async () => ok(await content.activities()));
  router.consultant(api.activityDesc, async ({ query }) => ok(await content.activity(query.activityId)));

  router.staff(ops.activities, async () => ok(await content.opsActivities()), 'content');
  router.staff(
    ops.createActivity,
    async ({ actor, body, audit }) => {
      const { activity } = await content.saveActivity(actor, null, body);
      audit.object('activity', activity.activityId);
      audit.change(null, activitySettings(activity));
      return ok(activity, '活动已保存');
    },
    'content',
  );
  router.staff(
    ops.updateActivity,
    async ({ actor, params, body, audit }) => {
      const { activity, before } = await content.saveActivity(actor, params.id, body);
      audit.object('activity', activity.activityId);
      const after = activitySettings(activity);
      if (before) audit.change(...changedFields(before, after));
      else audit.change(null, after);
      return ok(activity, '活动已保存');
    },
    'content',
  );
  router.staff(ops.positionOptions, async ({ body }) => ok(await content.positionOptions(body)), 'content');
  router.staff(ops.gladTidings, async () => ok(await content.opsGladTidings()), 'content');
  router.staff(
    ops.hideGladTiding,
    async ({ params, body, audit }) => {
      const { wasHidden } = await content.hideGladTiding(params.id, body.hidden);
      audit.object('gladTiding', params.id);
      audit.change({ hidden: wasHidden }, { hidden: body.hidden });
      return ok(null, body.hidden ? '喜报已隐藏' : '喜报已恢复显示');
    },
    'content',
  );
}
