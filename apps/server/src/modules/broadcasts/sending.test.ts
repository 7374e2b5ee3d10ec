import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { answerLinkSignature, linkSigningKey, unsubscribeSignature } from './signed-links.js';
import {
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
} from '../../test/factories.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer.js';
import { createBroadcastSender, type BroadcastSender } from './broadcast-sender.js';

type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that stores what it accepts. `refuseFrom` makes it answer
 * 421 (try again later) from that message on, as a mail server going down half-way would.
 */
function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { refuseFrom: Infinity, permanentlyRefused: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.permanentlyRefused.has(address.address)) {
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (received.length >= state.refuseFrom) {
          return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
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

/** The decoded HTML part of a raw message (nodemailer writes it quoted-printable). */
function htmlOf(raw: string): string {
  const start = raw.indexOf('Content-Type: text/html');
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4, raw.indexOf('\r\n--', start));
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}

describe('sending broadcasts through SMTP', () => {
  const smtp = startSmtpSink();
  let ctx: TestContext;
  let cookie: string;
  let surveyId: number;
  let surveyUuid: string;
  let sender: BroadcastSender | undefined;

  const newSender = (options: { pollMs?: number } = {}) =>
    createBroadcastSender({
      database: ctx.database,
      mailer: createMailer(ctx.config),
      publicUrl: ctx.config.publicUrl,
      ...options,
    });
  const sendNow = (mailingListId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/send-mailing-now',
      payload: { mailingListId },
      headers: { cookie },
    });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const sentCount = async (mailingListId: number) =>
    (
      await ctx.database.query<{ sent_count: number }>(
        sql`select sent_count from mailing_lists where id = ${mailingListId}`,
      )
    )[0]!.sent_count;
  /** Every table and text column of the database in which the address still appears. */
  const placesHolding = async (address: string) => {
    const columns = await ctx.database.query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const places: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await ctx.database.query<{ n: string }>(
        sql`select count(*) as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${address}%`}`,
      );
      if (Number(row!.n) > 0) places.push(`${table_name}.${column_name}`);
    }
    return places;
  };

  beforeAll(async () => {
    const port = await smtp.listen();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const organizationId = (await buildOrganization(ctx.database)).id;
    cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId }));
    const built = await buildSurveyWithQuestions(ctx.database, { organizationId, pages: [[{ type: 5 }]] });
    surveyId = built.survey.id;
    surveyUuid = built.survey.uuid;
  });
  afterEach(async () => {
    await sender?.stop();
    sender = undefined;
    smtp.received.length = 0;
    smtp.state.refuseFrom = Infinity;
    smtp.state.permanentlyRefused.clear();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('mails every subscribed recipient exactly once, with unsubscribe headers, buttons and escaped text', async () => {
    const list = await buildMailingList(ctx.database, {
      surveyId,
      fromName: 'Kliniek "De Linde", Amsterdam',
      fromEmail: 'info@peil.de',
      subject: 'Uw mening telt',
      title: 'Hallo <b>daar</b>',
      message: 'Eerste regel & meer\nTweede <regel>',
      buttonColor: '#ff0000',
      language: 'en',
      recipients: ['een@kliniek.nl', 'twee@kliniek.nl', 'drie@kliniek.nl'],
      unsubscribed: ['weg@kliniek.nl'],
    });
    expect((await sendNow(list.id)).json()).toEqual({ ok: true, queued: 3 });
    sender = newSender();
    const run = await sender.runOnce();
    expect(run).toMatchObject({ sent: 3, failed: 0, retryLater: false });

    expect(smtp.received).toHaveLength(3);
    for (const address of ['een@kliniek.nl', 'twee@kliniek.nl', 'drie@kliniek.nl']) {
      expect(mailsTo(address), address).toHaveLength(1);
    }
    expect(mailsTo('weg@kliniek.nl')).toHaveLength(0);

    const raw = mailsTo('twee@kliniek.nl')[0]!.raw;
    expect(header(raw, 'From')).toBe('"Kliniek \\"De Linde\\", Amsterdam" <info@peil.de>');
    expect(header(raw, 'Subject')).toBe('Uw mening telt');
    // Every link is signed for this recipient (signed-links.ts).
    const key = await linkSigningKey(ctx.database);
    const sig = unsubscribeSignature(key, surveyUuid, 'twee@kliniek.nl');
    expect(header(raw, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/api/v1/broadcast/unsubscribe/${surveyUuid}/twee%40kliniek.nl?sig=${sig}>`,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const html = htmlOf(raw);
    expect(html).toContain('Hallo &lt;b&gt;daar&lt;/b&gt;');
    expect(html).toContain('Eerste regel &amp; meer<br>Tweede &lt;regel&gt;');
    const buttons = html.match(/<a href="[^"]+" style="display:block;[^"]*background:#ff0000/g) ?? [];
    expect(buttons).toHaveLength(4);
    // Each button counts its own answer on this list (by the list's random key), then redirects.
    const signed = answerLinkSignature(key, list.responseKey, 'twee@kliniek.nl');
    expect(buttons.map((b) => /href="([^"]+)"/.exec(b)![1])).toEqual(
      ['yes', 'yes-over-a-year', 'already-completed', 'no'].map(
        (answer) =>
          `http://localhost:3000/api/v1/broadcast/respond/${list.responseKey}/${answer}/en?r=${signed.recipient}&amp;sig=${signed.sig}`,
      ),
    );
    for (const label of ['Yes', 'Yes, but it was more than a year ago', 'I have already completed the survey', 'No']) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain(`http://localhost:3000/remove-from-mailing/${surveyUuid}/twee%40kliniek.nl/en?sig=${sig}"`);

    expect(await sentCount(list.id)).toBe(3);
    const [state] = await ctx.database.query<{ send_queued_at: Date | null }>(
      sql`select send_queued_at from mailing_lists where id = ${list.id}`,
    );
    expect(state!.send_queued_at).toBeNull();
    // Nothing is left: another run mails nobody.
    expect((await sender.runOnce()).sent).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });

  it('resumes after the mail server failed half-way without mailing anyone twice', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `patient${i}@kliniek.nl`);
    const list = await buildMailingList(ctx.database, { surveyId, recipients: addresses });
    await sendNow(list.id);
    smtp.state.refuseFrom = 4;
    sender = newSender();
    const broken = await sender.runOnce();
    expect(broken).toMatchObject({ sent: 4, retryLater: true });
    expect(await sentCount(list.id)).toBe(4);

    smtp.state.refuseFrom = Infinity;
    // A new process (as after a crash) picks up what is left.
    const resumed = await newSender().runOnce();
    expect(resumed).toMatchObject({ sent: 6, retryLater: false });
    expect(smtp.received).toHaveLength(10);
    for (const address of addresses) expect(mailsTo(address), address).toHaveLength(1);
  });

  it('stops between mails and a new sender continues where it stopped', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `stop${i}@kliniek.nl`);
    const list = await buildMailingList(ctx.database, { surveyId, recipients: addresses });
    await sendNow(list.id);
    sender = newSender({ pollMs: 60_000 });
    sender.start();
    while (smtp.received.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await sender.stop();
    const sentBeforeStop = await sentCount(list.id);
    expect(sentBeforeStop).toBe(smtp.received.length);
    expect(sentBeforeStop).toBeLessThan(30);

    await newSender().runOnce();
    expect(smtp.received).toHaveLength(30);
    for (const address of addresses) expect(mailsTo(address), address).toHaveLength(1);
  });

  it('does not resend a recipient a crashed process may have mailed, and counts refused addresses', async () => {
    const list = await buildMailingList(ctx.database, {
      surveyId,
      recipients: ['twijfel@kliniek.nl', 'bestaat-niet@kliniek.nl', 'goed@kliniek.nl'],
    });
    await sendNow(list.id);
    // A process died in the SMTP conversation with this recipient eleven minutes ago.
    await ctx.database.query(sql`update recipients set send_started_at = now() - interval '11 minutes'
      where mailing_list_id = ${list.id} and email = 'twijfel@kliniek.nl'`);
    smtp.state.permanentlyRefused.add('bestaat-niet@kliniek.nl');
    const run = await newSender().runOnce();
    expect(run).toMatchObject({ sent: 1, failed: 1, interrupted: 1, retryLater: false });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['goed@kliniek.nl']]);
    // Sent, refused or in doubt: no address of the send is kept, only the counts.
    const left = await ctx.database.query(sql`select email from recipients where mailing_list_id = ${list.id}`);
    expect(left).toEqual([]);
    const lists = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all', headers: { cookie } })
    ).json() as { mailing_list_id: number; count: number; sent: number; failed: number; sending: boolean }[];
    expect(lists.find((item) => item.mailing_list_id === list.id)).toMatchObject({
      count: 0,
      sent: 1,
      failed: 2,
      sending: false,
    });
    const [state] = await ctx.database.query<{ send_queued_at: Date | null }>(
      sql`select send_queued_at from mailing_lists where id = ${list.id}`,
    );
    expect(state!.send_queued_at).toBeNull();
  });

  it('deletes every address once sent, keeps only the hash of who unsubscribed, and never mails anyone twice', async () => {
    const list = await buildMailingList(ctx.database, {
      surveyId,
      recipients: ['privé@kliniek.nl', 'Later.Weg@Kliniek.nl'],
    });
    await sendNow(list.id);
    await newSender().runOnce();
    expect(smtp.received).toHaveLength(2);
    expect(await placesHolding('privé@kliniek.nl')).toEqual([]);
    expect(await placesHolding('later.weg@kliniek.nl')).toEqual([]);
    expect(await sentCount(list.id)).toBe(2);

    // The unsubscribe link in the mail still works although the address is gone.
    const unsubscribe = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/remove-from-mailing',
      payload: {
        uuid: surveyUuid,
        email: 'later.weg@kliniek.nl',
        sig: unsubscribeSignature(await linkSigningKey(ctx.database), surveyUuid, 'later.weg@kliniek.nl'),
      },
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(await placesHolding('later.weg@kliniek.nl')).toEqual([]);

    // Added again, in another capitalisation, to this list and to a new one: not stored, not mailed.
    const add = (mailingListId: number, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/broadcast/add_recipient_to_mailing',
        payload: { mailingListId, email },
        headers: { cookie },
      });
    expect((await add(list.id, 'LATER.weg@kliniek.nl')).json()).toEqual({ ok: true, added: false, unsubscribed: true });
    expect((await add(list.id, 'nieuw@kliniek.nl')).json()).toEqual({ ok: true, added: true, unsubscribed: false });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/broadcast/add_broadcast',
      headers: { cookie },
      payload: {
        toEmail: 'later.weg@kliniek.nl;ander@kliniek.nl',
        fromName: 'Kliniek',
        fromEmail: 'info@peil.nl',
        subject: 'Tweede ronde',
        title: 'Titel',
        message: 'Bericht',
        surveyId,
      },
    });
    expect(created.json()).toMatchObject({ ok: true, recipients: 1, unsubscribed: 1 });
    const second = (created.json() as { mailingListId: number }).mailingListId;

    // The five-minute rule still holds; after it, only the address added since is mailed.
    expect((await sendNow(list.id)).statusCode).toBe(429);
    await ctx.database.query(
      sql`update mailing_lists set last_broadcast_at = now() - interval '6 minutes' where id = ${list.id}`,
    );
    expect((await sendNow(list.id)).json()).toEqual({ ok: true, queued: 1 });
    expect((await sendNow(second)).json()).toEqual({ ok: true, queued: 1 });
    await newSender().runOnce();
    // The SMTP server lower-cases the domain of the envelope address.
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'Later.Weg@kliniek.nl',
      'ander@kliniek.nl',
      'nieuw@kliniek.nl',
      'privé@kliniek.nl',
    ]);
    // Nothing left to send: a send now is refused instead of mailing anyone again.
    await ctx.database.query(
      sql`update mailing_lists set last_broadcast_at = now() - interval '6 minutes' where id = ${list.id}`,
    );
    expect((await sendNow(list.id)).statusCode).toBe(400);
    expect(await sentCount(list.id)).toBe(3);
    for (const address of ['nieuw@kliniek.nl', 'ander@kliniek.nl']) {
      expect(await placesHolding(address), address).toEqual([]);
    }
  });

  it('skips an address that unsubscribed after it was queued', async () => {
    const list = await buildMailingList(ctx.database, {
      surveyId,
      recipients: ['blijft@kliniek.nl', 'gaat@kliniek.nl'],
    });
    await sendNow(list.id);
    // Unsubscribed through another survey mail's link while this send waits in the queue.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/remove-from-mailing',
      payload: {
        uuid: surveyUuid,
        email: 'gaat@kliniek.nl',
        sig: unsubscribeSignature(await linkSigningKey(ctx.database), surveyUuid, 'gaat@kliniek.nl'),
      },
    });
    await newSender().runOnce();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['blijft@kliniek.nl']]);
    expect(await placesHolding('gaat@kliniek.nl')).toEqual([]);
  });

  it('two senders working the same queue at once mail everyone once', async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `samen${i}@kliniek.nl`);
    const list = await buildMailingList(ctx.database, { surveyId, recipients: addresses });
    await sendNow(list.id);
    const runs = await Promise.all([newSender().runOnce(), newSender().runOnce()]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(20);
    expect(smtp.received).toHaveLength(20);
    for (const address of addresses) expect(mailsTo(address), address).toHaveLength(1);
  });

  it('sends invitations at a measurable rate (one SMTP connection per mail)', { timeout: 60_000 }, async () => {
    const count = 50;
    const addresses = Array.from({ length: count }, (_, i) => `massa${i}@kliniek.nl`);
    const list = await buildMailingList(ctx.database, { surveyId, recipients: addresses });
    await sendNow(list.id);
    const started = performance.now();
    const run = await newSender().runOnce();
    const seconds = (performance.now() - started) / 1000;
    expect(run.sent).toBe(count);
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(count);
    console.info(
      `broadcast sending: ${count} mails in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} mails/s`,
    );

    // The queue's own cost per recipient (claim, render, mark), with a mailer that only counts.
    const queueOnly = await buildMailingList(ctx.database, {
      surveyId,
      recipients: Array.from({ length: 500 }, (_, i) => `wachtrij${i}@kliniek.nl`),
    });
    await sendNow(queueOnly.id);
    let counted = 0;
    const countingSender = createBroadcastSender({
      database: ctx.database,
      mailer: { send: async () => ({ messageId: String(++counted) }) },
      publicUrl: ctx.config.publicUrl,
    });
    const queueStarted = performance.now();
    expect((await countingSender.runOnce()).sent).toBe(500);
    const queueSeconds = (performance.now() - queueStarted) / 1000;
    console.info(
      `broadcast queue alone: 500 recipients in ${queueSeconds.toFixed(2)} s = ${(500 / queueSeconds).toFixed(0)}/s`,
    );
  });
});

