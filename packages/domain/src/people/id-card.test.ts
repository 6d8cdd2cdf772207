import { describe, expect, it } from 'vitest';
import { birthDateOfIdCard, idCardCheckChar, idCardProblem, maskIdCard } from './id-card';

describe('idCardCheckChar (GB 11643 / ISO 7064 MOD 11-2)', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030819900307211', '5'],
    ['32010219850512341', 'X'],
  ])('%s → %s', (first17, check) => expect(idCardCheckChar(first17)).toBe(check));
});

describe('idCardProblem', () => {
  const today = new Date('2026-11-21T00:00:00Z');
  it.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null],
    ['110105 19491231 002X', null],
    ['440308199003072115', null],
    ['11010519491231002', 'format'],
    ['1101051949123100211', 'format'],
    ['A1010519491231002X', 'format'],
    ['00010519491231002X', 'region'],
    ['110105194902300021', 'birthDate'],
    ['110105189912310021', 'birthDate'],
    ['110105203001010021', 'birthDate'],
    ['110105194912310021', 'checkDigit'],
  ])('%s → %s', (id, problem) => expect(idCardProblem(id, today)).toBe(problem));
});

describe('birthDateOfIdCard and maskIdCard', () => {
  it('reads the birth date of a valid number only', () => {
    expect(birthDateOfIdCard('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateOfIdCard('110105194912310021')).toBeNull();
  });
  it.each([
    ['11010519491231002X', '110***********002X'],
    ['123', '***'],
  ])('%s → %s', (id, masked) => expect(maskIdCard(id)).toBe(masked));
});
