import { describe, expect, it } from 'vitest';
import {
  type AccountFacts,
  accountChangeProblem,
  cityBindingProblem,
  cityPmProblem,
  closeProblem,
  leaderProblem,
  openProblem,
  roleAfterLeading,
  roleAsLeader,
  type TeamFacts,
  unsetCityPmProblem,
} from './account-rules';

const account = (over: Partial<AccountFacts> = {}): AccountFacts => ({
  id: 'u1',
  cname: '王思琪',
  roleCode: 10,
  teamId: 'tA',
  status: 'open',
  leadsTeam: null,
  ...over,
});
const teamA: TeamFacts = { id: 'tA', name: '互联网技术组', leaderId: 'lead', leaderName: '陈志强' };
const teamB: TeamFacts = { id: 'tB', name: '金融财务组', leaderId: null, leaderName: null };
const leaderOfA = account({ id: 'lead', cname: '陈志强', roleCode: 20, leadsTeam: { id: 'tA', name: '互联网技术组' } });

describe('accountChangeProblem', () => {
  it.each([
    { name: 'a new member in a team', before: null, roleCode: 10, team: teamA, problem: null },
    { name: 'a new member with no team', before: null, roleCode: 10, team: null, problem: null },
    { name: 'a new leader of a leaderless team', before: null, roleCode: 20, team: teamB, problem: null },
    { name: 'a new leader needs a team', before: null, roleCode: 20, team: null, problem: '团队长需要选择所在的团队' },
    {
      name: 'a new leader of a led team',
      before: null,
      roleCode: 20,
      team: teamA,
      problem: '「互联网技术组」已有团队长陈志强，请通过更换团队长调整',
    },
    { name: 'the leader edited in place', before: leaderOfA, roleCode: 20, team: teamA, problem: null },
    {
      name: 'the leader moved to another team',
      before: leaderOfA,
      roleCode: 20,
      team: teamB,
      problem: '该账号是「互联网技术组」的团队长，请先更换团队长再调整团队',
    },
    {
      name: 'the leader made a member',
      before: leaderOfA,
      roleCode: 10,
      team: teamA,
      problem: '该账号是「互联网技术组」的团队长，请先更换团队长再调整角色',
    },
    { name: 'the leader made a manager keeps leading', before: leaderOfA, roleCode: 30, team: teamA, problem: null },
    { name: 'a member moved to another team', before: account(), roleCode: 10, team: teamB, problem: null },
    { name: 'a member made city leader', before: account(), roleCode: 25, team: null, problem: null },
    {
      name: 'the manager changing their own role',
      before: account({ id: 'me', roleCode: 30 }),
      roleCode: 10,
      team: null,
      problem: '不能修改自己的角色',
    },
    {
      name: 'the manager editing themselves otherwise',
      before: account({ id: 'me', roleCode: 30 }),
      roleCode: 30,
      team: teamB,
      problem: null,
    },
  ] as const)('$name', ({ before, roleCode, team, problem }) => {
    expect(accountChangeProblem({ actorId: 'me', before, roleCode, team })).toBe(problem);
  });
});

describe('closing and opening', () => {
  it.each([
    { name: 'a member', target: account(), problem: null },
    { name: 'oneself', target: account({ id: 'me', roleCode: 30 }), problem: '不能关闭自己的账号' },
    { name: 'a closed account', target: account({ status: 'closed' }), problem: '该账号已关闭' },
    { name: 'a team leader', target: leaderOfA, problem: '该账号是「互联网技术组」的团队长，请先更换团队长再关闭' },
    { name: 'a city leader', target: account({ roleCode: 25, teamId: null }), problem: '该账号是城市经理，请先取消城市经理再关闭' },
    { name: 'another manager', target: account({ roleCode: 30 }), problem: null },
  ] as const)('closing $name', ({ target, problem }) => {
    expect(closeProblem('me', target)).toBe(problem);
  });

  it('opens only a closed account', () => {
    expect(openProblem(account({ status: 'closed' }))).toBeNull();
    expect(openProblem(account())).toBe('该账号已是开通状态');
  });
});

