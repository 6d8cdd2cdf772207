import { RoleCode } from '../accounts/role';

/**
 * Who may send coins to whom (docs/API.md › Coins): a manager to anyone in the firm; a city
 * leader to the consultants bound to them; a team leader within the own team; a member only to
 * the own team's leader (handing coins back up, never sideways to a colleague). Never to oneself.
 * `reach` is the sender's data scope (null = the whole firm).
 */
export function mayTransferTo(
  sender: { userId: string; roleCode: RoleCode; teamLeaderId: string | null },
  receiverId: string,
  reach: readonly string[] | null,
): boolean {
  if (receiverId === sender.userId) return false;
  if (sender.roleCode === RoleCode.member) return sender.teamLeaderId !== null && receiverId === sender.teamLeaderId;
  return reach === null || reach.includes(receiverId);
}

/** The Chinese answer when the rule refuses a receiver inside the firm. */
export function transferRuleMessage(roleCode: RoleCode): string {
  switch (roleCode) {
    case RoleCode.member:
      return '顾问只能把金币转给本团队的团队长';
    case RoleCode.teamLeader:
      return '团队长只能给本团队成员转账';
    case RoleCode.cityLeader:
      return '城市经理只能给绑定的顾问转账';
    default:
      return '不能给该用户转账';
  }
}
