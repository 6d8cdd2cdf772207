/**
 * The trial request of the public site's dialog (spec 001 §1): who asks for a demo. The rules
 * are written here without zod so the public site's form stays light; trial.schema.ts builds
 * the server's schema from the same limits and words, and trial-rules.test.ts holds them together.
 */
import { MAINLAND_MOBILE_RE, normalizePhone } from '../people/phone';

export interface TrialApplyValues {
  name: string;
  phone: string;
  firm: string;
  city: string;
}

export type TrialApplyField = keyof TrialApplyValues;

export const TRIAL_FIELD_LABELS: Record<TrialApplyField, string> = {
  name: '姓名',
  phone: '手机号',
  firm: '公司名称',
  city: '所在城市',
};

export const TRIAL_FIELD_MAX: Record<TrialApplyField, number> = { name: 30, phone: 20, firm: 60, city: 20 };

export const TRIAL_MESSAGES = {
  name: { required: '请输入姓名', tooLong: `姓名不能超过${TRIAL_FIELD_MAX.name}个字` },
  phone: { required: '请输入手机号', invalid: '请输入正确的手机号' },
  firm: { required: '请输入公司名称', tooLong: `公司名称不能超过${TRIAL_FIELD_MAX.firm}个字` },
  city: { required: '请输入所在城市', tooLong: `所在城市不能超过${TRIAL_FIELD_MAX.city}个字` },
} as const;

/** A text field's message, or undefined when the trimmed value is fine. */
function textError(field: 'name' | 'firm' | 'city', value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return TRIAL_MESSAGES[field].required;
  if (trimmed.length > TRIAL_FIELD_MAX[field]) return TRIAL_MESSAGES[field].tooLong;
  return undefined;
}

/** A real mainland mobile number after trimming (spaces, dashes and +86 are forgiven). */
export function trialPhoneError(value: string): string | undefined {
  if (value.trim() === '') return TRIAL_MESSAGES.phone.required;
  if (!MAINLAND_MOBILE_RE.test(normalizePhone(value.trim()))) return TRIAL_MESSAGES.phone.invalid;
  return undefined;
}

export function trialFieldError(field: TrialApplyField, value: string): string | undefined {
  return field === 'phone' ? trialPhoneError(value) : textError(field, value);
}

/** Every wrong field with its message; empty when the request may be sent. */
export function trialApplyErrors(values: TrialApplyValues): Partial<Record<TrialApplyField, string>> {
  const errors: Partial<Record<TrialApplyField, string>> = {};
  for (const field of Object.keys(TRIAL_FIELD_LABELS) as TrialApplyField[]) {
    const error = trialFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** How the platform's sales staff follow a request up in the console. */
export const TRIAL_STATUSES = ['new', 'contacted', 'closed'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

export const TRIAL_STATUS_LABELS: Record<TrialStatus, string> = {
  new: '待跟进',
  contacted: '已联系',
  closed: '已关闭',
};

/**
 * Which follow-up moves are allowed: a new request is contacted or closed; a contacted one
 * may get another follow-up note or be closed; a closed one is finished.
 */
export function canMoveTrial(from: TrialStatus, to: TrialStatus): boolean {
  if (to === 'new' || from === 'closed') return false;
  return true;
}

export const TRIAL_NOTE_MAX = 500;
