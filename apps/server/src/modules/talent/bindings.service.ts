import { type DataScope, narrowScope } from '@hh/domain/accounts/scope';
import { candidateEndpoints } from '@hh/domain/candidates/candidates.endpoints';
import { maskPhone } from '@hh/domain/people/phone';
import { ReleaseListType, showsCapacityReminder } from '@hh/domain/talent/binding';
import type { BindingCapability, BoundList } from '@hh/domain/talent/binding.schema';
import type { ConsultantActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { RiskControl } from '../../platform/risk-control';
import { yearsSince } from '../candidates/candidates.mapper';
import type { TalentAdoptionService } from '../candidates/talent-adoption.service';
import type { OrdersService } from '../orders/orders.service';
import type { TalentPoolPort } from './bindings.pool-port';
import type { BindingsRepository } from './bindings.repository';
import type { ShareLibraryRepository } from './share-library.repository';
import type { TalentLibraryService } from './talent-library.service';

const BINDING_MISSING = '绑定记录不存在或已释放';

/** Bindings: the capability, the bound list, release, contact requests and the delivery list. */
export class BindingsService {
  constructor(
    private readonly repo: BindingsRepository,
    private readonly shares: ShareLibraryRepository,
    private readonly library: TalentLibraryService,
    private readonly adoption: TalentAdoptionService,
    private readonly orders: OrdersService,
    private readonly risk: RiskControl,
    private readonly pool: TalentPoolPort,
  ) {}

  async capability(actor: ConsultantActor): Promise<BindingCapability> {
    const live = await this.repo.liveOf(actor.userId);
    const status = await this.orders.orderStatusOfPersons(
      actor,
      live.map((b) => b.personId),
    );
    return {
      maxUnrecommended: (await this.repo.limitsOf(actor.firmId)).max,
      nowRecommending: live.filter((b) => status.get(b.personId)?.running).length,
      nowUnrecommended: live.filter((b) => !status.has(b.personId)).length,
    };
  }

  /** The caller's bound candidates; a leader or manager may ask for consultants of their scope. */
  async list(
    actor: ConsultantActor,
    scope: DataScope,
    query: { current: number; limit: number; hunterIds?: string[] },
  ): Promise<BoundList> {
    const listed: DataScope =
      query.hunterIds && query.hunterIds.length > 0
        ? narrowScope(scope, query.hunterIds)
        : { kind: 'self', firmId: actor.firmId, actorId: actor.userId, userIds: [actor.userId] };
    const [page, limits, unrecommended] = await Promise.all([
      this.repo.for(listed).page(query.limit, (query.current - 1) * query.limit),
      this.repo.limitsOf(actor.firmId),
      this.library.unrecommendedCount(actor),
    ]);
    const status = await this.orders.orderStatusOfPersons(
      actor,
      page.rows.map((r) => r.personId),
    );
    return {
      commonUserSearchForms: page.rows.map((r) => ({
        id: r.id,
        userId: r.candidateId,
        commonUserId: r.personId,
        name: r.name,
        sex: r.sex,
        age: yearsSince(r.birthday),
        phone: r.phone ? maskPhone(r.phone) : '',
        city: r.city,
        education: r.education,
        workYears: yearsSince(r.workStartDate),
        companyName: r.companyName,
        positionName: r.positionName,
        how: r.how,
        bindTime: r.boundAt.getTime(),
        consultantId: r.consultantId,
        consultantName: r.consultantName,
        recommending: Boolean(status.get(r.personId)?.running),
        releaseListType: ReleaseListType.added,
      })),
      totalCount: page.total,
      resumeLibCapacity: limits.max,
      reminderCapacity: limits.reminder,
      remaining: Math.max(0, limits.max - unrecommended),
      showReminder: showsCapacityReminder(unrecommended, limits.max, limits.reminder),
    };
  }

  /**
   * Releases a binding the caller's scope holds: its talent record leaves the firm's talent
   * (soft delete) unless an order of the person still runs; the person is free for others again.
   */
  async release(actor: ConsultantActor, scope: DataScope, bindingId: string) {
    if (!isId(bindingId)) throw notFound(BINDING_MISSING);
    const personId = await this.repo.transaction(async (tx) => {
      const binding = await this.repo.for(scope).findLive(tx, bindingId);
      if (!binding) throw notFound(BINDING_MISSING);
      const status = await this.orders.orderStatusOfPersons(actor, [binding.personId], tx);
      if (status.get(binding.personId)?.running) throw conflict('该候选人有进行中的订单，订单结束后才能释放');
      await this.adoption.drop(tx, binding.candidateId);
      await this.repo.release(tx, binding.id, actor.userId);
      return binding.personId;
    });
    await this.pool.refresh(personId);
  }

  /**
   * A request for a pool or shared resume's contact: recorded, and counted toward the daily
   * reveal quota (risk control, 2410 past it). The contact itself comes only from the audited
   * POST /api/sensitive/data/view, which needs the person in the caller's talent library.
   */
  async askContact(actor: ConsultantActor, scope: DataScope, input: { commonUserId: string; type: 1 | 2; reason: string }) {
    const personId = input.commonUserId;
    if (!isId(personId)) throw notFound('候选人不存在或已删除');
    const [sharing, inPool, own] = await Promise.all([
      this.shares.sharingFirms(personId),
      this.pool.contains(personId),
      this.adoption.recordInScope(scope, personId),
    ]);
    if (sharing.length === 0 && !inPool && !own) throw notFound('候选人不存在或已删除');
    const record = (allowed: boolean) =>
      this.repo.insertAsk({ firmId: actor.firmId, userId: actor.userId, personId, contactType: input.type, reason: input.reason, allowed });
    try {
      await this.risk.hit('sensitiveView', actor.userId, actor.firmId);
    } catch (error) {
      await record(false);
      throw error;
    }
    const allowed = Boolean(own);
    const id = await record(allowed);
    return {
      id,
      allowed,
      message: allowed ? '可以查看联系方式' : '请先将候选人加入人才库，再查看联系方式',
      revealPath: candidateEndpoints.revealSensitive.path,
    };
  }

  /** The scope's contact requests (a firm sees its asks). */
  async asks(scope: DataScope, query: { current: number; limit: number }) {
    const page = await this.repo.for(scope).asksPage(query.limit, (query.current - 1) * query.limit);
    return {
      data: page.rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        userName: r.userName,
        commonUserId: r.personId,
        name: r.name,
        type: r.contactType,
        reason: r.reason,
        allowed: r.allowed === 1,
        createTime: r.createdAt.getTime(),
      })),
      totalCount: page.total,
    };
  }

  /** The caller's recommendations of people they bound (live or released), newest first. */
  async deliveries(actor: ConsultantActor, query: { current: number; limit: number }) {
    const persons = await this.repo.personsEverBoundBy(actor.userId);
    return this.orders.ordersOfMyPersons(actor, persons, query.limit, (query.current - 1) * query.limit);
  }
}
