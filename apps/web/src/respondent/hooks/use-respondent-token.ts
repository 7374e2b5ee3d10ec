import { useCallback, useRef, useState } from 'react';
import type { TContentLocale } from '@peil/contract/locale-codes';
import { respondentApi } from '../api';
import { readRespondentToken, storeRespondentToken } from '../token-cookie';

/**
 * The respondent's token: the one in the cookie, or a new one asked for once (a failed request
 * is asked again on the next call). A preview has none and saves nothing.
 */
export function useRespondentToken(surveyId: string, contentLocale: TContentLocale, isPreview: boolean) {
  const [token, setToken] = useState<string | null>(() => (isPreview ? null : readRespondentToken(surveyId)));
  const tokenRequest = useRef<Promise<string> | null>(null);
  const ensureToken = useCallback((): Promise<string | null> => {
    if (isPreview || token) return Promise.resolve(token);
    if (!tokenRequest.current) {
      const request = respondentApi.token(surveyId, contentLocale).then(({ token: fresh }) => {
        storeRespondentToken(surveyId, fresh);
        setToken(fresh);
        return fresh;
      });
      request.catch(() => {
        tokenRequest.current = null;
      });
      tokenRequest.current = request;
    }
    return tokenRequest.current;
  }, [isPreview, token, surveyId, contentLocale]);
  return { token, ensureToken };
}
