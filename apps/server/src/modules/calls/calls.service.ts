import type { DataScope } from '@hh/domain/accounts/scope';
import {
  boundTalkSeconds,
  CALL_STATE_LABELS,
  type CallEvent,
  type CallState,
  ChannelMode,
  callTakesEvents,
  defaultCallLogRange,
  FINAL_CALL_STATES,
  foldCallEvents,
} from '@hh/domain/calls/call-rules';
import type { CallDetailQuery, CallDetailRow, CallLogQuery, CallLogRow, PlacedCall } from '@hh/domain/calls/calls.schema';
import { maskPhone } from '@hh/domain/people/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import type { CallSetupRepository } from './call-setup.repository';
import type { CallTarget, CallTargetsPort } from './call-targets.port';
import type { CallDetailDbRow, CallRow, CallsRepository } from './calls.repository';
import type { ProviderEvent, TelephonyProvider } from './telephony-provider';

const MISSING = '数据不存在或已删除';
const NO_RECORDING = '该通话没有录音';
/** The most calls an order's timeline lists. */
const ORDER_CALLS_MAX = 200;

function detailRow(r: CallDetailDbRow): CallDetailRow {
  const state = r.state as CallState;
  return {
    id: r.id,
    candidateId: r.candidateId,
    candidateName: r.candidateName,
    hunterId: r.hunterId,
    hunterName: r.hunterName,
    orderId: r.orderId,
    mode: r.mode,
    state,
    stateLabel: CALL_STATE_LABELS[state] ?? state,
    startTime: r.startedAt.getTime(),
    answerTime: r.answeredAt?.getTime() ?? null,
    endTime: r.endedAt?.getTime() ?? null,
    talkSeconds: r.talkSeconds,
    hasRecording: r.hasRecording,
  };
}

function rangeOf(q: { startTime?: number; endTime?: number }, now: number) {
  const fallback = defaultCallLogRange(now);
  return { start: new Date(q.startTime ?? fallback.startTime), end: new Date(q.endTime ?? fallback.endTime) };
}

/**
 * Calls: placing them through the provider (by candidate id: the number stays on the server),
 * applying the provider's events, the call logs of a scope, and the recordings (fetched from the
 * provider when the call completes, or on first play; every play audited).
 */
