import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer, MailMessage } from './mailer.js';

export const MAIL_QUEUE = 'mail';

/**
 * Transactional mail (support questions and the like) leaves the request as a job: the
 * request answers once the message is queued, and a mail server that is down or says "try
 * later" gets the message again with backoff; a message that keeps failing stays in the failed
 * jobs on the status page.
 */
export function defineMailJob(jobs: JobQueue, mailer: Mailer) {
  jobs.define<{ message: MailMessage }>({
    name: MAIL_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handle: async ({ message }) => {
      await mailer.send(message);
    },
  });
  return {
    /** Queues a rendered message; attachments are not carried (none of these mails has one). */
    sendLater: async (message: Omit<MailMessage, 'attachments'>) => {
      await jobs.send(MAIL_QUEUE, { message });
    },
  };
}

export type MailQueue = ReturnType<typeof defineMailJob>;
