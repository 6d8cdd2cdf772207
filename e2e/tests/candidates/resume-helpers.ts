import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption as pickSelectOption } from '../support/app';

/** Types a 年-月 into the month picker a label names and confirms it. */
export async function fillMonth(scope: Page | Locator, label: string, value: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Picks an option of the antd select a label names. */
export async function pickOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await pickSelectOption(page, scope.getByLabel(label, { exact: true }), option);
}

export function section(page: Page, name: 'baseInfo' | 'expects' | 'education' | 'work' | 'project'): Locator {
  return page.getByTestId(`section-${name}`);
}

export async function saveSection(page: Page, name: Parameters<typeof section>[1]): Promise<void> {
  const card = section(page, name);
  await card.getByRole('button', { name: '保存', exact: true }).click();
  await expect(card.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
}

export async function addEducation(page: Page): Promise<void> {
  const card = section(page, 'education');
  await card.getByRole('button', { name: '添加教育经历' }).click();
  await card.getByLabel('学校名称').fill('华中科技大学');
  await card.getByLabel('专业').fill('计算机科学与技术');
  await pickOption(page, card, '学历', '本科');
  await fillMonth(card, '入学时间', '2012-09');
  await fillMonth(card, '毕业时间', '2016-06');
  await saveSection(page, 'education');
}

export async function addWork(page: Page): Promise<void> {
  const card = section(page, 'work');
  await card.getByRole('button', { name: '添加工作经历' }).click();
  await card.getByLabel('公司名称').fill('华为技术有限公司');
  await card.getByLabel('职位名称').fill('高级产品经理');
  await fillMonth(card, '入职时间', '2019-03');
  await card.getByRole('checkbox', { name: '至今' }).check();
  await card.getByLabel('工作内容').fill('负责企业协同产品的规划与迭代，带领6人团队完成从0到1的上线。');
  await saveSection(page, 'work');
}

/**
 * Completes what the banner says is missing, in the ways the demo world leaves resumes
 * incomplete: a missing birthday, intention, education or work list, work content or project dates.
 */
export async function completeMissing(page: Page, missing: string[]): Promise<void> {
  const has = (text: string) => missing.some((m) => m.includes(text));
  if (has('基本信息')) {
    const card = section(page, 'baseInfo');
    await card.getByRole('button', { name: '编辑基本信息' }).click();
    // The demo generator leaves resumes incomplete in different ways; fill what this one lacks.
    if (!has('最高学历') || has('出生')) await fillMonth(card, '出生年月', '1991-04');
    if (has('最高学历')) await pickOption(page, card, '最高学历', '本科');
    await saveSection(page, 'baseInfo');
  }
  if (has('求职意向')) {
    const card = section(page, 'expects');
    await card.getByRole('button', { name: '编辑求职意向' }).click();
    await card.getByLabel('期望城市').fill('上海');
    await card.getByLabel('期望职位').fill('技术总监');
    await pickOption(page, card, '求职状态', '在职-考虑机会');
    if (has('期望薪资')) await card.getByRole('group', { name: '期望薪资' }).getByLabel('月薪').fill('45');
    await saveSection(page, 'expects');
  }
  if (has('教育经历：至少一条')) await addEducation(page);
  if (has('工作经历：至少一条')) await addWork(page);
  // An entry can lack one field (the demo world has education entries without a degree): edit that entry.
  for (const item of missing.filter((m) => /教育经历第\d+条：学历/.test(m))) {
    const n = item.match(/第(\d+)条/)?.[1];
    const card = section(page, 'education');
    await card.getByRole('button', { name: `编辑教育经历第${n}条` }).click();
    await pickOption(page, card, '学历', '本科');
    await saveSection(page, 'education');
  }
  const workContent = missing.find((m) => /工作经历第\d+条：工作内容/.test(m));
  if (workContent) {
    const n = workContent.match(/第(\d+)条/)?.[1];
    const card = section(page, 'work');
    await card.getByRole('button', { name: `编辑工作经历第${n}条` }).click();
    await card.getByLabel('工作内容').fill('负责核心业务线的招聘与团队搭建，年度招聘达成率120%。');
    await saveSection(page, 'work');
  }
  if (missing.some((m) => m.startsWith('项目经历'))) {
    const card = section(page, 'project');
    await card.getByRole('button', { name: '编辑项目经历第1条' }).click();
    await fillMonth(card, '开始时间', '2023-02');
    await fillMonth(card, '结束时间', '2024-01');
    await saveSection(page, 'project');
  }
}
