import type { BookableOrder, BookingCard, ChatMessage } from '@hh/domain/chat/chat.schema';
import { bookingPickRefusal, bookingTimesRefusal } from '@hh/domain/chat/chat-rules';
import { OrderStage } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { Actor, StaffActor } from '../../platform/actor';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import { toBookingCard } from './chat.mapper';
import type { ChatOrdersPort } from './chat.ports';
import type { ChatPerson, ChatRepository } from './chat.repository';
import type { ChatService } from './chat.service';
import type { ChatHub } from './chat-hub';

const BOOKING_MISSING = '面试预约不存在';
const ORDER_MOVED = '订单状态已变化，该面试预约已失效';

/**
 * The interview booking card: a PM proposes up to three times for an order at 50, the
 * consultant picks one, and the order moves to 62 through the orders module's console move as
 * that PM (the stage machine, its log and everything a move does). A past time or an order that
 * moved meanwhile is refused and the card says why.
 */
export class ChatBookingService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly chat: ChatService,
    private readonly orders: ChatOrdersPort,
    private readonly hub: ChatHub,
  ) {}

  async bookable(pm: StaffActor, consultantId: string): Promise<BookableOrder[]> {
    if (!isId(consultantId)) return [];
    return (await this.orders.bookableOrders(pm, consultantId)).map(({ orderId, candidateName, positionName }) => ({
      orderId,
      candidateName,
      positionName,
    }));
  }

  async send(
    pm: StaffActor,
    input: { msgId: string; toEasemobId: string; orderId: string; place: string; times: number[] },
  ): Promise<ChatMessage> {
    const receiver = await this.chat.reachable(pm, input.toEasemobId);
    const order = isId(input.orderId) ? await this.orders.orderFor(pm, input.orderId) : null;
    if (!order || order.hunterId !== receiver.id) throw notFound('订单不存在或已删除');
    if (order.stage !== OrderStage.companyPassed) throw conflict('只有企业已通过的订单可以预约面试');
    const times = [...input.times].sort((a, b) => a - b);
    const refusal = bookingTimesRefusal(times, Date.now());
    if (refusal) throw badRequest(refusal);
    await this.chat.checkRate(pm.userId);
    const bookingId = newId();
    const body = `面试预约：${order.candidateName} · ${order.positionName}，请选择面试时间（${times.map((t) => formatChinaTime(new Date(t))).join(' / ')}），地点：${input.place}`;
    const stored = await this.repo.store({
      msgId: input.msgId,
      fromUserId: pm.userId,
      toUserId: receiver.id,
      type: 'booking',
      body,
      preview: '[面试预约]',
      bookingId,
      booking: {
        id: bookingId,
        orderId: order.orderId,
        pmUserId: pm.userId,
        consultantId: receiver.id,
        candidateName: order.candidateName,
        positionName: order.positionName,
        place: input.place,
        times,
        orderVersion: order.version,
      },
    });
    const message = await this.chat.messageOf(stored.seq);
    // Pushed again on a retry too: the first push may have died with the instance that stored it.
    await this.hub.notify([receiver.id, pm.userId], { t: 'msg', message });
    return message;
  }

  /** The consultant picks a time: the card closes first (one pick wins), then the order moves. */
  async pick(consultant: Actor, bookingId: string, time: number): Promise<BookingCard> {
    const [card] = isId(bookingId) ? await this.repo.bookings([bookingId]) : [];
    if (!card || card.consultantId !== consultant.userId) throw notFound(BOOKING_MISSING);
    if (card.state !== 'open') throw conflict(card.state === 'booked' ? '该面试已预约' : (card.note ?? ORDER_MOVED));
    const refusal = bookingPickRefusal(card.times, time, Date.now());
    if (refusal) throw badRequest(refusal);
    const [pmPerson] = await this.repo.people([card.pmUserId]);
    if (!pmPerson?.open) throw conflict('发起预约的PM已不可用，请联系平台');
    const pm = staffActorOf(pmPerson);
    if (!(await this.repo.closeBooking(card.id, { state: 'booked', pickedAt: new Date(time), note: null }))) throw conflict('该面试已预约');
    try {
      await this.orders.bookInterview(pm, { orderId: card.orderId, time, place: card.place, version: card.orderVersion });
    } catch (error) {
      // The order moved (or is no longer the PM's): the card says so; anything else reopens it.
      const moved = error instanceof AppError && (error.httpStatus === 409 || error.httpStatus === 404);
      await this.repo.reopenOrRefuse(card.id, moved ? ORDER_MOVED : null);
      await this.announce(card.id);
      if (moved) throw conflict(ORDER_MOVED);
      throw error;
    }
    return this.announce(card.id);
  }

  /** Pushes the card's new state to both sides and answers it. */
  private async announce(bookingId: string): Promise<BookingCard> {
    const [row] = await this.repo.bookings([bookingId]);
    if (!row) throw notFound(BOOKING_MISSING);
    const card = toBookingCard(row);
    await this.hub.notify([row.consultantId, row.pmUserId], { t: 'booking', booking: card });
    return card;
  }
}

/** The PM who sent the card, as the console move's actor: the move is theirs, made when the consultant picks. */
function staffActorOf(p: ChatPerson): StaffActor {
  return {
    userId: p.id,
    kind: 'staff',
    staffRole: (p.staffRole ?? 'pm') as StaffActor['staffRole'],
    cname: p.cname,
    tokenHash: '',
    phone: '',
    roleCode: null,
    firmId: null,
    teamId: null,
    teamName: null,
    firm: null,
  };
}
