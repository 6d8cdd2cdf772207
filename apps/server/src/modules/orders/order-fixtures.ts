import { DEFAULT_TEMPLATE, type ReportContent } from '@hh/domain/orders/report.schema';
import type { Db } from '../../db/client';
import { positions, projects } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';

/**
 * Test fixtures of the orders suite (imported by tests only): one project run by the demo PM
 * with two recruiting positions and a closed one, so the suite does not depend on which
 * positions the demo world publishes.
 */
export const FIXTURE = {
  project: seedId('fixture:project'),
  java: seedId('fixture:position:java'),
  product: seedId('fixture:position:product'),
  closed: seedId('fixture:position:closed'),
};

export async function openFixturePositions(db: Db) {
  await db.insert(projects).values({
    id: FIXTURE.project,
    name: '测试项目-交易中台',
    companyName: '杭州云栖科技有限公司',
    introduce: '交易中台扩招。',
    pmId: seedId('user:pm'),
    assistantId: seedId('user:assistant'),
  });
  const base = {
    projectId: FIXTURE.project,
    cityCode: '330100',
    cityName: '杭州',
    firstType: '100000',
    salaryLow: 30_000,
    salaryHigh: 50_000,
    rewardAmount: 3_000_000,
    description: '负责交易链路。',
    requirement: '五年以上Java经验。',
    template: DEFAULT_TEMPLATE,
    publishedAt: new Date(),
  };
  await db.insert(positions).values([
    { ...base, id: FIXTURE.java, name: '高级Java工程师', guaranteeDays: 90, state: 'recruiting' },
    { ...base, id: FIXTURE.product, name: '资深产品经理', guaranteeDays: 180, state: 'recruiting' },
    { ...base, id: FIXTURE.closed, name: '已关闭的职位', state: 'closed' },
  ]);
}

export const GOOD_REPORT: ReportContent = {
  values: {
    name: '候选人',
    age: '32',
    education: '本科',
    currentCompany: '某互联网公司',
    currentPosition: '高级工程师',
    currentSalary: '40万/年',
    expectSalary: '50万/年',
    arrival: '一个月',
  },
  customField: [],
  recommendReason: '八年交易系统经验，主导过大促链路容量规划，与职位要求高度匹配。',
};
