import type { AccountRow, TeamRow } from '@hh/domain/accounts/account-admin.schema';
import { closeProblem } from '@hh/domain/accounts/account-rules';
import { isRoleCode, RoleCode } from '@hh/domain/accounts/role';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';

export type TeamAction = 'rename' | 'leader' | 'dismiss';
export type AccountAction = 'edit' | 'close' | 'open' | 'setCityPm' | 'unsetCityPm' | 'bind';

const row = { display: 'inline-flex', flexWrap: 'wrap', gap: 4 } as const;

/** A team's actions: a team leader renames their team; the manager also sets the leader and dismisses. */
export function TeamActions({
  team,
  manager,
  onAction,
}: {
  team: TeamRow;
  manager: boolean;
  onAction: (action: TeamAction, team: TeamRow) => void;
}) {
  return (
    <span style={row}>
      <Button type="link" size="small" onClick={() => onAction('rename', team)}>
        重命名
      </Button>
      {manager ? (
        <>
          <Button type="link" size="small" onClick={() => onAction('leader', team)}>
            {team.leaderId ? '更换团队长' : '设置团队长'}
          </Button>
          <Button type="link" size="small" danger onClick={() => onAction('dismiss', team)}>
            解散
          </Button>
        </>
      ) : null}
    </span>
  );
}

/** Why closing is not offered on a row: the domain's rule, the same the server applies. */
function closeBlocked(account: AccountRow, selfId: string): string | null {
  return closeProblem(selfId, {
    id: account.id,
    cname: account.cname,
    roleCode: isRoleCode(account.roleCode) ? account.roleCode : RoleCode.member,
    teamId: account.groupId,
    status: account.status,
    leadsTeam: account.isLeader && account.groupId ? { id: account.groupId, name: account.groupName ?? '' } : null,
  });
}

/** An account's actions: editing for both, the rest for the manager only. */
export function AccountActions({
  account,
  manager,
  selfId,
  onAction,
}: {
  account: AccountRow;
  manager: boolean;
  selfId: string;
  onAction: (action: AccountAction, account: AccountRow) => void;
}) {
  const blocked = closeBlocked(account, selfId);
  const open = account.status === 'open';
  return (
    <span style={row}>
      <Button type="link" size="small" onClick={() => onAction('edit', account)}>
        编辑
      </Button>
      {manager && open ? (
        <Tooltip title={blocked}>
          <Button type="link" size="small" danger disabled={blocked !== null} onClick={() => onAction('close', account)}>
            关闭账号
          </Button>
        </Tooltip>
      ) : null}
      {manager && !open ? (
        <Button type="link" size="small" onClick={() => onAction('open', account)}>
          重新开通
        </Button>
      ) : null}
      {manager && open && account.roleCode === RoleCode.cityLeader ? (
        <>
          <Button type="link" size="small" onClick={() => onAction('bind', account)}>
            绑定顾问
          </Button>
          <Button type="link" size="small" onClick={() => onAction('unsetCityPm', account)}>
            取消城市经理
          </Button>
        </>
      ) : null}
      {manager && open && account.roleCode === RoleCode.member ? (
        <Button type="link" size="small" onClick={() => onAction('setCityPm', account)}>
          设为城市经理
        </Button>
      ) : null}
    </span>
  );
}
