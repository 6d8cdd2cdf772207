import { ApiState } from '@hh/domain/api/api-state';
import { INSUFFICIENT_COINS } from '@hh/domain/coins/ledger';
import { talentDocumentOf } from '@hh/domain/talent/talent-document';
import type { PoolSource } from '@hh/domain/talent/talent-search.schema';
import type { ConsultantActor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { SharedStore } from '../../platform/shared-store';
import type { RevealTicket } from '../candidates/talent-pool-hooks';
import type { PoolSourceRow, TalentPoolRepository, Tx } from './talent-pool.repository';
import { talentReference } from './talent-reference';

export const POOL_QUOTA_MESSAGE = '今日查看联系方式次数已用完，请明天再试';

export interface PoolRevealQuota {
  perUser: number;
  perFirm: number;
}

/**
 * What a reveal beyond the free daily quota costs, paid through the coins module's ledger
 * (CoinsService.payContactReveal) inside the reveal's own transaction: refused with 金币不足 and
 * nothing revealed when the balance cannot pay. Without it, the quota is a hard limit.
 */
export interface RevealFee {
  readonly cost: number;
  balance(actor: ConsultantActor): Promise<number>;
  pay(tx: Tx, actor: ConsultantActor, personId: string, day: string): Promise<void>;
}

/** The index document of one person's resume as it is now. */
export function documentOf(row: PoolSourceRow, source: number, now = new Date()) {
  const ref = talentReference();
  return talentDocumentOf(
    {
      name: row.name,
      sex: row.sex,
      birthday: row.birthday,
      city: row.city,
      workStartDate: row.workStartDate,
      education: row.education,
      expects: row.expects,
      educationList: row.educationList,
      workList: row.workList,
      projectList: row.projectList,
      labels: row.labels.map((code) => ref.labelNames.get(code) ?? ''),
      source,
      occupiedFirmIds: row.holders.map((h) => h.firmId),
      // Shareable: a complete resume not already in the shared library (what the share library may take in).
      canShare: row.completed && source !== 2,
      externalRecommended: row.recommended,
    },
    ref.tips,
    now,
  );
}

/**
 * The talent pool: who talent search can find. A person enters it by putting their resume on the
 * platform (source 1) or through the shared resume library with their consent (source 2, called by
 * the sharing module); a firm's privately uploaded talent is not in it. Each pool person has one
 * talent_index row, rewritten by `refresh` whenever their resume or occupancy changes — the
 * candidates module calls it on every save, create, delete and transfer of a record.
 */
export class TalentPoolService {
  constructor(
    private readonly repo: TalentPoolRepository,
    private readonly store: SharedStore,
    private readonly quota: PoolRevealQuota,
    private readonly fee?: RevealFee,
  ) {}

  /** Puts a person into the pool (or changes their source); inside the caller's transaction when given. */
  async admit(personId: string, source: PoolSource, tx?: Tx): Promise<void> {
    const run = async (t: Tx) => {
      const row = await this.repo.sourceOf(personId, t);
      if (!row) throw new AppError(ApiState.notFound, '候选人不存在或已删除');
      const doc = documentOf(row, source);
      await this.repo.upsert(
        {
          personId,
          source,
          refreshedAt: row.updatedAt,
          occupiedFirmId: row.holders[0]?.firmId ?? null,
          occupiedOwnerId: row.holders[0]?.ownerId ?? null,
        },
        doc,
        t,
      );
    };
    if (tx) await run(tx);
    else await this.repo.transaction(run);
  }

  /** Takes a person out of the pool (e.g. consent withdrawn). */
  async remove(personId: string, tx?: Tx): Promise<void> {
    await this.repo.remove(personId, tx);
  }

  /** Rewrites the person's index row from their resume and occupancy; nothing when they are not in the pool. */
  async refresh(personId: string, tx?: Tx): Promise<void> {
    const entry = await this.repo.entry(personId, tx);
    if (!entry) return;
    await this.admit(personId, entry.source as PoolSource, tx);
  }

  /** Whether the person is in the pool (the sharing module's port calls it `contains`). */
  async contains(personId: string, tx?: Tx): Promise<boolean> {
    if (!isId(personId)) return false;
    return (await this.repo.entry(personId, tx)) !== undefined;
  }

  async inPool(personId: string): Promise<boolean> {
    if (!isId(personId)) return false;
    return (await this.repo.entry(personId)) !== undefined;
  }

  /**
   * Counts one reveal of a pool person's contact against the daily quota of the user and of the
   * firm (shared store, so instances add up; the day is the server's UTC+8 calendar day). Beyond
   * the quota the reveal is paid in coins (the ticket says so; `payReveal` takes them inside the
   * reveal's transaction), refused up front with 金币不足 when the balance cannot pay.
   */
  async chargeReveal(actor: ConsultantActor, now = Date.now()): Promise<RevealTicket> {
    const day = quotaDay(now);
    const ttl = 2 * 86_400_000;
    const user = await this.store.increment(`quota:poolReveal:u:${actor.userId}:${day}`, ttl);
    const firm = await this.store.increment(`quota:poolReveal:f:${actor.firmId}:${day}`, ttl);
    if (user <= this.quota.perUser && firm <= this.quota.perFirm) return { paid: false };
    if (!this.fee) throw new AppError(ApiState.forbidden, POOL_QUOTA_MESSAGE);
    const balance = await this.fee.balance(actor);
    if (balance < this.fee.cost) throw revealUnaffordable(this.fee.cost, balance);
    return { paid: true, day };
  }

  /** Takes the coins of a paid reveal inside the reveal's transaction (the ledger refuses an overdraft). */
  async payReveal(tx: Tx, actor: ConsultantActor, personId: string, ticket: RevealTicket): Promise<void> {
    if (ticket.paid) await this.fee?.pay(tx, actor, personId, ticket.day);
  }

  /** How many free reveals the caller has left today (the lower of their own and their firm's allowance), and what one beyond costs. */
  async remainingReveals(actor: ConsultantActor, now = Date.now()) {
    const day = quotaDay(now);
    const user = await this.store.count(`quota:poolReveal:u:${actor.userId}:${day}`);
    const firm = await this.store.count(`quota:poolReveal:f:${actor.firmId}:${day}`);
    return {
      remaining: Math.max(0, Math.min(this.quota.perUser - user, this.quota.perFirm - firm)),
      perUser: this.quota.perUser,
      coinCost: this.fee?.cost ?? 0,
      coins: this.fee ? await this.fee.balance(actor) : 0,
    };
  }

  /** The person's resume as the pool holds it; undefined when they are not in the pool. */
  async pooledResume(personId: string): Promise<PoolSourceRow | undefined> {
    if (!isId(personId) || !(await this.repo.entry(personId))) return undefined;
    return this.repo.sourceOf(personId);
  }
}

/** 金币不足, saying what a paid reveal costs and what the caller holds. */
export function revealUnaffordable(cost: number, balance: number): AppError {
  return new AppError(ApiState.conflict, INSUFFICIENT_COINS, {
    remark: `今日免费查看次数已用完，查看联系方式需要${cost}个金币，当前余额${balance}`,
  });
}

/** The quota's day: the Beijing calendar day. */
function quotaDay(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}
