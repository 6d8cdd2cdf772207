import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_LINK_DAYS, CONFIRM_PAGE_PATH, type ConfirmInfo } from '@hh/domain/complaints/confirm-recommend';
import { maskName } from '@hh/domain/identity/real-name.schema';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Mailer } from '../../platform/mailer';
import { outboxSms } from '../calls/calls.module';
import type { RecommendedListener } from '../orders/recommended-listener.port';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import type { ConfirmationsRepository } from './confirmations.repository';

const DAY = 86_400_000;
export const LINK_GONE = '确认链接无效或已失效';
export const ALREADY_CONFIRMED = '您已确认过本次推荐，无需重复确认';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Confirm blind push: each recommendation sends its candidate a link (sandbox SMS and e-mail into
 * the outbox); the public page behind it shows the recommendation, masked, and the candidate's
 * confirmation stores its time on the order (through the orders module's port). A token is 256
 * random bits, kept only as its SHA-256, spent on use, and dead after CONFIRM_LINK_DAYS.
 */
export class ConfirmationsService implements RecommendedListener {
  constructor(
    private readonly repo: ConfirmationsRepository,
    private readonly orders: ComplaintOrdersPort,
    private readonly mailer: Mailer,
    /** The site's address for the link (PUBLIC_URL); without it the link is the path alone. */
    private readonly publicUrl: string | undefined,
  ) {}

  async recommended(orderId: string, now = Date.now()): Promise<void> {
    const order = await this.orders.find(orderId);
    if (!order || (!order.candidatePhone && !order.candidateEmail)) return;
    const token = randomBytes(32).toString('base64url');
    await this.repo.insert({ id: newId(now), orderId, tokenHash: hashOf(token), expiresAt: new Date(now + CONFIRM_LINK_DAYS * DAY) });
    const link = `${(this.publicUrl ?? '').replace(/\/$/, '')}${CONFIRM_PAGE_PATH}/${token}`;
    const text =
      `${order.candidateName}您好：${order.firmName}的猎头顾问${maskName(order.hunterName)}已将您推荐至「${order.positionName}」职位。` +
      `如您知晓并同意本次推荐，请在${CONFIRM_LINK_DAYS}天内打开链接确认：${link} 如您并不知情，请勿确认。`;
    if (order.candidatePhone) await outboxSms(this.mailer).send(order.candidatePhone, text);
    if (order.candidateEmail) await this.mailer.send({ to: order.candidateEmail, subject: '请确认您的职位推荐', text });
  }

  /** The caller's orders still waiting for their candidate's confirmation: unconfirmed, running, and sent a link. */
  async awaitingConfirmation(hunterId: string): Promise<string[]> {
    return this.repo.linked(await this.orders.unconfirmedOf(hunterId));
  }

  private async live(token: string, now: number) {
    const row = await this.repo.find(hashOf(token));
    if (!row || (row.usedAt === null && row.expiresAt.getTime() <= now)) throw notFound(LINK_GONE);
    return row;
  }

  async info(token: string, now = Date.now()): Promise<ConfirmInfo> {
    const row = await this.live(token, now);
    const order = await this.orders.find(row.orderId);
    if (!order) throw notFound(LINK_GONE);
    return {
      candidateName: maskName(order.candidateName),
      positionName: order.positionName,
      firmName: order.firmName,
      consultantName: maskName(order.hunterName),
      recommendTime: order.recommendedAt.getTime(),
      confirmedAt: order.candidateConfirmedAt?.getTime() ?? null,
    };
  }

  async confirm(token: string, now = Date.now()): Promise<{ confirmedAt: number }> {
    const row = await this.live(token, now);
    const orderId = await this.repo.use(row.tokenHash, new Date(now));
    if (!orderId) throw row.usedAt ? conflict(ALREADY_CONFIRMED) : notFound(LINK_GONE);
    const at = await this.orders.confirmByCandidate(orderId, new Date(now));
    if (!at) throw notFound(LINK_GONE);
    return { confirmedAt: at.getTime() };
  }
}
