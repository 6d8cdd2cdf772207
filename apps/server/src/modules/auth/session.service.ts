import { randomBytes } from 'node:crypto';
import type { RoleCode, StaffRole } from '@hh/domain/accounts/role';
import type { Actor } from '../../platform/actor';
import { hashToken } from '../../platform/request-guard';
import type { SharedStore } from '../../platform/shared-store';
import type { AuthRepository } from './auth.repository';

const CACHE_MS = 30_000;
const CACHE_LIMIT = 20_000;
const ENDED_CHANNEL = 'sessions:ended';
/** A staff session ends after this long without a call (consultants' sessions last their whole TTL). */
export const STAFF_IDLE_MS = 12 * 3_600_000;
/** A staff session's last call is written at most this often: a call costs no write, a quarter hour idle more or less does not matter. */
export const LAST_SEEN_WRITE_MS = 5 * 60_000;

type Ended = { tokenHash: string } | { userId: string } | { firmId: string };

/**
 * Sessions: a random token in an httpOnly cookie; the database keeps only its hash.
 * Resolved sessions are cached briefly in each instance, keyed by the token so a cached
 * call costs no hashing; ending a session, closing an account or changing a firm is
 * published through the shared store so every instance drops its copy at once.
 *
 * Staff sessions also end when idle: each load from the database (at most every 30 s, the
 * cache's life) checks the session's last call and writes it again when it is older than
 * LAST_SEEN_WRITE_MS; one idle past STAFF_IDLE_MS is deleted and answers as signed out. Whether
 * the session passed the second factor rides on the actor (`mfaVerifiedAt`) for the request guard.
 */
export class SessionService {
  private readonly cache = new Map<string, { actor: Actor; until: number }>();

  constructor(
    private readonly repo: AuthRepository,
    private readonly store: SharedStore,
    private readonly ttlMs: number,
    /** The clock of expiry and idleness; tests move it. */
    private readonly now: () => number = Date.now,
  ) {}

  async listen(): Promise<void> {
    await this.store.subscribe(ENDED_CHANNEL, (message) => this.forget(JSON.parse(message) as Ended));
  }

  /** A new session; `mfaVerified` when the sign-in passed the staff second factor. */
  async start(
    userId: string,
    ip: string,
    userAgent: string | null,
    mfaVerified = false,
  ): Promise<{ token: string; tokenHash: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const now = this.now();
    const expiresAt = new Date(now + this.ttlMs);
    await this.repo.createSession({
      tokenHash,
      userId,
      expiresAt,
      ip,
      userAgent: userAgent?.slice(0, 256) ?? null,
      mfaVerifiedAt: mfaVerified ? new Date(now) : null,
      lastSeenAt: new Date(now),
    });
    return { token, tokenHash, expiresAt };
  }

  /** The session passed the second factor (a code in the session, or enrolment): console writes open to it. */
  async markVerified(tokenHash: string): Promise<void> {
    await this.repo.markSessionVerified(tokenHash, new Date(this.now()));
    await this.announce({ tokenHash });
  }

  /** Drops every instance's copy of a session whose row changed elsewhere (enrolment marks it verified in its transaction). */
  async reload(tokenHash: string): Promise<void> {
    await this.announce({ tokenHash });
  }

  /** The actor of a session token; synchronous when the instance has it cached. */
  resolve(token: string): Actor | null | Promise<Actor | null> {
    const cached = this.cache.get(token);
    if (cached && cached.until > this.now()) return cached.actor;
    if (cached) this.cache.delete(token);
    return this.load(token);
  }

  private async load(token: string): Promise<Actor | null> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const row = await this.repo.findSessionUser(tokenHash, new Date(now));
    if (!row) return null;
    if (row.kind === 'staff') {
      const idle = now - row.lastSeenAt.getTime();
      if (idle > STAFF_IDLE_MS) {
        await this.end(tokenHash);
        return null;
      }
      if (idle > LAST_SEEN_WRITE_MS) await this.repo.touchSession(tokenHash, new Date(now), new Date(now - LAST_SEEN_WRITE_MS));
    }
    const actor: Actor = {
      userId: row.userId,
      tokenHash,
      kind: row.kind,
      cname: row.cname,
      phone: row.phone,
      roleCode: (row.roleCode ?? null) as RoleCode | null,
      staffRole: (row.staffRole ?? null) as StaffRole | null,
      firmId: row.firmId,
      teamId: row.teamId,
      teamName: row.teamName,
      firm:
        row.firmId && row.firmName !== null
          ? {
              name: row.firmName,
              nature: row.firmNature,
              shareResumeLibOpen: row.shareResumeLibOpen ?? false,
              lagouResumeOpen: row.lagouResumeOpen ?? false,
              companyResumeOpen: row.companyResumeOpen ?? false,
            }
          : null,
      mfaVerifiedAt: row.mfaVerifiedAt?.getTime() ?? null,
    };
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { actor, until: Math.min(now + CACHE_MS, row.expiresAt.getTime()) });
    return actor;
  }

  async end(tokenHash: string): Promise<void> {
    await this.repo.deleteSession(tokenHash);
    await this.announce({ tokenHash });
  }

  /** Ends every session of a user at once (account closed, password changed). */
  async endAllOf(userId: string): Promise<void> {
    await this.repo.deleteSessionsOfUser(userId);
    await this.announce({ userId });
  }

  /** Ends every session of a user but the one in use (a changed password); how many ended. */
  async endOthersOf(userId: string, keepTokenHash: string): Promise<number> {
    const ended = await this.repo.deleteOtherSessionsOfUser(userId, keepTokenHash);
    await this.announce({ userId });
    return ended;
  }

  /** Drops cached sessions of users whose name, role or team changed, so their next call reads them afresh. */
  async refreshUsers(userIds: readonly string[]): Promise<void> {
    for (const userId of new Set(userIds)) await this.announce({ userId });
  }

  /** Drops cached sessions of a firm's users after the firm's flags or nature change. */
  async refreshFirm(firmId: string): Promise<void> {
    await this.announce({ firmId });
  }

  private async announce(ended: Ended) {
    this.forget(ended);
    await this.store.publish(ENDED_CHANNEL, JSON.stringify(ended));
  }

  private forget(ended: Ended) {
    for (const [token, entry] of this.cache) {
      const { actor } = entry;
      if (
        ('tokenHash' in ended && actor.tokenHash === ended.tokenHash) ||
        ('userId' in ended && actor.userId === ended.userId) ||
        ('firmId' in ended && actor.firmId === ended.firmId)
      ) {
        this.cache.delete(token);
      }
    }
  }
}
