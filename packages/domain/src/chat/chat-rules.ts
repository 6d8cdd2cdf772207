/**
 * Who may talk to whom (issue 21): a consultant with the platform staff who run a position
 * (PM or assistant of a project) and with other staff who contacted them first; colleagues of
 * one firm with each other; staff with anyone; never a consultant of one firm with a consultant
 * of another, and never anyone with a closed account or themselves.
 */
export interface ChatParty {
  userId: string;
  kind: 'consultant' | 'staff';
  firmId: string | null;
  open: boolean;
}

export interface TalkContext {
  /** The receiver runs a project as PM or assistant. */
  receiverRunsProject: boolean;
  /** The receiver has written to the sender before. */
  receiverWroteFirst: boolean;
}

export type TalkDecision = 'ok' | 'self' | 'closed' | 'other-firm' | 'staff-not-reachable';

export function mayTalk(from: ChatParty, to: ChatParty, context: TalkContext): TalkDecision {
  if (from.userId === to.userId) return 'self';
  if (!from.open || !to.open) return 'closed';
  if (from.kind === 'staff') return 'ok';
  if (to.kind === 'consultant') return from.firmId !== null && from.firmId === to.firmId ? 'ok' : 'other-firm';
  return context.receiverRunsProject || context.receiverWroteFirst ? 'ok' : 'staff-not-reachable';
}

/** A booking card may be picked at this time: one of the card's, and still ahead. */
export function bookingPickRefusal(times: readonly number[], picked: number, now: number): string | null {
  if (!times.includes(picked)) return '请选择卡片上的面试时间';
  if (picked <= now) return '该面试时间已过，请联系PM重新预约';
  return null;
}

/** The times a PM proposes: distinct, all ahead. */
export function bookingTimesRefusal(times: readonly number[], now: number): string | null {
  if (new Set(times).size !== times.length) return '面试时间不能重复';
  if (times.some((t) => t <= now)) return '面试时间必须晚于现在';
  return null;
}

/** What a failed chat call says of itself (spec 001 §8: `Error:{status}, {msg}`). */
export interface ChatCallFailure {
  /** The HTTP status, when there was an answer. */
  httpStatus: number | null;
  /** The envelope's state, when the answer had one. */
  state: number | null;
  message: string;
}

/**
 * Spec 001 §8: the chat REST helper shows `Error:{status}, {msg}` for an HTTP status of 300 or
 * above, or an answer whose own status is not success. The HTTP status wins when it is an error;
 * otherwise the envelope's state is the status; a call that got no answer at all is status 0.
 */
export function chatErrorText(failure: ChatCallFailure): string {
  const status = failure.httpStatus !== null && failure.httpStatus >= 300 ? failure.httpStatus : (failure.state ?? failure.httpStatus ?? 0);
  return `Error:${status}, ${failure.message}`;
}
