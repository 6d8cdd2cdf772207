import { DeliveryState } from '@hh/domain/finance/delivery-state';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries } from '../../db/schema/tables';
import type { PaidFeesPort } from '../complaints/case-fines.service';

/**
 * What the complaints module reads of finance for a consultant's third upheld offence ("closes the
 * account and forfeits the history fees"): the commissions already paid out to the firm for this
 * consultant's orders, net of what was reversed, in fen.
 */
export class ConsultantFeesRepository implements PaidFeesPort {
  constructor(private readonly db: Db) {}

  async paidOutOf(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ fen: sql<string>`coalesce(sum(${deliveries.amount} - ${deliveries.reversedAmount}), 0)` })
      .from(deliveries)
      .where(and(eq(deliveries.hunterId, userId), eq(deliveries.state, DeliveryState.paidOut)));
    return Number(row?.fen ?? 0);
  }
}
