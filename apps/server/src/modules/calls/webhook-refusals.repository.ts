import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callWebhookRefusals } from '../../db/schema/tables';

/** The stored webhook refusals (a bounded sample of them: webhook-refusals.ts) and their retention. */
export class WebhookRefusalsRepository {
  constructor(private readonly db: Db) {}

  async record(refusal: { id: string; reason: string; ip: string; detail: string }): Promise<void> {
    await this.db.insert(callWebhookRefusals).values(refusal);
  }

  /** Deletes at most `batch` refusals stored before `cutoff`; answers how many went. */
  async deleteBefore(cutoff: Date, batch: number): Promise<number> {
    const result = await this.db.execute(sql`
      delete from ${callWebhookRefusals}
       where id in (select id from ${callWebhookRefusals} where created_at < ${cutoff} limit ${batch})`);
    return result.rowCount ?? 0;
  }
}
