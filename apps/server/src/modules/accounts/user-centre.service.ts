import type { ChangePassword, UpdateProfile, UserProfile } from '@hh/domain/accounts/user-centre.schema';
import { ApiState } from '@hh/domain/api/api-state';
import type { Actor } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { SharedStore } from '../../platform/shared-store';
import { roleNameOf } from '../auth/actor-presenter';
import type { SessionService } from '../auth/session.service';
import type { AccountsRepository } from './accounts.repository';

/** Wrong old passwords allowed per account before changing is locked for LOCK_MS (like sign-in's lock). */
const MAX_WRONG = 5;
const WARN_FROM = 3;
const LOCK_MS = 15 * 60_000;

/**
 * The user centre (spec 000 §2–§3): one's profile with the firm's business contact, one's own
 * WeChat and e-mail, and one's password — which needs the old one, is throttled like sign-in,
 * and ends every other session of the account.
 */
export class UserCentreService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionService,
    private readonly store: SharedStore,
  ) {}

  async profile(actor: Actor): Promise<UserProfile> {
    const row = await this.accounts.profile(actor.userId);
    if (!row) throw notFound();
    const bd = row.firmId ? await this.accounts.firmBdContact(row.firmId) : undefined;
    return {
      cname: row.cname,
      roleName: roleNameOf(actor),
      phone: row.phone,
      weixin: row.weixin,
      email: row.email,
      companyName: row.companyName,
      groupName: row.groupName,
      bdName: bd?.bdName ?? null,
      bdPhone: bd?.bdPhone ?? null,
      bdWeixin: bd?.bdWeixin ?? null,
    };
  }

  async updateProfile(actor: Actor, input: UpdateProfile): Promise<UserProfile> {
    await this.accounts.updateContacts(actor.userId, input);
    return this.profile(actor);
  }

  async changePassword(actor: Actor, input: ChangePassword): Promise<{ endedSessions: number }> {
    const key = `password:wrong:${actor.userId}`;
    const wrong = await this.store.count(key);
    if (wrong >= MAX_WRONG) throw new AppError(ApiState.locked, '原密码错误次数过多，请15分钟后再试');
    const hash = await this.accounts.passwordHash(actor.userId);
    if (!hash || !(await verifyPassword(input.oldPassword, hash))) {
      const failures = await this.store.increment(key, LOCK_MS);
      if (failures >= MAX_WRONG) throw new AppError(ApiState.locked, '原密码错误次数过多，请15分钟后再试');
      const left = MAX_WRONG - failures;
      throw new AppError(ApiState.badRequest, failures >= WARN_FROM ? `原密码不正确，再错${left}次将锁定15分钟` : '原密码不正确');
    }
    await this.store.remove(key);
    await this.accounts.setPasswordHash(actor.userId, await hashPassword(input.newPassword));
    const endedSessions = await this.sessions.endOthersOf(actor.userId, actor.tokenHash);
    return { endedSessions };
  }
}
