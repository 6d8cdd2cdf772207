/**
 * What the monthly ledger (standing-book.service.ts) reads of finance (modules/finance): the delivery
 * records finance makes when an order reaches a billable stage (63 → interview fee, 91 → onboarding
 * fee), for a firm's consultants in a time range. Finance implements it (billable-orders.repository.ts);
 * this module never reads finance's tables.
 */
export interface BillableOrderRow {
  id: string;
  orderId: string;
  /** 1 interview (reached 63), 2 onboarding (reached 91): finance's DeliveryModel. */
  model: number;
  state: number;
  /** What stands of the fee, in fen: recorded less reversed. */
  feeFen: number;
  candidateName: string;
  positionName: string;
  hunterName: string;
  occurredAt: Date;
}

export interface BillableOrderFilter {
  firmId: string;
  /** The consultants in reach; null for the whole firm. */
  hunterIds: readonly string[] | null;
  from: Date;
  to: Date;
}

export interface BillableOrders {
  /** Newest first. */
  page(f: BillableOrderFilter, limit: number, offset: number): Promise<{ rows: BillableOrderRow[]; total: number }>;
  /** Count and standing fee per model. */
  totals(f: BillableOrderFilter): Promise<{ model: number; count: number; feeFen: number }[]>;
}
