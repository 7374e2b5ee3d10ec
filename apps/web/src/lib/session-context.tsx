import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { authEndpoints } from '@peil/contract/api/auth';
import { callEndpoint, STATEMENT_REQUIRED_EVENT } from './api-client';
import {
  clearStoredSession,
  markStatementRequired,
  markStatementsSigned,
  readStoredSession,
  saveLoginSession,
  readStoredLocale,
  type TStoredSession,
} from './session-storage';
import { applyLocale } from './use-language';

/** Fired when any API call answers 401, so the app treats the user as logged out. */
export const SESSION_EXPIRED_EVENT = 'peil:session-expired';
/** Fired after every sign-out, so state outside the session (the selected survey) is forgotten too. */
export const SIGNED_OUT_EVENT = 'peil:signed-out';

type TSessionContext = {
  /** 'checking' until the start-up isSessionValid call has answered. */
  status: 'checking' | 'ready';
  session: TStoredSession | null;
  signOut: () => void;
  setStatementsSigned: () => void;
};

const SessionContext = createContext<TSessionContext | null>(null);

function fetchSessionValidity() {
  return callEndpoint(authEndpoints.sessionValid);
}

/**
 * The start-up session check, asked once per page load: main.tsx starts it before the app
 * renders and the provider takes the same answer, in flight or in hand.
 */
export const sessionValidityQuery = () =>
  queryOptions({
    queryKey: ['session', 'valid'] as const,
    queryFn: fetchSessionValidity,
    staleTime: Infinity,
    retry: false,
  });

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'checking' | 'ready'>('checking');
  const [session, setSession] = useState<TStoredSession | null>(() => readStoredSession());

  // Nothing of the previous user may stay in the tab: stored values and every cached answer.
  const signOut = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setSession(null);
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }, [queryClient]);

  useEffect(() => {
    let isCurrent = true;
    queryClient
      .query(sessionValidityQuery())
      .then((result) => {
        if (!isCurrent) return;
        if (result.valid) {
          setSession(saveLoginSession(result));
          applyLocale(readStoredLocale());
        } else signOut();
      })
      .catch(() => {
        if (isCurrent) signOut();
      })
      .finally(() => {
        // The shell and its page first render now, the largest render of a visit. As a
        // transition React builds it in slices, so the page keeps answering input meanwhile.
        if (isCurrent) startTransition(() => setStatus('ready'));
      });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, signOut]);

  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, signOut);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, signOut);
  }, [signOut]);

  // The protected layout sends a session that must sign to /statement.
  useEffect(() => {
    function requireStatement() {
      markStatementRequired();
      setSession(readStoredSession());
    }
    window.addEventListener(STATEMENT_REQUIRED_EVENT, requireStatement);
    return () => window.removeEventListener(STATEMENT_REQUIRED_EVENT, requireStatement);
  }, []);

  const value = useMemo<TSessionContext>(
    () => ({
      status,
      session,
      signOut,
      setStatementsSigned: () => {
        markStatementsSigned();
        setSession(readStoredSession());
      },
    }),
    [status, session, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionContext {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider');
  return context;
}

/** The logged-in user's values; only for components under a protected route. */
export function useRequiredSession(): TStoredSession {
  const { session } = useSession();
  if (!session) throw new Error('useRequiredSession used without a session');
  return session;
}