describe('the sender started with the server', () => {
  it('mails a list queued through the API without being asked, and stops when the server closes', async () => {
    const database = await openTestDatabase();
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://peil.example' });
    const app = await buildApp({ config, database, mailer });
    try {
      await app.ready();
      const organizationId = (await buildOrganization(database)).id;
      const cookie = await loginAs(app, await buildUser(database, { role: 2, organizationId }));
      const { survey } = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
      const list = await buildMailingList(database, {
        surveyId: survey.id,
        recipients: ['a@kliniek.nl', 'b@kliniek.nl'],
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/send-mailing-now',
        payload: { mailingListId: list.id },
        headers: { cookie },
      });
      expect(response.json()).toEqual({ ok: true, queued: 2 });
      await expect.poll(() => sent.length, { timeout: 5000 }).toBe(2);
      expect(sent.map((mail) => mail.to).sort()).toEqual(['a@kliniek.nl', 'b@kliniek.nl']);
      expect(sent[0]!.html).toContain(`https://peil.example/language-selection/${survey.uuid}`);
      await expect
        .poll(async () => {
          const [row] = await database.query<{ sending: boolean }>(
            sql`select send_queued_at is not null as sending from mailing_lists where id = ${list.id}`,
          );
          return row!.sending;
        })
        .toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
