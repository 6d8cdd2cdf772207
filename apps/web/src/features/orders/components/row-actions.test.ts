import type { OrderRow } from '@hh/domain/orders/order.schema';
import { describe, expect, it } from 'vitest';
import { actorFor, rowActionsOf } from './row-actions';

const row = (change: Partial<OrderRow>): OrderRow => ({
  orderId: 'o1',
  candidateState: 30,
  stateLabel: '',
  rejectStatus: 0,
  rejectReason: '',
  positionId: 'p1',
  positionName: 'Java',
  projectId: 'pr1',
  companyName: '某公司',
  cityName: '杭州',
  commonUserId: 'c1',
  userId: 'u1',
  candidateName: '张三',
  candidatePhone: '138****0000',
  hunterId: 'me',
  hunterName: '我',
  pmName: 'PM',
  recommendTime: 0,
  updateTime: 0,
  interviewTime: null,
  interviewPlace: '',
  interviewReaction: 0,
  offerSalary: null,
  onboardDate: null,
  guaranteeEndTime: null,
  terminalReason: '',
  remark: '',
  ...change,
});
const member = { userId: 'me', leader: false };
const leader = { userId: 'boss', leader: true };
const keys = (r: OrderRow, v = member) => {
  const { moves, others } = rowActionsOf(r, v);
  return { moves: moves.map((m) => m.key), others: others.map((m) => m.key) };
};

describe('row actions', () => {
  it('acts as the consultant on an own order and as the leader on a team member’s', () => {
    expect(actorFor(row({}), member)).toBe('consultant');
    expect(actorFor(row({}), leader)).toBe('leader');
    expect(actorFor(row({ hunterId: 'boss' }), leader)).toBe('consultant');
  });

  it('offers recommend and store-talent on a pending order, and ending it', () => {
    const { moves, others } = keys(row({ candidateState: 20 }));
    expect(moves).toEqual(['recommend', 'storeTalent']);
    expect(others.at(-1)).toBe('terminate');
    expect(others).not.toContain('report');
  });

  it('offers the recommit only after a rejection, and the reject detail then', () => {
    expect(keys(row({ candidateState: 30, rejectStatus: 0 })).moves).toEqual([]);
    expect(keys(row({ candidateState: 30, rejectStatus: 1 })).moves).toEqual(['recommit']);
    expect(keys(row({ candidateState: 30, rejectStatus: 2 })).others).toContain('rejectDetail');
  });

  it('lets the consultant make and change the offer, never the PM’s moves', () => {
    expect(keys(row({ candidateState: 64 })).moves).toEqual(['makeOffer']);
    expect(keys(row({ candidateState: 80 })).moves).toEqual(['updateOffer']);
    expect(keys(row({ candidateState: 40 })).moves).toEqual([]);
    // After the hire only the platform may end the order.
    expect(keys(row({ candidateState: 91 })).others).not.toContain('terminate');
    expect(keys(row({ candidateState: 127 })).others).not.toContain('terminate');
  });

  it('lets only leaders hand an order over', () => {
    expect(keys(row({})).others).not.toContain('transfer');
    expect(keys(row({}), leader).others).toContain('transfer');
  });
});
