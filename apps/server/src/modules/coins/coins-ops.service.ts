import type { OpsCreditBody, OpsFirmCoins, OpsLedger, OpsLedgerCheck } from '@hh/domain/coins/coin-ops.schema';
import { type LedgerAccount, ledgerReasonLabel, parseCoinAmount } from '@hh/domain/coins/ledger';
import { badRequest, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { counterpartName } from './coin-reads.service';
import type { CoinsOpsRepository } from './coins-ops.repository';
import type { LedgerService } from './ledger.service';

const FIRM_MISSING = '公司不存在';

/**
 * The platform's side of the ledger in /ops: checking a credit or adjustment of a firm's pool before it is
 * asked, making it once approved (four eyes, modules/finance/money-requests.service.ts), reading any firm's ledger, the check.
 */
export class CoinsOpsService {
  constructor(
    private readonly repo: CoinsOpsRepository,
    private readonly ledger: LedgerService,
  ) {}

  firms(): Promise<OpsFirmCoins> {
    return this.repo.firms();
  }

  /** A credit or adjustment as asked in the console, checked before it becomes a money request: the amount and the firm. */
  async checkCredit(body: Omit<OpsCreditBody, 'coin'> & { coin: string }) {
    const parsed = parseCoinAmount(body.coin);
    if (!parsed.ok) throw badRequest(parsed.message);
    if (!isId(body.firmId) || !(await this.repo.firmExists(body.firmId))) throw notFound(FIRM_MISSING);
    return { firmId: body.firmId, direction: body.direction, coin: parsed.amount, note: body.note, reference: body.reference ?? '' };
  }

  /**
   * The approved adjustment (finance's CoinAdjuster): platform → pool for a credit, pool → platform
   * for a take-back, once per key; the pool's balance after it.
   */
  async adjust(input: {
    key: string;
    firmId: string;
    direction: 'in' | 'out';
    coin: number;
    note: string;
    reference: string;
    actorId: string;
  }): Promise<{ transferId: string; balance: number }> {
    const pool: LedgerAccount = { kind: 'firm', firmId: input.firmId };
    const platform: LedgerAccount = { kind: 'platform' };
    const result = await this.ledger.transfer({
      key: input.key,
      asset: 'coin',
      from: input.direction === 'in' ? platform : pool,
      to: input.direction === 'in' ? pool : platform,
      amount: input.coin,
      reason: input.direction === 'in' ? 'credit' : 'adjust',
      note: input.note,
      ...(input.reference ? { reference: input.reference } : {}),
      actorId: input.actorId,
    });
    return { transferId: result.transferId, balance: await this.ledger.balance(pool, 'coin') };
  }

  async firmLedger(query: { firmId: string; pageNum: number; pageSize: number }): Promise<OpsLedger> {
    if (!isId(query.firmId) || !(await this.repo.firmExists(query.firmId))) throw notFound(FIRM_MISSING);
    const { rows, total } = await this.repo.firmLedger(query.firmId, query.pageSize, (query.pageNum - 1) * query.pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        time: new Date(r.time).getTime(),
        asset: r.asset,
        reasonLabel: ledgerReasonLabel(r.kind),
        from: counterpartName(r.from_account, r.from_name, r.from_name),
        to: counterpartName(r.to_account, r.to_name, r.to_name),
        amount: Number(r.amount),
        note: r.note,
        reference: r.reference ?? '',
      })),
      total,
    };
  }

  async check(): Promise<OpsLedgerCheck> {
    const c = await this.repo.check();
    return {
      ok: c.drift.length === 0 && c.unbalanced === 0 && c.negative === 0,
      accounts: c.accounts,
      transfers: c.transfers,
      drift: c.drift,
      unbalanced: c.unbalanced,
      negative: c.negative,
      issued: { coin: c.held.coin ?? 0, fen: c.held.fen ?? 0 },
    };
  }
}
