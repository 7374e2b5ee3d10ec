import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TLoginResponse, TSessionValidResponse } from '@peil/contract/auth';
import { apiRequest } from './api-client';
import {
  clearStoredSession,
  markStatementsSigned,
  readStoredSession,
  saveLoginSession,
  type TStoredSession,
} from './session-storage';

/** Fired when any API call answers 401, so the app treats the user as logged out. */
export const SESSION_EXPIRED_EVENT = 'peil:session-expired';

type TSessionContext = {
  /** 'checking' until the start-up isSessionValid call has answered. */
  status: 'checking' | 'ready';
  session: TStoredSession | null;
  signIn: (login: TLoginResponse, requiresSignedStatement: boolean) => TStoredSession;
  signOut: () => void;
  setStatementsSigned: () => void;
};

const SessionContext = createContext<TSessionContext | null>(null);

export function fetchSessionValidity(): Promise<TSessionValidResponse> {
  return apiRequest<TSessionValidResponse>('GET', '/api/v1/isSessionValid');
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<'checking' | 'ready'>('checking');
  const [session, setSession] = useState<TStoredSession | null>(() => readStoredSession());

  const signOut = useCallback(() => {
    clearStoredSession();
    setSession(null);
  }, []);

  useEffect(() => {
    let isCurrent = true;
    fetchSessionValidity()
      .then((result) => {
        if (!isCurrent) return;
        if (result.valid) setSession(saveLoginSession(result));
        else signOut();
      })
      .catch(() => {
        if (isCurrent) signOut();
      })
      .finally(() => {
        if (isCurrent) setStatus('ready');
      });
    return () => {
      isCurrent = false;
    };
  }, [signOut]);

  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, signOut);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, signOut);
  }, [signOut]);

  const value = useMemo<TSessionContext>(
    () => ({
      status,
      session,
      signIn: (login, requiresSignedStatement) => {
        const stored = saveLoginSession(login, requiresSignedStatement);
        setSession(stored);
        return stored;
      },
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
