/**
 * What other modules are handed to fine a firm (issue 19: the complaints module's upheld cases and
 * the compensation calculator). The fine is pending until the firm's next bills deduct it
 * (fines.ts in the domain); `complaintCaseId` ties it to the case it comes from.
 * registerFinance returns the one implementation (FineService).
 */
export interface FineRecorder {
  record(input: {
    firmId: string;
    /** Fen, a positive integer. */
    amount: number;
    reason: string;
    complaintCaseId?: string;
    actorId?: string;
  }): Promise<{ fineId: string }>;
}
