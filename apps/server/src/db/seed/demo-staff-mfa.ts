import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { staffMfa } from '../schema/tables';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from './demo-accounts';
import { seedId } from './seed-ids';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every demo staff account comes with an authenticator already enrolled, all on the one demo
 * secret printed in the README, so testers (and the journeys) sign in to the console with its
 * codes (`node scripts/totp.mjs`). No recovery codes: the console's 安全设置 makes new ones.
 */
export async function seedDemoStaffMfa(tx: Tx, box: SecretBox, now: number): Promise<void> {
  await tx.insert(staffMfa).values(
    DEMO_STAFF.map((s) => ({
      userId: seedId(`user:${s.key}`),
      secretSealed: box.seal(DEMO_TOTP_SECRET),
      enrolledAt: new Date(now),
      createdAt: new Date(now),
    })),
  );
}
