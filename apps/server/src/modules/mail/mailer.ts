import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
  headers?: Record<string, string>;
  /** Inline images referenced from the HTML as `cid:<cid>`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
};

/** Where a message went: the SMTP server's message id, or the .eml file in the outbox. */
export type SentMail = { messageId: string; outboxFile?: string };

export type Mailer = { send(message: MailMessage): Promise<SentMail> };

type MailLog = { info(object: object, message: string): void };

/**
 * Sends over SMTP when SMTP_URL is configured. Without it every message is written as an
 * .eml file to DATA_DIR/outbox and logged, so that nothing is silently lost on a machine
 * without a mail server (and tests can read what would have been sent).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>, log?: MailLog): Mailer {
  const defaultFrom = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: defaultFrom, ...message });
        return { messageId: info.messageId };
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: defaultFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const outboxFile = path.join(outbox, name);
      await fs.writeFile(outboxFile, info.message as Buffer);
      log?.info({ outboxFile, to: message.to, subject: message.subject }, 'mail written to the outbox');
      return { messageId: info.messageId, outboxFile };
    },
  };
}

export type SmtpCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether the SMTP server of SMTP_URL answers (connects and accepts the login), within
 * `timeoutMs`. It never throws: a mail server that is down must not stop Peil from starting,
 * as mail waits in the job queue until it is back.
 */
export async function checkSmtpServer(smtpUrl: string, timeoutMs = 5000): Promise<SmtpCheck> {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SmtpCheck>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([
      transport.verify().then(
        (): SmtpCheck => ({ ok: true }),
        (error: unknown): SmtpCheck => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

type StartLog = { info(object: object, message: string): void; warn(object: object, message: string): void };

/** The one line at start that says whether mail can go out, naming the server but not its login. */
export async function logSmtpServerCheck(smtpUrl: string | undefined, log: StartLog, timeoutMs = 5000): Promise<void> {
  if (!smtpUrl) {
    log.info({ smtp: { configured: false } }, 'No SMTP_URL: mail is written to DATA_DIR/outbox');
    return;
  }
  const server = new URL(smtpUrl).host;
  const check = await checkSmtpServer(smtpUrl, timeoutMs);
  if (check.ok) log.info({ smtp: { configured: true, server, answers: true } }, 'SMTP server answers');
  else {
    log.warn(
      { smtp: { configured: true, server, answers: false, reason: check.reason } },
      'SMTP server does not answer; mail jobs are retried until it does',
    );
  }
}
