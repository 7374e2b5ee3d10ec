import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { buildInvitation, findInvitationContent, type InvitationContent } from './invitation.js';
import {
  claimNextRecipient,
  finishCompletedSends,
  markRecipientFailed,
  markRecipientSent,
  releaseRecipient,
  settleInterruptedClaims,
} from './send-queue.js';

type SenderLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type BroadcastSenderOptions = {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  log?: SenderLog;
  /** How often an idle sender looks for queued sends of other processes. */
  pollMs?: number;
  /** A claim this old without a result belongs to a process that died mid-send. */
  interruptedAfterMs?: number;
};

export type SenderRun = { sent: number; failed: number; interrupted: number; retryLater: boolean };

export type BroadcastSender = {
  /** Starts the background loop; resumes sends a previous process left unfinished. */
  start(): void;
  /** Lets the mail in flight finish, then stops the loop. */
  stop(): Promise<void>;
  /** Looks for work now instead of at the next poll (after a send was queued). */
  wake(): void;
  /** Works through the queue once until it is empty, a stop, or a mail server that cannot be reached. */
  runOnce(): Promise<SenderRun>;
};

const MAX_BACKOFF_MS = 5 * 60_000;

/** An SMTP 5xx reply refuses this message for good; anything else (4xx, network) may work later. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends queued broadcasts outside any HTTP request. Each recipient is claimed, mailed and marked
 * one at a time, so a crash leaves at most one recipient in doubt and never mails anyone twice.
 */
export function createBroadcastSender(options: BroadcastSenderOptions): BroadcastSender {
  const { database, mailer, publicUrl, log } = options;
  const pollMs = options.pollMs ?? 15_000;
  const interruptedAfterMs = options.interruptedAfterMs ?? 10 * 60_000;
  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<SenderRun> | undefined;
  let failuresInARow = 0;
  let wokenDuringRun = false;

  async function sendOne(
    contents: Map<number, InvitationContent | undefined>,
  ): Promise<'sent' | 'failed' | 'gone' | 'retry' | 'empty'> {
    const recipient = await claimNextRecipient(database);
    if (!recipient) return 'empty';
    if (!contents.has(recipient.mailingListId)) {
      contents.set(recipient.mailingListId, await findInvitationContent(database, recipient.mailingListId));
    }
    const content = contents.get(recipient.mailingListId);
    // The list was removed after the claim; its recipients are gone with it.
    if (!content) return 'gone';
    try {
      await mailer.send(buildInvitation(content, recipient.email, publicUrl));
    } catch (error) {
      if (isPermanentRefusal(error)) {
        await markRecipientFailed(database, recipient.id);
        log?.warn({ mailingListId: recipient.mailingListId, error: errorText(error) }, 'broadcast recipient refused');
        return 'failed';
      }
      await releaseRecipient(database, recipient.id);
      log?.warn({ mailingListId: recipient.mailingListId, error: errorText(error) }, 'broadcast sending paused');
      return 'retry';
    }
    await markRecipientSent(database, recipient.id);
    return 'sent';
  }

  async function work(): Promise<SenderRun> {
    const run: SenderRun = { sent: 0, failed: 0, interrupted: 0, retryLater: false };
    run.interrupted = await settleInterruptedClaims(database, interruptedAfterMs);
    const contents = new Map<number, InvitationContent | undefined>();
    while (!stopping) {
      const outcome = await sendOne(contents);
      if (outcome === 'empty') break;
      if (outcome === 'sent') run.sent += 1;
      if (outcome === 'failed') run.failed += 1;
      if (outcome === 'retry') {
        run.retryLater = true;
        break;
      }
    }
    await finishCompletedSends(database);
    if (run.sent + run.failed + run.interrupted > 0) log?.info(run, 'broadcast sending');
    return run;
  }

  function runOnce(): Promise<SenderRun> {
    // One run at a time per process; a second caller shares the running one.
    current ??= work().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule(delayMs: number): void {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    runOnce().then(
      (run) => {
        failuresInARow = run.retryLater ? failuresInARow + 1 : 0;
        const again = wokenDuringRun && !run.retryLater;
        wokenDuringRun = false;
        schedule(run.retryLater ? Math.min(pollMs * 2 ** failuresInARow, MAX_BACKOFF_MS) : again ? 0 : pollMs);
      },
      (error: unknown) => {
        failuresInARow += 1;
        log?.warn({ error: errorText(error) }, 'broadcast sending failed; retrying');
        schedule(Math.min(pollMs * 2 ** failuresInARow, MAX_BACKOFF_MS));
      },
    );
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
    wake() {
      if (!started || stopping) return;
      if (current) wokenDuringRun = true;
      else schedule(0);
    },
    runOnce,
  };
}
