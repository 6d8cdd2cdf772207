import { createHmac, randomInt } from 'node:crypto';
import {
  CHANNEL_MODE_LABELS,
  type ChannelMode,
  CODE_VERDICT_MESSAGES,
  canResendCode,
  judgeCode,
  maskChairPassword,
  SMS_CODE_RULES,
} from '@hh/domain/calls/call-rules';
import type { ChairRow, chairSaveBodySchema } from '@hh/domain/calls/calls.schema';
import { maskPhone } from '@hh/domain/people/phone';
import type { z } from 'zod';
import type { ConsultantActor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound, tooFrequent } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { SecretBox } from '../../platform/secret-box';
import type { CallSetupRepository } from './call-setup.repository';
import type { SmsSender } from './call-targets.port';

const MISSING = '数据不存在或已删除';

/**
 * A consultant's calling setup: the channel mode, the phone bound with an SMS code (resend after
 * 60 s, 5 tries, valid 10 minutes — the domain's rules), their chair (password shown once); and
 * the manager's chair list with bind and unbind.
 */
export class CallSetupService {
  private readonly codeKey: Buffer;

  constructor(
    private readonly repo: CallSetupRepository,
    private readonly box: SecretBox,
    private readonly sms: SmsSender,
  ) {
    this.codeKey = box.derivedKey('call-sms-code');
  }

  private digest(userId: string, phone: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${userId}\n${phone}\n${code}`).digest('hex');
  }

  async channel(actor: ConsultantActor) {
    const [settings, chair] = await Promise.all([this.repo.settings(actor.userId), this.repo.myChair(actor.userId)]);
    const mode = (settings?.mode ?? 1) as ChannelMode;
    return { mode, label: CHANNEL_MODE_LABELS[mode] ?? '', chairBound: chair !== undefined, phoneBound: Boolean(settings?.phone) };
  }

  async setChannel(actor: ConsultantActor, mode: ChannelMode) {
    if (mode === 2 && !(await this.repo.myChair(actor.userId))) throw conflict('您还没有绑定坐席，无法切换为坐席直拨');
    await this.repo.setMode(actor.userId, actor.firmId, mode);
    return this.channel(actor);
  }

  async boundPhone(actor: ConsultantActor) {
    const settings = await this.repo.settings(actor.userId);
    return { bound: Boolean(settings?.phone), phone: settings?.phone ? maskPhone(settings.phone) : '' };
  }

  async sendCode(actor: ConsultantActor, phone: string, now = Date.now()) {
    const last = await this.repo.lastCode(actor.userId);
    const resend = canResendCode(last ? { sentAt: last.sentAt.getTime() } : null, now);
    if (!resend.ok) throw tooFrequent(`验证码已发送，请${resend.waitSeconds}秒后再试`);
    const code = String(randomInt(0, 1_000_000)).padStart(SMS_CODE_RULES.length, '0');
    const saved = await this.repo.saveCode(
      actor.userId,
      phone,
      this.digest(actor.userId, phone, code),
      new Date(now),
      new Date(now - SMS_CODE_RULES.resendAfterMs),
    );
    if (!saved) throw tooFrequent('验证码已发送，请60秒后再试');
    await this.sms.send(phone, `【猎头协作平台】您正在绑定外呼手机号，验证码${code}，10分钟内有效。如非本人操作，请忽略本短信。`);
    return { resendAfterSeconds: SMS_CODE_RULES.resendAfterMs / 1000, validMinutes: SMS_CODE_RULES.validMs / 60_000 };
  }

  async bindPhone(actor: ConsultantActor, phone: string, code: string, now = Date.now()) {
    const last = await this.repo.lastCode(actor.userId);
    const sent = last ? { phone: last.phone, sentAt: last.sentAt.getTime(), tries: last.tries } : null;
    const matches = last !== undefined && last.codeDigest === this.digest(actor.userId, phone, code);
    const verdict = judgeCode(sent, phone, matches, now);
    if (verdict === 'wrong') await this.repo.countWrongTry(actor.userId);
    if (verdict !== 'ok') throw badRequest(CODE_VERDICT_MESSAGES[verdict]);
    await this.repo.bindPhone(actor.userId, actor.firmId, phone);
    return this.boundPhone(actor);
  }

  /** The caller's chair; its password in full the first time they read it after binding, masked afterwards. */
  async myChair(actor: ConsultantActor) {
    const chair = await this.repo.myChair(actor.userId);
    if (!chair) return null;
    const reveal = chair.passwordShownAt === null && (await this.repo.markPasswordShown(chair.id));
    return {
      chairNo: chair.chairNo,
      chairPassWd: reveal ? this.box.open(chair.passwordSealed) : maskChairPassword(`xxxxxx${chair.passwordLast2}`),
      callChairId: chair.callChairId,
      passwordRevealed: reveal,
    };
  }

  async chairPage(actor: ConsultantActor, q: { pageNum: number; pageSize: number; chairNo?: string }) {
    const page = await this.repo.chairPage(actor.firmId, q.chairNo || undefined, q.pageSize, (q.pageNum - 1) * q.pageSize);
    const list: ChairRow[] = page.rows.map(({ chair, userName }) => ({
      id: chair.id,
      chairNo: chair.chairNo,
      chairPassWd: maskChairPassword(`xxxxxx${chair.passwordLast2}`),
      callChairId: chair.callChairId,
      // A consultant sees who holds a chair; only the manager may change it.
      userId: chair.userId,
      userName: userName ?? null,
      boundAt: chair.boundAt?.getTime() ?? null,
    }));
    return { list, total: page.total };
  }

  async bindChair(actor: ConsultantActor, chairId: string, userId: string) {
    if (!isId(chairId) || !isId(userId)) throw notFound(MISSING);
    if (!(await this.repo.isFirmConsultant(actor.firmId, userId))) throw notFound('顾问不存在或已关闭');
    if (!(await this.repo.bindChair(actor.firmId, chairId, userId))) throw notFound(MISSING);
  }

  async unbindChair(actor: ConsultantActor, chairId: string) {
    if (!isId(chairId) || !(await this.repo.unbindChair(actor.firmId, chairId))) throw notFound(MISSING);
  }

  /**
   * The manager creates a chair (password required) or edits one (an empty password keeps the
   * old one; a new one is shown once again to the chair's user). A chair number the firm already
   * has is refused.
   */
  async saveChair(actor: ConsultantActor, body: z.output<typeof chairSaveBodySchema>): Promise<{ id: string }> {
    const password = body.chairPassWd ? { sealed: this.box.seal(body.chairPassWd), last2: body.chairPassWd.slice(-2) } : undefined;
    try {
      if (body.id === undefined) {
        if (!password) throw badRequest('请输入坐席密码');
        const id = newId();
        await this.repo.insertChair({
          id,
          firmId: actor.firmId,
          chairNo: body.chairNo,
          passwordSealed: password.sealed,
          passwordLast2: password.last2,
          callChairId: body.callChairId,
        });
        return { id };
      }
      if (
        !isId(body.id) ||
        !(await this.repo.updateChair(actor.firmId, body.id, { chairNo: body.chairNo, callChairId: body.callChairId, password }))
      )
        throw notFound(MISSING);
      return { id: body.id };
    } catch (error) {
      if (isUniqueViolation(error, 'call_chairs_firm_no')) throw conflict(`坐席号${body.chairNo}已存在`);
      throw error;
    }
  }

  async removeChair(actor: ConsultantActor, chairId: string) {
    if (!isId(chairId) || !(await this.repo.removeChair(actor.firmId, chairId))) throw notFound(MISSING);
  }
}
