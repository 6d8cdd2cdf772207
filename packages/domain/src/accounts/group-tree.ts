import { z } from 'zod';

/**
 * Group data (spec 001 §3, §6): users grouped by team for the group filters of the data lists.
 * A city leader's comes from the city bound-users call, a team leader's from the group's user
 * list (open and closed accounts, nodes -10 and -11), everyone else's from all-users-with-group.
 * The server groups with `groupUsersByTeam`; the web turns any answer into a tree with
 * `groupTreeData` and a selection back into user ids with `usersOfSelection`.
 */
export const OPEN_GROUP_ID = '-10';
export const CLOSED_GROUP_ID = '-11';
/** Open accounts of no team (the manager, city leaders, members of dismissed teams). */
export const NO_GROUP_ID = '0';
/** spec 001 §6: the closed group is titled "Closed account group". */
export const CLOSED_GROUP_NAME = '已关闭账号组';
export const NO_GROUP_NAME = '未分组';

export const groupUserSchema = z.object({ id: z.string(), cname: z.string() });
export type GroupUser = z.infer<typeof groupUserSchema>;

export const userGroupSchema = z.object({ groupId: z.string(), groupName: z.string(), users: z.array(groupUserSchema) });
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupsSchema = z.array(userGroupSchema);

/** The team leader's view: their own team, open and closed accounts apart. */
export const leaderGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  openUsers: z.array(groupUserSchema),
  closeUsers: z.array(groupUserSchema),
});
export type LeaderGroup = z.infer<typeof leaderGroupSchema>;

export const groupTreeQuerySchema = z.object({
  needClose: z
    .enum(['true', 'false'], { error: 'needClose只能是true或false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const leaderGroupQuerySchema = groupTreeQuerySchema.extend({
  groupId: z.string({ error: '团队必须是文字' }).trim().max(40, { error: '团队不存在' }).optional(),
});

/** One user with what grouping needs. Teams are ordered by `teamOrder` (their creation), then name. */
export interface TreeMember {
  id: string;
  cname: string;
  teamId: string | null;
  teamName: string | null;
  teamOrder: number;
  status: 'open' | 'closed';
}

const byName = (a: { cname: string }, b: { cname: string }) => a.cname.localeCompare(b.cname, 'zh-Hans-CN') || 0;

/**
 * Open users by team (teams in creation order), then the team-less in 未分组; closed accounts
 * go to 已关闭账号组 at the end when `needClose`, else they are left out. Empty groups are not shown.
 */
export function groupUsersByTeam(members: readonly TreeMember[], needClose: boolean): UserGroup[] {
  const teams = new Map<string, { name: string; order: number; users: GroupUser[] }>();
  const teamless: GroupUser[] = [];
  const closed: GroupUser[] = [];
  for (const m of members) {
    const user = { id: m.id, cname: m.cname };
    if (m.status === 'closed') {
      if (needClose) closed.push(user);
    } else if (m.teamId === null) {
      teamless.push(user);
    } else {
      const team = teams.get(m.teamId) ?? { name: m.teamName ?? '', order: m.teamOrder, users: [] };
      team.users.push(user);
      teams.set(m.teamId, team);
    }
  }
  const groups: UserGroup[] = [...teams.entries()]
    .sort(([, a], [, b]) => a.order - b.order || a.name.localeCompare(b.name, 'zh-Hans-CN'))
    .map(([id, team]) => ({ groupId: id, groupName: team.name, users: team.users.sort(byName) }));
  if (teamless.length) groups.push({ groupId: NO_GROUP_ID, groupName: NO_GROUP_NAME, users: teamless.sort(byName) });
  if (closed.length) groups.push({ groupId: CLOSED_GROUP_ID, groupName: CLOSED_GROUP_NAME, users: closed.sort(byName) });
  return groups;
}

/** The team leader's answer as groups: the open accounts under -10 (titled with the team), the closed under -11. */
export function leaderGroups(answer: LeaderGroup): UserGroup[] {
  const groups: UserGroup[] = [];
  if (answer.openUsers.length) groups.push({ groupId: OPEN_GROUP_ID, groupName: answer.groupName, users: answer.openUsers });
  if (answer.closeUsers.length) groups.push({ groupId: CLOSED_GROUP_ID, groupName: CLOSED_GROUP_NAME, users: answer.closeUsers });
  return groups;
}

export interface TreeNode {
  key: string;
  value: string;
  title: string;
  children?: TreeNode[];
}

const GROUP_KEY_PREFIX = 'group:';

export function groupKey(groupId: string): string {
  return `${GROUP_KEY_PREFIX}${groupId}`;
}

/** Tree data for a tree picker: one node per group (key `group:<id>`), the users as leaves (key = user id). */
export function groupTreeData(groups: readonly UserGroup[]): TreeNode[] {
  return groups.map((g) => ({
    key: groupKey(g.groupId),
    value: groupKey(g.groupId),
    title: `${g.groupName}（${g.users.length}）`,
    children: g.users.map((u) => ({ key: u.id, value: u.id, title: u.cname })),
  }));
}

/**
 * The user ids a selection stands for: a group key stands for all its users, a user key for
 * itself; keys of nothing in the tree are dropped, so a list is never widened past the tree.
 * Order follows the tree; each id once.
 */
export function usersOfSelection(groups: readonly UserGroup[], selected: readonly string[]): string[] {
  const picked = new Set(selected);
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const g of groups) {
    const whole = picked.has(groupKey(g.groupId));
    for (const u of g.users) {
      if ((whole || picked.has(u.id)) && !seen.has(u.id)) {
        seen.add(u.id);
        ids.push(u.id);
      }
    }
  }
  return ids;
}
