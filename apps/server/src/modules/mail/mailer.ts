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
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>, log?: MailLog): Mailer {
  const defaultFrom = `Peil <no-reply@${new URL(config.publicUrl).hostname}>`;
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
