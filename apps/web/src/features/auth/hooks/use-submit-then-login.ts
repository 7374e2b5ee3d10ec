import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TMessage } from '../../../lib/message-dialog';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';

type TResultMessage = TMessage & { isSuccess: boolean };

type TOptions = {
  /** After a success, go to /login by itself after this long, as the success text promises. */
  redirectAfterMs?: number;
};

/**
 * The account screens' common ending (spec §8): submit once at a time, show a success or an
 * error dialog, and go to /login when a success dialog is closed (or after `redirectAfterMs`).
 */
export function useSubmitThenLogin({ redirectAfterMs }: TOptions = {}) {
  const navigate = useNavigate();
  const { locale } = useLanguage();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [message, setMessage] = useState<TResultMessage | null>(null);
  const isSuccess = message?.isSuccess === true;

  useEffect(() => {
    if (!isSuccess || redirectAfterMs === undefined) return;
    const timer = window.setTimeout(() => void navigate(pathFor('login', locale)), redirectAfterMs);
    return () => window.clearTimeout(timer);
  }, [isSuccess, redirectAfterMs, navigate, locale]);

  /** `failure` may depend on the error, for refusals that have a text of their own. */
  async function submit(
    action: () => Promise<unknown>,
    success: TMessage,
    failure: TMessage | ((error: unknown) => TMessage),
  ): Promise<void> {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      await action();
      setMessage({ ...success, isSuccess: true });
    } catch (error) {
      setMessage({ ...(typeof failure === 'function' ? failure(error) : failure), isSuccess: false });
    } finally {
      setIsSubmitting(false);
    }
  }

  function showError(error: TMessage): void {
    setMessage({ ...error, isSuccess: false });
  }

  function closeMessage(): void {
    setMessage(null);
    if (isSuccess) void navigate(pathFor('login', locale));
  }

  return { isSubmitting, message, submit, showError, closeMessage };
}
