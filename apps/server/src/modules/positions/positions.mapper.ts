import type { PmInfo, PositionIntroduce, PositionRow, ProjectIntroduce } from '@hh/domain/positions/position.schema';
import type { PositionState, ProjectState } from '@hh/domain/positions/position-enums';
import type { PositionsRepository } from './positions.repository';

type ListRow = Awaited<ReturnType<PositionsRepository['recruitingPage']>>['rows'][number];
type FullRow = NonNullable<Awaited<ReturnType<PositionsRepository['find']>>>;
type ProjectRecord = NonNullable<Awaited<ReturnType<PositionsRepository['project']>>>;
type Contact = Awaited<ReturnType<PositionsRepository['staffContacts']>>[number];

/** A position as a list row (positionList, recommended). */
export function toPositionRow(row: Omit<ListRow, 'myOrderCount'>, myOrderCount: number): PositionRow {
  return {
    positionId: row.id,
    positionName: row.name,
    projectId: row.projectId,
    projectName: row.projectName,
    companyName: row.companyName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    positionFirstType: row.firstType,
    positionSecondType: row.secondType,
    positionThirdType: row.thirdType,
    categoryName: row.categoryName,
    salaryLow: row.salaryLow,
    salaryHigh: row.salaryHigh,
    salaryMonths: row.salaryMonths,
    rewardAmount: row.rewardAmount,
    headcount: row.headcount,
    guaranteeDays: row.guaranteeDays,
    education: row.education,
    workYearLower: row.workYearLower,
    workYearUpper: row.workYearUpper,
    restCondition: row.restCondition,
    socialInsurance: row.socialInsurance,
    keywords: row.keywords,
    state: row.state as PositionState,
    publishTime: row.publishedAt ? row.publishedAt.getTime() : null,
    lastUpdateTime: row.updatedAt.getTime(),
    myOrderCount,
  };
}

/** The position introduction of the detail page (position/form/main). */
export function toPositionIntroduce(row: FullRow, myOrderCount: number): PositionIntroduce {
  return {
    ...toPositionRow(row, myOrderCount),
    id: row.id,
    description: row.description,
    requirement: row.requirement,
    address: row.address,
    hasResumeSample: row.resumeSampleKey !== null,
    pmId: row.pmId,
  };
}

export function toProjectIntroduce(row: ProjectRecord, industryName: string): ProjectIntroduce {
  return {
    projectId: row.id,
    projectName: row.name,
    companyName: row.companyName,
    industryCode: row.industryCode,
    industryName,
    companySize: row.companySize,
    address: row.address,
    introduce: row.introduce,
    pmId: row.pmId,
    pmName: row.pmName,
    state: row.state as ProjectState,
    positionCount: row.recruiting,
  };
}

export function toPmInfo(pm: Contact, assistant: Contact | undefined): PmInfo {
  return {
    pmId: pm.id,
    pmName: pm.cname,
    pmPhone: pm.phone,
    pmWeixin: pm.weixin ?? '',
    pmEmail: pm.email ?? '',
    assistantName: assistant?.cname ?? null,
    assistantPhone: assistant?.phone ?? null,
  };
}
