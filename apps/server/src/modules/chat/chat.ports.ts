import type { StaffActor } from '../../platform/actor';

/** What the chat needs of positions (the positions module implements it through its service). */
export interface ChatPositionsPort {
  /** The PM and assistant of a recruiting position; null when it is missing, a draft or closed. */
  staffOf(positionId: string): Promise<{ pmId: string; assistantId: string | null } | null>;
  /** Whether a staff member runs a project as its PM or assistant. */
  runsProject(staffId: string): Promise<boolean>;
}

export interface BookableOrderFacts {
  orderId: string;
  stage: number;
  version: number;
  hunterId: string;
  candidateName: string;
  positionName: string;
}

/** What the booking card needs of orders: the console's reads and its move, through the orders module's service. */
export interface ChatOrdersPort {
  /** The order as this PM sees it in the console; null when it is not theirs. */
  orderFor(pm: StaffActor, orderId: string): Promise<BookableOrderFacts | null>;
  /** The consultant's orders at stage 50 in the PM's projects. */
  bookableOrders(pm: StaffActor, consultantId: string): Promise<BookableOrderFacts[]>;
  /** Moves the order to 62 as the PM (the stage machine, its log and everything a move does). */
  bookInterview(pm: StaffActor, input: { orderId: string; time: number; place: string; version: number }): Promise<void>;
}
