import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';
import { expectAccessible } from '../support/axe';
import { fillMonth, section } from './resume-helpers';

/**
 * A resume as recruiters often get it: the name alone on the first line (no 姓名：), an age instead
 * of a birth month, no e-mail, a job without its title, and no 项目经历 section.
 */
function resumeText(name: string, phone: string): string {
  return [
    name,
    '年龄：32岁  |  男',
    `手机：${phone}`,
    '现居城市：成都',
    '',
    '工作经历',
    '2020.03 - 至今  腾讯科技（成都）有限公司  高级前端工程师',
    '负责企业微信管理后台的前端架构与性能优化。',
    '',
    '2016.07 - 2020.02  成都云栈网络科技有限公司',
    '参与电商小程序开发。',
    '',
    '教育经历',
    '2012.09 - 2016.06  电子科技大学  软件工程  本科',
  ].join('\n');
}

/** The read-only pair of the base-info card a label names. */
const baseField = (page: Page, label: string) =>
  section(page, 'baseInfo')
    .locator('.hh-fields > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });

test('upload review: what the parser guessed is marked until checked, and saving the rest asks once', async ({ page }) => {
  const phone = `1770002${String(Date.now() % 10_000).padStart(4, '0')}`;
  const name = '陈思远';
  const fileName = `${name}-前端工程师.txt`;
  await signInToWorkspace(page, '13800000010');
  await page.goto('/index/recuit/uploadResume');
  await expect(page.getByTestId('upload-limits')).toHaveText(
    '支持 PDF、Word（.docx/.doc/.wps）、RTF、TXT、HTML/MHT、JPG/PNG 扫描件；一次最多 20 个文件，每个不超过 10 MB',
  );

  const answered = page.waitForResponse((r) => r.url().includes('/api/candidate/upload.json'));
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(resumeText(name, phone)) }]);
  expect((await answered).status()).toBe(200);
  const result = page.getByTestId('upload-result').filter({ hasText: fileName });
  await expect(result.getByTestId('upload-to-check')).toHaveText(/^\d+ 项待核对$/);
  await shoot(page, 'candidates-upload-review-list', result);

  await result.getByRole('button', { name: '核对并保存' }).click();
  await expect(page.getByRole('heading', { name: `核对简历：${fileName}` })).toBeVisible();

  // The summary: what to check, what was not read, the section not found, the parser's note.
  const summary = page.getByTestId('parse-review');
  await expect(summary).toContainText(/解析结果有 \d+ 项需要核对/);
  await expect(summary.getByTestId('parse-guesses')).toContainText('出生年月');
  await expect(summary.getByTestId('parse-guesses')).toContainText('工作经历第2条（成都云栈网络科技有限公司）');
  await expect(summary.getByTestId('parse-not-found')).toHaveText('未识别：邮箱');
  await expect(summary.getByTestId('parse-missing-sections')).toHaveText('未找到：项目经历');
  await expect(summary.getByTestId('parse-warnings')).toContainText('出生日期由年龄推算');

  // The marks in place: the guessed birth month, the e-mail not found, the job without its title.
  await expect(baseField(page, '出生年月').getByTestId('review-mark')).toHaveText('请核对');
  await expect(baseField(page, '邮箱').getByTestId('review-mark')).toHaveText('未识别');
  await expect(baseField(page, '手机号').getByTestId('review-mark')).toHaveCount(0);
  const jobs = section(page, 'work').getByTestId('entry-work');
  await expect(jobs.nth(0).getByTestId('review-mark')).toHaveCount(0);
  await expect(jobs.nth(1).getByTestId('review-mark')).toHaveText('请核对');
  await expect(section(page, 'project')).toContainText('原文中未找到项目经历，如有请添加');
  await expectAccessible(page, 'the upload review with its marks');
  await shoot(page, 'candidates-upload-review-marks', summary);
  await shoot(page, 'candidates-upload-review-marked-fields', section(page, 'baseInfo'));
  await shoot(page, 'candidates-upload-review-marked-entry', jobs.nth(1));

  // Editing: the form says the same beside each field, and a field's mark goes as soon as it changes.
  const base = section(page, 'baseInfo');
  await base.getByRole('button', { name: '编辑基本信息' }).click();
  const birthItem = base.locator('.ant-form-item').filter({ has: page.getByLabel('出生年月', { exact: true }) });
  await expect(birthItem.getByTestId('review-note')).toContainText('解析推测的内容，请对照原文核对');
  await expectAccessible(page, 'the base-info form with its notes');
  await shoot(page, 'candidates-upload-review-form', birthItem);
  await fillMonth(base, '出生年月', '1994-05');
  await expect(birthItem.getByTestId('review-note')).toHaveCount(0);
  const emailItem = base.locator('.ant-form-item').filter({ has: page.getByLabel('邮箱', { exact: true }) });
  await expect(emailItem.getByTestId('review-note')).toContainText('原文中未识别到');
  await base.getByLabel('邮箱', { exact: true }).fill(`siyuan.${phone}@example.com`);
  await expect(emailItem.getByTestId('review-note')).toHaveCount(0);
  await base.getByRole('button', { name: '保存', exact: true }).click();
  await expect(base.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
  await expect(baseField(page, '出生年月')).toContainText('1994-05');
  await expect(baseField(page, '出生年月').getByTestId('review-mark')).toHaveCount(0);
  await expect(baseField(page, '邮箱').getByTestId('review-mark')).toHaveCount(0);
  await expect(summary.getByTestId('parse-guesses')).not.toContainText('出生年月');
  await expect(summary.getByTestId('parse-not-found')).toHaveCount(0);

  // Saving with a guess left asks once, naming it; 返回核对 saves nothing.
  let creates = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/candidate/create.json')) creates += 1;
  });
  const save = page.getByRole('button', { name: '保存到人才库' });
  await save.click();
  const guesses = page.getByTestId('guess-list');
  await expect(page.getByText('以下内容为解析推测，确认无误后保存？')).toBeVisible();
  await expect(guesses).toContainText('工作经历第2条（成都云栈网络科技有限公司）');
  await expect(guesses).not.toContainText('出生年月');
  await shoot(page, 'candidates-upload-review-confirm', save);
  await page.getByRole('button', { name: '返回核对' }).click();
  await expect(guesses).toBeHidden();
  expect(creates).toBe(0);

  await save.click();
  const created = page.waitForRequest((r) => r.url().includes('/api/candidate/create.json'));
  await page.getByRole('button', { name: '确认无误，保存' }).click();
  const body = (await created).postDataJSON() as { source: string; resume: { commonResume: { birthday: string; email: string } } };
  expect(body.source).toBe('upload');
  expect(body.resume.commonResume.birthday).toBe('1994-05');
  expect(body.resume.commonResume.email).toBe(`siyuan.${phone}@example.com`);
  await expect(page.getByRole('heading', { name: '已保存到人才库' })).toBeVisible();
  expect(creates).toBe(1);
});

