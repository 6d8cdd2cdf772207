import { groupUsersByTeam, type UserGroup } from '@hh/domain/accounts/group-tree';
import { isManager, RoleCode } from '@hh/domain/accounts/role';
import type { DataScope } from '@hh/domain/accounts/scope';
import { ApiState } from '@hh/domain/api/api-state';
import type { ChargeBody, TransferAnswer } from '@hh/domain/coins/coin.schema';
import { accountKey, type LedgerAccount, parseCoinAmount } from '@hh/domain/coins/ledger';
import { mayTransferTo, transferRuleMessage } from '@hh/domain/coins/transfer-rules';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { CoinsRepository } from './coins.repository';
import type { LedgerService } from './ledger.service';

const RECEIVER_MISSING = '接收人不存在';
const TEAM_MISSING = '团队不存在';
const KEY_MAX = 100;

/** The caller's Idempotency-Key header, refused in Chinese when missing or unusable. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key === '') throw badRequest('缺少Idempotency-Key请求头，请刷新页面后重试');
  if (key.length > KEY_MAX || !/^[\w.:-]+$/.test(key)) throw badRequest('Idempotency-Key格式不正确');
  return key;
}

/**
 * A person moving coins: a transfer to a colleague (transfer/coin) and a manager's charge from
 * the firm's pool to a team or a consultant (managercharge/coin). Each carries the caller's
 * Idempotency-Key, namespaced by the caller, so the same request twice moves coins once.
 */
export class CoinTransfersService {
  constructor(
    private readonly repo: CoinsRepository,
    private readonly ledger: LedgerService,
  ) {}

  async transfer(actor: ConsultantActor, scope: DataScope, header: string, input: { toUserId: string; coin?: string | undefined }) {
    const parsed = parseCoinAmount(input.coin);
    if (!parsed.ok) throw badRequest(parsed.message);
    if (!isId(input.toUserId)) throw notFound(RECEIVER_MISSING);
    if (input.toUserId === actor.userId) throw badRequest('不能给自己转账');
    const receiver = await this.repo.consultant(actor.firmId, input.toUserId);
    if (!receiver) throw notFound(RECEIVER_MISSING);
    const own = actor.teamId ? await this.repo.team(actor.firmId, actor.teamId) : undefined;
    const sender = { userId: actor.userId, roleCode: actor.roleCode, teamLeaderId: own?.leaderId ?? null };
    if (!mayTransferTo(sender, receiver.id, scope.userIds)) throw forbidden(transferRuleMessage(actor.roleCode));
    if (receiver.status !== 'open') throw conflict('对方账号已关闭，不能接收金币');
    const from: LedgerAccount = { kind: 'user', firmId: actor.firmId, userId: actor.userId };
    const to: LedgerAccount = { kind: 'user', firmId: actor.firmId, userId: receiver.id };
    return this.move(actor, `transfer:${actor.userId}:${header}`, from, to, parsed.amount, 'transfer', '');
  }

  /** The receivers the caller may pick, grouped by team (the rules of mayTransferTo). */
  async receivers(actor: ConsultantActor, scope: DataScope): Promise<UserGroup[]> {
    const own = actor.teamId ? await this.repo.team(actor.firmId, actor.teamId) : undefined;
    const sender = { userId: actor.userId, roleCode: actor.roleCode, teamLeaderId: own?.leaderId ?? null };
    const reach = actor.roleCode === RoleCode.member ? (sender.teamLeaderId ? [sender.teamLeaderId] : []) : scope.userIds;
    const members = await this.repo.members(actor.firmId, reach);
    return groupUsersByTeam(
      members.filter((m) => mayTransferTo(sender, m.id, scope.userIds)),
      false,
    );
  }

  async charge(actor: ConsultantActor, header: string, body: Omit<ChargeBody, 'coin'> & { coin: string }) {
    if (!isManager(actor.roleCode)) throw forbidden('只有管理员可以分配公司金币');
    const parsed = parseCoinAmount(body.coin);
    if (!parsed.ok) throw badRequest(parsed.message);
    let to: LedgerAccount;
    if (body.toTeamId) {
      const team = isId(body.toTeamId) ? await this.repo.team(actor.firmId, body.toTeamId) : undefined;
      if (!team) throw notFound(TEAM_MISSING);
      to = { kind: 'team', firmId: actor.firmId, teamId: team.id };
    } else {
      const user = body.toUserId && isId(body.toUserId) ? await this.repo.consultant(actor.firmId, body.toUserId) : undefined;
      if (!user) throw notFound(RECEIVER_MISSING);
      if (user.status !== 'open') throw conflict('对方账号已关闭，不能接收金币');
      to = { kind: 'user', firmId: actor.firmId, userId: user.id };
    }
    const from: LedgerAccount = { kind: 'firm', firmId: actor.firmId };
    return this.move(actor, `charge:${actor.userId}:${header}`, from, to, parsed.amount, 'charge', body.note ?? '');
  }

  private async move(
    actor: ConsultantActor,
    key: string,
    from: LedgerAccount,
    to: LedgerAccount,
    amount: number,
    reason: string,
    note: string,
  ): Promise<TransferAnswer> {
    const result = await this.ledger.transfer({ key, asset: 'coin', from, to, amount, reason, note, actorId: actor.userId });
    if (result.replayed) {
      // The same key for a different transfer is a client bug: say so rather than answer the old one as this one.
      const first = await this.repo.transferByKey(key);
      if (first && (first.toAccount !== accountKey(to) || first.amount !== amount)) {
        throw new AppError(ApiState.conflict, '该请求已提交过另一笔转账，请刷新页面后重试');
      }
    }
    return { ...result, balance: await this.ledger.balance(from, 'coin') };
  }
}
