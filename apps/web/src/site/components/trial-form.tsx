import { normalizePhone } from '@hh/domain/people/phone';
import {
  TRIAL_FIELD_LABELS,
  TRIAL_FIELD_MAX,
  type TrialApplyField,
  type TrialApplyValues,
  trialApplyErrors,
  trialFieldError,
} from '@hh/domain/site/trial-rules';
import { type FormEvent, useState } from 'react';
import { applyForTrial } from '../api/trial-api';
import { WORK_HOURS } from '../site-info';

const FIELDS: readonly { field: TrialApplyField; type: string; autoComplete: string; placeholder: string; inputMode?: 'tel' }[] = [
  { field: 'name', type: 'text', autoComplete: 'name', placeholder: '您的姓名' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', placeholder: '11 位手机号', inputMode: 'tel' },
  { field: 'firm', type: 'text', autoComplete: 'organization', placeholder: '所在公司全称' },
  { field: 'city', type: 'text', autoComplete: 'address-level2', placeholder: '例如：上海' },
];

const EMPTY: TrialApplyValues = { name: '', phone: '', firm: '', city: '' };

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

/** The trial form (name, phone, firm, city): checked here by the server's own rules, then sent. */
export function TrialForm() {
  const [values, setValues] = useState<TrialApplyValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TrialApplyField, string>>>({});
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  if (sending.state === 'sent') {
    return (
      <div className="s-form__done" role="status">
        <p className="s-form__done-title">提交成功</p>
        <p>
          感谢您的关注！商务顾问会在 1 个工作日内（工作日 {WORK_HOURS}）通过手机 {normalizePhone(values.phone.trim())} 与您联系。
        </p>
      </div>
    );
  }

  const change = (field: TrialApplyField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A shown error is re-checked as the visitor types, so it disappears once the value is right.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: trialFieldError(field, value) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = trialApplyErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      (event.currentTarget.elements.namedItem(first ?? '') as HTMLInputElement | null)?.focus();
      return;
    }
    setSending({ state: 'sending' });
    try {
      await applyForTrial(values);
      setSending({ state: 'sent' });
    } catch (error) {
      setSending({ state: 'failed', message: error instanceof Error ? error.message : '提交失败，请稍后再试' });
    }
  };

  return (
    <form className="s-form" noValidate onSubmit={submit} aria-label="试用申请">
      {FIELDS.map(({ field, type, autoComplete, placeholder, inputMode }) => {
        const id = `trial-${field}`;
        const error = errors[field];
        return (
          <div className="s-form__field" key={field}>
            <label htmlFor={id}>
              {TRIAL_FIELD_LABELS[field]}
              <span className="s-form__required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={id}
              name={field}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              maxLength={TRIAL_FIELD_MAX[field] + 10}
              value={values[field]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => change(field, e.target.value)}
              onBlur={(e) => e.target.value !== '' && setErrors((prev) => ({ ...prev, [field]: trialFieldError(field, e.target.value) }))}
            />
            <p className="s-form__error" id={`${id}-error`}>
              {error ?? ''}
            </p>
          </div>
        );
      })}
      {sending.state === 'failed' ? (
        <p className="s-form__failed" role="alert">
          {sending.message}
        </p>
      ) : null}
      <button type="submit" className="s-btn s-btn--primary s-form__submit" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? '提交中…' : '提交申请'}
      </button>
      <p className="s-form__privacy">提交即表示您同意我们为安排演示而联系您；您的信息仅用于本次沟通。</p>
    </form>
  );
}
