import type { RoleCode, StaffRole } from '@hh/domain/accounts/role';

/** Who is calling: the signed-in user with what the shell and the scope need, cached per session. */
export interface Actor {
  userId: string;
  tokenHash: string;
  kind: 'consultant' | 'staff';
  cname: string;
  phone: string;
  roleCode: RoleCode | null;
  staffRole: StaffRole | null;
  firmId: string | null;
  teamId: string | null;
  teamName: string | null;
  firm: {
    name: string;
    nature: number | null;
    shareResumeLibOpen: boolean;
    lagouResumeOpen: boolean;
    companyResumeOpen: boolean;
  } | null;
  /**
   * When this session passed the staff second factor (ms); null or absent: it has not, and the
   * request guard refuses its console writes. Only sessions carry it; actors made for a token or a
   * job (the plugin, a mailbox's owner, a booking's PM) never pass through the guard's staff rule.
   */
  mfaVerifiedAt?: number | null;
}

/** A consultant: an actor inside a firm. */
export type ConsultantActor = Actor & { kind: 'consultant'; firmId: string; roleCode: RoleCode };

export function isConsultant(actor: Actor): actor is ConsultantActor {
  return actor.kind === 'consultant' && actor.firmId !== null && actor.roleCode !== null;
}

/** Platform staff: an actor of the operator, never inside a firm. */
export type StaffActor = Actor & { kind: 'staff'; staffRole: StaffRole };

export function isStaff(actor: Actor): actor is StaffActor {
  return actor.kind === 'staff' && actor.staffRole !== null;
}

/** A consultant as a read of `users` joined with its firm and team answers it. */
export interface ConsultantRow {
  userId: string;
  cname: string;
  phone: string;
  roleCode: number | null;
  firmId: string | null;
  teamId: string | null;
  teamName: string | null;
  firmName: string;
  firmNature: number | null;
  shareResumeLibOpen: boolean;
  lagouResumeOpen: boolean;
  companyResumeOpen: boolean;
}

/**
 * The actor of a consultant who calls without a session — the browser plugin's token, a mailbox's
 * owner whose mail is imported — marked by `tokenHash` so it never matches a session's replay
 * stamps or CSRF token; null when the row is no consultant of a firm.
 */
export function consultantActorOf(row: ConsultantRow, tokenHash: string): ConsultantActor | null {
  if (row.firmId === null || row.roleCode === null) return null;
  return {
    userId: row.userId,
    tokenHash,
    kind: 'consultant',
    cname: row.cname,
    phone: row.phone,
    roleCode: row.roleCode as RoleCode,
    staffRole: null,
    firmId: row.firmId,
    teamId: row.teamId,
    teamName: row.teamName,
    firm: {
      name: row.firmName,
      nature: row.firmNature,
      shareResumeLibOpen: row.shareResumeLibOpen,
      lagouResumeOpen: row.lagouResumeOpen,
      companyResumeOpen: row.companyResumeOpen,
    },
  };
}
