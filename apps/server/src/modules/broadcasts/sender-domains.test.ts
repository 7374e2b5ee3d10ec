import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SENDER_DOMAINS } from '@peil/contract/broadcasts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildSurveyWithQuestions, buildUser, loginAs } from '../../test/factories.js';

describe('broadcast sender domains', () => {
  let ctx: TestContext;
  let clientId: number;
  let surveyId: number;
  let otherSurveyId: number;
  const cookies: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });
  const broadcast = (fromEmail: string, survey = surveyId) => ({
    toEmail: 'patient@example.org',
    fromEmail,
    fromName: 'Kliniek Zuid',
    subject: 'Uw mening',
    title: 'Hoe was uw bezoek?',
    message: 'Graag uw mening.',
    surveyId: survey,
  });
  const listCount = async () =>
    (await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from mailing_lists`))[0]!.n;
  const editClient = (who: string, senderDomains: unknown) =>
    call(who, 'POST', '/api/v1/administration/edit_client', {
      clientId,
      name: 'Kliniek Zuid',
      settingsId: null,
      benchmarkEnabled: false,
      template: 'default',
      senderDomains,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    clientId = (await buildClient(ctx.database, { name: 'Kliniek Zuid' })).id;
    const organizationId = (await buildOrganization(ctx.database, { clientId })).id;
    const otherOrganizationId = (await buildOrganization(ctx.database)).id;
    const users = {
      superadmin: await buildUser(ctx.database, { role: 1, organizationId: otherOrganizationId }),
      admin: await buildUser(ctx.database, { role: 2, organizationId }),
      researcher: await buildUser(ctx.database, { role: 3, organizationId }),
      observer: await buildUser(ctx.database, { role: 4, organizationId }),
      otherResearcher: await buildUser(ctx.database, { role: 3, organizationId: otherOrganizationId }),
    };
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
    surveyId = (await buildSurveyWithQuestions(ctx.database, { organizationId, pages: [[{ type: 5 }]] })).survey.id;
    otherSurveyId = (
      await buildSurveyWithQuestions(ctx.database, { organizationId: otherOrganizationId, pages: [[{ type: 5 }]] })
    ).survey.id;
  });
  afterAll(() => ctx.close());

  it("refuses a sender outside MAIL_SENDER_DOMAINS and the client's own, naming the field, writing nothing", async () => {
    const before = await listCount();
    const response = await call(
      'researcher',
      'POST',
      '/api/v1/broadcast/add_broadcast',
      broadcast('info@kliniek-zuid.nl'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: `The sender address (fromEmail) must end in one of the allowed sender domains: ${DEFAULT_SENDER_DOMAINS.join(', ')}.`,
        issues: [{ path: 'body.fromEmail', message: 'must use one of the allowed sender domains' }],
      },
    });
    expect(await listCount()).toBe(before);
    expect(
      (await call('researcher', 'POST', '/api/v1/broadcast/add_broadcast', broadcast('info@peil.de'))).statusCode,
    ).toBe(200);
  });

  it("lets a superadmin add the client's own domains, which its broadcasts may then use", async () => {
    const edited = await editClient('superadmin', [' Kliniek-Zuid.nl', 'zorg.kliniek-zuid.nl', 'kliniek-zuid.nl']);
    expect(edited.statusCode).toBe(200);
    const clients = (await call('superadmin', 'GET', '/api/v1/administration/get_clients')).json();
    expect(clients.find((c: { id: number }) => c.id === clientId).sender_domains).toEqual([
      'kliniek-zuid.nl',
      'zorg.kliniek-zuid.nl',
    ]);

    const domains = await call('researcher', 'GET', `/api/v1/broadcast/sender_domains?surveyId=${surveyId}`);
    expect(domains.json()).toEqual({ domains: [...DEFAULT_SENDER_DOMAINS, 'kliniek-zuid.nl', 'zorg.kliniek-zuid.nl'] });
    const added = await call(
      'researcher',
      'POST',
      '/api/v1/broadcast/add_broadcast',
      broadcast('Info@Kliniek-Zuid.nl'),
    );
    expect(added.statusCode).toBe(200);

    // Another client's survey is not sent from this client's domain.
    const other = await call('otherResearcher', 'GET', `/api/v1/broadcast/sender_domains?surveyId=${otherSurveyId}`);
    expect(other.json()).toEqual({ domains: [...DEFAULT_SENDER_DOMAINS] });
    const refused = await call(
      'otherResearcher',
      'POST',
      '/api/v1/broadcast/add_broadcast',
      broadcast('info@kliniek-zuid.nl', otherSurveyId),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('refuses what is not a domain with 400 naming the field, and keeps the stored domains', async () => {
    for (const bad of [['kliniek zuid.nl'], ['info@kliniek.nl'], ['-kliniek.nl'], 'kliniek.nl']) {
      const response = await editClient('superadmin', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues[0].path).toMatch(/^body\.senderDomains/);
    }
    const invalid = (await editClient('superadmin', ['kliniek..nl'])).json();
    expect(invalid.error.issues).toEqual([
      { path: 'body.senderDomains.0', message: 'must be a domain name such as kliniek.nl' },
    ]);
    const [row] = await ctx.database.query<{ sender_domains: string[] }>(
      sql`select sender_domains from clients where id = ${clientId}`,
    );
    expect(row!.sender_domains).toEqual(['kliniek-zuid.nl', 'zorg.kliniek-zuid.nl']);
  });

  it('lets only superadmins change sender domains, and only broadcasters read a survey’s', async () => {
    for (const who of ['admin', 'researcher', 'observer']) {
      expect((await editClient(who, ['kwaad.nl'])).statusCode).toBe(403);
    }
    expect((await call('observer', 'GET', `/api/v1/broadcast/sender_domains?surveyId=${surveyId}`)).statusCode).toBe(
      403,
    );
    expect((await call('observer', 'GET', '/api/v1/broadcast/sender_domains')).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await call('otherResearcher', 'GET', `/api/v1/broadcast/sender_domains?surveyId=${surveyId}`)).statusCode,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/broadcast/sender_domains?surveyId=${surveyId}` }))
        .statusCode,
    ).toBe(401);
    const [row] = await ctx.database.query<{ sender_domains: string[] }>(
      sql`select sender_domains from clients where id = ${clientId}`,
    );
    expect(row!.sender_domains).not.toContain('kwaad.nl');
  });
});

