import { idCardCheckChar } from '@hh/domain/people/id-card';
import { idCardDigest } from '../../modules/identity/id-card-digest';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { messengerBindings, realNameVerifications } from '../schema/tables';
import { DEMO_CONSULTANTS } from './demo-accounts';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A valid, made-up ID-card number for the i-th demo consultant (Hangzhou, born in the 1980s–90s). */
export function demoIdCardNumber(i: number): string {
  const first17 = `330106${1984 + i}${String((i % 9) + 1).padStart(2, '0')}${String(10 + i).padStart(2, '0')}${String(101 + i * 7).slice(-3)}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/**
 * The demo consultants have verified their real names and bound the enterprise messenger long
 * ago, so the shell asks them nothing; the newcomers (DEMO_NEWCOMERS) have done neither.
 */
export async function seedDemoIdentities(tx: Tx, box: SecretBox, now: number): Promise<void> {
  const verifiedAt = new Date(now - 300 * DAY);
  await tx.insert(realNameVerifications).values(
    DEMO_CONSULTANTS.map((c, i) => {
      const certNo = demoIdCardNumber(i);
      return {
        id: seedId(`realname:${c.key}`),
        userId: seedId(`user:${c.key}`),
        certifyId: `demo-${c.key}`,
        provider: 'sandbox',
        certName: c.cname,
        idCardEncrypted: box.seal(certNo),
        idCardLast4: certNo.slice(-4),
        idCardDigest: idCardDigest(box, certNo),
        status: 'passed' as const,
        createdAt: verifiedAt,
        expiresAt: new Date(verifiedAt.getTime() + 30 * 60_000),
        decidedAt: verifiedAt,
      };
    }),
  );
  await tx.insert(messengerBindings).values(
    DEMO_CONSULTANTS.map((c) => ({
      userId: seedId(`user:${c.key}`),
      provider: 'sandbox',
      qyUserId: `demo_${c.key}`,
      qyUserName: c.cname,
      boundAt: verifiedAt,
    })),
  );
}
