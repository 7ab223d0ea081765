import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

export type MessageTone = 'info' | 'success' | 'warning' | 'danger';
export interface GlobalMessage {
  tone: MessageTone;
  text: string;
}

interface MessageBarApi {
  message: GlobalMessage | null;
  show: (message: GlobalMessage) => void;
  close: () => void;
  /** Called by the shell on every page change. */
  pageChanged: () => void;
}

/**
 * A message shown right before a navigation ('Gespeichert', then back to the overview) belongs to the page that
 * follows; any other message belongs to the page it was shown on and goes when the customer moves on.
 */
const CARRY_OVER_MS = 2000;

const MessageBarContext = createContext<MessageBarApi | null>(null);

/** The closable global message bar of SPEC §2: one message at a time, shown above the page content. */
export function MessageBarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ message: GlobalMessage; shownAt: number; carried: boolean } | null>(
    null,
  );
  const show = useCallback(
    (next: GlobalMessage) => setState({ message: next, shownAt: Date.now(), carried: false }),
    [],
  );
  const close = useCallback(() => setState(null), []);
  const pageChanged = useCallback(
    () =>
      setState((current) =>
        current && !current.carried && Date.now() - current.shownAt < CARRY_OVER_MS
          ? { ...current, carried: true }
          : null,
      ),
    [],
  );
  const message = state?.message ?? null;
  const value = useMemo(() => ({ message, show, close, pageChanged }), [message, show, close, pageChanged]);
  return <MessageBarContext value={value}>{children}</MessageBarContext>;
}

export function useMessageBar(): MessageBarApi {
  const api = use(MessageBarContext);
  if (!api) throw new Error('useMessageBar must be used inside <MessageBarProvider>');
  return api;
}
