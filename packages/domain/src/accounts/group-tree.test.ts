import { describe, expect, it } from 'vitest';
import {
  CLOSED_GROUP_ID,
  CLOSED_GROUP_NAME,
  groupKey,
  groupTreeData,
  groupUsersByTeam,
  leaderGroups,
  NO_GROUP_ID,
  OPEN_GROUP_ID,
  type TreeMember,
  type UserGroup,
  usersOfSelection,
} from './group-tree';

const m = (id: string, cname: string, team: [string, string, number] | null, status: 'open' | 'closed' = 'open'): TreeMember => ({
  id,
  cname,
  teamId: team?.[0] ?? null,
  teamName: team?.[1] ?? null,
  teamOrder: team?.[2] ?? 0,
  status,
});
const A: [string, string, number] = ['tA', '互联网技术组', 1];
const B: [string, string, number] = ['tB', '金融财务组', 2];
const ids = (groups: UserGroup[]) => groups.map((g) => [g.groupId, g.users.map((u) => u.id)]);

describe('groupUsersByTeam', () => {
  it.each([
    { name: 'nobody', members: [], needClose: true, groups: [] },
    {
      name: 'teams in creation order, whatever order the users come in',
      members: [m('b1', '赵雨欣', B), m('a1', '王思琪', A), m('a2', '刘浩然', A)],
      needClose: false,
      groups: [
        ['tA', ['a2', 'a1']],
        ['tB', ['b1']],
      ],
    },
    {
      name: 'team-less open users come after the teams',
      members: [m('mgr', '周明远', null), m('a1', '王思琪', A)],
      needClose: false,
      groups: [
        ['tA', ['a1']],
        [NO_GROUP_ID, ['mgr']],
      ],
    },
    {
      name: 'closed accounts are left out without needClose',
      members: [m('a1', '王思琪', A), m('x', '已走', A, 'closed')],
      needClose: false,
      groups: [['tA', ['a1']]],
    },
    {
      name: 'closed accounts go to the closed group at the end with needClose, whatever their team',
      members: [m('x', '钱七', A, 'closed'), m('a1', '王思琪', A), m('y', '孙八', null, 'closed'), m('mgr', '周明远', null)],
      needClose: true,
      groups: [
        ['tA', ['a1']],
        [NO_GROUP_ID, ['mgr']],
        [CLOSED_GROUP_ID, ['x', 'y']],
      ],
    },
    {
      name: 'a team whose users are all closed shows no empty group',
      members: [m('x', '钱七', B, 'closed'), m('a1', '王思琪', A)],
      needClose: true,
      groups: [
        ['tA', ['a1']],
        [CLOSED_GROUP_ID, ['x']],
      ],
    },
  ])('$name', ({ members, needClose, groups }) => {
    expect(ids(groupUsersByTeam(members, needClose))).toEqual(groups);
  });

  it('titles the closed group as the spec says', () => {
    const groups = groupUsersByTeam([m('x', '钱七', A, 'closed')], true);
    expect(groups[0]).toMatchObject({ groupId: '-11', groupName: CLOSED_GROUP_NAME });
    expect(CLOSED_GROUP_NAME).toBe('已关闭账号组');
  });
});

describe('leaderGroups', () => {
  it.each([
    {
      name: 'open and closed',
      open: ['a'],
      closed: ['c'],
      groups: [
        [OPEN_GROUP_ID, ['a']],
        [CLOSED_GROUP_ID, ['c']],
      ],
    },
    { name: 'only open', open: ['a', 'b'], closed: [], groups: [[OPEN_GROUP_ID, ['a', 'b']]] },
    { name: 'only closed', open: [], closed: ['c'], groups: [[CLOSED_GROUP_ID, ['c']]] },
    { name: 'empty team', open: [], closed: [], groups: [] },
  ])('$name', ({ open, closed, groups }) => {
    const user = (id: string) => ({ id, cname: id });
    const answer = { groupId: 'tA', groupName: '互联网技术组', openUsers: open.map(user), closeUsers: closed.map(user) };
    const result = leaderGroups(answer);
    expect(ids(result)).toEqual(groups);
    if (open.length) expect(result[0]?.groupName).toBe('互联网技术组');
  });

  it('uses the node ids -10 and -11 of the spec', () => {
    expect([OPEN_GROUP_ID, CLOSED_GROUP_ID]).toEqual(['-10', '-11']);
  });
});

describe('groupTreeData and usersOfSelection', () => {
  const groups: UserGroup[] = [
    {
      groupId: 'tA',
      groupName: '互联网技术组',
      users: [
        { id: 'a1', cname: '王思琪' },
        { id: 'a2', cname: '刘浩然' },
      ],
    },
    { groupId: 'tB', groupName: '金融财务组', users: [{ id: 'b1', cname: '赵雨欣' }] },
    { groupId: CLOSED_GROUP_ID, groupName: CLOSED_GROUP_NAME, users: [{ id: 'x', cname: '钱七' }] },
  ];

  it('makes one node per group with its count and the users as leaves', () => {
    const tree = groupTreeData(groups);
    expect(tree.map((n) => [n.key, n.title])).toEqual([
      ['group:tA', '互联网技术组（2）'],
      ['group:tB', '金融财务组（1）'],
      ['group:-11', '已关闭账号组（1）'],
    ]);
    expect(tree[0]?.children?.map((c) => [c.key, c.title])).toEqual([
      ['a1', '王思琪'],
      ['a2', '刘浩然'],
    ]);
  });

  it.each([
    { name: 'nothing picked', selected: [], users: [] },
    { name: 'a whole group', selected: [groupKey('tA')], users: ['a1', 'a2'] },
    { name: 'single users', selected: ['b1', 'a2'], users: ['a2', 'b1'] },
    { name: 'group and one of its users, once each', selected: [groupKey('tA'), 'a1'], users: ['a1', 'a2'] },
    { name: 'the closed group', selected: [groupKey(CLOSED_GROUP_ID)], users: ['x'] },
    { name: 'ids outside the tree are dropped', selected: ['stranger', groupKey('tZ'), 'b1'], users: ['b1'] },
  ])('$name', ({ selected, users }) => {
    expect(usersOfSelection(groups, selected)).toEqual(users);
  });
});
