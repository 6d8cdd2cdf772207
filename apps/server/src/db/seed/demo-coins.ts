import type { LedgerAccount } from '@hh/domain/coins/ledger';
import type { SeedTransfer } from './demo-ledger';
import { seedId } from './seed-ids';

const DAY = 86_400_000;

/**
 * The coin world of both firms beyond the opening grants (demo-sharing.ts): the platform credits
 * each firm's pool, the managers hand part of it to teams and consultants, and a few transfers
 * between colleagues — so 我的金币, 转账记录, 团队金币 and /ops 金币账本 all show something real.
 * Written with the grants and share rewards in one time order (demo-sharing.ts), as live transfers would be.
 */
export function demoCoinTransfers(now: number): SeedTransfer[] {
  const firm = (f: 'xinghe' | 'yuanhang'): LedgerAccount => ({ kind: 'firm', firmId: seedId(`firm:${f}`) });
  const user = (f: 'xinghe' | 'yuanhang', key: string): LedgerAccount => ({
    kind: 'user',
    firmId: seedId(`firm:${f}`),
    userId: seedId(`user:${key}`),
  });
  const team = (key: string): LedgerAccount => ({ kind: 'team', firmId: seedId('firm:xinghe'), teamId: seedId(`team:${key}`) });
  const platform: LedgerAccount = { kind: 'platform' };
  const xhManager = seedId('user:xh-manager');
  const yhManager = seedId('user:yh-manager');
  const admin = seedId('user:admin');
  const rows: Array<Omit<SeedTransfer, 'id' | 'key' | 'at'> & { name: string; daysAgo: number }> = [
    {
      name: 'credit-xh',
      reason: 'credit',
      from: platform,
      to: firm('xinghe'),
      amount: 2000,
      daysAgo: 45,
      note: '年度套餐赠送',
      reference: 'HT-2026-018',
    },
    {
      name: 'credit-yh',
      reason: 'credit',
      from: platform,
      to: firm('yuanhang'),
      amount: 800,
      daysAgo: 40,
      note: '年度套餐赠送',
      reference: 'HT-2026-021',
    },
    {
      name: 'charge-team-a',
      reason: 'charge',
      from: firm('xinghe'),
      to: team('A'),
      amount: 300,
      daysAgo: 30,
      note: '季度团队激励',
      actorId: xhManager,
    },
    {
      name: 'charge-team-b',
      reason: 'charge',
      from: firm('xinghe'),
      to: team('B'),
      amount: 200,
      daysAgo: 30,
      note: '季度团队激励',
      actorId: xhManager,
    },
    {
      name: 'charge-a1',
      reason: 'charge',
      from: firm('xinghe'),
      to: user('xinghe', 'xh-member-a1'),
      amount: 50,
      daysAgo: 20,
      note: '入职奖励补发',
      actorId: xhManager,
    },
    {
      name: 'charge-manager',
      reason: 'charge',
      from: firm('xinghe'),
      to: user('xinghe', 'xh-manager'),
      amount: 500,
      daysAgo: 20,
      note: '管理员备用金',
      actorId: xhManager,
    },
    {
      name: 'charge-yh-member',
      reason: 'charge',
      from: firm('yuanhang'),
      to: user('yuanhang', 'yh-member'),
      amount: 30,
      daysAgo: 18,
      note: '月度激励',
      actorId: yhManager,
    },
    {
      name: 'tr-a2',
      reason: 'transfer',
      from: user('xinghe', 'xh-manager'),
      to: user('xinghe', 'xh-member-a2'),
      amount: 30,
      daysAgo: 12,
      actorId: xhManager,
    },
    {
      name: 'tr-b1',
      reason: 'transfer',
      from: user('xinghe', 'xh-manager'),
      to: user('xinghe', 'xh-member-b1'),
      amount: 20,
      daysAgo: 9,
      actorId: xhManager,
    },
    {
      name: 'tr-a1-lead',
      reason: 'transfer',
      from: user('xinghe', 'xh-member-a1'),
      to: user('xinghe', 'xh-leader-a'),
      amount: 5,
      daysAgo: 6,
      actorId: seedId('user:xh-member-a1'),
    },
    {
      name: 'tr-lead-a2',
      reason: 'transfer',
      from: user('xinghe', 'xh-leader-a'),
      to: user('xinghe', 'xh-member-a2'),
      amount: 8,
      daysAgo: 3,
      actorId: seedId('user:xh-leader-a'),
    },
    {
      name: 'adjust-yh',
      reason: 'adjust',
      from: firm('yuanhang'),
      to: platform,
      amount: 100,
      daysAgo: 2,
      note: '多充冲回',
      reference: 'HT-2026-021',
    },
  ];
  return rows.map(({ name, daysAgo, ...t }) => ({
    ...t,
    id: seedId(`coins:demo:${name}`),
    key: `demo:${name}`,
    at: new Date(now - daysAgo * DAY),
    ...(t.reason === 'credit' || t.reason === 'adjust' ? { actorId: admin } : {}),
  }));
}
