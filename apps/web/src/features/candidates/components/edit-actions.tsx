import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Button from 'antd/es/button';
import { createContext, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';

/** Whether a section's save is under way: the form's 保存 button shows it. */
const SavingContext = createContext(false);

export interface SectionEditing {
  on: boolean;
  saving: boolean;
  start: () => void;
  stop: () => void;
  /** Wraps a save: the form closes when it succeeds and stays open (with what was typed) when it fails. */
  saveWith: <T>(save: (value: T) => Promise<void>) => (value: T) => Promise<void>;
  Provider: typeof SavingContext.Provider;
}

/** Open/closed state of one section's form; tells the parent when it opens or closes. */
export function useSectionEditing(initial: boolean, onChange?: (editing: boolean) => void): SectionEditing {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const reported = useRef(onChange);
  reported.current = onChange;
  useEffect(() => {
    reported.current?.(on);
  }, [on]);
  useEffect(() => () => reported.current?.(false), []);
  return {
    on,
    saving,
    start: () => setOn(true),
    stop: () => setOn(false),
    saveWith: (save) => async (value) => {
      setSaving(true);
      try {
        await save(value);
        setOn(false);
      } catch {
        // The page has said what went wrong; the form keeps what was typed.
      } finally {
        setSaving(false);
      }
    },
    Provider: SavingContext.Provider,
  };
}

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="link" icon={<EditOutlined />} onClick={onClick} aria-label={label} style={{ paddingInline: 4 }}>
      编辑
    </Button>
  );
}

/** 取消 and 保存 under a section's form. */
export function EditActions({ onCancel, saving }: { onCancel: () => void; saving?: boolean }) {
  const fromContext = useContext(SavingContext);
  const busy = saving ?? fromContext;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      <Button onClick={onCancel} disabled={busy}>
        取消
      </Button>
      <Button type="primary" htmlType="submit" loading={busy}>
        保存
      </Button>
    </div>
  );
}

/** Where a section's form appears while its code loads (forms are fetched the first time one opens). */
export function FormLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" style={{ padding: '24px 0', textAlign: 'center', color: 'rgba(0, 0, 0, 0.62)' }}>
          表单加载中…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
