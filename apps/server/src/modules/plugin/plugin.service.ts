import { randomBytes } from 'node:crypto';
import type { DataScope } from '@hh/domain/accounts/scope';
import { maskEmail, maskPhone } from '@hh/domain/people/phone';
import {
  PLUGIN_TOKEN_PREFIX,
  type PluginCapture,
  type PluginResumeContent,
  type PluginResumeDetail,
  type PluginResumeRow,
  type PluginTokenInfo,
} from '@hh/domain/plugin/plugin.schema';
import type { Db } from '../../db/client';
import { type Actor, type ConsultantActor, consultantActorOf } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { hashToken } from '../../platform/request-guard';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import { PluginRepository } from './plugin.repository';

/** How long an instance keeps a user's opened token for myInfoData, and for how many users at most. */
const SETUP_CACHE_MS = 30_000;
const SETUP_CACHE_LIMIT = 20_000;
const TOKEN_CHANGED_CHANNEL = 'plugin:token-changed';

/** How many captured resumes the user centre lists (newest first). */
export const PLUGIN_LIST_LIMIT = 50;

/** What myInfoData says about the plugin (spec 001 §3 waChromePlugin*). */
export interface PluginSetup {
  waChromePluginApiToken: string | null;
  waChromePluginApiHost: string | null;
  waChromePluginId: string | null;
}

/**
 * The browser plugin (spec 001 §7 Plugin resume): each consultant may hold one API token. The
 * plugin sends it with a captured resume; the request guard turns it into the consultant's actor
 * on the plugin's routes only. The token is stored as a hash (to find it) and sealed (so the
 * user's own myInfoData can hand it to the plugin); regenerating replaces it, revoking deletes it.
 *
 * myInfoData is read on every page of the shell, so each instance keeps a user's opened token
 * briefly (as sessions are kept); a regenerated or revoked token is announced through the shared
 * store so every instance drops its copy at once.
 */
export class PluginService {
  private readonly repo: PluginRepository;
  private readonly tokens = new Map<string, { token: string | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly pluginId: string | null,
    private readonly store: SharedStore,
  ) {
    this.repo = new PluginRepository(db);
  }

  async listen(): Promise<void> {
    await this.store.subscribe(TOKEN_CHANGED_CHANNEL, (userId) => this.tokens.delete(userId));
  }

  private async announce(userId: string): Promise<void> {
    this.tokens.delete(userId);
    await this.store.publish(TOKEN_CHANGED_CHANNEL, userId);
  }

  /** The user's opened token, from this instance's copy while it is fresh. */
  private async tokenFor(userId: string): Promise<string | null> {
    const now = Date.now();
    const cached = this.tokens.get(userId);
    if (cached && cached.until > now) return cached.token;
    const { token } = await this.info(userId);
    if (!cached && this.tokens.size >= SETUP_CACHE_LIMIT) {
      const oldest = this.tokens.keys().next().value;
      if (oldest !== undefined) this.tokens.delete(oldest);
    }
    this.tokens.set(userId, { token, until: now + SETUP_CACHE_MS });
    return token;
  }

  /** The consultant of a plugin token, or null when it is unknown, revoked or the account is closed. */
  async resolve(token: string): Promise<Actor | null> {
    if (!token.startsWith(PLUGIN_TOKEN_PREFIX) || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const row = await this.repo.userOfToken(tokenHash);
    // Marked apart from session hashes: replay stamps and CSRF tokens of sessions never match it.
    const actor = row ? consultantActorOf(row, `plugin:${tokenHash}`) : null;
    if (!actor) return null;
    await this.repo.touchToken(tokenHash);
    return actor;
  }

  async info(userId: string): Promise<PluginTokenInfo> {
    const row = await this.repo.tokenOf(userId);
    if (!row) return { token: null, createdAt: null, lastUsedAt: null };
    return { token: this.box.open(row.tokenSealed), createdAt: row.createdAt.getTime(), lastUsedAt: row.lastUsedAt?.getTime() ?? null };
  }

  async regenerate(userId: string): Promise<PluginTokenInfo> {
    const token = `${PLUGIN_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    const row = await this.repo.replaceToken(userId, hashToken(token), this.box.seal(token));
    await this.announce(userId);
    return { token, createdAt: row.createdAt.getTime(), lastUsedAt: null };
  }

  async revoke(userId: string): Promise<void> {
    await this.repo.deleteToken(userId);
    await this.announce(userId);
  }

  /** myInfoData's plugin fields: a consultant's own token, the address the plugin calls, the plugin's id. */
  async setupOf(actor: Actor, host: string): Promise<PluginSetup> {
    if (actor.kind !== 'consultant') return { waChromePluginApiToken: null, waChromePluginApiHost: null, waChromePluginId: null };
    const token = await this.tokenFor(actor.userId);
    return { waChromePluginApiToken: token, waChromePluginApiHost: host, waChromePluginId: this.pluginId };
  }

  async capture(actor: ConsultantActor, input: PluginCapture & { resume: PluginResumeContent }): Promise<{ id: string }> {
    const id = await this.repo.insertResume({
      firmId: actor.firmId,
      userId: actor.userId,
      sourceSite: input.sourceSite,
      sourceUrl: input.sourceUrl,
      content: input.resume,
    });
    return { id };
  }

  async detail(scope: DataScope, id: string): Promise<PluginResumeDetail> {
    const row = isId(id) ? await PluginRepository.for(this.db, scope).find(id) : undefined;
    if (!row) throw notFound();
    const resume = row.content as PluginResumeContent;
    return {
      id: row.id,
      sourceSite: row.sourceSite,
      sourceUrl: row.sourceUrl,
      capturedAt: row.capturedAt.getTime(),
      capturedBy: row.capturedBy,
      resume: { ...resume, phone: resume.phone ? maskPhone(resume.phone) : '', email: resume.email ? maskEmail(resume.email) : '' },
    };
  }

  async list(scope: DataScope): Promise<PluginResumeRow[]> {
    const rows = await PluginRepository.for(this.db, scope).latest(PLUGIN_LIST_LIMIT);
    return rows.map((row) => {
      const resume = row.content as PluginResumeContent;
      return {
        id: row.id,
        name: row.name,
        sourceSite: row.sourceSite,
        currentTitle: resume.currentTitle ?? '',
        currentCompany: resume.currentCompany ?? '',
        capturedAt: row.capturedAt.getTime(),
        capturedBy: row.capturedBy,
      };
    });
  }
}