describe('leaderProblem', () => {
  it.each([
    { name: 'add to a leaderless team', mode: 'add', team: teamB, who: account(), problem: null },
    { name: 'add when there is one', mode: 'add', team: teamA, who: account(), problem: '「互联网技术组」已有团队长，请使用更换团队长' },
    { name: 'change when there is one', mode: 'change', team: teamA, who: account(), problem: null },
    {
      name: 'change when there is none',
      mode: 'change',
      team: teamB,
      who: account(),
      problem: '「金融财务组」还没有团队长，请使用添加团队长',
    },
    { name: 'a closed account', mode: 'add', team: teamB, who: account({ status: 'closed' }), problem: '该账号已关闭，不能设为团队长' },
    { name: 'the current leader again', mode: 'change', team: teamA, who: leaderOfA, problem: '该账号已是本团队的团队长' },
    { name: 'the leader of another team', mode: 'add', team: teamB, who: leaderOfA, problem: '该账号已是「互联网技术组」的团队长' },
    {
      name: 'a city leader',
      mode: 'add',
      team: teamB,
      who: account({ roleCode: 25 }),
      problem: '城市经理不能兼任团队长，请先取消城市经理',
    },
    { name: 'a manager', mode: 'add', team: teamB, who: account({ roleCode: 30 }), problem: null },
  ] as const)('$name', ({ mode, team, who, problem }) => {
    expect(leaderProblem(mode, team, who)).toBe(problem);
  });

  it.each([
    [10, 20, 10],
    [20, 20, 10],
    [30, 30, 30],
  ] as const)('role %i leads as %i and goes back to %i', (role, leading, after) => {
    expect(roleAsLeader(role)).toBe(leading);
    expect(roleAfterLeading(leading)).toBe(after);
  });
});

describe('city leaders', () => {
  it.each([
    { name: 'a member', who: account(), problem: null },
    { name: 'a closed account', who: account({ status: 'closed' }), problem: '该账号已关闭' },
    { name: 'a city leader already', who: account({ roleCode: 25 }), problem: '该账号已是城市经理' },
    { name: 'a manager', who: account({ roleCode: 30 }), problem: '管理员可查看全公司数据，无需设为城市经理' },
    { name: 'a team leader', who: leaderOfA, problem: '该账号是「互联网技术组」的团队长，请先更换团队长' },
  ] as const)('setting $name', ({ who, problem }) => {
    expect(cityPmProblem(who)).toBe(problem);
  });

  it('unsets only a city leader', () => {
    expect(unsetCityPmProblem(account({ roleCode: 25 }))).toBeNull();
    expect(unsetCityPmProblem(account())).toBe('该账号不是城市经理');
  });

  const pm = account({ id: 'pm', cname: '吴静怡', roleCode: 25, teamId: null });
  it.each([
    { name: 'members and leaders', pm, users: [account(), leaderOfA], problem: null },
    { name: 'nobody (unbinds all)', pm, users: [], problem: null },
    { name: 'to a member', pm: account(), users: [account()], problem: '只能给城市经理绑定顾问' },
    { name: 'to a closed city leader', pm: { ...pm, status: 'closed' }, users: [], problem: '该城市经理的账号已关闭' },
    { name: 'a manager', pm, users: [account({ cname: '周明远', roleCode: 30 })], problem: '周明远是管理员，只能绑定顾问和团队长' },
    { name: 'the city leader itself', pm, users: [pm], problem: '吴静怡是城市经理，只能绑定顾问和团队长' },
  ] as const)('binding $name', ({ pm: cityPm, users, problem }) => {
    expect(cityBindingProblem(cityPm, users)).toBe(problem);
  });
});
