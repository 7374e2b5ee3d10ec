import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { invitationAnswerLink, type TInvitationAnswer, type TMailingListItem } from '@peil/contract/broadcasts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
} from '../../test/factories.js';
import { answerLinkSignature, linkSigningKey } from './signed-links.js';

describe('invitation answer buttons', () => {
  let ctx: TestContext;
  let surveyId: number;
  let surveyUuid: string;
  let foreignSurveyId: number;
  const cookies: Record<string, string> = {};

  const click = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** The link an answer button of the mail to `email` carries, as the invitation makes it. */
  const mailedLink = async (responseKey: string, email: string, answer: string, language: string) =>
    invitationAnswerLink(
      '',
      responseKey,
      answer as TInvitationAnswer,
      language as 'nl',
      answerLinkSignature(await linkSigningKey(ctx.database), responseKey, email),
    );
  const counts = async (mailingListId: number) =>
    (
      await ctx.database.query<{ yes: number; over: number; completed: number; no: number }>(sql`
        select answered_yes as yes, answered_yes_over_a_year as over, answered_already_completed as completed,
          answered_no as no
        from mailing_lists where id = ${mailingListId}`)
    )[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    const orgId = (await buildOrganization(ctx.database)).id;
    const otherOrgId = (await buildOrganization(ctx.database)).id;
    cookies.researcher = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: orgId }));
    cookies.outsider = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: otherOrgId }));
    const built = await buildSurveyWithQuestions(ctx.database, { organizationId: orgId, pages: [[{ type: 5 }]] });
    surveyId = built.survey.id;
    surveyUuid = built.survey.uuid;
    foreignSurveyId = (
      await buildSurveyWithQuestions(ctx.database, { organizationId: otherOrgId, pages: [[{ type: 5 }]] })
    ).survey.id;
  });
  afterAll(() => ctx.close());

  it('counts each answer and sends "yes" on to the survey, the others to the thank-you page', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    expect(list.responseKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const expected: [string, string, string][] = [
      // The list's key goes on to the survey, which counts begun and finished questionnaires with it.
      ['yes', 'nl', `/language-selection/${surveyUuid}?list=${list.responseKey}`],
      ['yes', 'de', `/language-selection/${surveyUuid}?list=${list.responseKey}`],
      ['yes-over-a-year', 'en', `/language-selection/${surveyUuid}?list=${list.responseKey}`],
      ['already-completed', 'nl', '/invitation-answer/nl/already-completed'],
      ['already-completed', 'de', '/invitation-answer/de/already-completed'],
      ['no', 'en', '/invitation-answer/en/no'],
      ['no', 'de', '/invitation-answer/de/no'],
      // Any other language falls back to Dutch.
      ['no', 'fr', '/invitation-answer/nl/no'],
    ];
    for (const [index, [answer, language, location]] of expected.entries()) {
      const response = await click(await mailedLink(list.responseKey, `r${index}@kliniek.nl`, answer, language));
      expect(response.statusCode, `${answer} ${language}`).toBe(303);
      expect(response.headers.location, `${answer} ${language}`).toBe(location);
    }
    expect(await counts(list.id)).toEqual({ yes: 2, over: 1, completed: 2, no: 3 });
  });

  it("counts each recipient's mail once, whichever of its buttons is clicked how often", async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const response = await click(await mailedLink(list.responseKey, 'Patient@kliniek.nl', 'no', 'nl'));
    expect(response.statusCode).toBe(303);
    await click(await mailedLink(list.responseKey, 'Patient@kliniek.nl', 'no', 'nl'));
    await click(await mailedLink(list.responseKey, 'patient@kliniek.nl', 'yes', 'de'));
    expect(await counts(list.id)).toEqual({ yes: 0, over: 0, completed: 0, no: 1 });
    // Only an HMAC of list and recipient is kept, never the address.
    const kept = await ctx.database.query<{ recipient_hash: string }>(
      sql`select recipient_hash from invitation_answer_clicks where mailing_list_id = ${list.id}`,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]!.recipient_hash).not.toMatch(/kliniek/i);
    // Another recipient counts; the same recipient on another list is someone new there.
    await click(await mailedLink(list.responseKey, 'ander@kliniek.nl', 'yes', 'nl'));
    expect(await counts(list.id)).toEqual({ yes: 1, over: 0, completed: 0, no: 1 });
    const other = await buildMailingList(ctx.database, { surveyId });
    await click(await mailedLink(other.responseKey, 'patient@kliniek.nl', 'already-completed', 'nl'));
    expect(await counts(other.id)).toEqual({ yes: 0, over: 0, completed: 1, no: 0 });
  });

  it('leads an unsigned or altered link on, but counts nothing for it', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const signed = await mailedLink(list.responseKey, 'patient@kliniek.nl', 'yes', 'nl');
    const [path, query] = signed.split('?');
    const params = new URLSearchParams(query);
    const forged = [
      path!,
      `${path}?r=${params.get('r')}`,
      `${path}?r=${params.get('r')}&sig=${params.get('sig')!.slice(1)}`,
      `${path}?r=someone-else&sig=${params.get('sig')}`,
      // A signature is for one list: another list's key with it counts nothing.
      signed.replace(list.responseKey, (await buildMailingList(ctx.database, { surveyId })).responseKey),
    ];
    for (const url of forged) {
      const response = await click(url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toMatch(new RegExp(`^/language-selection/${surveyUuid}\\?list=`));
    }
    expect(await counts(list.id)).toEqual({ yes: 0, over: 0, completed: 0, no: 0 });
    expect((await click(signed)).statusCode).toBe(303);
    expect(await counts(list.id)).toEqual({ yes: 1, over: 0, completed: 0, no: 0 });
  });

  it('answers 404 with a message for an unknown key or answer, and counts nothing', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const unknown = [
      `/api/v1/broadcast/respond/00000000-0000-4000-8000-000000000000/yes/nl`,
      // The list's numeric id is not its key.
      `/api/v1/broadcast/respond/${list.id}/yes/nl`,
      `/api/v1/broadcast/respond/${list.responseKey}/maybe/nl`,
      `/api/v1/broadcast/respond/not-a-key/no/nl`,
    ];
    for (const url of unknown) {
      const response = await click(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message, url).toMatch(/unknown/i);
    }
    // Over-long parts are refused by the contract before anything is looked up.
    const tooLong = await click(`/api/v1/broadcast/respond/${list.responseKey}/${'x'.repeat(65)}/nl`);
    expect(tooLong.statusCode).toBe(400);
    expect(await counts(list.id)).toEqual({ yes: 0, over: 0, completed: 0, no: 0 });
    // A removed list's links lead nowhere rather than to an error.
    await ctx.database.query(sql`delete from mailing_lists where id = ${list.id}`);
    expect((await click(`/api/v1/broadcast/respond/${list.responseKey}/no/nl`)).statusCode).toBe(404);
  });

  it('shows a tenant the counts of its own lists only', async () => {
    const own = await buildMailingList(ctx.database, { surveyId });
    const foreign = await buildMailingList(ctx.database, { surveyId: foreignSurveyId });
    await click(await mailedLink(own.responseKey, 'a@kliniek.nl', 'yes', 'nl'));
    await click(await mailedLink(foreign.responseKey, 'a@kliniek.nl', 'no', 'de'));
    await click(await mailedLink(foreign.responseKey, 'b@kliniek.nl', 'no', 'de'));
    const listsOf = async (who: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all', headers: { cookie: cookies[who]! } })
      ).json<TMailingListItem[]>();

    const mine = await listsOf('researcher');
    expect(mine.find((item) => item.mailing_list_id === own.id)?.answers).toEqual({
      yes: 1,
      'yes-over-a-year': 0,
      'already-completed': 0,
      no: 0,
    });
    expect(mine.some((item) => item.mailing_list_id === foreign.id)).toBe(false);
    // The key is never handed out: the tally is all a list shows of its answers.
    expect(JSON.stringify(mine)).not.toContain(own.responseKey);

    const theirs = await listsOf('outsider');
    expect(theirs.find((item) => item.mailing_list_id === foreign.id)?.answers).toMatchObject({ no: 2, yes: 0 });
    expect(theirs.some((item) => item.mailing_list_id === own.id)).toBe(false);
  });

  it('is rate-limited like the other public respondent calls', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await click(`/api/v1/broadcast/respond/${list.responseKey}/yes/nl`)).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