test('upload review: an entry saved from its form is checked, and with nothing guessed left the save does not ask', async ({ page }) => {
  const phone = `1770003${String(Date.now() % 10_000).padStart(4, '0')}`;
  const text = [
    '姓名：周雨桐',
    '性别：女',
    '出生年月：1993年6月',
    `手机：${phone}`,
    `邮箱：${phone}@example.com`,
    '现居城市：西安',
    '最高学历：本科',
    '',
    '工作经历',
    '2018.07 - 至今  西安奕联软件有限公司',
    '负责政务系统的需求分析。',
    '',
    '教育经历',
    '2014.09 - 2018.06  西北大学  计算机科学与技术  本科',
  ].join('\n');
  await signInToWorkspace(page, '13800000010');
  await page.goto('/index/recuit/uploadResume');
  const answered = page.waitForResponse((r) => r.url().includes('/api/candidate/upload.json'));
  await page.locator('input[type=file]').setInputFiles([{ name: '周雨桐.txt', mimeType: 'text/plain', buffer: Buffer.from(text) }]);
  expect((await answered).status()).toBe(200);
  await page.getByTestId('upload-result').getByRole('button', { name: '核对并保存' }).click();

  const work = section(page, 'work');
  await expect(work.getByTestId('entry-work').getByTestId('review-mark')).toHaveText('请核对');
  await work.getByRole('button', { name: '编辑工作经历第1条' }).click();
  await work.getByLabel('职位名称').fill('需求分析师');
  await work.getByRole('button', { name: '保存', exact: true }).click();
  await expect(work.getByTestId('entry-work')).toContainText('需求分析师');
  await expect(work.getByTestId('review-mark')).toHaveCount(0);
  await expect(page.getByTestId('parse-guesses')).toHaveCount(0);

  const created = page.waitForRequest((r) => r.url().includes('/api/candidate/create.json'));
  await page.getByRole('button', { name: '保存到人才库' }).click();
  expect((await created).postDataJSON()).toMatchObject({ source: 'upload', resume: { commonResume: { phone } } });
  await expect(page.getByRole('heading', { name: '已保存到人才库' })).toBeVisible();
});
