import type { DataScope } from '@hh/domain/accounts/scope';

/** One consultant's calls over a range: placed, connected, and talk time in seconds. */
export interface UserCallFigures {
  calls: number;
  connected: number;
  talkSeconds: number;
}

/**
 * What business data reads of calls (the calls module owns them): per consultant of a scope, the
 * calls placed between two instants (both included). Implemented by the calls module
 * (calls/call-figures.repository.ts), wired in app.ts.
 */
export interface CallFiguresPort {
  perUser(scope: DataScope, start: Date, end: Date): Promise<Map<string, UserCallFigures>>;
}
