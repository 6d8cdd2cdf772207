import { expect, type Page, test } from '@playwright/test';
import { signInToConsole } from '../support/app';

const PM = '13700000001';

async function openProjects(page: Page) {
  await signInToConsole(page, PM);
  await page.getByRole('link', { name: '项目管理' }).click();
  const create = page.getByRole('button', { name: '新建项目' });
  await expect(create).toBeVisible();
  return { create, transition: await create.evaluate((el) => getComputedStyle(el).transitionDuration) };
}

test('with reduced motion asked for, buttons do not fade and a dialog is there at once, without zooming in', async ({ page }) => {
  const { create, transition } = await openProjects(page);
  expect(transition).toBe('0s');
  await create.click();
  const dialog = page.getByRole('dialog', { name: '新建项目' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  await expect(dialog).not.toHaveClass(/ant-zoom/);
});

test.describe('for a person whose system allows motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the kit keeps its transitions', async ({ page }) => {
    const { transition } = await openProjects(page);
    expect(transition).not.toBe('0s');
  });
});
