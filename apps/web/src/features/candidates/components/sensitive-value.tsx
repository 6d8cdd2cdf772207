import App from 'antd/es/app';
import { useCallback, useState } from 'react';
import { MaskedValue } from '../../../components/masked-value';
import { revealSensitive, type SensitiveField } from '../api/resume';

export interface Reveals {
  values: Partial<Record<SensitiveField, string>>;
  pending: SensitiveField | null;
  reveal: (field: SensitiveField) => void;
}

/**
 * The revealed contact values of one candidate, shared by the header and the base-info card so
 * a field revealed once shows in full everywhere. Each reveal is an audited call.
 */
export function useReveals(commonUserId: string): Reveals {
  const { message: toast } = App.useApp();
  const [values, setValues] = useState<Reveals['values']>({});
  const [pending, setPending] = useState<SensitiveField | null>(null);
  const reveal = useCallback(
    (field: SensitiveField) => {
      setPending(field);
      revealSensitive(commonUserId, field)
        .then(({ value }) => setValues((current) => ({ ...current, [field]: value })))
        .catch((error: Error) => void toast.error(error.message))
        .finally(() => setPending(null));
    },
    [commonUserId, toast],
  );
  return { values, pending, reveal };
}

const NAMES: Record<SensitiveField, string> = { phone: '手机号', email: '邮箱', idCard: '身份证号' };

/** A masked contact value with a 查看 button that shows it in full, in place. */
export function SensitiveValue({ field, masked, reveals }: { field: SensitiveField; masked: string; reveals?: Reveals }) {
  if (!masked) return <span className="hh-empty-value">未填写</span>;
  const shown = reveals?.values[field];
  if (shown || !reveals) return <span data-testid={`contact-${field}`}>{shown ?? masked}</span>;
  return (
    <MaskedValue
      masked={masked}
      label={NAMES[field]}
      testId={`contact-${field}`}
      pending={reveals.pending === field}
      onReveal={() => reveals.reveal(field)}
    />
  );
}
