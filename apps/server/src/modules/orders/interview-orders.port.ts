/**
 * What the interviews module reads and writes of orders (spec 001 §7): a consultant's own
 * orders with a booked or attended interview, and the reaction they report. The orders module
 * owns the `orders` table; interviews reach it only through this port.
 */
export interface InterviewOrder {
  orderId: string;
  personId: string;
  candidateName: string;
  positionName: string;
  companyName: string;
  interviewAt: Date | null;
  interviewPlace: string;
  reaction: number;
  stage: number;
}

export interface InterviewOrdersPort {
  /** The consultant's interviews, soonest first, with their total. */
  page(hunterId: string, limit: number, offset: number): Promise<{ rows: InterviewOrder[]; total: number }>;
  /** Sets the reaction of one of the consultant's interviews; false when it is not theirs. */
  setReaction(hunterId: string, orderId: string, reaction: number): Promise<boolean>;
  /** Booked interviews already due that still wait for feedback. */
  pendingFeedback(hunterId: string, now: Date): Promise<number>;
  /** Booked interviews in [from, to], soonest first. */
  booked(hunterId: string, from: Date, to: Date): Promise<InterviewOrder[]>;
}
