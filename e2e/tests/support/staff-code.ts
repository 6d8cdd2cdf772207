import { expect, type Page } from '@playwright/test';
import { TOTP_STEP_MS, totpCode } from '../../../scripts/totp.mjs';

/** The authenticator secret every demo staff account is enrolled with (README.md; apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO_TOTP_SECRET = 'LIETOUDEMOSTAFF2FACTORSECRET7777';
const REUSED = '该动态验证码已使用，请等待验证器显示下一个验证码';

/** The latest time step this worker signed each phone in with. */
const usedSteps = new Map<string, number>();

const stepNow = () => Math.floor(Date.now() / TOTP_STEP_MS);

/** The step this worker last signed the phone in with. */
export function lastUsedStep(phone: string): number | undefined {
  return usedSteps.get(phone);
}

/**
 * Answers the sign-in's code step with the authenticator's code and waits for the answer. The
 * server takes each 30-second step once per member and one step ahead of its clock (RFC 6238), and
 * journeys sign the same member in again within seconds: each sign-in takes the step after the
 * last this worker used, waiting (for the clock to reach it, a state) when that is still too far
 * ahead. A step another worker or run used is refused as reused; then the next one is taken.
 */
export async function enterStaffCode(page: Page, phone: string, secret = DEMO_TOTP_SECRET): Promise<void> {
  const field = page.getByLabel('动态验证码');
  await expect(field).toBeVisible();
  for (let attempt = 0; attempt < 4; attempt++) {
    const step = Math.max(stepNow(), (usedSteps.get(phone) ?? 0) + 1);
    await expect
      .poll(stepNow, { message: `authenticator step ${step} within the server's window`, timeout: 2 * TOTP_STEP_MS + 5_000 })
      .toBeGreaterThanOrEqual(step - 1);
    const answered = page.waitForResponse((r) => r.url().includes('/api/login.json'));
    await field.fill(totpCode(secret, step * TOTP_STEP_MS));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const answer = (await (await answered).json()) as { state: number; message: string };
    usedSteps.set(phone, step);
    if (answer.state === 1) return;
    if (answer.message !== REUSED) throw new Error(`the code of ${phone} was refused: ${answer.message}`);
  }
  throw new Error(`no unused authenticator step for ${phone}`);
}
