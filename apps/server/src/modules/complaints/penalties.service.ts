import { RoleCode } from '@hh/domain/accounts/role';
import {
  type Ban,
  banMessage,
  CONSULTANT_PENALTY_LABELS,
  consultantPenalty,
  FIRM_PENALTY_LABELS,
  firmPenalty,
} from '@hh/domain/complaints/penalties';
import type { Standing } from '@hh/domain/complaints/standing.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { newId } from '../../platform/ids';
import type { RecommendBanCheck } from '../orders/recommend-ban-check.port';
import type { ComplaintOrderEffectsPort } from './complaint-order-effects.port';
import type { ConsoleComplaintsRepository, PenaltyInsert } from './console-complaints.repository';
import type { PerformanceService } from './performance.service';

/** What the verdict does to orders and the account besides the ban (carried out by `execute`). */
const ORDER_EFFECTS: Record<string, string> = {
  endOrder: '；被投诉订单已终止并标记为敏感订单',
  endAllOrders: '；该顾问未入职的订单已全部终止并红色标记',
  closeAccount: '；该顾问账号已关闭',
};

const ENDED_REASON = '投诉成立，由平台终止';
/** The consultant's step when an earlier case already closed the account and forfeited the history fees. */
const ALREADY_CLOSED = '账号已关闭（历史服务费已于前次裁定没收，不重复没收）';

/** Where an upheld case's penalty is carried out: orders through their stage machine, the account through accounts. */
export interface PenaltyEffects {
  orders: Pick<ComplaintOrderEffectsPort, 'endOrder' | 'endAllOf'>;
  closeAccount(userId: string): Promise<void>;
}

type PenaltyRow = Awaited<ReturnType<ConsoleComplaintsRepository['penaltiesOf']>>[number];

/** The ban in force among these penalties at `now`, if any. */
function banIn(rows: PenaltyRow[], who: Ban['who'], now: number): Ban | null {
  for (const p of rows) {
    if (p.kind === 'permanentBan' || p.kind === 'closeAccount') return { who, until: null };
    if ((p.kind === 'ban' || p.kind === 'endAllOrders') && p.until && p.until.getTime() > now) return { who, until: p.until.getTime() };
  }
  return null;
}

/**
 * Penalties of upheld cases (spec 001 › Firm penalty, Consultant account): the next step of each
 * ladder, the standing the shell shows, and the ban that recommend and every order action check
 * (the orders module calls it as its RecommendBanCheck).
 */
export class PenaltiesService implements RecommendBanCheck {
  constructor(
    private readonly repo: ConsoleComplaintsRepository,
    /** The performance check: an unpaid deposit bans the firm too, and its managers see the demand. */
    readonly performance: PerformanceService,
  ) {}

  /**
   * What upholding a case against this consultant of this firm does now: the text, the rows to record,
   * and whether it forfeits the consultant's history fees — only the offence that first closes the
   * account does; a later case (filed before the closure) closes nothing new and forfeits nothing again.
   */
  async plan(
    caseId: string,
    firmId: string,
    userId: string,
    now: number,
  ): Promise<{ text: string; rows: PenaltyInsert[]; forfeitsHistoryFees: boolean }> {
    const [firmRows, userRows] = await Promise.all([this.repo.penaltiesOf('firm', firmId), this.repo.penaltiesOf('consultant', userId)]);
    const firm = firmPenalty(firmRows.length + 1, now);
    const consultant = consultantPenalty(userRows.length + 1, now);
    const until = (p: { kind: string; until?: number }) => (p.until ? `至${formatChinaTime(p.until, 'YYYY-MM-DD')}` : '');
    const forfeitsHistoryFees = consultant.kind === 'closeAccount' && !userRows.some((r) => r.kind === 'closeAccount');
    const consultantLabel =
      consultant.kind === 'closeAccount' && !forfeitsHistoryFees ? ALREADY_CLOSED : CONSULTANT_PENALTY_LABELS[consultant.kind];
    const text = `公司：${FIRM_PENALTY_LABELS[firm.kind]}${until(firm)}（第${firmRows.length + 1}次）；顾问：${consultantLabel}${until(consultant)}（第${userRows.length + 1}次）${ORDER_EFFECTS[consultant.kind]}`;
    const at = new Date(now);
    return {
      text,
      forfeitsHistoryFees,
      rows: [
        {
          id: newId(now),
          caseId,
          subject: 'firm',
          firmId,
          userId: null,
          kind: firm.kind,
          until: 'until' in firm ? new Date(firm.until) : null,
          createdAt: at,
        },
        {
          id: newId(now),
          caseId,
          subject: 'consultant',
          firmId,
          userId,
          kind: consultant.kind,
          until: 'until' in consultant ? new Date(consultant.until) : null,
          createdAt: at,
        },
      ],
    };
  }

  /**
   * Carries out the consultant's step of the ladder once the verdict is recorded: the 1st ends the
   * case's order and marks it sensitive, the 2nd ends all their orders before onboarding with a red
   * mark (the 15-day ban is the recorded row), the 3rd closes the account. The firm's steps are bans only.
   */
  async execute(rows: readonly PenaltyInsert[], orderId: string, effects: PenaltyEffects): Promise<void> {
    const consultant = rows.find((r) => r.subject === 'consultant');
    if (!consultant?.userId) return;
    switch (consultant.kind) {
      case 'endOrder':
        await effects.orders.endOrder(orderId, 'sensitive', ENDED_REASON);
        return;
      case 'endAllOrders':
        await effects.orders.endOrder(orderId, 'red', ENDED_REASON);
        await effects.orders.endAllOf(consultant.userId, 'red', ENDED_REASON);
        return;
      case 'closeAccount':
        await effects.orders.endOrder(orderId, 'red', ENDED_REASON);
        await effects.closeAccount(consultant.userId);
        return;
    }
  }

  /** Upheld offences, the bans in force (complaints' and an unpaid deposit's) and, for managers (30), a deposit to pay. */
  async standing(actor: { firmId: string; userId: string; roleCode?: number }, now = Date.now()): Promise<Standing> {
    const [firmRows, userRows, depositBan, deposit] = await Promise.all([
      this.repo.penaltiesOf('firm', actor.firmId),
      this.repo.penaltiesOf('consultant', actor.userId),
      this.performance.banMessage(actor.firmId, now),
      actor.roleCode === RoleCode.manager ? this.performance.depositDue(actor.firmId, now) : Promise.resolve(null),
    ]);
    const firmBan = banIn(firmRows, 'firm', now);
    const userBan = banIn(userRows, 'consultant', now);
    // The longest ban on the firm is the one it waits for; a permanent one (null until) outlasts all.
    const firmUntil = firmBan ? (firmBan.until ?? -1) : null;
    const longer = depositBan && firmUntil !== -1 && (firmUntil === null || depositBan.until > firmUntil);
    return {
      firm: { offences: firmRows.length, banUntil: longer ? depositBan.until : firmUntil },
      consultant: { offences: userRows.length, banUntil: userBan ? (userBan.until ?? -1) : null },
      message: longer ? depositBan.message : firmBan ? this.message(firmBan) : userBan ? this.message(userBan) : null,
      deposit,
    };
  }

  private message(ban: Ban) {
    return banMessage(ban, (at) => formatChinaTime(at, 'YYYY年MM月DD日 HH:mm'));
  }

  /** The refusal for recommend and order actions while the firm or the consultant is banned, or null. */
  async refusal(actor: { firmId: string; userId: string }, now = Date.now()): Promise<string | null> {
    return (await this.standing(actor, now)).message;
  }
}
