import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pickOption, shoot, signInToConsole, signInToWorkspace } from '../support/app';

const STAFF = '13700000000';
/** The finance member who approves what the admin asks (four eyes, issue 31). */
const APPROVER = '13700000004';
const MANAGER = '13800000030';

/** The approver opens 资金审批, approves the first waiting request of this kind whose row has `text`, and returns the result. */
async function approve(page: Page, kind: string, text: string, opinion: string): Promise<string> {
  const listed = page.waitForResponse((r) => r.url().includes('/api/ops/approvals/list?') && r.url().includes(`kind=${kind}`));
  await page.goto(`/ops/approvals?kind=${kind}`);
  await listed;
  const row = page.getByTestId('approval-list').locator('tbody tr.ant-table-row').filter({ hasText: text }).first();
  await expect(row).toContainText('待审批');
  await row.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '审批意见' });
  await dialog.getByLabel('审批意见').fill(opinion);
  await dialog.getByRole('button', { name: '确认通过' }).click();
  const done = page.getByText(/^已审批通过：/).last();
  await expect(done).toBeVisible();
  await expect(dialog).toBeHidden();
  return (await done.textContent()) ?? '';
}

test('staff approve a delivery and ask for a fine and a bill, finance approves both; the manager sees the change, filters the bills and downloads the rebate export', async ({
  browser,
}) => {
  // Three sign-ins, two approvals, a bill, a download and its parse: longer than one screen's journey on the shared machine.
  test.setTimeout(240_000);
  const ops = await (await browser.newContext()).newPage();
  await signInToConsole(ops, STAFF);
  const approver = await (await browser.newContext()).newPage();
  await signInToConsole(approver, APPROVER);

  // The console: 星河猎头's records waiting for review; approve the first.
  await ops.goto('/ops/finance/deliveries');
  await expect(ops.getByRole('heading', { name: '交付记录' })).toBeVisible();
  // Each filter is applied before the next is picked: both write the address, and a second pick made
  // while the first is still being applied would start from the address without it.
  const byFirm = ops.waitForResponse((r) => r.url().includes('/api/ops/finance/deliveries?') && r.url().includes('firmId='));
  await pickOption(ops, ops.getByLabel('猎头公司'), '星河猎头');
  await byFirm;
  const pending = ops.waitForResponse(
    (r) => r.url().includes('/api/ops/finance/deliveries?') && r.url().includes('state=4') && r.url().includes('firmId='),
  );
  await pickOption(ops, ops.getByLabel('状态'), '待审核');
  await pending;
  await expect(ops.getByTestId('ops-delivery-list').locator('.ant-spin-spinning')).toHaveCount(0);
  const row = ops.getByTestId('ops-delivery-list').locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('星河猎头');
  const candidate = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  const occurred = ((await row.locator('td').nth(5).textContent()) ?? '').trim().slice(0, 10);
  await shoot(ops, 'finance-ops-deliveries');
  await row.getByRole('button', { name: '审核通过' }).click();
  await expect(ops.getByText('已更新为「已审核」')).toBeVisible();

  // A fine from the compensation calculator: 其他损失 of 1.50 yuan, in full, asked against 星河猎头;
  // it is recorded when finance approves it.
  await ops.goto('/ops/finance/fines');
  await expect(ops.getByRole('heading', { name: '罚款与赔偿' })).toBeVisible();
  await ops.getByRole('button', { name: '赔偿计算' }).click();
  const calc = ops.getByRole('dialog', { name: '赔偿计算' });
  await pickOption(ops, calc.getByLabel('赔偿公司'), '星河猎头');
  await pickOption(ops, calc.getByLabel('赔偿情形'), '其他损失');
  await calc.getByLabel('赔偿基数金额').fill('1.5');
  await calc.getByRole('button', { name: '计算' }).click();
  await expect(calc.getByTestId('compensation-result')).toContainText('应赔偿金额：¥1.50');
  await shoot(ops, 'finance-ops-compensation');
  await calc.getByRole('button', { name: '按此金额申请罚款' }).click();
  const fineDialog = ops.getByRole('dialog', { name: '提交罚款申请' });
  await expect(fineDialog.getByLabel('罚款金额')).toHaveValue('1.50');
  await fineDialog.getByRole('button', { name: '提交申请' }).click();
  await expect(ops.getByTestId('request-submitted')).toContainText('已提交罚款申请');
  expect(await approve(approver, 'fine', '其他损失', '按赔偿规则核算无误')).toContain('罚款已记录');
  await ops.reload();
  const fineRow = ops.getByTestId('fine-list').locator('tbody tr.ant-table-row').first();
  await expect(fineRow).toContainText('待扣减');
  await expect(fineRow).toContainText('其他损失');
  await shoot(ops, 'finance-ops-fines');

  // A bill of today's approvals for 星河猎头, less the pending fine: asked, then built and sent when finance approves it.
  await ops.goto('/ops/finance/bills');
  await ops.getByRole('button', { name: '提交出账申请' }).click();
  const dialog = ops.getByRole('dialog', { name: '提交出账申请' });
  await pickOption(ops, dialog.getByLabel('账单公司'), '星河猎头');
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  await dialog.getByPlaceholder('开始日期').fill(today);
  await dialog.getByPlaceholder('开始日期').press('Enter');
  await dialog.getByPlaceholder('结束日期').fill(today);
  await dialog.getByPlaceholder('结束日期').press('Enter');
  await dialog.getByLabel('申请理由').fill('本月审核通过的佣金出账');
  await shoot(ops, 'finance-ops-bill-request');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(ops.getByTestId('request-submitted')).toContainText('已提交出账申请');
  const built = await approve(approver, 'bill', '星河猎头', '已核对明细与罚款扣减');
  expect(built).toMatch(/已出具账单 JS\d{12}/);
  const billNo = /JS\d{12}/.exec(built)?.[0] ?? '';
  await ops.reload();
  await expect(ops.getByTestId('ops-bill-list').getByText(billNo)).toBeVisible();
  await shoot(ops, 'finance-ops-bills');
  // Staff open the bill: the approved commission and the fine's deduction line.
  await ops.getByTestId('ops-bill-list').getByRole('button', { name: billNo }).click();
  const opsLines = ops.getByTestId('bill-lines');
  await expect(opsLines.locator('tbody tr.ant-table-row', { hasText: candidate })).toContainText('佣金');
  await expect(opsLines.locator('tbody tr.ant-table-row', { hasText: '罚款扣减' })).toContainText('-¥1.50');
  await shoot(ops, 'finance-ops-bill-detail');

  // The manager: the record is 已审核 and on the new bill.
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInToWorkspace(page, MANAGER);
  await page.getByRole('link', { name: '交付数据' }).click();
  await expect(page.getByRole('heading', { name: '交付数据' })).toBeVisible();
  // The spec's default range opens with data.
  await expect(page.getByTestId('delivery-list').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('delivery-cards')).toContainText('面试数据');
  await shoot(page, 'finance-delivery-data');
  await page.goto(`/index/deliveryData?startTime=${occurred}&endTime=${occurred}&stateEx=1`);
  const mine = page.getByTestId('delivery-list').locator('tbody tr.ant-table-row', { hasText: candidate }).filter({ hasText: billNo });
  await expect(mine.first()).toContainText('已审核');

  // Bills: filtered by the new number, with the sums; the export opens in a new window and is the bill's lines.
  await page.getByRole('link', { name: '结算管理' }).click();
  await expect(page.getByTestId('bill-list').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shoot(page, 'finance-settlement');
  await page.getByPlaceholder('账单编号').fill(billNo);
  await page.getByPlaceholder('账单编号').press('Enter');
  await expect(page.getByTestId('bill-footer')).toHaveText('共 1 个账单');
  const billRow = page.getByTestId('bill-list').locator('tbody tr.ant-table-row').first();
  await expect(billRow).toContainText('待确认');
  const lines = Number(((await billRow.locator('td').nth(4).textContent()) ?? '0').trim());
  // The export opens in a new window; Chromium reports its download on that window or on the opener.
  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (p) => p.on('download', resolve));
  });
  await page.getByRole('button', { name: '导出返佣明细' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^返佣明细-\d{12}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('返佣明细');
  expect(sheet?.getRow(1).getCell(1).value).toBe('账单编号');
  const rows = (sheet?.rowCount ?? 0) - 1;
  expect(rows).toBe(lines);
  const names: unknown[] = [];
  const kinds: unknown[] = [];
  sheet?.eachRow((r, n) => {
    if (n > 1) {
      expect(r.getCell(1).value).toBe(billNo);
      names.push(r.getCell(5).value);
      kinds.push(r.getCell(3).value);
    }
  });
  expect(names).toContain(candidate);
  expect(kinds).toContain('罚款扣减');

  // The manager opens the bill: its lines with the fine's deduction; confirms it there with invoice details.
  await billRow.getByRole('button', { name: billNo }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText(`账单 ${billNo}`);
  await expect(drawer.getByTestId('bill-summary')).toContainText('未填写');
  await expect(drawer.getByTestId('bill-lines').locator('tbody tr.ant-table-row', { hasText: '罚款扣减' })).toContainText('其他损失');
  await shoot(page, 'finance-settlement-bill-detail');
  // On a phone the lines are cards that fit the screen: the fine's line whole, nothing scrolling sideways.
  const desk = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const fineCard = drawer.getByTestId('bill-lines').locator('.fin-line', { hasText: '罚款扣减' });
  await expect(fineCard).toContainText('其他损失');
  await expect(fineCard).toContainText('-¥1.50');
  const body = drawer.locator('.ant-drawer-body');
  // The drawer takes the new width with an animation: the checks wait for it to end.
  await expect.poll(async () => (await fineCard.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expect.poll(() => body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  if (desk) await page.setViewportSize(desk);
  await drawer.getByRole('button', { name: '确认账单' }).click();
  const confirm = page.getByRole('dialog', { name: `确认账单 ${billNo}` });
  await confirm.getByLabel('发票抬头').fill('星河猎头咨询有限公司');
  await confirm.getByLabel('纳税人识别号').fill('91310000MA1FL0XX2K');
  await confirm.getByRole('button', { name: '确认账单' }).click();
  await expect(drawer.getByTestId('bill-summary')).toContainText('星河猎头咨询有限公司');
  await expect(drawer.getByTestId('bill-summary')).toContainText('已确认');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(billRow).toContainText('已确认');
  await shoot(page, 'finance-settlement-confirmed');
});
