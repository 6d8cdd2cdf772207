import { describe, expect, it } from 'vitest';
import { RISK_MESSAGE, RiskControl, type RiskFlag } from './risk-control';
import { createSharedStore } from './shared-store';

const thresholds = { phoneReveal: { perUser: 3, perFirm: 5, windowSeconds: 60 } };

describe('RiskControl', () => {
  it('lets calls through up to the per-user threshold, then answers 2410 and records the flag', async () => {
    const flags: RiskFlag[] = [];
    const risk = new RiskControl(createSharedStore(undefined), thresholds, async (f) => {
      flags.push(f);
    });
    for (let i = 0; i < 3; i++) await risk.hit('phoneReveal', 'u1', 'f1');
    await expect(risk.hit('phoneReveal', 'u1', 'f1')).rejects.toMatchObject({ state: 2410, message: RISK_MESSAGE });
    expect(flags).toEqual([{ action: 'phoneReveal', scope: 'user', userId: 'u1', firmId: 'f1', count: 4 }]);
  });

  it('adds up a firm’s users against the per-firm threshold', async () => {
    const flags: RiskFlag[] = [];
    const risk = new RiskControl(createSharedStore(undefined), thresholds, async (f) => {
      flags.push(f);
    });
    for (const user of ['a', 'b', 'c', 'd', 'e']) await risk.hit('phoneReveal', user, 'f2');
    await expect(risk.hit('phoneReveal', 'f', 'f2')).rejects.toMatchObject({ state: 2410 });
    expect(flags[0]).toMatchObject({ scope: 'firm', firmId: 'f2', count: 6 });
  });

  it('starts counting afresh in the next window', async () => {
    const risk = new RiskControl(createSharedStore(undefined), thresholds, async () => {});
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < 3; i++) await risk.hit('phoneReveal', 'u3', null, t0);
    await expect(risk.hit('phoneReveal', 'u3', null, t0)).rejects.toMatchObject({ state: 2410 });
    await expect(risk.hit('phoneReveal', 'u3', null, t0 + 60_000)).resolves.toBeUndefined();
  });

  it('refuses an action with no threshold configured', async () => {
    const risk = new RiskControl(createSharedStore(undefined), thresholds, async () => {});
    await expect(risk.hit('noSuchAction', 'u', null)).rejects.toThrow('No risk threshold');
  });
});
