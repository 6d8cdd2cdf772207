import { randomBytes } from 'node:crypto';
import { MESSENGER_TICKET_MINUTES, type MessengerQrCode, type MessengerRecord } from '@hh/domain/identity/messenger.schema';
import { type Actor, isConsultant } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import { forbidden } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import { type CallbackFields, callbackSignatureValid, issueTicket, readTicket, signCallback } from './bind-ticket';
import type { IdentityRepository } from './identity.repository';

const TICKET_MS = MESSENGER_TICKET_MINUTES * 60_000;
/** How old a signed callback may be. */
const CALLBACK_MS = 10 * 60_000;

export type BindOutcome = { ok: true; qyUserName: string } | { ok: false; message: string };

/**
 * Enterprise-messenger binding (spec 000 §7: bind/record, bind/self/qrCode). The QR code holds a
 * ticket signed by the server for the signed-in user; the messenger (the sandbox page here, a
 * real provider in production) confirms through a callback signed with the provider key, and the
 * callback binds the messenger account to the ticket's user — once per ticket.
 *
 * Only the sandbox provider is built: its scan page (sandbox.routes.ts) plays the messenger and
 * signs the callback with the sandbox key. A real provider would put its scan address in
 * `scanUrl` and its own callback check in place of the sandbox key (README).
 */
export class MessengerService {
  readonly provider = 'sandbox';
  private readonly ticketKey: Buffer;
  private readonly callbackKey: Buffer;

  constructor(
    private readonly repo: IdentityRepository,
    box: SecretBox,
    private readonly store: SharedStore,
    private readonly qrCode: (text: string) => Promise<string>,
  ) {
    this.ticketKey = box.derivedKey('qy-bind-ticket');
    this.callbackKey = box.derivedKey('qy-bind-callback-sandbox');
  }

  async record(actor: Actor): Promise<MessengerRecord> {
    const row = await this.repo.bindingOf(actor.userId);
    return row
      ? { bound: true, qyUserName: row.qyUserName, boundAt: row.boundAt.getTime() }
      : { bound: false, qyUserName: null, boundAt: null };
  }

  async selfQrCode(actor: Actor, origin: string): Promise<MessengerQrCode> {
    if (!isConsultant(actor)) throw forbidden('平台员工无需绑定企业微信');
    const expiresAt = Date.now() + TICKET_MS;
    const ticket = issueTicket(this.ticketKey, actor.userId, expiresAt);
    const bindUrl = this.scanUrl(origin, ticket);
    return { qrCode: await this.qrCode(bindUrl), bindUrl, expiresAt };
  }

  /** Where the QR code leads: the sandbox's scan page. */
  scanUrl(origin: string, ticket: string): string {
    return `${origin}/sandbox/qy/bind?ticket=${encodeURIComponent(ticket)}`;
  }

  /** Whose ticket this is, if it is genuine and not expired (the scan page shows it). */
  ticketUser(ticket: string): { userId: string } | { problem: string } {
    const facts = readTicket(this.ticketKey, ticket);
    if (!facts) return { problem: '二维码无效，请在个人中心重新获取' };
    if (facts.expiresAt <= Date.now()) return { problem: '二维码已过期，请在个人中心刷新后重新扫码' };
    return { userId: facts.userId };
  }

  /** The sandbox messenger's confirmation: the callback fields for this ticket, signed with the sandbox key. */
  sandboxConfirmation(ticket: string): CallbackFields & { signature: string } {
    const qyUserId = `sbx_${randomBytes(6).toString('hex')}`;
    const fields: CallbackFields = { ticket, qyUserId, qyUserName: `沙箱成员${qyUserId.slice(-4)}`, timestamp: String(Date.now()) };
    return { ...fields, signature: signCallback(this.callbackKey, fields) };
  }

  /** The provider's callback: checks its signature and age, then the ticket, then binds. */
  async completeBinding(fields: CallbackFields, signature: string): Promise<BindOutcome> {
    if (!callbackSignatureValid(this.callbackKey, fields, signature)) return { ok: false, message: '回调签名校验失败，未绑定' };
    const at = Number(fields.timestamp);
    if (!Number.isSafeInteger(at) || Math.abs(Date.now() - at) > CALLBACK_MS) return { ok: false, message: '回调已过期，请重新扫码' };
    const facts = readTicket(this.ticketKey, fields.ticket);
    if (!facts) return { ok: false, message: '二维码无效，请在个人中心重新获取' };
    if (facts.expiresAt <= Date.now()) return { ok: false, message: '二维码已过期，请在个人中心刷新后重新扫码' };
    if (!(await this.store.setIfAbsent(`qy:ticket:${facts.nonce}`, TICKET_MS + CALLBACK_MS))) {
      return { ok: false, message: '该二维码已使用，请在个人中心刷新后重新扫码' };
    }
    try {
      await this.repo.bind({ userId: facts.userId, provider: this.provider, qyUserId: fields.qyUserId, qyUserName: fields.qyUserName });
    } catch (error) {
      if (isUniqueViolation(error, 'messenger_bindings_qy_user')) return { ok: false, message: '该企业微信账号已绑定其他平台账号' };
      throw error;
    }
    return { ok: true, qyUserName: fields.qyUserName };
  }
}
