import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TMailingListItem, TRecipient } from '@peil/contract/broadcasts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { linkSigningKey, unsubscribeSignature } from './signed-links.js';
import {
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
  type TestUser,
} from '../../test/factories.js';

describe('broadcasts API', () => {
  let ctx: TestContext;
  let orgId: number;
  let otherOrgId: number;
  let surveyId: number;
  let surveyUuid: string;
  let foreignSurveyId: number;
  const cookies: Record<string, string> = {};
  const users: Record<string, TestUser> = {};

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });
  const rows = <Row>(query: ReturnType<typeof sql>) => ctx.database.query<Row>(query);
  const recipientCount = async (mailingListId: number) =>
    Number(
      (
        await rows<{ n: string }>(sql`select count(*) as n from recipients where mailing_list_id = ${mailingListId}`)
      )[0]!.n,
    );
  const newList = (recipients: string[] = ['a@kliniek.nl', 'b@kliniek.nl'], unsubscribed: string[] = []) =>
    buildMailingList(ctx.database, { surveyId, recipients, unsubscribed });

  const validBroadcast = () => ({
    toEmail: 'een@kliniek.nl; twee@kliniek.nl;EEN@kliniek.nl; ',
    fromEmail: 'onderzoek@peil.nl',
    fromName: 'Kliniek Amsterdam',
    subject: 'Uw mening',
    title: 'Hoe was uw bezoek?',
    message: 'Regel een\nRegel twee',
    buttonColor: '#039cfd',
    backgroundColor: '#eeeeee',
    logo: null,
    surveyId,
    language: 'nl',
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    orgId = (await buildOrganization(ctx.database)).id;
    otherOrgId = (await buildOrganization(ctx.database)).id;
    users.superadmin = await buildUser(ctx.database, { role: 1, organizationId: otherOrgId });
    users.admin = await buildUser(ctx.database, { role: 2, organizationId: orgId });
    users.researcher = await buildUser(ctx.database, { role: 3, organizationId: orgId });
    users.observer = await buildUser(ctx.database, { role: 4, organizationId: orgId });
    users.outsider = await buildUser(ctx.database, { role: 2, organizationId: otherOrgId });
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
    const built = await buildSurveyWithQuestions(ctx.database, { organizationId: orgId, pages: [[{ type: 5 }]] });
    surveyId = built.survey.id;
    surveyUuid = built.survey.uuid;
    foreignSurveyId = (
      await buildSurveyWithQuestions(ctx.database, { organizationId: otherOrgId, pages: [[{ type: 5 }]] })
    ).survey.id;
  });
  afterAll(() => ctx.close());

  it('lists the mailing lists of the own organisation with counts and "never sent"', async () => {
    const list = await newList(['a@kliniek.nl', 'b@kliniek.nl'], ['c@kliniek.nl']);
    const foreign = await buildMailingList(ctx.database, { surveyId: foreignSurveyId, recipients: ['x@elders.de'] });
    const response = await call('researcher', 'GET', '/api/v1/broadcast/get_all');
    expect(response.statusCode).toBe(200);
    const items = response.json<TMailingListItem[]>();
    expect(items.find((item) => item.mailing_list_id === list.id)).toMatchObject({
      subject: list.subject,
      survey_id: surveyId,
      count: 2,
      sent: 0,
      failed: 0,
      last_broadcast: null,
      sending: false,
    });
    expect(items.some((item) => item.mailing_list_id === foreign.id)).toBe(false);
    const all = (await call('superadmin', 'GET', '/api/v1/broadcast/get_all')).json<TMailingListItem[]>();
    expect(all.map((item) => item.mailing_list_id)).toEqual(expect.arrayContaining([list.id, foreign.id]));
    expect((await call('observer', 'GET', '/api/v1/broadcast/get_all')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all' })).statusCode).toBe(401);
  });

  it('reads, adds and removes recipients; duplicates are ignored silently', async () => {
    const list = await newList(['a@kliniek.nl']);
    const add = (email: string) =>
      call('admin', 'POST', '/api/v1/broadcast/add_recipient_to_mailing', { email, mailingListId: list.id });
    expect((await add('nieuw@kliniek.nl')).json()).toEqual({ ok: true, added: true, unsubscribed: false });
    expect((await add('NIEUW@Kliniek.nl')).json()).toEqual({ ok: true, added: false, unsubscribed: false });
    expect((await add(' a@kliniek.nl ')).json()).toEqual({ ok: true, added: false, unsubscribed: false });
    expect((await add('geen-adres')).statusCode).toBe(400);
    expect((await add('iemand@kliniek.info')).statusCode).toBe(400);
    const recipients = (await call('researcher', 'GET', `/api/v1/broadcast/get_broadcast_recipients/${list.id}`)).json<
      TRecipient[]
    >();
    expect(recipients.map((r) => r.email)).toEqual(['a@kliniek.nl', 'nieuw@kliniek.nl']);
    expect(recipients[0]).toEqual({ email: 'a@kliniek.nl', unsubscribed: false });

    const removed = await call('researcher', 'POST', '/api/v1/broadcast/remove_recipient_from_mailing', {
      email: 'Nieuw@kliniek.nl',
      mailingListId: list.id,
    });
    expect(removed.json()).toEqual({ ok: true });
    expect(await recipientCount(list.id)).toBe(1);
  });

  it('refuses every list-level call on a list of another organisation with 404', async () => {
    const list = await newList(['a@kliniek.nl']);
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/v1/broadcast/get_broadcast_recipients/${list.id}`, undefined],
      ['POST', '/api/v1/broadcast/add_recipient_to_mailing', { email: 'x@elders.de', mailingListId: list.id }],
      ['POST', '/api/v1/broadcast/remove_recipient_from_mailing', { email: 'a@kliniek.nl', mailingListId: list.id }],
      ['POST', '/api/v1/broadcast/remove_broadcast', { id: list.id }],
      ['POST', '/api/v1/send-mailing-now', { mailingListId: list.id }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call('outsider', method as 'GET' | 'POST', url, payload);
      expect(response.statusCode, url).toBe(404);
    }
    const [state] = await rows<{ n: string; last: Date | null }>(sql`
      select (select count(*) from recipients where mailing_list_id = ${list.id}) as n,
        (select last_broadcast_at from mailing_lists where id = ${list.id}) as last`);
    expect(Number(state!.n)).toBe(1);
    expect(state!.last).toBeNull();
    // A missing list is indistinguishable from a foreign one.
    expect((await call('admin', 'POST', '/api/v1/broadcast/remove_broadcast', { id: 2_000_000_000 })).statusCode).toBe(
      404,
    );
  });

  it('removes a broadcast with its recipients', async () => {
    const list = await newList(['a@kliniek.nl', 'b@kliniek.nl']);
    expect((await call('researcher', 'POST', '/api/v1/broadcast/remove_broadcast', { id: list.id })).json()).toEqual({
      ok: true,
    });
    expect(await recipientCount(list.id)).toBe(0);
    expect((await call('researcher', 'POST', '/api/v1/broadcast/remove_broadcast', { id: list.id })).statusCode).toBe(
      404,
    );
  });

  it('creates a broadcast with de-duplicated recipients in the survey organisation', async () => {
    const response = await call('researcher', 'POST', '/api/v1/broadcast/add_broadcast', validBroadcast());
    expect(response.statusCode).toBe(200);
    const { mailingListId, recipients } = response.json<{ mailingListId: number; recipients: number }>();
    expect(recipients).toBe(2);
    const [list] = await rows<Record<string, unknown>>(sql`select * from mailing_lists where id = ${mailingListId}`);
    expect(list).toMatchObject({
      organization_id: orgId,
      survey_id: surveyId,
      from_email: 'onderzoek@peil.nl',
      from_name: 'Kliniek Amsterdam',
      message: 'Regel een\nRegel twee',
      button_color: '#039cfd',
      language: 'nl',
      created_by_user_id: users.researcher!.id,
      last_broadcast_at: null,
    });
    const emails = await rows<{ email: string }>(
      sql`select email from recipients where mailing_list_id = ${mailingListId} order by id`,
    );
    expect(emails.map((row) => row.email)).toEqual(['een@kliniek.nl', 'twee@kliniek.nl']);
  });

  it('refuses incomplete broadcasts, bad addresses and foreign senders without writing anything', async () => {
    const before = await rows<{ n: string }>(sql`select count(*) as n from mailing_lists`);
    const refusals: [string, object][] = [
      ['no subject', { ...validBroadcast(), subject: '  ' }],
      ['no title', { ...validBroadcast(), title: '' }],
      ['no message', { ...validBroadcast(), message: '' }],
      ['no sender name', { ...validBroadcast(), fromName: '' }],
      ['no survey', { ...validBroadcast(), surveyId: undefined }],
      ['no recipients', { ...validBroadcast(), toEmail: ' ; ' }],
      ['bad recipient', { ...validBroadcast(), toEmail: 'een@kliniek.nl; geen adres' }],
      ['foreign sender domain', { ...validBroadcast(), fromEmail: 'ceo@bank.com' }],
      ["the platform's own sender name", { ...validBroadcast(), fromEmail: 'no-reply@peil.nl' }],
      ['a role mailbox', { ...validBroadcast(), fromEmail: 'Postmaster@peil.nl' }],
      ['header injection', { ...validBroadcast(), subject: 'Hoi\r\nBcc: x@y.nl' }],
      ['bad colour', { ...validBroadcast(), buttonColor: 'red;background:url(x)' }],
      ['bad language', { ...validBroadcast(), language: 'xx' }],
      ['bad logo', { ...validBroadcast(), logo: 'javascript:alert(1)' }],
    ];
    for (const [what, payload] of refusals) {
      const response = await call('admin', 'POST', '/api/v1/broadcast/add_broadcast', payload);
      expect(response.statusCode, what).toBe(400);
    }
    const noRecipients = await call('admin', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      toEmail: '',
    });
    expect(noRecipients.json()).toMatchObject({ error: { message: 'No recipients specified.' } });
    expect(await rows<{ n: string }>(sql`select count(*) as n from mailing_lists`)).toEqual(before);
  });

  it('lets users broadcast only for surveys of their own organisations', async () => {
    const foreign = await call('admin', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      surveyId: foreignSurveyId,
    });
    expect(foreign.statusCode).toBe(404);
    // Shared for reading results, not for mailing that survey's respondents.
    await ctx.database.query(
      sql`insert into survey_shares (survey_id, user_id) values (${foreignSurveyId}, ${users.researcher!.id})`,
    );
    // The survey picker offers only what add_broadcast accepts.
    const offered = await call('researcher', 'GET', '/api/v1/broadcast/surveys');
    expect(offered.statusCode).toBe(200);
    const offeredIds = offered.json<{ id: number; internal_name: string }[]>().map((survey) => survey.id);
    expect(offeredIds).toContain(surveyId);
    expect(offeredIds).not.toContain(foreignSurveyId);
    const forSuperadmin = (await call('superadmin', 'GET', '/api/v1/broadcast/surveys')).json<{ id: number }[]>();
    expect(forSuperadmin.map((survey) => survey.id)).toEqual(expect.arrayContaining([surveyId, foreignSurveyId]));
    expect((await call('observer', 'GET', '/api/v1/broadcast/surveys')).statusCode).toBe(403);
    const shared = await call('researcher', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      surveyId: foreignSurveyId,
    });
    expect(shared.statusCode).toBe(403);
    const bySuperadmin = await call('superadmin', 'POST', '/api/v1/broadcast/add_broadcast', validBroadcast());
    expect(bySuperadmin.statusCode).toBe(200);
  });

  it('offers no inactive survey and makes no invitations for one', async () => {
    const draft = await buildSurveyWithQuestions(ctx.database, {
      organizationId: orgId,
      status: 2,
      pages: [[{ type: 5 }]],
    });
    const offered = (await call('researcher', 'GET', '/api/v1/broadcast/surveys')).json<{ id: number }[]>();
    expect(offered.map((survey) => survey.id)).toContain(surveyId);
    expect(offered.map((survey) => survey.id)).not.toContain(draft.survey.id);
    const refused = await call('researcher', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      surveyId: draft.survey.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining('inactive') } });
    const lists = await rows<{ n: string }>(
      sql`select count(*) as n from mailing_lists where survey_id = ${draft.survey.id}`,
    );
    expect(Number(lists[0]!.n)).toBe(0);
  });

  it('sends an invitation in a language without a template in Dutch instead of refusing it', async () => {
    const created = await call('admin', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      language: 'fr',
    });
    expect(created.statusCode).toBe(200);
    const { mailingListId } = created.json<{ mailingListId: number }>();
    expect(
      await rows<{ language: string }>(sql`select language from mailing_lists where id = ${mailingListId}`),
    ).toEqual([{ language: 'nl' }]);
    const preview = await call('researcher', 'POST', '/api/v1/broadcast/preview', {
      ...validBroadcast(),
      language: 'fr',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ html: string }>().html).toContain('Ja, maar het is meer dan een jaar geleden');
  });

  it('invites with one button to the survey when the survey is set to it', async () => {
    await ctx.database.query(sql`update surveys set single_button_invitation = true where id = ${surveyId}`);
    try {
      const preview = await call('researcher', 'POST', '/api/v1/broadcast/preview', validBroadcast());
      const { html } = preview.json<{ html: string }>();
      expect(html).toContain('>Naar de vragenlijst</a>');
      expect(html).not.toContain('Ja, maar het is meer dan een jaar geleden');
    } finally {
      await ctx.database.query(sql`update surveys set single_button_invitation = false where id = ${surveyId}`);
    }
  });

  it('previews the invitation exactly as it is sent, with user text escaped', async () => {
    const response = await call('researcher', 'POST', '/api/v1/broadcast/preview', {
      ...validBroadcast(),
      title: 'Hallo <script>alert(1)</script>',
      message: 'Regel <b>een</b>\nRegel & twee',
      buttonColor: '#123456',
      language: 'de',
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ html: string; subject: string; from: string }>();
    expect(preview.subject).toBe('Uw mening');
    expect(preview.from).toBe('"Kliniek Amsterdam" <onderzoek@peil.nl>');
    expect(preview.html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.html).not.toContain('<script>');
    expect(preview.html).toContain('Regel &lt;b&gt;een&lt;/b&gt;<br>Regel &amp; twee');
    expect(preview.html).toContain(`href="http://localhost:3000/language-selection/${surveyUuid}"`);
    const previewSig = unsubscribeSignature(await linkSigningKey(ctx.database), surveyUuid, 'ontvanger@voorbeeld.nl');
    expect(preview.html).toContain(`/remove-from-mailing/${surveyUuid}/ontvanger%40voorbeeld.nl/de?sig=${previewSig}"`);
    expect(preview.html.match(/background:#123456/g)).toHaveLength(4);
    expect(preview.html).toContain('Ja, aber es ist mehr als ein Jahr her');
    expect(preview.html).toContain('width="600"');
    // Empty texts are fine while the form is being filled in; the survey is not.
    expect((await call('researcher', 'POST', '/api/v1/broadcast/preview', { surveyId })).statusCode).toBe(200);
    expect((await call('researcher', 'POST', '/api/v1/broadcast/preview', { title: 'x' })).statusCode).toBe(400);
    expect((await call('outsider', 'POST', '/api/v1/broadcast/preview', { ...validBroadcast() })).statusCode).toBe(404);
  });

  it('queues a send, refuses another within 5 minutes and allows it after', async () => {
    const list = await newList(['a@kliniek.nl', 'b@kliniek.nl'], ['weg@kliniek.nl']);
    const send = () => call('researcher', 'POST', '/api/v1/send-mailing-now', { mailingListId: list.id });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, queued: 2 });
    const [queued] = await rows<{ last_broadcast_at: Date; send_queued_at: Date }>(
      sql`select last_broadcast_at, send_queued_at from mailing_lists where id = ${list.id}`,
    );
    expect(Date.now() - new Date(queued!.last_broadcast_at).getTime()).toBeLessThan(60_000);
    expect(queued!.send_queued_at).not.toBeNull();
    // The job mails both in the background and ends the send.
    await expect
      .poll(
        async () =>
          (
            await rows<{ sending: boolean }>(
              sql`select send_queued_at is not null as sending from mailing_lists where id = ${list.id}`,
            )
          )[0]!.sending,
        { timeout: 30_000 },
      )
      .toBe(false);

    // Someone added since is waiting, but the list was sent less than five minutes ago.
    await ctx.database.query(sql`insert into recipients (mailing_list_id, email) values (${list.id}, 'c@kliniek.nl')`);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      error: {
        code: 'too_many_requests',
        message: 'This email has already been sent in the past 5 minutes. Try again later.',
      },
    });

    // Six minutes later, but a send is still running: refused as a conflict.
    await ctx.database.query(
      sql`update mailing_lists set last_broadcast_at = now() - interval '6 minutes', send_queued_at = now() where id = ${list.id}`,
    );
    expect((await send()).statusCode).toBe(409);

    await ctx.database.query(sql`update mailing_lists set send_queued_at = null where id = ${list.id}`);
    const later = await send();
    expect(later.json()).toEqual({ ok: true, queued: 1 });
  });

  it('does not store an address that unsubscribed from the survey on new lists of that survey', async () => {
    await newList(['Afgemeld@kliniek.nl']);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/remove-from-mailing',
      payload: {
        uuid: surveyUuid,
        email: 'Afgemeld@kliniek.nl',
        sig: unsubscribeSignature(await linkSigningKey(ctx.database), surveyUuid, 'Afgemeld@kliniek.nl'),
      },
    });
    const created = await call('admin', 'POST', '/api/v1/broadcast/add_broadcast', {
      ...validBroadcast(),
      toEmail: 'afgemeld@kliniek.nl;welkom@kliniek.nl',
    });
    expect(created.json()).toMatchObject({ ok: true, recipients: 1, unsubscribed: 1 });
    const { mailingListId } = created.json<{ mailingListId: number }>();
    const added = await call('admin', 'POST', '/api/v1/broadcast/add_recipient_to_mailing', {
      email: 'AFGEMELD@kliniek.nl',
      mailingListId: (await newList(['ander@kliniek.nl'])).id,
    });
    expect(added.json()).toEqual({ ok: true, added: false, unsubscribed: true });
    const recipients = await rows<{ email: string }>(sql`
      select r.email from recipients r where r.mailing_list_id >= ${mailingListId} order by r.id`);
    expect(recipients.map((row) => row.email)).toEqual(['welkom@kliniek.nl', 'ander@kliniek.nl']);
    // Only a hash of the address is kept, not the address.
    const suppressed = await rows<{ email_hash: string }>(
      sql`select email_hash from unsubscribed_addresses where survey_id = ${surveyId}`,
    );
    expect(suppressed.map((row) => row.email_hash)).toContain(
      createHash('sha256').update('afgemeld@kliniek.nl').digest('hex'),
    );
    const send = await call('admin', 'POST', '/api/v1/send-mailing-now', { mailingListId });
    expect(send.json()).toEqual({ ok: true, queued: 1 });
  });

  it('refuses to send a list without subscribed recipients', async () => {
    const list = await newList([], ['weg@kliniek.nl']);
    const response = await call('admin', 'POST', '/api/v1/send-mailing-now', { mailingListId: list.id });
    expect(response.statusCode).toBe(400);
    const [row] = await rows<{ last: Date | null }>(
      sql`select last_broadcast_at as last from mailing_lists where id = ${list.id}`,
    );
    expect(row!.last).toBeNull();
  });

  it('unsubscribes with the RFC 8058 one-click POST of a signed link, and nobody with an unsigned or altered one', async () => {
    const list = await newList(['klik@kliniek.nl', 'blijf@kliniek.nl']);
    const oneClick = (email: string, query: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/broadcast/unsubscribe/${surveyUuid}/${encodeURIComponent(email)}${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const sig = unsubscribeSignature(await linkSigningKey(ctx.database), surveyUuid, 'klik@kliniek.nl');
    for (const [email, query] of [
      ['blijf@kliniek.nl', ''],
      ['blijf@kliniek.nl', `?sig=${sig}`],
      ['klik@kliniek.nl', `?sig=${sig.slice(0, -2)}`],
    ] as const) {
      const refused = await oneClick(email, query);
      expect(refused.statusCode, `${email}${query}`).toBe(403);
      expect(refused.json().error.code).toBe('invalid_link');
    }
    expect((await rows(sql`select 1 from recipients where mailing_list_id = ${list.id} and unsubscribed`)).length).toBe(
      0,
    );
    const response = await oneClick('Klik@kliniek.nl', `?sig=${sig}`);
    expect(response.statusCode).toBe(200);
    const recipients = await rows<{ email: string; unsubscribed: boolean }>(
      sql`select email, unsubscribed from recipients where mailing_list_id = ${list.id} order by email`,
    );
    expect(recipients).toEqual([
      { email: 'blijf@kliniek.nl', unsubscribed: false },
      { email: 'klik@kliniek.nl', unsubscribed: true },
    ]);
    const send = await call('admin', 'POST', '/api/v1/send-mailing-now', { mailingListId: list.id });
    expect(send.json()).toEqual({ ok: true, queued: 1 });
  });
});
