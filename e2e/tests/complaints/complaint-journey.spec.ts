import { expect, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A blind-push complaint from filing to verdict, on the demo world's case of 星河's member against
 * 远航's order: the complainant reads it with its countdown and adds to it, 远航's consultant answers
 * with evidence, the platform upholds it with the evidence bundle open, and both sides read the
 * verdict; 远航's shell then shows its standing. Refusals, scope and the ban live in the API tests.
 */
test('a blind-push complaint is answered with evidence and upheld; both sides see the verdict', async ({ browser }) => {
  const member = await browser.newPage();
  await signInToWorkspace(member, '13800000010');
  await member.getByRole('link', { name: '投诉管理' }).first().click();
  await expect(member.getByRole('heading', { name: '投诉管理', level: 1 })).toBeVisible();
  const row = member.getByRole('row').filter({ hasText: '盲推' }).filter({ hasText: '待答辩' });
  await expect(row).toHaveCount(1);
  await shoot(member, 'complaints-list');
  await row.getByRole('link').click();
  await expect(member.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(member.getByTestId('deadline-countdown')).toContainText('答辩剩余');

  // The complainant adds to the complaint: the defendant's 24 hours start again.
  await member.getByRole('button', { name: '补充修改' }).click();
  await member.getByLabel('投诉内容').fill('候选人表示从未与远航猎头沟通过该职位，也未授权推荐；补充候选人的书面说明截图。');
  await member.getByLabel('仅平台可见的备注').fill('候选人可接受平台电话核实');
  await member.locator('input[type=file]').setInputFiles({ name: '候选人说明.png', mimeType: 'image/png', buffer: PNG });
  await expect(member.getByText('候选人说明.png')).toBeVisible();
  await member.getByRole('button', { name: '保存修改' }).click();
  await expect(member.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(member.getByTestId('case-timeline')).toContainText('投诉方补充修改');
  await shoot(member, 'complaints-detail-complainant');
  const caseUrl = member.url();

  // 远航's consultant on the order answers with evidence; the private note is not theirs to read.
  const defendant = await browser.newPage();
  await signInToWorkspace(defendant, '13900000030');
  await defendant.goto(new URL(caseUrl).pathname);
  await expect(defendant.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(defendant.getByText('候选人可接受平台电话核实')).toHaveCount(0);
  await defendant.getByLabel('答辩说明').fill('候选人于本月3日主动投递我方并确认推荐意向，附沟通记录截图。');
  await defendant.locator('input[type=file]').setInputFiles({ name: '沟通记录.png', mimeType: 'image/png', buffer: PNG });
  await expect(defendant.getByText('沟通记录.png')).toBeVisible();
  await defendant.getByRole('button', { name: '提交答辩' }).click();
  await expect(defendant.getByText('答辩已提交，等待平台裁定')).toBeVisible();
  await expect(defendant.getByText('已答辩')).toBeVisible();
  await shoot(defendant, 'complaints-detail-defendant');

  // The platform judges with the bundle of both sides' orders.
  const staff = await browser.newPage();
  await signInToConsole(staff, '13700000001');
  await staff.getByRole('link', { name: '投诉裁定' }).click();
  await staff.getByRole('row').filter({ hasText: '盲推' }).getByRole('link').first().click();
  await expect(staff.getByTestId('evidence-bundle')).toContainText('被投诉方订单');
  await expect(staff.getByText('候选人可接受平台电话核实')).toBeVisible();
  await shoot(staff, 'complaints-ops-case');
  await staff.getByLabel('裁定理由').fill('候选人书面确认未授权远航推荐，认定盲推成立。');
  await staff.getByRole('button', { name: '投诉成立' }).click();
  await expect(staff.getByText('平台裁定：投诉成立').first()).toBeVisible();

  await member.reload();
  await expect(member.getByText('平台裁定：投诉成立').first()).toBeVisible();
  await expect(member.getByText('公司：警告（第1次）', { exact: false }).first()).toBeVisible();
  await defendant.reload();
  await expect(defendant.getByText('平台裁定：投诉成立').first()).toBeVisible();
  await expect(defendant.getByTestId('standing-banner')).toContainText('公司违规1次');
  await shoot(defendant, 'complaints-verdict-defendant');
});

test('the rules page has its two tabs and is linked from the workspace', async ({ page }) => {
  await signInToWorkspace(page, '13800000012');
  await page.getByRole('link', { name: '平台规则' }).first().click();
  await expect(page.getByRole('heading', { name: '平台规则', level: 1 })).toBeVisible();
  await expect(page.getByText('生效日期：2024年3月1日')).toBeVisible();
  await expect(page.getByText('盲推投诉须在订单进入“已约面”之前发起', { exact: false })).toBeVisible();
  await shoot(page, 'rules-order');
  await page.getByRole('tab', { name: '结算规则' }).click();
  await expect(page).toHaveURL(/tab=settlement/);
  await expect(page.getByText('最多按12个月计算', { exact: false })).toBeVisible();
  await shoot(page, 'rules-settlement');
});
