import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { CallFiguresPort } from './call-figures.port';
import { StageRollupsRepository } from './stage-rollups.repository';
import { workbenchRoutes } from './workbench.routes';
import { WorkbenchContentRepository } from './workbench-content.repository';
import { WorkbenchContentService } from './workbench-content.service';
import { WorkbenchStatsRepository } from './workbench-stats.repository';
import { WorkbenchStatsService } from './workbench-stats.service';

/**
 * Wires the workbench into the app; business data reads calls through `CallFiguresPort`. Returns the state-log listener the orders module calls in
 * every state log's transaction, so the rollups commit or roll back with the log.
 */
export function registerWorkbench(router: Router, deps: { db: Db; calls: CallFiguresPort }) {
  const content = new WorkbenchContentRepository(deps.db);
  workbenchRoutes(
    router,
    new WorkbenchStatsService(new WorkbenchStatsRepository(deps.db), content, deps.calls),
    new WorkbenchContentService(content),
  );
  return { stageLog: new StageRollupsRepository(deps.db) };
}
