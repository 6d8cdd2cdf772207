import { positionWriteSchema, projectFormSchema } from '@hh/domain/positions/position.schema';
import { describe, expect, it } from 'vitest';
import { DEMO_POSITIONS, DEMO_PROJECTS } from '../../db/seed/demo-positions';
import { seedId } from '../../db/seed/seed-ids';
import { ReferenceData } from '../content/reference-data';
import { PositionCodes } from './position-codes';

/** The demo world's positions are what the console could have saved: codes real, names matching, every rule kept. */
describe('demo positions', () => {
  const codes = new PositionCodes(new ReferenceData());

  it.each(DEMO_POSITIONS.map((p) => [p.key, p] as const))('%s passes the console’s checks', (_key, p) => {
    expect(codes.cityName(p.cityCode)).toBe(p.cityName);
    expect(codes.categoryName(...p.types)).toBe(p.categoryName);
    const parsed = positionWriteSchema.safeParse({
      projectId: seedId(`project:${p.project}`),
      positionName: p.name,
      cityCode: p.cityCode,
      positionFirstType: p.types[0],
      positionSecondType: p.types[1],
      positionThirdType: p.types[2],
      salaryLow: p.salary[0],
      salaryHigh: p.salary[1],
      salaryMonths: p.salary[2],
      rewardAmount: p.rewardYuan * 100,
      headcount: p.headcount,
      guaranteeDays: p.guaranteeDays,
      education: p.education,
      workYearLower: p.workYears[0],
      workYearUpper: p.workYears[1],
      restCondition: p.restCondition,
      socialInsurance: p.socialInsurance,
      keywords: p.keywords,
      description: p.duties.join('\n'),
      requirement: p.needs.join('\n'),
      address: p.address,
      template: p.template,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('has projects the console could have saved, in several cities and categories', () => {
    for (const p of DEMO_PROJECTS) {
      expect(codes.industryName(p.industryCode), p.name).toBeTruthy();
      const form = { ...p, projectName: p.name, pmId: seedId('user:pm'), assistantId: seedId('user:assistant') };
      expect(projectFormSchema.safeParse(form).success, p.name).toBe(true);
    }
    expect(new Set(DEMO_POSITIONS.map((p) => p.cityCode)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(DEMO_POSITIONS.map((p) => p.types[0])).size).toBeGreaterThanOrEqual(8);
    expect(DEMO_POSITIONS.filter((p) => p.state === 'recruiting').length).toBeGreaterThan(20);
    expect(new Set(DEMO_POSITIONS.map((p) => p.key)).size).toBe(DEMO_POSITIONS.length);
  });
});
