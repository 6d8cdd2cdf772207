import { homePathOf, ROLE_LABELS, STAFF_ROLE_LABELS } from '@hh/domain/accounts/role';
import type { LoginResult, LoginState, MyInfoData } from '@hh/domain/auth/auth.schema';
import type { Actor } from '../../platform/actor';
import { csrfTokenOf } from '../../platform/csrf';

/**
 * The signed-in actor as the web sees them. Login, the session check (loginState) and the
 * shell's user data (myInfoData) all project the actor from this one view, so the three answers
 * cannot disagree on who is signed in or where they land.
 */
export function presentActor(actor: Actor): LoginResult {
  return {
    userId: actor.userId,
    cname: actor.cname,
    roleCode: actor.roleCode,
    staffRole: actor.staffRole,
    home: homePathOf(actor.kind),
    csrfToken: csrfTokenOf(actor.tokenHash),
  };
}

/** loginState.json: the view without the landing page, with the server's clock for the request-time stamp. */
export function loginStateOf(actor: Actor, serverTime: number): LoginState {
  const { home: _home, ...who } = presentActor(actor);
  return { ...who, serverTime };
}

/** myInfoData.json (spec 001 §3): the view with the firm, the team and the resume libraries the firm opened. */
export function myInfoDataOf(actor: Actor): MyInfoData {
  // The same fields presentActor takes; the CSRF token it derives is not part of this answer.
  const { userId, cname, roleCode, staffRole } = actor;
  return {
    user: {
      id: userId,
      cname,
      phone: actor.phone,
      lietouCompanyNature: actor.firm?.nature ?? null,
      companyId: actor.firmId,
      companyName: actor.firm?.name ?? null,
      groupId: actor.teamId,
      groupName: actor.teamName,
      roleCode,
    },
    roleCode,
    roleName: roleNameOf(actor),
    staffRole,
    resumeLibraryOpenStatusVo: {
      shareResumeLibOpenStatus: actor.firm?.shareResumeLibOpen ?? false,
      lagouResumeOpenStatus: actor.firm?.lagouResumeOpen ?? false,
      companyResumeOpenStatus: actor.firm?.companyResumeOpen ?? false,
    },
    // The browser plugin's token, host and id are added by the myInfoData route (modules/plugin).
    waChromePluginApiToken: null,
    waChromePluginApiHost: null,
    waChromePluginId: null,
  };
}

/** The role's label: the consultant role, else the staff role, else nothing. */
export function roleNameOf(actor: Pick<Actor, 'roleCode' | 'staffRole'>): string {
  if (actor.roleCode !== null) return ROLE_LABELS[actor.roleCode];
  return actor.staffRole ? STAFF_ROLE_LABELS[actor.staffRole] : '';
}
