import { isManager } from '@hh/domain/accounts/role';
import type { DataScope } from '@hh/domain/accounts/scope';
import type { ChargeDetail, CoinDetail, GroupCoins } from '@hh/domain/coins/coin.schema';
import { ledgerReasonLabel, userAccount } from '@hh/domain/coins/ledger';
import type { ConsultantActor } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { CoinsRepository } from './coins.repository';
import type { LedgerService } from './ledger.service';

/** The movements person-to-person transfers show in 转账记录. */
const TRANSFER_REASONS = ['transfer', 'charge'] as const;

/** What the other side of an entry is called in a movement list. */
export function counterpartName(account: string, userName: string | null, teamName: string | null): string {
  if (account === 'platform') return '平台';
  if (account.startsWith('firm:')) return '公司金币池';
  if (account.startsWith('deposit:')) return '保证金账户';
  if (account.startsWith('team:')) return teamName ? `团队：${teamName}` : '团队';
  return userName ?? '顾问';
}

/** The coin reads of the user centre: my movements, the coins in my reach, the manager's charges. */
export class CoinReadsService {
  constructor(
    private readonly repo: CoinsRepository,
    private readonly ledger: LedgerService,
  ) {}

  async detail(actor: ConsultantActor, query: { pageNum: number; pageSize: number; type: 'all' | 'transfer' }): Promise<CoinDetail> {
    const account = userAccount(actor.userId);
    const reasons = query.type === 'transfer' ? TRANSFER_REASONS : null;
    const [{ rows, total }, balance] = await Promise.all([
      this.repo.movements(account, 'coin', reasons, query.pageSize, (query.pageNum - 1) * query.pageSize),
      this.ledger.balance({ kind: 'user', firmId: actor.firmId, userId: actor.userId }, 'coin'),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        time: r.time.getTime(),
        reason: r.reason,
        reasonLabel: ledgerReasonLabel(r.reason),
        counterpart: counterpartName(r.otherAccount, r.otherUser, r.otherTeam),
        amount: r.amount,
        balanceAfter: r.balanceAfter ?? 0,
        note: r.note,
      })),
      total,
      balance,
    };
  }

  /** A member has no group to read; leaders and managers read their scope (a team filter narrows it). */
  async groupCoins(
    scope: DataScope,
    actor: ConsultantActor,
    query: { pageNum: number; pageSize: number; teamId?: string | undefined },
  ): Promise<GroupCoins> {
    if (scope.kind === 'self') throw forbidden('顾问没有团队金币可查看');
    if (query.teamId !== undefined && (!isId(query.teamId) || !(await this.repo.team(actor.firmId, query.teamId))))
      throw notFound('团队不存在');
    const page = await this.repo.userCoins(
      scope.firmId,
      scope.userIds,
      query.teamId ?? null,
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    );
    const teamIds = scope.kind === 'firm' ? null : scope.kind === 'team' ? (actor.teamId ? [actor.teamId] : []) : [];
    const teams = teamIds !== null && teamIds.length === 0 ? [] : await this.repo.teamPools(scope.firmId, teamIds);
    return {
      list: page.rows.map((r) => ({
        userId: r.userId,
        cname: r.cname,
        roleCode: r.roleCode ?? 10,
        groupName: r.groupName ?? '未分组',
        status: r.status,
        coins: Number(r.coins),
      })),
      total: page.total,
      sum: page.sum,
      teams: teams.map((t) => ({ ...t, coins: Number(t.coins) })),
    };
  }

  async chargeDetail(actor: ConsultantActor, query: { pageNum: number; pageSize: number }): Promise<ChargeDetail> {
    if (!isManager(actor.roleCode)) throw forbidden('只有管理员可以查看金币分配记录');
    const [{ rows, total }, pools] = await Promise.all([
      this.repo.charges(actor.firmId, query.pageSize, (query.pageNum - 1) * query.pageSize),
      this.repo.firmPool(actor.firmId),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        time: r.time.getTime(),
        to: counterpartName(r.toAccount, r.toUser, r.toTeam),
        toKind: r.toAccount.startsWith('team:') ? 'team' : r.toAccount.startsWith('user:') ? 'user' : 'firm',
        amount: r.amount,
        actorName: r.actorName ?? '',
        note: r.note,
      })),
      total,
      pool: pools,
    };
  }
}
