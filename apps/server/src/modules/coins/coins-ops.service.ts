import type { TransferAnswer } from '@hh/domain/coins/coin.schema';
import type { OpsCreditBody, OpsFirmCoins, OpsLedger, OpsLedgerCheck } from '@hh/domain/coins/coin-ops.schema';
import { type LedgerAccount, ledgerReasonLabel, parseCoinAmount } from '@hh/domain/coins/ledger';
import type { StaffActor } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { counterpartName } from './coin-reads.service';
import type { CoinsOpsRepository } from './coins-ops.repository';
import type { LedgerService } from './ledger.service';

const FIRM_MISSING = '公司不存在';

/** The platform's side of the ledger in /ops: crediting and adjusting a firm's pool, reading any firm's ledger, the check. */
export class CoinsOpsService {
  constructor(
    private readonly repo: CoinsOpsRepository,
    private readonly ledger: LedgerService,
  ) {}

  firms(): Promise<OpsFirmCoins> {
    return this.repo.firms();
  }

  async credit(actor: StaffActor, key: string, body: Omit<OpsCreditBody, 'coin'> & { coin: string }): Promise<TransferAnswer> {
    const parsed = parseCoinAmount(body.coin);
    if (!parsed.ok) throw badRequest(parsed.message);
    if (!isId(body.firmId) || !(await this.repo.firmExists(body.firmId))) throw notFound(FIRM_MISSING);
    const pool: LedgerAccount = { kind: 'firm', firmId: body.firmId };
    const platform: LedgerAccount = { kind: 'platform' };
    const result = await this.ledger.transfer({
      key: `ops:${actor.userId}:${key}`,
      asset: 'coin',
      from: body.direction === 'in' ? platform : pool,
      to: body.direction === 'in' ? pool : platform,
      amount: parsed.amount,
      reason: body.direction === 'in' ? 'credit' : 'adjust',
      note: body.note,
      ...(body.reference ? { reference: body.reference } : {}),
      actorId: actor.userId,
    });
    return { ...result, balance: await this.ledger.balance(pool, 'coin') };
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
