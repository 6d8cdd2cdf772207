import { expect, type Page, test } from '@playwright/test';
import { pickOption, shoot, signInToConsole, signInToWorkspace, stamped } from '../support/app';

const PM = '13700000001';
const MEMBER = '13800000012';

/** A small, valid one-page PDF (the xref offsets are computed), like a PM's sample export. */
function samplePdf(): Buffer {
  const text =
    'BT /F1 18 Tf 72 760 Td (Resume sample - Senior Algorithm Engineer) Tj 0 -28 Td /F1 12 Tf (Education / Work / Projects / Highlights) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Picks an option of an antd Select; the options may still be loading when the select first opens. */
const choose = (page: Page, label: string, option: string) => pickOption(page, page.getByRole('combobox', { name: label }), option);

test('a PM creates a project and a position in the console, publishes it, and a member sees it', async ({ page, browser }) => {
  await signInToConsole(page, PM);
  await page.getByRole('link', { name: '项目管理' }).click();
  await expect(page).toHaveURL(/\/ops\/projects$/);
  await expect(page.getByTestId('ops-projects')).toContainText('数智零售中台');
  await shoot(page, 'ops-projects');

  await page.getByRole('button', { name: '新建项目' }).click();
  const modal = page.getByRole('dialog', { name: '新建项目' });
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toContainText('请填写项目名称');
  await modal.getByLabel('项目名称').fill('智慧仓储升级');
  await modal.getByLabel('企业名称').fill('武汉顺达供应链科技有限公司');
  await pickOption(page, modal.getByLabel('项目经理'), '郑雅文（13700000001）');
  await modal.getByLabel('项目介绍').fill('顺达供应链为华中地区快消与医药客户提供仓配一体化服务，本项目建设智能仓储调度系统。');
  await shoot(page, 'ops-project-form');
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('项目已创建')).toBeVisible();
  await expect(page.getByTestId('ops-projects')).toContainText('智慧仓储升级');

  await page.getByRole('link', { name: '职位管理' }).click();
  await expect(page.getByTestId('ops-positions')).toContainText('高级Java开发工程师');
  await shoot(page, 'ops-positions');
  await page.getByRole('button', { name: '新建职位' }).click();
  await expect(page).toHaveURL(/\/ops\/positions\/new$/);
  const form = page.getByTestId('position-form');
  await choose(page, '所属项目', '智慧仓储升级');
  await form.getByLabel('职位名称').fill('智能仓储算法工程师');
  await page.getByRole('combobox', { name: '工作城市' }).fill('武汉');
  await pickOption(page, page.getByRole('combobox', { name: '工作城市' }), '武汉');
  await page.getByRole('combobox', { name: '职位类别' }).click();
  for (const level of ['技术', '人工智能', '算法工程师']) {
    await page.locator('.ant-cascader-menu-item', { hasText: level }).first().click();
  }
  await form.getByLabel('最低月薪').fill('30000');
  await form.getByLabel('最高月薪').fill('50000');
  await form.getByLabel('年薪月数').fill('14');
  await form.getByLabel('推荐奖励（元）').fill('80000');
  await form.getByLabel('保证期').fill('180');
  await form.getByLabel('招聘人数').fill('2');
  const keywords = page.getByRole('combobox', { name: '职位关键词' });
  for (const word of ['运筹优化', '路径规划']) {
    await keywords.fill(word);
    await keywords.press('Enter');
  }
  await form.getByLabel('职位描述').fill('1. 负责仓内拣选路径规划与波次策略算法的研发\n2. 推动算法在华中三个仓落地');
  await form.getByLabel('任职要求').fill('1. 硕士及以上学历，运筹学或计算机相关专业\n2. 熟悉整数规划与启发式算法');

  // The template: one more required field, moved up under the name.
  const editor = page.getByTestId('template-editor');
  await editor.getByRole('button', { name: '添加字段' }).click();
  const fields = editor.getByTestId('template-field');
  const last = await fields.count();
  await editor.getByLabel(`字段${last}名称`).fill('仓储项目经验');
  await editor.getByLabel(`字段${last}标识`).fill('warehouseExperience');
  await editor.getByLabel(`字段${last}必填`).click();
  await editor.getByRole('button', { name: `上移字段${last}` }).click();
  await expect(fields.nth(last - 2).getByLabel(`字段${last - 1}名称`)).toHaveValue('仓储项目经验');

  await page.getByRole('button', { name: '保存为草稿' }).click();
  await expect(page).toHaveURL(/\/ops\/positions\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: '智能仓储算法工程师', level: 1 })).toBeVisible();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();

  // A resume sample: anything but a PDF is refused, a PDF is kept and previewed.
  const upload = page.getByTestId('sample-card').locator('input[type=file]');
  // Named .pdf but not one: the server reads the first bytes and refuses it.
  await upload.setInputFiles({ name: '样本.pdf', mimeType: 'application/pdf', buffer: Buffer.from('PK\u0003\u0004 a word file') });
  await expect(page.getByText('简历样本只能是PDF文件')).toBeVisible();
  await expect(page.getByTestId('sample-card')).toContainText('尚未上传简历样本');
  await upload.setInputFiles({ name: '简历样本.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByText('简历样本已上传')).toBeVisible();
  await expect(page.getByTestId('sample-card').locator('iframe')).toBeVisible();
  await shoot(page, 'ops-position-editor');
  await shoot(page, 'ops-position-template', editor);

  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('职位已发布，顾问现在可以看到它')).toBeVisible();
  await expect(page.getByText('招聘中', { exact: true })).toBeVisible();

  // A member sees it first in the list, with its template and its sample.
  const firm = await browser.newContext();
  const member = await firm.newPage();
  await signInToWorkspace(member, MEMBER);
  await member.goto('/index/positions');
  const first = member.getByTestId('position-list').locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('智能仓储算法工程师');
  await expect(first).toContainText('30-50K·14薪');
  await expect(first).toContainText('80,000元');
  await first.getByRole('link', { name: '智能仓储算法工程师' }).click();
  await expect(member.getByTestId('position-introduce')).toContainText('武汉');
  await expect(member.getByTestId('position-description').locator('mark', { hasText: '路径规划' })).toBeVisible();
  await member.getByRole('tab', { name: '推荐报告模板' }).click();
  await expect(member.getByTestId('report-template')).toContainText('仓储项目经验');
  const sample = member.waitForResponse((r) => r.url().includes('/api/position/manager/previewResumeSample?'));
  await member.getByRole('tab', { name: '简历样本' }).click();
  await expect(member.getByTestId('resume-sample').locator('iframe')).toBeVisible();
  const answer = await sample;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  // The frame's body belongs to Chromium's PDF viewer; the file itself is checked with a call of our own.
  const positionId = new URL(member.url()).pathname.split('/').pop() ?? '';
  const file = await member.request.get(stamped(`/api/position/manager/previewResumeSample?positionId=${positionId}`));
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Only for the picture: Chromium's PDF viewer draws the page a moment after the frame loads.
  await member.waitForTimeout(1500);
  await shoot(member, 'positions-detail-sample');
  await firm.close();

  // Closed again, it is gone for firms.
  await page.getByRole('button', { name: '关闭职位' }).click();
  await expect(page.getByText('职位已关闭')).toBeVisible();
});
