import { RoleCode } from '@hh/domain/accounts/role';
import { idCardDigest } from '../../modules/identity/id-card-digest';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { firms, messengerBindings, realNameVerifications, users } from '../schema/tables';
import { demoIdCardNumber } from './demo-identities';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The dormant firm's manager (password demo123456), verified and bound so the shell asks nothing. */
export const DORMANT_MANAGER = { key: 'qh-manager', phone: '13500000030', cname: '林知远' } as const;

/**
 * 青禾猎头: a firm that joined 60 days ago and has never recommended a resume, so the daily
 * performance check fails it on its first run (the deposit banner and the console's payment have a
 * real case to show). It holds no talent and no orders, and is not one of DEMO_CONSULTANTS' firms,
 * so the demo world's data spread stays as it is.
 */
export async function seedDormantFirm(tx: Tx, box: SecretBox, passwordHash: string, now: number): Promise<void> {
  const firmId = seedId('firm:qinghe');
  const userId = seedId(`user:${DORMANT_MANAGER.key}`);
  const joinedAt = new Date(now - 60 * DAY);
  await tx.insert(firms).values({ id: firmId, name: '青禾猎头', nature: 1, createdAt: joinedAt });
  await tx.insert(users).values({
    id: userId,
    kind: 'consultant',
    firmId,
    roleCode: RoleCode.manager,
    phone: DORMANT_MANAGER.phone,
    cname: DORMANT_MANAGER.cname,
    passwordHash,
    createdAt: joinedAt,
  });
  const certNo = demoIdCardNumber(40);
  await tx.insert(realNameVerifications).values({
    id: seedId(`realname:${DORMANT_MANAGER.key}`),
    userId,
    certifyId: `demo-${DORMANT_MANAGER.key}`,
    provider: 'sandbox',
    certName: DORMANT_MANAGER.cname,
    idCardEncrypted: box.seal(certNo),
    idCardLast4: certNo.slice(-4),
    idCardDigest: idCardDigest(box, certNo),
    status: 'passed',
    createdAt: joinedAt,
    expiresAt: new Date(joinedAt.getTime() + 30 * 60_000),
    decidedAt: joinedAt,
  });
  await tx.insert(messengerBindings).values({
    userId,
    provider: 'sandbox',
    qyUserId: `demo_${DORMANT_MANAGER.key}`,
    qyUserName: DORMANT_MANAGER.cname,
    boundAt: joinedAt,
  });
}
