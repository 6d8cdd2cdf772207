import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';

/** A resume as a consultant receives it: plain text, Chinese, with a phone the demo world does not use. */
function resumeText(name: string, phone: string): string {
  return [
    '个人简历',
    '',
    `姓名：${name}`,
    '性别：女',
    '出生年月：1992年3月',
    `手机：${phone}`,
    `邮箱：${phone}@example.com`,
    '现居城市：杭州',
    '最高学历：硕士',
    '',
    '求职意向',
    '期望城市：杭州',
    '期望职位：高级数据分析师',
    '期望薪资：35k×15薪',
    '求职状态：在职-考虑机会',
    '',
    '工作经历',
    '2019.07 - 至今  阿里巴巴  数据分析专家',
    '负责淘宝用户增长数据体系建设，搭建指标平台，支撑日活提升12%。',
    '',
    '2016.07 - 2019.06  网易  数据分析师',
    '负责游戏运营数据分析与报表自动化。',
    '',
    '教育经历',
    '2013.09 - 2016.06  浙江大学  统计学  硕士',
    '2009.09 - 2013.06  南京大学  数学与应用数学  本科',
  ].join('\n');
}

/** Random bytes with a .pdf name: what a renamed scan or a broken download looks like. */
const notAPdf = () => Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256));

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/candidate/upload.json'));
  await page.locator('input[type=file]').setInputFiles(files);
  expect((await answered).status()).toBe(200);
}

test('upload: a TXT resume is parsed, reviewed and saved; a renamed binary PDF is refused with its reason', async ({ page }) => {
  const phone = `1770001${String(Date.now() % 10_000).padStart(4, '0')}`;
  const name = '林晓梅';
  const fileName = `${name}的简历.txt`;
  await signInToWorkspace(page, '13800000010');
  await page.getByRole('link', { name: '上传简历' }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/uploadResume$/);
  await expect(page.getByTestId('upload-limits')).toHaveText(
    '支持 PDF、Word（.docx/.doc/.wps）、RTF、TXT、HTML/MHT、JPG/PNG 扫描件；一次最多 20 个文件，每个不超过 10 MB',
  );

  await upload(page, [
    { name: fileName, mimeType: 'text/plain', buffer: Buffer.from(resumeText(name, phone), 'utf8') },
    { name: '扫描件.pdf', mimeType: 'application/pdf', buffer: notAPdf() },
  ]);
  const results = page.getByTestId('upload-result');
  await expect(results).toHaveCount(2);
  const refused = results.filter({ hasText: '扫描件.pdf' });
  await expect(refused).toHaveAttribute('data-ok', 'false');
  await expect(refused.getByTestId('upload-message')).toHaveText('「扫描件.pdf」不是有效的PDF文件');
  const parsed = results.filter({ hasText: fileName });
  await expect(parsed).toContainText(`解析成功：${name}`);
  await shoot(page, 'candidates-upload-refused');

  await parsed.getByRole('button', { name: '核对并保存' }).click();
  await expect(page.getByRole('heading', { name: `核对简历：${fileName}` })).toBeVisible();
  await expect(page.getByTestId('resume-text')).toContainText(phone);
  await expect(page.getByTestId('duplicate')).toHaveText('未找到重复候选人，可以保存');
  const base = page.getByTestId('section-baseInfo');
  await expect(base).toContainText(name);
  await expect(base.getByTestId('contact-phone')).toHaveText(phone);
  await expect(page.getByTestId('section-work')).toContainText('阿里巴巴');
  await expect(page.getByTestId('completeness')).toHaveText(/简历已完善/);
  await shoot(page, 'candidates-upload-review');

  const created = page.waitForRequest((r) => r.url().includes('/api/candidate/create.json'));
  await page.getByRole('button', { name: '保存到人才库' }).click();
  const body = (await created).postDataJSON() as { source: string; fileId: string };
  expect(body.source).toBe('upload');
  expect(body.fileId).toBeTruthy();
  await expect(page.getByRole('heading', { name: '已保存到人才库' })).toBeVisible();
  await page.getByRole('button', { name: '查看简历' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The original is kept with the resume.
  await expect(page.getByTestId('attachments')).toContainText(fileName);

  await page.goto(`/index/recuit/myRecruit?keyword=${phone}`);
  const row = page.getByTestId('talent-list').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('上传简历');
  await expect(row).toContainText('已完善');

  // The same resume uploaded again is recognised, and cannot be saved twice.
  await page.goto('/index/recuit/uploadResume');
  await upload(page, [{ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(resumeText(name, phone), 'utf8') }]);
  await results.first().getByRole('button', { name: '核对并保存' }).click();
  await expect(page.getByTestId('duplicate')).toContainText('该候选人已在您的人才库中');
  await expect(page.getByRole('button', { name: '保存到人才库' })).toBeDisabled();
});
