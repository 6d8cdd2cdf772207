import { ApiState } from '@hh/domain/api/api-state';
import {
  formatRecoveryCode,
  OTP_REUSED_MESSAGE,
  OTP_WRONG_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '@hh/domain/auth/second-factor';
import type { Enrolment, RecoveryCodes, SecondFactorProof, SecondFactorStatus } from '@hh/domain/auth/second-factor.schema';
import type { StaffActor } from '../../platform/actor';
import { AppError, conflict } from '../../platform/errors';
import type { LoginThrottle } from '../../platform/login-throttle';
import { qrDataUrl } from '../../platform/qr-code';
import type { SecretBox } from '../../platform/secret-box';
import { matchTotpStep, newTotpSecret, TOTP_DIGITS, TOTP_STEP_MS } from '../../platform/totp';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes';
import type { SecondFactorRepository } from './second-factor.repository';
import type { SessionService } from './session.service';

/** The name an authenticator app lists the account under. */
const ISSUER = '猎头协作平台';

/** How a proof fared: accepted (and used up), not a valid code, or a code whose time step was already used. */
export type ProofOutcome = 'ok' | 'wrong' | 'reused';

/** Sign-in's question: does this account need a second factor, and did the proof pass? */
export type SignInFactor = 'not-enrolled' | 'missing' | ProofOutcome;

/**
 * The staff second factor: an authenticator app's TOTP code (platform/totp.ts) or a one-time
 * recovery code. The secret is sealed with the data key; a code is accepted once (RFC 6238
 * §5.2: its time step must be later than the last accepted) with one step of drift either way;
 * wrong codes count against the sign-in throttle like wrong passwords. `clock` is the TOTP time
 * (real time in the product; the test app steps it, test/test-app.ts).
 */
export class SecondFactorService {
  private readonly digestKey: Buffer;

  constructor(
    private readonly repo: SecondFactorRepository,
    private readonly box: SecretBox,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly clock: () => number,
  ) {
    this.digestKey = box.derivedKey('staff-recovery-codes');
  }

  /** At sign-in, after the password: whether a staff account needs the factor, and the proof's outcome. */
  async atSignIn(userId: string, proof: Partial<SecondFactorProof>): Promise<SignInFactor> {
    const row = await this.repo.find(userId);
    if (!row?.enrolledAt) return 'not-enrolled';
    if (proof.otp === undefined && proof.recoveryCode === undefined) return 'missing';
    return this.check(userId, row, proof);
  }

  async status(actor: StaffActor): Promise<SecondFactorStatus> {
    const row = await this.repo.find(actor.userId);
    const enrolled = Boolean(row?.enrolledAt);
    return {
      enrolled,
      enrolledAt: row?.enrolledAt?.getTime() ?? null,
      sessionVerified: Boolean(actor.mfaVerifiedAt),
      recoveryCodesLeft: enrolled ? await this.repo.recoveryCodesLeft(actor.userId) : 0,
    };
  }

  /** A new secret waiting for its first code; an earlier unconfirmed one is replaced. */
  async enrol(actor: StaffActor): Promise<Enrolment> {
    const secret = newTotpSecret();
    const started = await this.repo.startEnrolment(actor.userId, this.box.seal(secret), new Date(this.clock()));
    if (!started) throw conflict('已启用动态验证码，无需重复绑定');
    const label = encodeURIComponent(`${ISSUER}:${actor.phone}`);
    const issuer = encodeURIComponent(ISSUER);
    const period = TOTP_STEP_MS / 1000;
    const otpauthUri = `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${period}`;
    return { secret, otpauthUri, qrDataUrl: await qrDataUrl(otpauthUri) };
  }

  /** The first code confirms the pending secret; this session counts as verified; ten recovery codes, shown once. */
  async confirm(actor: StaffActor, otp: string, ip: string): Promise<RecoveryCodes> {
    const row = await this.repo.find(actor.userId);
    if (row?.enrolledAt) throw conflict('已启用动态验证码，无需重复绑定');
    if (!row) throw conflict('请先获取密钥并添加到验证器');
    await this.throttle.before(actor.phone, ip);
    const step = matchTotpStep(this.box.open(row.secretSealed), otp, this.clock());
    if (step === null) throw this.inSession(await this.throttle.failed(actor.phone, ip, OTP_WRONG_MESSAGE));
    const codes = newRecoveryCodes();
    const confirmed = await this.repo.confirm({
      userId: actor.userId,
      secretSealed: row.secretSealed,
      step,
      digests: codes.map((code) => recoveryCodeDigest(this.digestKey, code)),
      tokenHash: actor.tokenHash,
      now: new Date(this.clock()),
    });
    if (!confirmed) throw conflict('密钥已在其他页面更换或已绑定，请刷新后重试');
    await this.throttle.succeeded(actor.phone, ip);
    await this.sessions.reload(actor.tokenHash);
    return { recoveryCodes: codes.map(formatRecoveryCode) };
  }

  /** Passes the factor in this session (one that signed in before its user enrolled, or before this rule). */
  async verify(actor: StaffActor, proof: SecondFactorProof, ip: string): Promise<SecondFactorStatus> {
    const row = await this.repo.find(actor.userId);
    if (!row?.enrolledAt) throw conflict('尚未启用动态验证码，请先完成绑定');
    await this.proven(actor, ip, () => this.check(actor.userId, row, proof), proof);
    await this.sessions.markVerified(actor.tokenHash);
    return this.status({ ...actor, mfaVerifiedAt: this.clock() });
  }

  /** Ten new recovery codes for a current code, from a verified session; the old ones stop working. */
  async regenerate(actor: StaffActor, otp: string, ip: string): Promise<RecoveryCodes> {
    if (!actor.mfaVerifiedAt) throw new AppError(ApiState.forbidden, SECOND_FACTOR_REQUIRED_MESSAGE);
    const row = await this.repo.find(actor.userId);
    if (!row?.enrolledAt) throw conflict('尚未启用动态验证码，请先完成绑定');
    await this.proven(actor, ip, () => this.check(actor.userId, row, { otp }), { otp });
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(
      actor.userId,
      codes.map((code) => recoveryCodeDigest(this.digestKey, code)),
      new Date(this.clock()),
    );
    return { recoveryCodes: codes.map(formatRecoveryCode) };
  }

  /** A code or recovery code checked, and used up when good. */
  private async check(
    userId: string,
    row: { secretSealed: string; lastStep: number | null },
    proof: Partial<SecondFactorProof>,
  ): Promise<ProofOutcome> {
    if (proof.otp !== undefined) {
      const step = matchTotpStep(this.box.open(row.secretSealed), proof.otp, this.clock());
      if (step === null) return 'wrong';
      if (row.lastStep !== null && step <= row.lastStep) return 'reused';
      // Another sign-in may have taken this step since the row was read: the conditional update decides.
      return (await this.repo.acceptStep(userId, step)) ? 'ok' : 'reused';
    }
    if (proof.recoveryCode === undefined) return 'wrong';
    const digest = recoveryCodeDigest(this.digestKey, proof.recoveryCode);
    return (await this.repo.spendRecoveryCode(userId, digest, new Date(this.clock()))) ? 'ok' : 'wrong';
  }

  /** A proof given inside a session, throttled like a sign-in of the member's phone from this address. */
  private async proven(actor: StaffActor, ip: string, attempt: () => Promise<ProofOutcome>, proof: Partial<SecondFactorProof>) {
    await this.throttle.before(actor.phone, ip);
    const outcome = await attempt();
    if (outcome === 'reused') throw new AppError(ApiState.badRequest, OTP_REUSED_MESSAGE);
    if (outcome === 'wrong') throw this.inSession(await this.throttle.failed(actor.phone, ip, wrongProofMessage(proof)));
    await this.throttle.succeeded(actor.phone, ip);
  }

  /** The throttle words its refusal for the sign-in page (401); inside a session a wrong code is a bad request (422). */
  private inSession(error: AppError): AppError {
    return error.state === ApiState.badRequest ? new AppError(ApiState.badRequest, error.message) : error;
  }
}

/** The refusal a sign-in gets for a wrong proof. */
export function wrongProofMessage(proof: Partial<SecondFactorProof>): string {
  return proof.otp !== undefined ? OTP_WRONG_MESSAGE : RECOVERY_CODE_WRONG_MESSAGE;
}
