import type { TForgotPasswordRequest } from '@peil/contract/auth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { requestPasswordReset } from './service.js';

export const PASSWORD_RESET_QUEUE = 'password-reset';

/**
 * Forgot-password leaves the request as a job holding the typed address, known or not: the
 * request does the same work either way (one insert), so its answer and its time tell nobody
 * whether an account exists. The job looks the address up and mails a link only if it does.
 */
export function definePasswordResetJob(
  jobs: JobQueue,
  options: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
) {
  jobs.define<TForgotPasswordRequest>({
    name: PASSWORD_RESET_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handle: (request) => requestPasswordReset(options.db, options.mailer, options.config, request),
  });
  return {
    queue: async (request: TForgotPasswordRequest) => {
      await jobs.send(PASSWORD_RESET_QUEUE, { email: request.email, locale: request.locale });
    },
  };
}
