import { createHash } from 'node:crypto';
import type { CallEvent } from '@hh/domain/calls/call-rules';
import { synthesiseRecording } from './sandbox-recording';

/**
 * The telephony provider behind calling. Two-way click-to-call: the provider rings the
 * consultant's bound phone, then the candidate, bridges and records. Seat direct call: the
 * consultant's chair dials the candidate. The provider answers a placement with its call id and
 * later reports the call's progress as signed webhook events (call-webhook.routes.ts); the
 * recording is fetched from the provider once the call completes.
 *
 * Only the sandbox is built. A cloud call centre (their "callback" / "axb" APIs) would implement
 * this interface with HTTP calls and point its event webhook at /callback/call/events; it is not
 * called working until a test runs against it.
 */
export interface PlaceCallRequest {
  /** Our call id, echoed back in events by providers that take a user field. */
  callId: string;
  mode: 1 | 2;
  /** Mode 1: the consultant's bound phone; mode 2: the chair's provider id. */
  from: string;
  to: string;
}

export interface ProviderEvent {
  providerCallId: string;
  /** Our call id, echoed back (the user field): an event may arrive before the placement's answer is stored. */
  callId?: string;
  event: CallEvent;
  /** When the provider saw it (ms). No sequence number: ordering is ours (`foldCallEvents`, `callTakesEvents`). */
  occurredAt: number;
  /** On completed: the seconds talked and whether a recording exists. */
  talkSeconds?: number;
  recorded?: boolean;
}

export interface TelephonyProvider {
  placeCall(request: PlaceCallRequest): Promise<{ providerCallId: string }>;
  /** The recording of a completed call (bytes of a WAV file). */
  fetchRecording(providerCallId: string, talkSeconds: number): Promise<Buffer>;
}

/** Sends one event to our webhook, signed as the provider would sign it. */
export type EventDelivery = (event: ProviderEvent) => Promise<void>;

export interface SandboxTiming {
  /** Delay before ringing, and between ringing and the outcome, in ms. */
  stepMs: number;
  /** Real-time length of an answered call is talkSeconds × this, in ms (the recording keeps talkSeconds). */
  msPerTalkSecond: number;
}

/**
 * The sandbox: runs each call's lifecycle on timers and reports it through the webhook like a
 * provider would. The outcome follows the callee's last digit, like a provider's test numbers:
 * 0 no answer, 1 busy, anything else answered, talking 3–8 seconds and recorded.
 */
export class SandboxTelephony implements TelephonyProvider {
  private readonly timers = new Set<NodeJS.Timeout>();
  private deliver: EventDelivery = async () => {};

  constructor(private readonly timing: SandboxTiming = { stepMs: 800, msPerTalkSecond: 1000 }) {}

  connect(deliver: EventDelivery): void {
    this.deliver = deliver;
  }

  static outcomeOf(to: string): 'answered' | 'no_answer' | 'busy' {
    const last = to.at(-1);
    return last === '0' ? 'no_answer' : last === '1' ? 'busy' : 'answered';
  }

  static talkSecondsOf(providerCallId: string): number {
    return 3 + (createHash('sha256').update(providerCallId).digest().readUInt8(0) % 6);
  }

  async placeCall(request: PlaceCallRequest): Promise<{ providerCallId: string }> {
    const providerCallId = `sbx-${request.callId}`;
    const outcome = SandboxTelephony.outcomeOf(request.to);
    const talkSeconds = SandboxTelephony.talkSecondsOf(providerCallId);
    const { stepMs, msPerTalkSecond } = this.timing;
    const callId = request.callId;
    // Each event carries the time the call would have had it: a talked second lasts a second on the
    // provider's clock however fast the sandbox runs, so the talk time fits between answered and completed.
    const placedAt = Date.now();
    const answeredAt = placedAt + 2 * stepMs;
    this.later(stepMs, { providerCallId, callId, event: 'ringing', occurredAt: placedAt + stepMs });
    this.later(2 * stepMs, { providerCallId, callId, event: outcome, occurredAt: answeredAt });
    if (outcome === 'answered')
      this.later(2 * stepMs + talkSeconds * msPerTalkSecond, {
        providerCallId,
        callId,
        event: 'completed',
        occurredAt: answeredAt + talkSeconds * 1000,
        talkSeconds,
        recorded: true,
      });
    return { providerCallId };
  }

  async fetchRecording(providerCallId: string, talkSeconds: number): Promise<Buffer> {
    return synthesiseRecording(providerCallId, talkSeconds);
  }

  /** Stops the timers of calls still running (app close). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, event: ProviderEvent) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.deliver(event).catch(() => {
        // The webhook logs its own refusals; a lost sandbox event leaves the call where it was, as a lost provider event would.
      });
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
