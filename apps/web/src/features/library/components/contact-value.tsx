import type { LibraryContactType } from '@hh/domain/library/library.schema';
import App from 'antd/es/app';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { MaskedValue } from '../../../components/masked-value';
import { revealContact } from '../api/library';

const NAMES: Record<LibraryContactType, string> = { 1: '手机号', 2: '邮箱' };
const TEST_IDS: Record<LibraryContactType, string> = { 1: 'library-contact-phone', 2: 'library-contact-email' };

/**
 * A revealed value and the resume version it was read at: once the resume is saved (here or by a
 * colleague) the old value may be wrong, so it is hidden again rather than trusted.
 */
type Revealed = { version: number; value: string };

export interface ContactReveals {
  values: Partial<Record<LibraryContactType, Revealed>>;
  pending: LibraryContactType | null;
  reveal: (type: LibraryContactType, version: number) => void;
}

/**
 * The contacts revealed in one open resume drawer. They live in this state only (not in the query
 * cache), so closing the drawer forgets them and the next look is another audited call.
 */
export function useContactReveals(resumeId: string): ContactReveals {
  const { message } = App.useApp();
  const [values, setValues] = useState<ContactReveals['values']>({});
  const [pending, setPending] = useState<LibraryContactType | null>(null);
  const reveal = useCallback(
    (type: LibraryContactType, version: number) => {
      setPending(type);
      revealContact(resumeId, type)
        .then(({ value }) => setValues((current) => ({ ...current, [type]: { version, value } })))
        // The client already shows the risk alert for 2410; anything else is the server's sentence.
        .catch((error: Error) => {
          if (!isApiError(error, 'risk')) void message.error(error.message);
        })
        .finally(() => setPending(null));
    },
    [resumeId, message],
  );
  return { values, pending, reveal };
}

/** A masked contact with a 查看 link that shows it in full, in place. */
export function ContactValue({
  type,
  masked,
  version,
  reveals,
}: {
  type: LibraryContactType;
  masked: string;
  version: number;
  reveals: ContactReveals;
}) {
  if (!masked) return <>—</>;
  const revealed = reveals.values[type];
  if (revealed?.version === version) return <span data-testid={TEST_IDS[type]}>{revealed.value}</span>;
  return (
    <MaskedValue
      masked={masked}
      label={NAMES[type]}
      testId={TEST_IDS[type]}
      pending={reveals.pending === type}
      onReveal={() => reveals.reveal(type, version)}
    />
  );
}
