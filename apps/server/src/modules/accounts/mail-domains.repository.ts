import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, users } from '../../db/schema/tables';

/** A firm's mail domains and a user's bound e-mail: what decides where an export may be mailed. */
export class MailDomainsRepository {
  constructor(private readonly db: Db) {}

  async recipientsOf(userId: string, firmId: string): Promise<{ ownEmail: string | null; firmDomains: string[] }> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [firm] = await this.db.select({ domains: firms.mailDomains }).from(firms).where(eq(firms.id, firmId));
    return { ownEmail: user?.email ?? null, firmDomains: firm?.domains ?? [] };
  }

  async saveDomains(firmId: string, domains: string[]): Promise<void> {
    await this.db.update(firms).set({ mailDomains: domains }).where(eq(firms.id, firmId));
  }
}
