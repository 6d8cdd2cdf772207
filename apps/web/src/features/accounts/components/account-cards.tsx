import type { AccountRow, TeamRow } from '@hh/domain/accounts/account-admin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { RoleTag, StatusTag } from './role-tag';
import { type AccountAction, AccountActions, type TeamAction, TeamActions } from './row-actions';

const card = { border: '1px solid #f0f0f0', borderRadius: 8, padding: '10px 12px' } as const;
const muted = { color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 } as const;

/** The team tab at phone widths: one card a team, its actions underneath. */
export function TeamCards({
  rows,
  loading,
  manager,
  empty,
  onAction,
}: {
  rows: TeamRow[];
  loading: boolean;
  manager: boolean;
  empty: ReactNode;
  onAction: (action: TeamAction, row: TeamRow) => void;
}) {
  if (rows.length === 0) return loading ? <Spin style={{ display: 'block', margin: '32px auto' }} /> : empty;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-busy={loading}>
      {rows.map((team) => (
        <li key={team.id} style={card} data-testid="team-card">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{team.groupName}</strong>
            <span style={muted}>
              {team.memberCount} 人{team.closedCount ? ` · 已关闭 ${team.closedCount}` : ''}
            </span>
          </div>
          <div style={muted}>团队长：{team.leaderName ? `${team.leaderName} ${team.leaderPhone ?? ''}` : '未设置'}</div>
          <div style={{ marginInlineStart: -8 }}>
            <TeamActions team={team} manager={manager} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The account lists at phone widths: one card an account, its actions underneath. */
export function AccountCards({
  rows,
  loading,
  manager,
  selfId,
  empty,
  onAction,
}: {
  rows: AccountRow[];
  loading: boolean;
  manager: boolean;
  selfId: string;
  empty: ReactNode;
  onAction: (action: AccountAction, row: AccountRow) => void;
}) {
  if (rows.length === 0) return loading ? <Spin style={{ display: 'block', margin: '32px auto' }} /> : empty;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-busy={loading}>
      {rows.map((account) => (
        <li key={account.id} style={card} data-testid="account-card">
          <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 6 }}>
            <strong style={{ opacity: account.status === 'closed' ? 0.55 : 1 }}>
              {account.cname}
              {account.id === selfId ? <span style={{ ...muted, fontWeight: 400 }}>（我）</span> : null}
            </strong>
            <RoleTag roleCode={account.roleCode} />
            <StatusTag status={account.status} />
          </div>
          <div style={muted}>
            {account.phone} · {account.groupName ?? '未分组'}
            {account.cityPms.length ? ` · 城市经理 ${account.cityPms.map((p) => p.cname).join('、')}` : ''}
          </div>
          <div style={muted}>开通于 {formatChinaTime(account.createdAt, 'YYYY-MM-DD')}</div>
          <div style={{ marginInlineStart: -8 }}>
            <AccountActions account={account} manager={manager} selfId={selfId} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}
