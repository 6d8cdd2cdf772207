import { templateContentSchema } from '@hh/domain/orders/report.schema';
import type { OpsPositionDetail, OpsPositionRow, OpsProjectRow, StaffOption } from '@hh/domain/positions/ops.schema';
import type { PositionState, ProjectState, REST_CONDITIONS, SOCIAL_INSURANCES } from '@hh/domain/positions/position-enums';
import type { OpsPositionsRepository } from './ops-positions.repository';

type ProjectRecord = NonNullable<Awaited<ReturnType<OpsPositionsRepository['project']>>>;
type PositionListRecord = Awaited<ReturnType<OpsPositionsRepository['positionsPage']>>['rows'][number];
type PositionRecord = NonNullable<Awaited<ReturnType<OpsPositionsRepository['position']>>>;
type StaffRecord = Awaited<ReturnType<OpsPositionsRepository['staff']>>[number];

export function toStaffOption(row: StaffRecord): StaffOption {
  return { id: row.id, cname: row.cname, phone: row.phone, staffRole: row.staffRole ?? '' };
}

export function toOpsProjectRow(row: ProjectRecord, industryName: string): OpsProjectRow {
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
    assistantId: row.assistantId,
    assistantName: row.assistantName,
    state: row.state as ProjectState,
    positionCount: row.positionCount,
    recruitingCount: row.recruitingCount,
    lastUpdateTime: row.updatedAt.getTime(),
  };
}

export function toOpsPositionRow(row: PositionListRecord): OpsPositionRow {
  return {
    positionId: row.id,
    positionName: row.name,
    projectId: row.projectId,
    projectName: row.projectName,
    companyName: row.companyName,
    cityName: row.cityName,
    categoryName: row.categoryName,
    salaryLow: row.salaryLow,
    salaryHigh: row.salaryHigh,
    salaryMonths: row.salaryMonths,
    rewardAmount: row.rewardAmount,
    headcount: row.headcount,
    guaranteeDays: row.guaranteeDays,
    state: row.state as PositionState,
    hasResumeSample: row.hasSample,
    publishTime: row.publishedAt ? row.publishedAt.getTime() : null,
    lastUpdateTime: row.updatedAt.getTime(),
    runningOrderCount: row.running,
  };
}

export function toOpsPositionDetail(row: PositionRecord): OpsPositionDetail {
  return {
    positionId: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    companyName: row.companyName,
    projectState: row.projectState as ProjectState,
    positionName: row.name,
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
    restCondition: row.restCondition as (typeof REST_CONDITIONS)[number],
    socialInsurance: row.socialInsurance as (typeof SOCIAL_INSURANCES)[number],
    keywords: row.keywords,
    description: row.description,
    requirement: row.requirement,
    address: row.address,
    state: row.state as PositionState,
    template: templateContentSchema.parse(row.template),
    hasResumeSample: row.resumeSampleKey !== null,
    publishTime: row.publishedAt ? row.publishedAt.getTime() : null,
    lastUpdateTime: row.updatedAt.getTime(),
  };
}