export class CallsService {
  constructor(
    private readonly repo: CallsRepository,
    private readonly setup: CallSetupRepository,
    private readonly targets: CallTargetsPort,
    private readonly provider: TelephonyProvider,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async clickToCall(actor: ConsultantActor, scope: DataScope, candidateId: string, orderId?: string): Promise<PlacedCall> {
    return this.place(actor, ChannelMode.clickToCall, await this.targetOf(scope, candidateId, orderId), orderId);
  }

  async directCall(actor: ConsultantActor, scope: DataScope, candidateId: string, orderId?: string): Promise<PlacedCall> {
    return this.place(actor, ChannelMode.seatDirect, await this.targetOf(scope, candidateId, orderId), orderId);
  }

  /** Calls a number the caller has already revealed; any other number answers as missing. */
  async callRevealedPhone(actor: ConsultantActor, scope: DataScope, phone: string): Promise<PlacedCall> {
    const target = await this.targets.revealedPhone(actor.userId, scope, phone);
    if (!target) throw notFound('只能拨打您已查看过的候选人号码');
    const settings = await this.setup.settings(actor.userId);
    return this.place(actor, settings?.mode === ChannelMode.seatDirect ? ChannelMode.seatDirect : ChannelMode.clickToCall, target);
  }

  private async targetOf(scope: DataScope, candidateId: string, orderId?: string): Promise<CallTarget> {
    if (!isId(candidateId)) throw notFound(MISSING);
    const target = await this.targets.candidate(scope, candidateId);
    if (!target) throw notFound(MISSING);
    if (orderId !== undefined) {
      const person = isId(orderId) ? await this.targets.orderPerson(scope, orderId) : undefined;
      if (person !== target.personId) throw notFound(MISSING);
    }
    return target;
  }

  private async place(actor: ConsultantActor, mode: ChannelMode, target: CallTarget, orderId?: string): Promise<PlacedCall> {
    if (!target.phone) throw badRequest('该候选人没有手机号，无法拨打');
    let from: string;
    if (mode === ChannelMode.clickToCall) {
      const settings = await this.setup.settings(actor.userId);
      if (!settings?.phone) throw conflict('请先在设置中绑定您的手机号');
      from = settings.phone;
    } else {
      const chair = await this.setup.myChair(actor.userId);
      if (!chair) throw conflict('您还没有绑定坐席，请联系管理员分配坐席');
      from = chair.callChairId;
    }
    const callId = newId();
    // The provider id is ours until the provider answers with its own; it is unique either way.
    await this.repo.insert({
      id: callId,
      firmId: actor.firmId,
      userId: actor.userId,
      candidateId: target.candidateId,
      personId: target.personId,
      orderId: orderId ?? null,
      mode,
      state: 'placed',
      providerCallId: `pending-${callId}`,
      startedAt: new Date(),
    });
    try {
      const { providerCallId } = await this.provider.placeCall({ callId, mode, from, to: target.phone });
      await this.repo.setProviderId(callId, providerCallId);
    } catch (error) {
      this.log.error({ err: error, callId }, 'telephony provider refused a call');
      await this.repo.markFailed(callId);
      throw conflict('呼叫失败，请稍后再试');
    }
    const message = mode === ChannelMode.clickToCall ? '正在呼叫您的手机，接听后将自动拨打候选人' : '坐席正在拨打候选人';
    return { callId, state: 'placed', message };
  }

  async status(scope: DataScope, callId: string) {
    const call = await this.visible(scope, callId);
    const state = call.state as CallState;
    return {
      callId: call.id,
      state,
      stateLabel: CALL_STATE_LABELS[state] ?? state,
      talkSeconds: call.talkSeconds,
      hasRecording: call.hasRecording,
    };
  }

  async logPage(scope: DataScope, q: CallLogQuery): Promise<{ list: CallLogRow[]; total: number }> {
    const rows = await this.repo.for(scope).logPage({
      range: rangeOf(q, Date.now()),
      keyword: q.keyword || undefined,
      sort: q.orderClause,
      desc: q.orderSequence === 'desc',
      limit: q.pageSize,
      offset: (q.pageNum - 1) * q.pageSize,
    });
    return {
      total: rows[0]?.total ?? 0,
      list: rows.map((r) => ({
        candidateId: r.candidate_id,
        commonUserId: r.person_id,
        candidateName: r.name,
        candidatePhone: r.phone ? maskPhone(r.phone) : '',
        hunterId: r.hunter_id,
        hunterName: r.hunter_name,
        contactTimes: r.contact_times,
        connectedTimes: r.connected_times,
        talkSeconds: r.talk_seconds,
        lastContactTime: new Date(r.last_contact).getTime(),
      })),
    };
  }

  async detailPage(scope: DataScope, q: CallDetailQuery) {
    if (!isId(q.candidateId)) return { list: [], total: 0 };
    const page = await this.repo.for(scope).detailPage(q.candidateId, rangeOf(q, Date.now()), q.pageSize, (q.pageNum - 1) * q.pageSize);
    return { list: page.rows.map(detailRow), total: page.total };
  }

  /** The calls placed from an order the scope may see, oldest first (the order's timeline); another order answers as missing. */
  async ofOrder(scope: DataScope, orderId: string) {
    if (!isId(orderId) || !(await this.targets.orderPerson(scope, orderId))) throw notFound(MISSING);
    const rows = await this.repo.for(scope).ofOrder(orderId, ORDER_CALLS_MAX);
    return { list: rows.map(detailRow), total: rows.length };
  }

  /** Every call of one candidate record the scope may see (the resume page), newest first. */
  async ofCandidate(scope: DataScope, candidateId: string) {
    if (!isId(candidateId) || !(await this.targets.candidate(scope, candidateId))) throw notFound(MISSING);
    const page = await this.repo.for(scope).detailPage(candidateId, null, 100, 0);
    return { list: page.rows.map(detailRow), total: page.total };
  }

  private async visible(scope: DataScope, callId: string): Promise<CallRow> {
    const call = isId(callId) ? await this.repo.for(scope).find(callId) : undefined;
    if (!call) throw notFound(MISSING);
    return call;
  }

  /** Whether the recording can be played; fetches it from the provider the first time. */
  async precheck(scope: DataScope, callId: string) {
    const call = await this.visible(scope, callId);
    const { size } = await this.ensureRecording(call);
    return { id: call.id, talkSeconds: call.talkSeconds, size };
  }

  /** The recording's bytes for one play, audited. */
  async recording(actor: ConsultantActor, scope: DataScope, callId: string, ip: string) {
    const call = await this.visible(scope, callId);
    const { key } = await this.ensureRecording(call);
    const buffer = await this.storage.get(key);
    await this.repo.audit({ id: newId(), callId: call.id, userId: actor.userId, firmId: actor.firmId, ip });
    return { buffer, fileName: `通话录音-${call.id.slice(-8)}.wav` };
  }

  private async ensureRecording(call: CallRow): Promise<{ key: string; size: number }> {
    if (!call.hasRecording) throw notFound(NO_RECORDING);
    if (call.recordingKey) return { key: call.recordingKey, size: call.recordingSize ?? 0 };
    return this.storeRecording(call.id, call.providerCallId, call.talkSeconds);
  }

  private async storeRecording(callId: string, providerCallId: string, talkSeconds: number) {
    const bytes = await this.provider.fetchRecording(providerCallId, talkSeconds);
    const stored = await this.storage.put(bytes, { folder: 'recordings', extension: 'wav' });
    await this.repo.setRecording(callId, stored.key, stored.size);
    return { key: stored.key, size: stored.size };
  }

  /**
   * Applies one provider event, under the call's row lock. An ended call takes no event it has not
   * had (`callTakesEvents`): a late one is answered `ended` and changes nothing. Otherwise the
   * event is recorded once per call and event (a repeated delivery changes nothing), then the
   * call's state is folded from every event it has had (`foldCallEvents`), so events arriving out
   * of order still end where the call ended. The talk time is the provider's, bounded by the
   * call's own times (`boundTalkSeconds`). The recording is fetched once the call is completed.
   */
  async applyEvent(event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored' | 'ended' | 'unknown'> {
    const at = new Date(event.occurredAt);
    const outcome = await this.repo.withCallOfEvent(event.providerCallId, event.callId, async (tx, call) => {
      if (!callTakesEvents(call.state as CallState)) {
        // The provider retrying a delivery the call already had gets the same answer as before.
        const had = await this.repo.hasEvent(tx, call.id, event.event);
        return { result: had ? ('duplicate' as const) : ('ended' as const), call };
      }
      const events = await this.repo.recordEvent(tx, { id: newId(), callId: call.id, event: event.event, occurredAt: at });
      if (!events) return { result: 'duplicate' as const, call };
      const state = foldCallEvents(events as CallEvent[]);
      const answeredAt = event.event === 'answered' ? at : call.answeredAt;
      const endedAt = FINAL_CALL_STATES.includes(event.event as CallState) ? at : call.endedAt;
      const reported = event.event === 'completed' ? (event.talkSeconds ?? 0) : call.talkSeconds;
      const talkSeconds = endedAt
        ? boundTalkSeconds({
            reported,
            startedAt: call.startedAt.getTime(),
            answeredAt: answeredAt?.getTime() ?? null,
            endedAt: endedAt.getTime(),
          })
        : 0;
      const recorded = event.event === 'completed' ? event.recorded === true : call.hasRecording;
      await this.repo.update(tx, call.id, { state, answeredAt, endedAt, talkSeconds, hasRecording: recorded });
      const moved = state !== call.state;
      return {
        result: moved ? ('applied' as const) : ('ignored' as const),
        call,
        fetch: moved && state === 'completed' && recorded,
        talkSeconds,
      };
    });
    if (!outcome) return 'unknown';
    if (outcome.result === 'applied' && outcome.fetch)
      await this.storeRecording(outcome.call.id, event.providerCallId, outcome.talkSeconds);
    return outcome.result;
  }
}
