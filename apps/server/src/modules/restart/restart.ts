import type { Config } from '../../config.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { constantTimeEquals } from '../../lib/tokens.js';

const UPDATE_HOST_TIMEOUT_MS = 10_000;

/**
 * Asks the update host (spec §7: a GET to a separate host with the header X-restart-token) to
 * restart Peil. The token is compared in constant time before anything is sent, so the update
 * host only ever receives the configured token. Peil does not restart itself: the update host
 * (or the process manager behind it) does.
 */
export async function requestRestart(
  config: Pick<Config, 'restartToken' | 'restartUrl'>,
  token: string,
): Promise<void> {
  const expected = config.restartToken;
  if (!expected || !constantTimeEquals(token, expected)) throw forbidden('Wrong restart token.');
  if (!config.restartUrl) {
    throw new AppError('restart_not_configured', 'No update host is configured (RESTART_URL).');
  }
  let status: number;
  try {
    const response = await fetch(config.restartUrl, {
      method: 'GET',
      headers: { 'X-restart-token': expected },
      redirect: 'error',
      signal: AbortSignal.timeout(UPDATE_HOST_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    throw new AppError('restart_failed', 'The update host could not be reached.');
  }
  if (status < 200 || status >= 300) {
    throw new AppError('restart_failed', `The update host answered HTTP ${status}.`);
  }
}
