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
