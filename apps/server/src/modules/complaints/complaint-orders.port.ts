/**
 * What the complaints module reads of orders (the orders module owns them): the order a case
 * is about, the other consultants' orders of the same person (the targets a consultant may file
 * against), and the evidence bundle's state logs and report times. Implemented by the orders
 * module (orders/complaint-orders.repository.ts); reads across firms, because a case is between firms.
 * Its one write is the candidate's confirmation time, a column of the order.
 */
export interface ComplaintOrder {
  orderId: string;
  firmId: string;
  firmName: string;
  hunterId: string;
  hunterName: string;
  personId: string;
  candidateName: string;
  positionId: string;
  positionName: string;
  projectId: string;
  stage: number;
  recommendedAt: Date;
  /** The candidate's contacts, for the confirmation link only (never answered unmasked). */
  candidatePhone: string | null;
  candidateEmail: string | null;
  /** When the candidate confirmed this recommendation, or null. */
  candidateConfirmedAt: Date | null;
}

export interface ComplaintOrderEvidence {
  orderId: string;
  reportAt: Date | null;
  logs: { at: Date; fromStage: number | null; toStage: number; action: string; actorName: string }[];
}

/** A firm's recommending for the performance check. */
export interface FirmActivity {
  firmId: string;
  firmName: string;
  joinedAt: Date;
  /** The last order recommended (reached 30), or null. */
  lastRecommendAt: Date | null;
  /** The last time an order reached 40 (valid) or later, or null. */
  lastValidAt: Date | null;
}

export interface ComplaintOrdersPort {
  /** One order by id, whoever holds it; undefined when there is none. */
  find(orderId: string): Promise<ComplaintOrder | undefined>;
  /** The orders of a person (on one position, if given) held by consultants other than `exceptHunterId`, newest first. */
  othersOfPerson(personId: string, exceptHunterId: string, positionId?: string): Promise<ComplaintOrder[]>;
  /** Orders of a person on a position (both sides of a case), for the evidence bundle. */
  ofPersonOnPosition(personId: string, positionId: string): Promise<ComplaintOrder[]>;
  /** State logs and report times of these orders. */
  evidence(orderIds: readonly string[]): Promise<ComplaintOrderEvidence[]>;
  /** Stores when the candidate confirmed the recommendation (the first confirmation stays); the stored time, or null when the order is gone. */
  confirmByCandidate(orderId: string, at: Date): Promise<Date | null>;
  /** A consultant's orders recommended (30) and not ended whose candidate has not confirmed yet (the blind-push tips). */
  unconfirmedOf(hunterId: string): Promise<string[]>;
  /** Every firm's last recommendation and last valid recommendation (the daily performance check). */
  firmActivity(): Promise<FirmActivity[]>;
}
