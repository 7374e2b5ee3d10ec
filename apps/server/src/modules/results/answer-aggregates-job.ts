import { foldAllAnswerChanges } from '../../db/answer-aggregates.js';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';

export const FOLD_ANSWER_CHANGES_QUEUE = 'fold-answer-changes';
const EVERY_MINUTE = '* * * * *';

/**
 * Folds every survey's pending answer changes into the pre-aggregates each minute. Readers fold
 * their surveys themselves and do not wait for this: it keeps answer_changes small, so that a
 * reader of a busy survey folds a minute of saves at most, and a survey nobody reads does not
 * pile up changes.
 */
export function defineFoldAnswerChangesJob(jobs: JobQueue, database: Database): void {
  jobs.define({
    name: FOLD_ANSWER_CHANGES_QUEUE,
    // The next minute's run folds what a failed one left.
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handle: () => foldAllAnswerChanges(database),
  });
  jobs.schedule(FOLD_ANSWER_CHANGES_QUEUE, EVERY_MINUTE);
}
