import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { LOGIN_ERRORS } from '@peil/contract/login-errors';
import { checkSession, login, verifyClient } from '../features/auth/api/login';
import { logout } from '../features/auth/api/logout';
import { resendVerification } from '../features/auth/api/verify-email';
import { FlagImage } from '../features/auth/components/flag-image';
import { ApiError } from '../lib/api-client';
import { pathFor, STATIC_PATHS } from '../lib/paths';
import { clearStoredSession, readStoredSession, saveLoginSession, storeLocale } from '../lib/session-storage';
import { findText, loadLoginTexts, type TLoginTexts } from './login-texts';

type TProps = {
  initialTexts: TLoginTexts;
  /** Leaves the login page for the staff app: a full page load, the staff app is another page. */
  goTo?: (path: string) => void;
};

function isUnverifiedError(caught: unknown): boolean {
  return caught instanceof ApiError && caught.status === 403 && caught.message === LOGIN_ERRORS.emailNotVerified;
}

/** Where a logged-in user belongs: the statement first when it must be signed (spec §4), else the dashboard. */
function landingPath(mustSignStatement: boolean, locale: TStaffLocale): string {
  return mustSignStatement ? STATIC_PATHS.statement : pathFor('dashboard', locale);
}

/**
 * The staff login (spec §2, §4): its own small page without the staff app's UI kit, router or
 * i18n library, so that it loads fast on a phone. The staff app opens at the dashboard after it.
 */
export function LoginPage({ initialTexts, goTo = (path) => window.location.replace(path) }: TProps) {
  const [{ locale, dictionary }, setTexts] = useState(initialTexts);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A dictionary key, translated at render, so the error follows a language switch.
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isUnverified, setIsUnverified] = useState(false);
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  // With a stored session the form waits for the server's word; without one it shows at once.
  const [isChecking, setIsChecking] = useState(() => readStoredSession() !== null);
  // A login that lands before the start-up check answers must not be undone by that older answer.
  const hasSubmitted = useRef(false);
  const errorId = useId();
  const usernameRef = useRef<HTMLInputElement>(null);

  const t = (key: string) => findText(dictionary, key) ?? key;
  const canSubmit = username.trim() !== '' && password !== '' && !isSubmitting;

  useEffect(() => {
    let isCurrent = true;
    checkSession()
      .then((result) => {
        if (!isCurrent || hasSubmitted.current) return;
        if (result.valid) {
          goTo(landingPath(saveLoginSession(result).mustSignStatement, locale));
          return;
        }
        clearStoredSession();
        setIsChecking(false);
      })
      .catch(() => {
        if (!isCurrent || hasSubmitted.current) return;
        clearStoredSession();
        setIsChecking(false);
      });
    return () => {
      isCurrent = false;
    };
    // Once per page load; the language chosen later does not change where a session goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form is in the page from the start (so nothing moves when the check ends); focus it once usable.
  useEffect(() => {
    if (!isChecking) usernameRef.current?.focus();
  }, [isChecking]);

  async function chooseLocale(chosen: TStaffLocale) {
    storeLocale(chosen);
    document.documentElement.lang = chosen;
    setTexts(await loadLoginTexts(chosen));
  }

  // The server answers with a translation id or a text; an unknown id falls back to 'Wrong password'.
  function loginErrorKey(caught: unknown): string {
    if (caught instanceof ApiError) {
      if (caught.status === 429) return 'login.tooManyAttempts';
      if (isUnverifiedError(caught)) return 'login.emailNotVerified';
      if (caught.status >= 500 || caught.status === 0) return 'common.genericError';
      if (caught.message && findText(dictionary, caught.message) !== undefined) return caught.message;
      return 'login.wrongPassword';
    }
    return 'common.genericError';
  }

  async function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    hasSubmitted.current = true;
    setIsSubmitting(true);
    setErrorKey(null);
    setIsUnverified(false);
    setResendState('idle');
    let hasServerSession = false;
    try {
      const response = await login(username, password, rememberMe, locale);
      hasServerSession = true;
      // Logged in only once the client is verified too (spec §4).
      await verifyClient(response.organization_id);
      goTo(landingPath(saveLoginSession(response).mustSignStatement, locale));
    } catch (caught) {
      // A failed verification must not leave a valid session cookie behind.
      if (hasServerSession) await logout().catch((error: unknown) => console.error('logout failed', error));
      clearStoredSession();
      setIsUnverified(isUnverifiedError(caught));
      setErrorKey(loginErrorKey(caught));
      setIsSubmitting(false);
    }
  }

  async function handleResend() {
    setResendState('sending');
    try {
      await resendVerification(username, password, locale);
      setResendState('sent');
    } catch {
      setResendState('failed');
    }
  }

  return (
    <main className="login">
      <div className="login-card">
        <p className="login-brand">{t('common.appName')}</p>
        <h1 className="login-title">{t('login.title')}</h1>
        <div className="login-body">
          {isChecking && (
            <p role="status" className="login-checking">
              {t('shell.sessionChecking')}
            </p>
          )}
          <form className="login-form" onSubmit={handleSubmit} noValidate inert={isChecking}>
            <div className="login-flags" role="group" aria-label={t('languages.choose')}>
              {STAFF_LOCALES.map((flagLocale) => (
                <button
                  key={flagLocale}
                  type="button"
                  className="login-flag"
                  lang={flagLocale}
                  aria-label={t(`languages.${flagLocale}`)}
                  aria-pressed={flagLocale === locale}
                  onClick={() => void chooseLocale(flagLocale)}
                >
                  <FlagImage locale={flagLocale} />
                </button>
              ))}
            </div>
            <label className="login-label">
              {t('login.username')}
              <input
                className="login-input"
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                aria-describedby={errorKey ? errorId : undefined}
                ref={usernameRef}
              />
            </label>
            <label className="login-label">
              {t('login.password')}
              <input
                className="login-input"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={errorKey ? errorId : undefined}
              />
            </label>
            <label className="login-check">
              <input
                type="checkbox"
                name="rememberMe"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
              />
              {t('login.rememberMe')}
            </label>
            {/* Always in the page, so that screen readers announce the error when it is filled in. */}
            <p id={errorId} className="login-error" role="alert" data-testid="login-error">
              {errorKey ? t(errorKey) : ''}
            </p>
            {isUnverified &&
              (resendState === 'sent' ? (
                <p role="status">{t('login.linkSent')}</p>
              ) : (
                <button
                  type="button"
                  className="login-button login-button-outlined"
                  onClick={handleResend}
                  disabled={resendState === 'sending'}
                >
                  {resendState === 'failed' ? t('common.genericError') : t('login.resendLink')}
                </button>
              ))}
            <button type="submit" className="login-button" disabled={!canSubmit}>
              {isSubmitting ? t('common.loading') : t('login.submit')}
            </button>
            <div className="login-links">
              <a href={pathFor('forgotPassword', locale)}>{t('login.forgotPassword')}</a>
              <a href={pathFor('register', locale)}>{t('login.register')}</a>
            </div>
          </form>
        </div>
      </div>
    </main>
  );
}
