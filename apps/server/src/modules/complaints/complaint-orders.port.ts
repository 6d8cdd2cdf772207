/**
 * What the complaints module reads of orders (the orders module owns them): the order a case
 * is about, the other consultants' orders of the same person (the targets a consultant may file
 * against), and the evidence bundle's state logs and report times. Implemented by the orders
 * module (orders/complaint-orders.repository.ts); reads across firms, because a case is between firms.
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
}

export interface ComplaintOrderEvidence {
  orderId: string;
  reportAt: Date | null;
  logs: { at: Date; fromStage: number | null; toStage: number; action: string; actorName: string }[];
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
}
