import type { MailMessage } from '../modules/mail/mailer.js';

/**
 * A mail server that holds every message until `release()`: a request that waited for its mail
 * would never answer, so a test can see that mail leaves the request without timing anything.
 */
export function heldMailer() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    release: () => release(),
    mailer: {
      send: async (message: MailMessage) => {
        await held;
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    },
  };
}
