import { describe, expect, it } from 'vitest';
import { describeSalary, monthlyToK, tenthToMonths, yearlyToWan } from './salary';

describe('salary conversions', () => {
  it.each([
    [45000, '45k'],
    [12500, '12.5k'],
    [0, ''],
  ])('monthly %i → %s', (yuan, shown) => expect(monthlyToK(yuan)).toBe(shown));
  it.each([
    [130, '13薪'],
    [135, '13.5薪'],
    [0, ''],
  ])('tenth %i → %s', (tenth, shown) => expect(tenthToMonths(tenth)).toBe(shown));
  it.each([
    [600000, '60万'],
    [455000, '45.5万'],
  ])('yearly %i → %s', (yuan, shown) => expect(yearlyToWan(yuan)).toBe(shown));

  it.each([
    [45000, 140, 0, false, '45k×14薪（63万/年）'],
    [45000, 0, 0, false, '45k'],
    [0, 0, 800000, false, '80万/年'],
    [30000, 130, 420000, false, '30k×13薪（42万/年）'],
    [45000, 140, 0, true, '不透露'],
    [0, 0, 0, false, ''],
  ])('describeSalary(%i, %i, %i, %s) → %s', (m, t, y, refuse, shown) => expect(describeSalary(m, t, y, refuse)).toBe(shown));
});
