import type { Database } from '../../db/database.js';
import { BUSY, withExclusiveLock } from '../jobs/exclusive.js';
import type { JobLog, JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { buildInvitation, findInvitationContent } from './invitation.js';
import {
  abandonSend,
  claimNextRecipient,
  finishSendIfDone,
  findQueuedSends,
  markRecipientFailed,
  markRecipientSent,
  releaseInterruptedClaims,
  releaseRecipient,
} from './recipient-sending.js';

export const BROADCAST_QUEUE = 'broadcast-send';

type SendJob = { mailingListId: number };

export type BroadcastJobOptions = {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  log?: JobLog;
  /** How long one job sends before it hands the rest of the list to a follow-up job. */
  sliceMs?: number;
  /** The first retry after a mail server that could not be reached; it doubles per retry. */
  retryDelaySeconds?: number;
};

/** An SMTP 5xx reply refuses this message for good; anything else (4xx, network) may work later. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Broadcast sending on the job queue. A send is a chain of short jobs per list, each holding
 * the list's lock while it mails recipients one at a time for a few seconds, then queueing the
 * next. A job runs well under its 20-second expiry, so when its process dies the job expires and
 * another process (or the restarted one) takes the list over within a minute. Whoever takes
 * the lock first puts a claim left by a dead sender back to waiting: the one mail in flight at a
 * crash is sent again, no other recipient is mailed twice, and none is left out. A mail the
 * server accepted is counted as sent, one it refused (5xx) as failed; when the server cannot be
 * reached the job is retried with backoff, and if it stays unreachable through every retry the
 * rest is counted as failed so the list does not stay "sending".
 */
export function defineBroadcastJob(jobs: JobQueue, options: BroadcastJobOptions) {
  const { database, mailer, publicUrl, log } = options;
  const sliceMs = options.sliceMs ?? 5_000;
  const singletonKey = (mailingListId: number) => `list-${mailingListId}`;
  const queueNext = (mailingListId: number, startAfterSeconds?: number) =>
    jobs.send(BROADCAST_QUEUE, { mailingListId }, { singletonKey: singletonKey(mailingListId), startAfterSeconds });

  async function sendSlice(mailingListId: number): Promise<'done' | 'more'> {
    const interrupted = await releaseInterruptedClaims(database, mailingListId);
    if (interrupted > 0) log?.warn({ mailingListId, interrupted }, 'broadcast resumes after an interrupted send');
    const content = await findInvitationContent(database, mailingListId);
    // The list was removed; its recipients are gone with it.
    if (!content) return 'done';
    const until = Date.now() + sliceMs;
    let sent = 0;
    let refused = 0;
    try {
      for (;;) {
        if (Date.now() >= until || jobs.isStopping()) return 'more';
        const recipient = await claimNextRecipient(database, mailingListId);
        if (!recipient) {
          await finishSendIfDone(database, mailingListId);
          return 'done';
        }
        try {
          await mailer.send(buildInvitation(content, recipient.email, publicUrl));
        } catch (error) {
          if (isPermanentRefusal(error)) {
            await markRecipientFailed(database, recipient.id);
            refused += 1;
            continue;
          }
          await releaseRecipient(database, recipient.id);
          throw error;
        }
        await markRecipientSent(database, recipient.id);
        sent += 1;
      }
    } finally {
      if (sent + refused > 0) log?.info({ mailingListId, sent, refused }, 'broadcast sending');
    }
  }

  jobs.define<SendJob>({
    name: BROADCAST_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds: 20,
    pollingIntervalSeconds: 2,
    oneWaitingPerKey: true,
    handle: async ({ mailingListId }) => {
      const outcome = await withExclusiveLock(database, 'broadcastSend', mailingListId, () => sendSlice(mailingListId));
      // Another job holds the list (a slow sender, or one about to time out): look again later.
      if (outcome === BUSY) await queueNext(mailingListId, 10);
      else if (outcome === 'more') await queueNext(mailingListId);
    },
    onFailedForGood: async ({ mailingListId }) => {
      const outcome = await withExclusiveLock(database, 'broadcastSend', mailingListId, () =>
        abandonSend(database, mailingListId),
      );
      if (outcome === BUSY) throw new Error('the list is being sent by another job');
      log?.error({ mailingListId }, 'broadcast given up: the mail server stayed unreachable');
    },
  });

  // A send queued just before a process stopped, whose job was never written, is picked up here.
  jobs.whenStarted(async () => {
    for (const mailingListId of await findQueuedSends(database)) await queueNext(mailingListId);
  });

  return {
    /** Starts sending a list that queueMailingListSend marked as queued. */
    startSend: (mailingListId: number) => queueNext(mailingListId),
  };
}
