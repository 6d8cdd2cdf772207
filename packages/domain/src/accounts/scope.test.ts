import { describe, expect, it } from 'vitest';
import { type DataScope, narrowScope, SCOPE_BY_ROLE, scopeIncludesUser } from './scope';

const firmScope: DataScope = { kind: 'firm', firmId: 'f1', actorId: 'm', userIds: null };
const teamScope: DataScope = { kind: 'team', firmId: 'f1', actorId: 'l', userIds: ['l', 'a', 'b'] };
const selfScope: DataScope = { kind: 'self', firmId: 'f1', actorId: 'a', userIds: ['a'] };

describe('SCOPE_BY_ROLE', () => {
  it.each([
    [10, 'self'],
    [20, 'team'],
    [25, 'city'],
    [30, 'firm'],
  ] as const)('role %i reads %s data', (role, kind) => {
    expect(SCOPE_BY_ROLE[role]).toBe(kind);
  });
});

describe('scopeIncludesUser', () => {
  it.each([
    [firmScope, 'anyone', true],
    [teamScope, 'a', true],
    [teamScope, 'z', false],
    [selfScope, 'a', true],
    [selfScope, 'b', false],
  ])('%o includes %s → %s', (scope, user, expected) => {
    expect(scopeIncludesUser(scope, user)).toBe(expected);
  });
});

describe('narrowScope', () => {
  it.each([
    { name: 'no pick keeps the scope', scope: teamScope, pick: undefined, users: ['l', 'a', 'b'] },
    { name: 'empty pick keeps the scope', scope: teamScope, pick: [], users: ['l', 'a', 'b'] },
    { name: 'pick inside the team', scope: teamScope, pick: ['a'], users: ['a'] },
    { name: 'pick outside the team is dropped', scope: teamScope, pick: ['a', 'z'], users: ['a'] },
    { name: 'only outsiders leaves nothing', scope: teamScope, pick: ['z'], users: [] },
    { name: 'manager may pick anyone of the firm', scope: firmScope, pick: ['x', 'x', 'y'], users: ['x', 'y'] },
    { name: 'member cannot widen to a colleague', scope: selfScope, pick: ['b'], users: [] },
  ])('$name', ({ scope, pick, users }) => {
    expect(narrowScope(scope, pick).userIds).toEqual(users);
  });
});
