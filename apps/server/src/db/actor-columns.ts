import { firms, teams, users } from './schema/accounts';

/**
 * What a signed-in actor is made of (platform/actor.ts), read from a user joined to their firm
 * and team: one list for the session, the plugin token and a mailbox's owner.
 */
export const actorColumns = {
  userId: users.id,
  kind: users.kind,
  cname: users.cname,
  phone: users.phone,
  roleCode: users.roleCode,
  firmId: users.firmId,
  teamId: users.teamId,
  teamName: teams.name,
  firmName: firms.name,
  firmNature: firms.nature,
  shareResumeLibOpen: firms.shareResumeLibOpen,
  lagouResumeOpen: firms.lagouResumeOpen,
  companyResumeOpen: firms.companyResumeOpen,
};
