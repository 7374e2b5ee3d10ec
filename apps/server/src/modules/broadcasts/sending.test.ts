import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { startSmtpSink } from '../../test/smtp-sink.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { BROADCAST_QUEUE } from './broadcast-job.js';
import { queueMailingListSend } from './recipient-sending.js';

/** The decoded HTML part of a raw message (nodemailer writes it quoted-printable). */
function htmlOf(raw: string): string {
  const start = raw.indexOf('Content-Type: text/html');
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  // The part ends at the next MIME boundary, not at any line starting with "--": a quoted-printable
  // line can start so when a soft break falls before a token's "--".
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => `\r\n--${match[1]}`);
  const end = Math.min(...boundaries.map((boundary) => raw.indexOf(boundary, bodyStart)).filter((index) => index > 0));
  const body = raw.slice(bodyStart, end);
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
  const listState = async (mailingListId: number) =>
    (
      await ctx.database.query<{ sending: boolean; sent_count: number; failed_count: number }>(
        sql`select send_queued_at is not null as sending, sent_count, failed_count from mailing_lists where id = ${mailingListId}`,
      )
    )[0]!;
  /** Waits until the list's send has ended (the job runs in the background). */
  const sendEnded = (mailingListId: number, timeout = 30_000) =>
    expect.poll(async () => (await listState(mailingListId)).sending, { timeout, interval: 50 }).toBe(false);
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
    smtp.received.length = 0;
    smtp.state.refuseFrom = Infinity;
    smtp.state.refusals = 0;
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
    await sendEnded(list.id);
    expect(await listState(list.id)).toEqual({ sending: false, sent_count: 3, failed_count: 0 });

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

    // Nothing is left: another job for the list mails nobody.
    await ctx.app.jobs.send(BROADCAST_QUEUE, { mailingListId: list.id });
    await expect.poll(async () => (await ctx.app.jobs.status()).queues[0]?.waiting).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });

  it('resumes after the mail server failed half-way without mailing anyone twice', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `patient${i}@kliniek.nl`);
    const list = await buildMailingList(ctx.database, { surveyId, recipients: addresses });
    smtp.state.refuseFrom = 4;
    await sendNow(list.id);
    await expect.poll(() => smtp.state.refusals, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await listState(list.id)).toEqual({ sending: true, sent_count: 4, failed_count: 0 });

    // The job is retried with backoff and sends what is left once the server is back.
    smtp.state.refuseFrom = Infinity;
    await sendEnded(list.id, 45_000);
    expect(smtp.received).toHaveLength(10);
    for (const address of addresses) expect(mailsTo(address), address).toHaveLength(1);
    expect(await listState(list.id)).toEqual({ sending: false, sent_count: 10, failed_count: 0 });
  }, 60_000);

  it('stops between mails when the server closes, and the next server continues where it stopped', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', SMTP_URL: ctx.config.smtpUrl! });
    try {
      const organizationId = (await buildOrganization(database)).id;
      const { survey } = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
      const addresses = Array.from({ length: 60 }, (_, i) => `stop${i}@kliniek.nl`);
      const list = await buildMailingList(database, { surveyId: survey.id, recipients: addresses });
      const first = await buildApp({ config, database });
      await first.ready();
      await queueMailingListSend(database.db, list.id);
      await first.jobs.send(BROADCAST_QUEUE, { mailingListId: list.id });
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(5);
      await first.close();
      const [stopped] = await database.query<{ sent_count: number }>(
        sql`select sent_count from mailing_lists where id = ${list.id}`,
      );
      expect(stopped!.sent_count).toBe(smtp.received.length);
      expect(stopped!.sent_count).toBeLessThan(60);

      const second = await buildApp({ config, database });
      await second.ready();
      try {
        await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(60);
        for (const address of addresses) expect(mailsTo(address), address).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  }, 60_000);

  it('mails again the recipient a crashed sender had in flight, and counts refused addresses as failed', async () => {
    const list = await buildMailingList(ctx.database, {
      surveyId,
      recipients: ['twijfel@kliniek.nl', 'bestaat-niet@kliniek.nl', 'goed@kliniek.nl'],
    });
    await queueMailingListSend(ctx.database.db, list.id);
    // A process died in the SMTP conversation with this recipient.
    await ctx.database.query(sql`update recipients set send_started_at = now() - interval '1 minute'
      where mailing_list_id = ${list.id} and email = 'twijfel@kliniek.nl'`);
    smtp.state.permanentlyRefused.add('bestaat-niet@kliniek.nl');
    await ctx.app.jobs.send(BROADCAST_QUEUE, { mailingListId: list.id });
    await sendEnded(list.id);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['goed@kliniek.nl', 'twijfel@kliniek.nl']);
    // Sent, refused or in doubt: no address of the send is kept, only the counts.
    const left = await ctx.database.query(sql`select email from recipients where mailing_list_id = ${list.id}`);
    expect(left).toEqual([]);
    const lists = (await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all', headers: { cookie } })).json<
      { mailing_list_id: number; count: number; sent: number; failed: number; sending: boolean }[]
    >();
    expect(lists.find((item) => item.mailing_list_id === list.id)).toMatchObject({
      count: 0,
      sent: 2,
      failed: 1,
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
    await sendEnded(list.id);
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
    const second = created.json<{ mailingListId: number }>().mailingListId;

    // The five-minute rule still holds; after it, only the address added since is mailed.
    expect((await sendNow(list.id)).json()).toMatchObject({ error: { code: 'too_many_requests' } });
    await ctx.database.query(
      sql`update mailing_lists set last_broadcast_at = now() - interval '6 minutes' where id = ${list.id}`,
    );
    expect((await sendNow(list.id)).json()).toEqual({ ok: true, queued: 1 });
    expect((await sendNow(second)).json()).toEqual({ ok: true, queued: 1 });
    await sendEnded(list.id);
    await sendEnded(second);
    // The SMTP server lower-cases the domain of the envelope address.
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'Later.Weg@kliniek.nl',
      'ander@kliniek.nl',
      'nieuw@kliniek.nl',
      'privé@kliniek.nl',
    ]);
    // Nothing left to send: a send now, within five minutes or later, says so instead of 429.
    const nobodyLeft = await sendNow(list.id);
    expect(nobodyLeft.statusCode).toBe(400);
    expect(nobodyLeft.json()).toMatchObject({ error: { code: 'no_recipients_left' } });
    await ctx.database.query(
      sql`update mailing_lists set last_broadcast_at = now() - interval '6 minutes' where id = ${list.id}`,
    );
    expect((await sendNow(list.id)).json()).toMatchObject({ error: { code: 'no_recipients_left' } });
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
    await queueMailingListSend(ctx.database.db, list.id);
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
    await ctx.app.jobs.send(BROADCAST_QUEUE, { mailingListId: list.id });
    await sendEnded(list.id);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['blijft@kliniek.nl']]);
    expect(await placesHolding('gaat@kliniek.nl')).toEqual([]);
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
  }, 90_000);
});
