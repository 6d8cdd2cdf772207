/**
 * What the evidence bundle reads of calls (the calls module owns them): the calls to the case's
 * candidate by the consultants of both sides, oldest first. Implemented by the calls module
 * (calls/call-figures.repository.ts), wired in app.ts; reads across firms, because a case is between firms.
 */
export interface ComplaintCall {
  id: string;
  /** The consultant who placed the call. */
  userId: string;
  startedAt: Date;
  /** domain CallState */
  state: string;
  answered: boolean;
  talkSeconds: number;
}

export interface ComplaintCallsPort {
  /** Calls to the person by these consultants, oldest first, at most `limit`. */
  toPersonByUsers(personId: string, userIds: readonly string[], limit: number): Promise<ComplaintCall[]>;
}
