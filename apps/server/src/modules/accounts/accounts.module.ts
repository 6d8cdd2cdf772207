import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SharedStore } from '../../platform/shared-store';
import type { SessionService } from '../auth/session.service';
import type { AccountsRepository } from './accounts.repository';
import { CityPmsService } from './city-pms.service';
import { groupTreeRoutes } from './group-tree.routes';
import { GroupTreeService } from './group-tree.service';
import type { ScopeService } from './scope.service';
import { TeamsRepository } from './teams.repository';
import { teamsRoutes } from './teams.routes';
import { TeamsService } from './teams.service';
import { userCentreRoutes } from './user-centre.routes';
import { UserCentreService } from './user-centre.service';
import { UserChangesService } from './user-changes.service';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

export interface AccountsModuleDeps {
  db: Db;
  store: SharedStore;
  accounts: AccountsRepository;
  scopes: ScopeService;
  sessions: SessionService;
}

/** Wires account management (teams, accounts, city leaders), the group trees and the user centre into the app. */
export async function registerAccounts(app: FastifyInstance, deps: AccountsModuleDeps) {
  const teamsRepo = new TeamsRepository(deps.db);
  const usersRepo = new UsersRepository(deps.db);
  await app.register(teamsRoutes(new TeamsService(teamsRepo, usersRepo, deps.sessions)));
  await app.register(
    usersRoutes({
      users: new UsersService(usersRepo),
      changes: new UserChangesService(teamsRepo, usersRepo, deps.sessions),
      cityPms: new CityPmsService(teamsRepo, usersRepo, deps.sessions),
    }),
  );
  await app.register(groupTreeRoutes(new GroupTreeService(deps.scopes, teamsRepo, usersRepo)));
  await app.register(userCentreRoutes(new UserCentreService(deps.accounts, deps.sessions, deps.store)));
}
