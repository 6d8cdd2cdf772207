import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import type { SessionService } from '../auth/session.service';
import type { AccountsRepository } from './accounts.repository';
import { CityPmsService } from './city-pms.service';
import { groupTreeRoutes } from './group-tree.routes';
import { GroupTreeService } from './group-tree.service';
import { TeamsRepository } from './teams.repository';
import { teamsRoutes } from './teams.routes';
import { TeamsService } from './teams.service';
import { type PluginSetupPort, userCentreRoutes } from './user-centre.routes';
import { UserCentreService } from './user-centre.service';
import { UserChangesService } from './user-changes.service';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

export interface AccountsModuleDeps {
  db: Db;
  store: SharedStore;
  accounts: AccountsRepository;
  sessions: SessionService;
  /** The browser plugin's fields of myInfoData (modules/plugin), for the caller and the address it reached us at. */
  pluginSetup: PluginSetupPort;
}

/** Wires account management (teams, accounts, city leaders), the group trees, the user centre and the shell's user data into the app. */
export function registerAccounts(router: Router, deps: AccountsModuleDeps): { changes: UserChangesService } {
  const teamsRepo = new TeamsRepository(deps.db);
  const usersRepo = new UsersRepository(deps.db);
  teamsRoutes(router, new TeamsService(teamsRepo, usersRepo, deps.sessions));
  const changes = new UserChangesService(teamsRepo, usersRepo, deps.sessions);
  usersRoutes(router, {
    users: new UsersService(usersRepo),
    changes,
    cityPms: new CityPmsService(teamsRepo, usersRepo, deps.sessions),
  });
  groupTreeRoutes(router, new GroupTreeService(teamsRepo, usersRepo));
  userCentreRoutes(router, new UserCentreService(deps.accounts, deps.sessions, deps.store), deps.pluginSetup);
  return { changes };
}
