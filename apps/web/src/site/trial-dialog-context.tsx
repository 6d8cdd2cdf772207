import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { TrialDialog } from './components/trial-dialog';

const TrialDialogContext = createContext<{ open: () => void }>({ open: () => {} });

/** The trial dialog of the whole site: the header's 联系我们 and the pages' calls to action open it. */
export function TrialDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <TrialDialogContext.Provider value={value}>
      {children}
      {isOpen ? <TrialDialog onClose={() => setOpen(false)} /> : null}
    </TrialDialogContext.Provider>
  );
}

export function useTrialDialog() {
  return useContext(TrialDialogContext);
}
