import type { DataScope } from '@hh/domain/accounts/scope';
import type { PluginResumeContent } from '@hh/domain/plugin/plugin.schema';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { actorColumns } from '../../db/actor-columns';
import type { Db } from '../../db/client';
import { firms, teams, users } from '../../db/schema/accounts';
import { pluginResumes, pluginTokens } from '../../db/schema/plugin';
import { newId } from '../../platform/ids';

/** The plugin's tokens and the resumes it captured. Resumes are read for a scope only. */
export class PluginRepository {
  constructor(private readonly db: Db) {}

  async tokenOf(userId: string) {
    const [row] = await this.db.select().from(pluginTokens).where(eq(pluginTokens.userId, userId)).limit(1);
    return row;
  }

  /** Issues a token, replacing the user's old one (which stops working at once). */
  async replaceToken(userId: string, tokenHash: string, tokenSealed: string) {
    const [row] = await this.db
      .insert(pluginTokens)
      .values({ userId, tokenHash, tokenSealed })
      .onConflictDoUpdate({
        target: pluginTokens.userId,
        set: { tokenHash, tokenSealed, createdAt: new Date(), lastUsedAt: null },
      })
      .returning();
    if (!row) throw new Error('plugin token upsert returned no row');
    return row;
  }

  async deleteToken(userId: string): Promise<void> {
    await this.db.delete(pluginTokens).where(eq(pluginTokens.userId, userId));
  }

  /** The open consultant account a token belongs to, with what an actor needs. */
  async userOfToken(tokenHash: string) {
    const [row] = await this.db
      .select(actorColumns)
      .from(pluginTokens)
      .innerJoin(users, eq(users.id, pluginTokens.userId))
      .innerJoin(firms, eq(firms.id, users.firmId))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(eq(pluginTokens.tokenHash, tokenHash), eq(users.status, 'open'), eq(users.kind, 'consultant')))
      .limit(1);
    return row;
  }

  async touchToken(tokenHash: string): Promise<void> {
    await this.db.update(pluginTokens).set({ lastUsedAt: new Date() }).where(eq(pluginTokens.tokenHash, tokenHash));
  }

  async insertResume(input: {
    firmId: string;
    userId: string;
    sourceSite: string;
    sourceUrl: string;
    content: PluginResumeContent;
  }): Promise<string> {
    const id = newId();
    await this.db.insert(pluginResumes).values({ id, ...input, name: input.content.name });
    return id;
  }

  static for(db: Db, scope: DataScope) {
    return new ScopedPluginResumes(db, scope);
  }
}

/** Captured resumes within a data scope: the firm's, narrowed to the scope's consultants. */
export class ScopedPluginResumes {
  constructor(
    private readonly db: Db,
    private readonly scope: DataScope,
  ) {}

  private within(): SQL | undefined {
    const { firmId, userIds } = this.scope;
    return and(eq(pluginResumes.firmId, firmId), userIds === null ? undefined : inArray(pluginResumes.userId, [...userIds]));
  }

  private columns() {
    return {
      id: pluginResumes.id,
      sourceSite: pluginResumes.sourceSite,
      sourceUrl: pluginResumes.sourceUrl,
      name: pluginResumes.name,
      content: pluginResumes.content,
      capturedAt: pluginResumes.capturedAt,
      capturedBy: users.cname,
    };
  }

  async find(id: string) {
    const [row] = await this.db
      .select(this.columns())
      .from(pluginResumes)
      .innerJoin(users, eq(users.id, pluginResumes.userId))
      .where(and(this.within(), eq(pluginResumes.id, id)))
      .limit(1);
    return row;
  }

  async latest(limit: number) {
    return this.db
      .select(this.columns())
      .from(pluginResumes)
      .innerJoin(users, eq(users.id, pluginResumes.userId))
      .where(this.within())
      .orderBy(desc(pluginResumes.capturedAt), desc(pluginResumes.id))
      .limit(limit);
  }
}