describe('MAIL_SENDER_DOMAINS', () => {
  let ctx: TestContext;
  let cookie: string;
  let surveyId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_SENDER_DOMAINS: 'zorggroep.nl, zorggroep.de' });
    const organizationId = (await buildOrganization(ctx.database)).id;
    cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId }));
    surveyId = (await buildSurveyWithQuestions(ctx.database, { organizationId, pages: [[{ type: 5 }]] })).survey.id;
  });
  afterAll(() => ctx.close());

  it('replaces the default sender domains', async () => {
    const send = (fromEmail: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/broadcast/add_broadcast',
        headers: { cookie },
        payload: {
          toEmail: 'patient@example.org',
          fromEmail,
          fromName: 'Zorggroep',
          subject: 'Uw mening',
          title: 'Hoe was het?',
          message: 'Graag.',
          surveyId,
        },
      });
    expect((await send('info@peil.nl')).statusCode).toBe(400);
    expect((await send('info@zorggroep.de')).statusCode).toBe(200);
    const domains = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/broadcast/sender_domains?surveyId=${surveyId}`,
      headers: { cookie },
    });
    expect(domains.json()).toEqual({ domains: ['zorggroep.nl', 'zorggroep.de'] });
    // Before a survey is chosen the form offers what every client may use.
    const general = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/broadcast/sender_domains',
      headers: { cookie },
    });
    expect(general.json()).toEqual({ domains: ['zorggroep.nl', 'zorggroep.de'] });
  });
});
