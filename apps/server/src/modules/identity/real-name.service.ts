import {
  maskName,
  type RealNameInfo,
  type RealNameInit,
  type RealNameInitResult,
  type RealNameValidateResult,
} from '@hh/domain/identity/real-name.schema';
import { type Actor, isConsultant } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, forbidden, notFound, tooFrequent } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import type { FaceProvider } from './face-provider';
import { idCardDigest } from './id-card-digest';
import type { IdentityRepository } from './identity.repository';

/** Face sessions a user may open a day: each one costs a real provider money. */
const INITS_PER_DAY = 10;
const DAY_MS = 86_400_000;

const MESSAGES = {
  passed: '实名认证已通过',
  pending: '尚未完成刷脸认证，请先扫码或打开链接完成刷脸',
  failed: '刷脸认证未通过，请重新发起认证',
  expired: '认证已过期，请重新发起认证',
  usedElsewhere: '该身份证号已在其他账号完成实名认证',
} as const;

export function maskedCertNo(last4: string): string {
  return `${'*'.repeat(14)}${last4}`;
}

/**
 * Real-name verification (spec 000 §7: init.json, validate.json, realname.json). Consultants
 * must verify before the shell stops asking (isFrame); platform staff never do. The ID-card
 * number is sealed at rest, shown only as its last four digits, and found again across accounts
 * only through a keyed digest.
 */
export class RealNameService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly provider: FaceProvider,
    private readonly box: SecretBox,
    private readonly store: SharedStore,
    private readonly qrCode: (text: string) => Promise<string>,
  ) {}

  async info(actor: Actor): Promise<RealNameInfo> {
    if (!isConsultant(actor)) return { isFrame: false, status: 'none', certName: null, certNo: null, verifiedAt: null };
    const row = await this.repo.currentOf(actor.userId);
    if (row?.status === 'passed') {
      return {
        isFrame: false,
        status: 'passed',
        certName: maskName(row.certName),
        certNo: maskedCertNo(row.idCardLast4),
        verifiedAt: row.decidedAt?.getTime() ?? row.createdAt.getTime(),
      };
    }
    const pending = row?.status === 'pending' && row.expiresAt.getTime() > Date.now();
    return { isFrame: true, status: pending ? 'pending' : 'none', certName: null, certNo: null, verifiedAt: null };
  }

  async init(actor: Actor, input: RealNameInit, origin: string): Promise<RealNameInitResult> {
    if (!isConsultant(actor)) throw forbidden('平台员工无需实名认证');
    if ((await this.repo.currentOf(actor.userId))?.status === 'passed') throw conflict('您已完成实名认证');
    const digest = idCardDigest(this.box, input.certNo);
    if (await this.repo.digestVerifiedElsewhere(digest, actor.userId)) throw conflict(MESSAGES.usedElsewhere);
    const started = await this.store.increment(`realname:init:${actor.userId}`, DAY_MS);
    if (started > INITS_PER_DAY) throw tooFrequent('今日发起认证的次数已达上限，请明天再试');
    const session = await this.provider.start({ certName: input.certName, certNo: input.certNo, origin });
    await this.repo.insertAttempt({
      id: newId(),
      userId: actor.userId,
      certifyId: session.certifyId,
      provider: this.provider.name,
      certName: input.certName,
      idCardEncrypted: this.box.seal(input.certNo),
      idCardLast4: input.certNo.slice(-4),
      idCardDigest: digest,
      expiresAt: session.expiresAt,
    });
    return {
      certifyId: session.certifyId,
      verifyUrl: session.verifyUrl,
      qrCode: await this.qrCode(session.verifyUrl),
      expiresAt: session.expiresAt.getTime(),
    };
  }

  async validate(actor: Actor, certifyId: string): Promise<RealNameValidateResult> {
    if (!isConsultant(actor)) throw forbidden('平台员工无需实名认证');
    const attempt = await this.repo.attempt(actor.userId, certifyId);
    if (!attempt) throw notFound('认证记录不存在，请重新发起认证');
    if (attempt.status === 'passed') return { status: 'passed', message: MESSAGES.passed };
    if (attempt.status === 'failed') return { status: 'failed', message: MESSAGES.failed };
    if (attempt.expiresAt.getTime() <= Date.now()) {
      await this.repo.decide(attempt.id, 'failed');
      return { status: 'failed', message: MESSAGES.expired };
    }
    const result = await this.provider.result(certifyId);
    if (result === 'pending') return { status: 'pending', message: MESSAGES.pending };
    if (result === 'failed') {
      await this.repo.decide(attempt.id, 'failed');
      return { status: 'failed', message: MESSAGES.failed };
    }
    try {
      await this.repo.decide(attempt.id, 'passed');
    } catch (error) {
      // Another account passed with this number meanwhile; or this account passed twice at once.
      if (isUniqueViolation(error, 'real_name_passed_id_card')) {
        await this.repo.decide(attempt.id, 'failed');
        throw conflict(MESSAGES.usedElsewhere);
      }
      if (!isUniqueViolation(error, 'real_name_passed_user')) throw error;
    }
    return { status: 'passed', message: MESSAGES.passed };
  }

  /** What the sandbox's face page shows about a session: the masked name and the last digits only. */
  async sandboxView(certifyId: string) {
    const attempt = await this.repo.attemptByCertifyId(certifyId);
    if (!attempt) return null;
    return {
      certName: maskName(attempt.certName),
      certNo: maskedCertNo(attempt.idCardLast4),
      status: attempt.status,
      expired: attempt.expiresAt.getTime() <= Date.now(),
    };
  }
}
