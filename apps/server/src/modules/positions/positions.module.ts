import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { ScopeService } from '../accounts/scope.service';
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
  scopes: ScopeService;
  reference: ReferenceData;
  storage: FileStorage;
}

/** Wires the positions module (consultant side and console) into the app; returns the service other modules use. */
export async function registerPositions(app: FastifyInstance, deps: PositionsModuleDeps) {
  const codes = new PositionCodes(deps.reference);
  const positions = new PositionsService(new PositionsRepository(deps.db), deps.scopes, codes, deps.storage);
  const opsRepo = new OpsPositionsRepository(deps.db);
  await app.register(positionsRoutes(positions));
  await app.register(opsProjectsRoutes(new OpsProjectsService(opsRepo, codes)));
  await app.register(opsPositionsRoutes(new OpsPositionsService(opsRepo, codes, deps.storage)));
  return { positions };
}
