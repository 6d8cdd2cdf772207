import type { ApiStateCode } from '@hh/domain/api/api-state';
import { decideTalentAdd, type TalentAddOutcome } from '@hh/domain/talent/binding';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { TalentAdoptionService } from '../candidates/talent-adoption.service';
import type { CoinsService } from '../coins/coins.service';
import type { OrdersService } from '../orders/orders.service';
import type { TalentPoolPort } from './bindings.pool-port';
import type { BindingsRepository, Tx } from './bindings.repository';
import type { ShareLibraryRepository } from './share-library.repository';

const MISSING = '候选人不存在或已删除';

/**
 * A refusal with the spec's outcome code (10002–10004) as the envelope's state and HTTP 409.
 * AppError types its state as the platform's codes; these are the talent library's own (spec 000 §4).
 */
export function talentAddRefusal(outcome: TalentAddOutcome, message: string): AppError {
  return new AppError(outcome as unknown as ApiStateCode, message, { httpStatus: 409 });
}

/**
 * Adding a person from the talent pool or the shared resume library to the caller's talent
 * library (POST /talentLibary/add/{commonUserId}): one transaction under a lock on the person
 * (and on the caller, for the limit) creates the firm's record, the binding and, for a shared
 * resume, the coin charge — or writes nothing.
 */
export class TalentLibraryService {
  constructor(
    private readonly bindings: BindingsRepository,
    private readonly shares: ShareLibraryRepository,
    private readonly adoption: TalentAdoptionService,
    private readonly orders: OrdersService,
    private readonly coins: CoinsService,
    private readonly pool: TalentPoolPort,
  ) {}

  /** Bound people of the caller with no order of the firm yet. */
  async unrecommendedCount(actor: ConsultantActor, tx?: Tx) {
    const live = await this.bindings.liveOf(actor.userId, tx);
    const status = await this.orders.orderStatusOfPersons(
      actor,
      live.map((b) => b.personId),
      tx,
    );
    return live.filter((b) => !status.has(b.personId)).length;
  }

  async add(actor: ConsultantActor, personId: string) {
    if (!isId(personId)) throw notFound(MISSING);
    const answer = await this.bindings.transaction(async (tx) => {
      const person = await this.adoption.lockPerson(tx, personId);
      if (!person) throw notFound(MISSING);
      await this.bindings.lockConsultant(tx, actor.userId);
      const holders = await this.adoption.holdersOf(tx, personId);
      const sharing = await this.shares.sharingFirms(personId, tx);
      const isCaller = (h: { firmId: string; ownerId: string }) => h.firmId === actor.firmId && h.ownerId === actor.userId;
      const mine = holders.find(isCaller);
      if (mine) return { userId: mine.candidateId, commonUserId: personId, coinsSpent: 0, added: false };

      // A binding whose record was deleted from talent management no longer holds the person.
      const binding = await this.bindings.liveOfPerson(tx, personId);
      if (binding && !holders.some((h) => h.candidateId === binding.candidateId)) await this.bindings.release(tx, binding.id, actor.userId);

      const sharedElsewhere = sharing.some((firmId) => firmId !== actor.firmId);
      const verdict = decideTalentAdd({
        eligible: sharedElsewhere || (await this.pool.contains(personId, tx)),
        heldByCaller: false,
        // A sharing firm's own record does not occupy the person; any other record does, a colleague's too.
        heldByOther: holders.some((h) => h.firmId === actor.firmId || !sharing.includes(h.firmId)),
        unrecommended: await this.unrecommendedCount(actor, tx),
        maxUnrecommended: (await this.bindings.limitsOf(actor.firmId, tx)).max,
      });
      if (verdict.kind === 'refuse') throw talentAddRefusal(verdict.outcome, verdict.message);

      const how = sharedElsewhere ? 'share' : 'search';
      const coinsSpent = how === 'share' ? await this.coins.chargeTake(tx, actor, personId) : 0;
      // The firm that shared the person earns when another firm takes them in (once per taking firm).
      const sharer = how === 'share' ? await this.shares.firstSharer(tx, personId, actor.firmId) : undefined;
      if (sharer) await this.coins.rewardAdoption(tx, sharer, actor.firmId, personId);
      const userId = await this.adoption.adopt(tx, {
        firmId: actor.firmId,
        personId,
        ownerId: actor.userId,
        source: how,
        completed: person.completed,
      });
      await this.bindings.insert(tx, { firmId: actor.firmId, consultantId: actor.userId, personId, candidateId: userId, how });
      return { userId, commonUserId: personId, coinsSpent, added: true };
    });
    if (answer.added) await this.pool.refresh(personId);
    const { added, ...data } = answer;
    return { data, message: added ? '已加入人才库' : '该候选人已在您的人才库中' };
  }
}
