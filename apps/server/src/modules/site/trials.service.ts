import { ApiState } from '@hh/domain/api/api-state';
import type { TrialApplyRequest, TrialFollowUp, TrialList, TrialRequestRow } from '@hh/domain/site/trial.schema';
import { canMoveTrial, type TrialStatus } from '@hh/domain/site/trial-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Mailer } from '../../platform/mailer';
import type { SharedStore } from '../../platform/shared-store';
import type { TrialRequestRecord, TrialsRepository } from './trials.repository';
import { trialRequestMail } from './trials-mail';

/** How many trial requests one address may send in a window (shared across instances through the store). */
export interface TrialRateLimit {
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_TRIAL_RATE_LIMIT: TrialRateLimit = { perAddress: 5, windowMs: 3_600_000 };
export const TRIAL_TOO_FREQUENT = '提交过于频繁，请一小时后再试，或直接扫码添加企业微信联系我们';

function toRow(record: TrialRequestRecord, handledByName: string | null): TrialRequestRow {
  return {
    id: record.id,
    name: record.name,
    phone: record.phone,
    firm: record.firmName,
    city: record.city,
    status: record.status as TrialStatus,
    note: record.note,
    handledByName,
    handledAt: record.handledAt?.getTime() ?? null,
    createTime: record.createdAt.getTime(),
  };
}

/** Trial requests: taken from the public site, mailed to sales, followed up by staff in the console. */
export class TrialsService {
  constructor(
    private readonly repo: TrialsRepository,
    private readonly store: SharedStore,
    private readonly mailer: Mailer,
    private readonly salesEmail: string,
    private readonly log: FastifyBaseLogger,
    private readonly limit: TrialRateLimit = DEFAULT_TRIAL_RATE_LIMIT,
  ) {}

  async apply(request: TrialApplyRequest, address: string): Promise<{ id: string }> {
    // Counted before anything is written, so a flood from one address stores nothing past the limit.
    const sent = await this.store.increment(`trial-apply:${address}`, this.limit.windowMs);
    if (sent > this.limit.perAddress) throw new AppError(ApiState.tooFrequent, TRIAL_TOO_FREQUENT);

    const id = newId();
    const createdAt = new Date();
    await this.repo.insert({
      id,
      name: request.name,
      phone: request.phone,
      firmName: request.firm,
      city: request.city,
      ip: address,
      createdAt,
    });
    try {
      await this.mailer.send(trialRequestMail(this.salesEmail, request, createdAt));
    } catch (error) {
      // The request is stored and listed in the console either way; a mail server being down must not lose it.
      this.log.error({ err: error, trialRequestId: id }, 'trial request mail to sales failed');
    }
    return { id };
  }

  async list(status: TrialStatus | undefined, pageNo: number, pageSize: number): Promise<TrialList> {
    const page = await this.repo.page(status, (pageNo - 1) * pageSize, pageSize);
    return { list: page.rows.map((r) => toRow(r.request, r.handledByName)), totalCount: page.total, counts: page.counts };
  }

  /** Moves the request on (conditional on the state read, so `before` is what it moved from); answers it before and after. */
  async followUp(id: string, change: TrialFollowUp, staff: Actor): Promise<{ before: TrialRequestRow; after: TrialRequestRow }> {
    const found = await this.repo.find(id);
    if (!found) throw notFound('试用申请不存在');
    const from = found.request.status as TrialStatus;
    if (!canMoveTrial(from, change.status)) throw conflict('该申请已关闭，不能再更新');
    const moved = await this.repo.followUp(id, from, { status: change.status, note: change.note, handledBy: staff.userId });
    if (!moved) throw conflict('该申请刚被他人更新，请刷新后再试');
    const after = await this.repo.find(id);
    if (!after) throw notFound('试用申请不存在');
    return { before: toRow(found.request, found.handledByName), after: toRow(after.request, after.handledByName) };
  }
}
