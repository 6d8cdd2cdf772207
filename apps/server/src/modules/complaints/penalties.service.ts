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
import type { ConsoleComplaintsRepository, PenaltyInsert } from './console-complaints.repository';

/** What the orders and accounts side still has to carry out by hand: the ban itself is enforced here. */
const ORDER_EFFECTS: Record<string, string> = {
  endOrder: '；订单由平台在订单流转中终止',
  endAllOrders: '；订单由平台在订单流转中终止',
  closeAccount: '；账号关闭与服务费处理由平台执行',
};

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
  constructor(private readonly repo: ConsoleComplaintsRepository) {}

  /** What upholding a case against this consultant of this firm does now: the text and the rows to record. */
  async plan(caseId: string, firmId: string, userId: string, now: number): Promise<{ text: string; rows: PenaltyInsert[] }> {
    const [firmRows, userRows] = await Promise.all([this.repo.penaltiesOf('firm', firmId), this.repo.penaltiesOf('consultant', userId)]);
    const firm = firmPenalty(firmRows.length + 1, now);
    const consultant = consultantPenalty(userRows.length + 1, now);
    const until = (p: { kind: string; until?: number }) => (p.until ? `至${formatChinaTime(p.until, 'YYYY-MM-DD')}` : '');
    const text = `公司：${FIRM_PENALTY_LABELS[firm.kind]}${until(firm)}（第${firmRows.length + 1}次）；顾问：${CONSULTANT_PENALTY_LABELS[consultant.kind]}${until(consultant)}（第${userRows.length + 1}次）${ORDER_EFFECTS[consultant.kind]}`;
    const at = new Date(now);
    return {
      text,
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

  async standing(firmId: string, userId: string, now = Date.now()): Promise<Standing> {
    const [firmRows, userRows] = await Promise.all([this.repo.penaltiesOf('firm', firmId), this.repo.penaltiesOf('consultant', userId)]);
    const firmBan = banIn(firmRows, 'firm', now);
    const userBan = banIn(userRows, 'consultant', now);
    const ban = firmBan ?? userBan;
    return {
      firm: { offences: firmRows.length, banUntil: firmBan ? (firmBan.until ?? -1) : null },
      consultant: { offences: userRows.length, banUntil: userBan ? (userBan.until ?? -1) : null },
      message: ban ? this.message(ban) : null,
    };
  }

  private message(ban: Ban) {
    return banMessage(ban, (at) => formatChinaTime(at, 'YYYY年MM月DD日 HH:mm'));
  }

  /** The refusal for recommend and order actions while the firm or the consultant is banned, or null. */
  async refusal(actor: { firmId: string; userId: string }, now = Date.now()): Promise<string | null> {
    return (await this.standing(actor.firmId, actor.userId, now)).message;
  }
}
