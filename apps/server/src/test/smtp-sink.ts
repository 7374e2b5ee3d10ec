import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that stores what it accepts. `refuseFrom` makes it answer
 * 421 (try again later) from that message on, as a mail server going down half-way would.
 */
export function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = {
    refuseFrom: Infinity,
    refusals: 0,
    permanentlyRefused: new Set<string>(),
    /** Called with each message before it is accepted (a test may kill the sender here). */
    beforeAccept: undefined as ((mail: ReceivedMail) => void) | undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.permanentlyRefused.has(address.address)) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (received.length >= state.refuseFrom) {
          state.refusals += 1;
          callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
          return;
        }
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        state.beforeAccept?.(mail);
        received.push(mail);
        callback();
      });
    },
  });
  return {
    received,
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
