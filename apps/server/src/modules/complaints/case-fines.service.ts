import { type ComplaintsLedger, depositAccount, PLATFORM } from './complaints-ledger.port';

/** Finance's FineRecorder as complaints uses it (wired in app.ts): a pending fine its next bills deduct. */
export interface CaseFineRecorder {
  record(input: {
    firmId: string;
    amount: number;
    reason: string;
    complaintCaseId?: string;
    actorId?: string;
  }): Promise<{ fineId: string }>;
}

/**
 * Four eyes on money: the fine a verdict imposes is asked here, by the judge, and charged (`charge`)
 * only when another admin or finance member approves it (finance's MoneyRequestsService, in app.ts).
 */
export interface CaseFineRequests {
  requestCaseFine(
    judgeId: string,
    input: { firmId: string; amountFen: number; reason: string; caseId: string; part: string },
  ): Promise<void>;
}

/** A consultant's commissions already paid out (fen, net of reversals): the history fees a third offence forfeits. */
export interface PaidFeesPort {
  paidOutOf(userId: string): Promise<number>;
}

const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money an upheld case costs the defendant's firm (spec 001 › Compensation, "Fines may be deducted
 * from unsettled commissions"): taken from the firm's performance deposit first, through the ledger
 * (deposit → platform), and what the deposit cannot cover recorded as a finance fine, which the
 * firm's next bills deduct from its unsettled commissions.
 */
export class CaseFines {
  constructor(
    private readonly ledger: ComplaintsLedger,
    private readonly fines: CaseFineRecorder,
    private readonly paidFees: PaidFeesPort,
    private readonly requests: CaseFineRequests,
  ) {}

  /** Asks the verdict's fine, to be charged once another approver says so (four eyes). */
  ask(input: { firmId: string; amountFen: number; reason: string; caseId: string; part: string; actorId: string }) {
    const { actorId, ...fine } = input;
    return this.requests.requestCaseFine(actorId, fine);
  }

  /** A consultant's paid-out commissions, forfeited on their third offence. */
  historyFees(userId: string): Promise<number> {
    return this.paidFees.paidOutOf(userId);
  }

  /** What a verdict's text says of a fine before it is charged. */
  static describe(fineFen: number, historyFen: number): string {
    const parts = [fineFen > 0 ? `罚款${yuan(fineFen)}元` : '', historyFen > 0 ? `没收该顾问历史服务费${yuan(historyFen)}元` : ''].filter(
      Boolean,
    );
    return parts.length ? `；${parts.join('，')}（先从保证金扣除，不足部分从未结算佣金中扣减）` : '';
  }

  /**
   * Charges one approved fine: the deposit's part by a keyed transfer (a retry moves nothing more), the rest
   * as a finance fine. Answers the split in fen.
   */
  async charge(input: { firmId: string; amountFen: number; reason: string; caseId: string; part: string; actorId?: string }) {
    const held = await this.ledger.balance(depositAccount(input.firmId), 'fen');
    const fromDeposit = Math.min(held, input.amountFen);
    if (fromDeposit > 0) {
      await this.ledger.transfer({
        key: `complaint:${input.caseId}:${input.part}:deposit`,
        asset: 'fen',
        from: depositAccount(input.firmId),
        to: PLATFORM,
        amount: fromDeposit,
        reason: 'fine',
        reference: input.caseId,
        note: input.reason,
        ...(input.actorId ? { actorId: input.actorId } : {}),
      });
    }
    const rest = input.amountFen - fromDeposit;
    if (rest > 0) {
      await this.fines.record({
        firmId: input.firmId,
        amount: rest,
        reason: input.reason,
        complaintCaseId: input.caseId,
        ...(input.actorId ? { actorId: input.actorId } : {}),
      });
    }
    return { fromDeposit, fromCommissions: rest };
  }
}
