import type { DataScope } from '@hh/domain/accounts/scope';

/**
 * What calling needs of candidates and orders, owned by other modules: the number to dial for a
 * candidate record the scope may see (never sent to the browser), the record behind a number the
 * caller has already revealed, and the person an order in scope is about. Wired in app.ts.
 */
export interface CallTarget {
  candidateId: string;
  personId: string;
  phone: string | null;
}

export interface CallTargetsPort {
  /** The record, when the scope may see it; undefined answers as missing. */
  candidate(scope: DataScope, candidateId: string): Promise<CallTarget | undefined>;
  /** The record in scope whose number this user has revealed (audited), or undefined. */
  revealedPhone(userId: string, scope: DataScope, phone: string): Promise<CallTarget | undefined>;
  /** The person of an order the scope may see, or undefined. */
  orderPerson(scope: DataScope, orderId: string): Promise<string | undefined>;
}

/** Sends an SMS. The sandbox writes it to the mail outbox (platform/mailer.ts), where the console lists it. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}
