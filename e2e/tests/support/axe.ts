import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 level A and AA rules (issue 23 §9). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG A/AA violations on what the page shows now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // A disabled button is an inactive control, which WCAG 1.4.3 exempts from the contrast rule;
  // axe still measures the text inside it.
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('button[disabled]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/** Fails when axe finds a serious or critical WCAG A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const findings = await seriousViolations(page);
  expect(findings, `serious accessibility violations on ${where}`).toEqual([]);
}
