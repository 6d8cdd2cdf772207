/**
 * accounts: firms, teams, users and city-leader bindings. For now it owns the user
 * data of the shell (myInfoData.json); account management joins it later.
 */
import { ROLE_LABELS, STAFF_ROLE_LABELS } from '@hh/domain/accounts/role';
import { myInfoDataSchema } from '@hh/domain/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';

function myInfoData(actor: Actor) {
  const roleName = actor.roleCode !== null ? ROLE_LABELS[actor.roleCode] : actor.staffRole ? STAFF_ROLE_LABELS[actor.staffRole] : '';
  return {
    user: {
      id: actor.userId,
      cname: actor.cname,
      phone: actor.phone,
      lietouCompanyNature: actor.firm?.nature ?? null,
      companyId: actor.firmId,
      companyName: actor.firm?.name ?? null,
      groupId: actor.teamId,
      groupName: actor.teamName,
      roleCode: actor.roleCode,
    },
    roleCode: actor.roleCode,
    roleName,
    staffRole: actor.staffRole,
    resumeLibraryOpenStatusVo: {
      shareResumeLibOpenStatus: actor.firm?.shareResumeLibOpen ?? false,
      lagouResumeOpenStatus: actor.firm?.lagouResumeOpen ?? false,
      companyResumeOpenStatus: actor.firm?.companyResumeOpen ?? false,
    },
    // The resume-capture browser plugin is not built yet: no token is issued to anyone.
    waChromePluginApiToken: null,
    waChromePluginApiHost: null,
    waChromePluginId: null,
  };
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/commonUserInfo/myInfoData.json',
    { config: { access: access.signedIn }, schema: { response: { 200: envelopeOf(myInfoDataSchema) } } },
    async (request) => ok(myInfoData(request.actor as Actor)),
  );
};
