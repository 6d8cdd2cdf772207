import type { PerformanceCheck } from '@hh/domain/complaints/ops-performance.endpoints';
import { PERFORMANCE_FAILURE_LABELS, type PerformanceFailure } from '@hh/domain/complaints/penalties';
import { depositBanMessage, depositBanUntil, dueText, performanceStep } from '@hh/domain/complaints/performance';
import type { DepositDue } from '@hh/domain/complaints/standing.schema';
import { chinaDate } from '@hh/domain/complaints/working-days';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { StaffActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { MessagesService } from '../content/messages.service';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import { type ComplaintsLedger, depositAccount, PLATFORM } from './complaints-ledger.port';
import type { PerformanceRepository } from './performance.repository';

const MISSING = '保证金记录不存在';
const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const at = (d: Date | null) => d?.getTime() ?? null;

type Named = NonNullable<Awaited<ReturnType<PerformanceRepository['find']>>>;

/**
 * The daily performance check (spec 001 › Performance check; the rules decided where the spec is
 * silent are in packages/domain/src/complaints/performance.ts): fails firms, forfeits 20% of a
 * deposit held, demands the deposit within 5 working days, bans a firm that does not pay, and
 * records the payments staff enter in /ops — every amount through the coins ledger, in fen.
 */
export class PerformanceService {
  constructor(
    private readonly repo: PerformanceRepository,
    private readonly orders: Pick<ComplaintOrdersPort, 'firmActivity'>,
    private readonly ledger: ComplaintsLedger,
    private readonly messages: MessagesService,
    private readonly managersOf: (firmId: string) => Promise<string[]>,
  ) {}

  /** One run of the check at `now`: new failures (once per firm and China day), then the bans of unpaid deposits. */
  async run(now = Date.now()) {
    const [activity, positions] = await Promise.all([this.orders.firmActivity(), this.repo.positions()]);
    const failed: { firmName: string; failureLabel: string; amountFen: number; forfeitFen: number }[] = [];
    for (const firm of activity) {
      const held = await this.ledger.balance(depositAccount(firm.firmId), 'fen');
      const position = positions.get(firm.firmId);
      const step = performanceStep(
        {
          joinedAt: firm.joinedAt.getTime(),
          lastRecommendAt: at(firm.lastRecommendAt),
          lastValidAt: at(firm.lastValidAt),
        },
        { heldFen: held, openDemand: position?.openDemand ?? false, lastFailedAt: at(position?.lastFailedAt ?? null) },
        now,
      );
      if (!step) continue;
      const id = newId(now);
      const recorded = await this.repo.fail(
        {
          id,
          firmId: firm.firmId,
          failure: step.failure,
          checkDay: chinaDate(now),
          failedAt: new Date(now),
          forfeitFen: step.forfeitFen,
          amountFen: step.amountFen,
          dueAt: new Date(step.dueAt),
        },
        async (tx) => {
          if (step.forfeitFen === 0) return;
          await this.ledger.transfer(
            {
              key: `performance:${id}:forfeit`,
              asset: 'fen',
              from: depositAccount(firm.firmId),
              to: PLATFORM,
              amount: step.forfeitFen,
              reason: 'forfeit',
              reference: id,
              note: `业绩考核未通过（${PERFORMANCE_FAILURE_LABELS[step.failure]}），扣除保证金20%`,
            },
            tx,
          );
        },
      );
      if (!recorded) continue;
      const label = PERFORMANCE_FAILURE_LABELS[step.failure];
      const forfeit = step.forfeitFen > 0 ? `已按规则扣除保证金${yuan(step.forfeitFen)}元；` : '';
      await this.messages.send(await this.managersOf(firm.firmId), {
        type: 'complaint',
        title: '业绩考核未通过',
        content: `贵公司${label}，未通过平台业绩考核。${forfeit}请于${dueText(step.dueAt, (t) => formatChinaTime(t, 'YYYY年MM月DD日 HH:mm'))}前缴纳保证金${yuan(step.amountFen)}元，逾期将暂停推荐。`,
      });
      failed.push({ firmName: firm.firmName, failureLabel: label, amountFen: step.amountFen, forfeitFen: step.forfeitFen });
    }
    let banned = 0;
    for (const due of await this.repo.dueForBan(new Date(now))) {
      if (!due.dueAt) continue;
      const until = depositBanUntil(due.dueAt.getTime(), at(due.banUntil), now);
      if (until === null) continue;
      await this.repo.setBan(due.id, new Date(until));
      banned += 1;
    }
    return { checked: activity.length, failed, banned };
  }

  /** Staff record the firm's payment: the amount moves into the firm's deposit account; a ban ends. */
  async pay(
    actor: StaffActor,
    body: { id: string; note: string },
    now = Date.now(),
  ): Promise<{ before: PerformanceCheck; after: PerformanceCheck }> {
    const row = isId(body.id) ? await this.repo.find(body.id) : undefined;
    if (!row) throw notFound(MISSING);
    // The record and the deposit as they stood, for the audit trail's "before".
    const before = this.toCheck(row, await this.ledger.balance(depositAccount(row.p.firmId), 'fen'), now);
    const paid = await this.repo.markPaid(row.p.id, actor.userId, new Date(now), async (tx, amountFen) => {
      await this.ledger.transfer(
        {
          key: `performance:${row.p.id}:deposit`,
          asset: 'fen',
          from: PLATFORM,
          to: depositAccount(row.p.firmId),
          amount: amountFen,
          reason: 'deposit',
          reference: row.p.id,
          note: body.note ? `业绩考核保证金（${body.note}）` : '业绩考核保证金',
          actorId: actor.userId,
        },
        tx,
      );
    });
    if (!paid) throw conflict(row.p.amountFen === 0 ? '该记录无需缴纳保证金' : '该保证金已登记缴纳，请勿重复登记');
    await this.messages.send(await this.managersOf(row.p.firmId), {
      type: 'complaint',
      title: '保证金已到账',
      content: `平台已登记贵公司缴纳的业绩考核保证金${yuan(row.p.amountFen)}元${row.p.banUntil && row.p.banUntil.getTime() > now ? '，暂停推荐已解除' : ''}。`,
    });
    const read = await this.repo.find(row.p.id);
    if (!read) throw notFound(MISSING);
    return { before, after: this.toCheck(read, await this.ledger.balance(depositAccount(row.p.firmId), 'fen'), now) };
  }

  async list(view: 'open' | 'all', pageNo: number, pageSize: number, now = Date.now()) {
    const { rows, total } = await this.repo.page(view, pageSize, (pageNo - 1) * pageSize);
    const held = new Map<string, number>();
    for (const r of rows) {
      if (!held.has(r.p.firmId)) held.set(r.p.firmId, await this.ledger.balance(depositAccount(r.p.firmId), 'fen'));
    }
    return { list: rows.map((r) => this.toCheck(r, held.get(r.p.firmId) ?? 0, now)), totalCount: total };
  }

  private toCheck(r: Named, heldFen: number, now: number): PerformanceCheck {
    const failure = r.p.failure as PerformanceFailure;
    const banUntil = r.p.paidAt === null && r.p.dueAt ? depositBanUntil(r.p.dueAt.getTime(), at(r.p.banUntil), now) : at(r.p.banUntil);
    const banned = r.p.paidAt === null && banUntil !== null;
    const stateLabel = r.p.amountFen === 0 ? '无需缴纳' : r.p.paidAt ? '已缴纳' : banned ? '逾期停权' : '待缴纳';
    return {
      id: r.p.id,
      firmId: r.p.firmId,
      firmName: r.firmName,
      failure,
      failureLabel: PERFORMANCE_FAILURE_LABELS[failure],
      failedAt: r.p.failedAt.getTime(),
      forfeitFen: r.p.forfeitFen,
      amountFen: r.p.amountFen,
      dueAt: at(r.p.dueAt),
      paidAt: at(r.p.paidAt),
      paidBy: r.paidByName,
      banUntil,
      stateLabel,
      heldFen,
    };
  }

  /** The firm's open deposit demand, for its managers' banner. */
  async depositDue(firmId: string, now = Date.now()): Promise<DepositDue | null> {
    const row = await this.repo.openOf(firmId);
    if (!row?.dueAt) return null;
    return {
      checkId: row.id,
      failureLabel: PERFORMANCE_FAILURE_LABELS[row.failure as PerformanceFailure],
      amountFen: row.amountFen,
      forfeitFen: row.forfeitFen,
      dueAt: row.dueAt.getTime(),
      banUntil: depositBanUntil(row.dueAt.getTime(), at(row.banUntil), now),
    };
  }

  /**
   * The refusal while an unpaid deposit bans the firm, or null. Worked out from the deadline at the
   * moment of asking, so the ban starts at the deadline itself; the daily run stores it for the console.
   */
  async banMessage(firmId: string, now = Date.now()): Promise<{ until: number; message: string } | null> {
    const row = await this.repo.openOf(firmId);
    if (!row?.dueAt) return null;
    const until = depositBanUntil(row.dueAt.getTime(), at(row.banUntil), now);
    if (until === null) return null;
    return { until, message: depositBanMessage(until, (t) => formatChinaTime(t, 'YYYY年MM月DD日 HH:mm')) };
  }
}
