import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { Router } from '../../platform/route';
import type { ReferenceData } from '../content/reference-data';
import { OpsPositionsRepository } from './ops-positions.repository';
import { opsPositionsRoutes } from './ops-positions.routes';
import { OpsPositionsService } from './ops-positions.service';
import { opsProjectsRoutes } from './ops-projects.routes';
import { OpsProjectsService } from './ops-projects.service';
import { PositionCodes } from './position-codes';
import { PositionsRepository } from './positions.repository';
import { positionsRoutes } from './positions.routes';
import { PositionsService } from './positions.service';

export interface PositionsModuleDeps {
  db: Db;
  reference: ReferenceData;
  storage: FileStorage;
}

/** Wires the positions module (consultant side and console) into the app; returns the service other modules use. */
export function registerPositions(router: Router, deps: PositionsModuleDeps) {
  const codes = new PositionCodes(deps.reference);
  const positions = new PositionsService(new PositionsRepository(deps.db), codes, deps.storage);
  const opsRepo = new OpsPositionsRepository(deps.db);
  positionsRoutes(router, positions);
  opsProjectsRoutes(router, new OpsProjectsService(opsRepo, codes));
  opsPositionsRoutes(router, new OpsPositionsService(opsRepo, codes, deps.storage));
  return { positions };
}
