import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TClient, TOrganization } from '@peil/contract/administration';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  buildClient,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
  type TestUser,
} from '../../test/factories.js';

const base = '/api/v1/administration';
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_DATA_URL = `data:image/png;base64,${PNG_1PX}`;
/** The image a stored logo data URL holds: its format and size. */
async function storedImage(logo: string | null) {
  expect(logo).toMatch(/^data:image\/(png|jpeg);base64,/);
  const { format, width, height } = await sharp(Buffer.from(logo!.split(',')[1]!, 'base64')).metadata();
  return { format, width, height };
}
const NOT_AN_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');

describe('client and organisation administration API', () => {
  let ctx: TestContext;
  let settingsId: number;
  let superadmin: TestUser;
  let admin: TestUser;
  const cookies: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}/${url}`, payload, headers: { cookie: cookies[who]! } });

  const clientRow = async (id: number) =>
    (await call('superadmin', 'GET', 'get_clients')).json<TClient[]>().find((client) => client.id === id);

  beforeAll(async () => {
    ctx = await createTestApp();
    const [setting] = await ctx.database.query<{ id: number }>(
      sql`insert into benchmark_settings (name) values ('Fertiliteit') returning id`,
    );
    settingsId = setting!.id;
    const home = await buildOrganization(ctx.database);
    superadmin = await buildUser(ctx.database, { role: 1, organizationId: home.id });
    admin = await buildUser(ctx.database, { role: 2, organizationId: home.id });
    cookies.superadmin = await loginAs(ctx.app, superadmin);
    cookies.admin = await loginAs(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  describe('clients', () => {
    it('creates a client with a benchmark setting and lists it', async () => {
      const response = await call('superadmin', 'POST', 'insert_client', { name: 'Nieuwe Klant', settingsId });
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: number }>();
      expect(await clientRow(id)).toEqual({
        id,
        name: 'Nieuwe Klant',
        organization_count: 0,
        settings_id: settingsId,
        settings_name: 'Fertiliteit',
        template: 'default',
        benchmark_enabled: false,
        requires_signed_statement: false,
        has_logo: false,
        sender_domains: [],
      });
      const withoutSetting = await call('superadmin', 'POST', 'insert_client', { name: 'Zonder' });
      expect(withoutSetting.statusCode).toBe(200);
      expect((await clientRow(withoutSetting.json().id))!.settings_id).toBeNull();
    });

    it('refuses a missing name, an unknown setting and non-superadmins', async () => {
      expect((await call('superadmin', 'POST', 'insert_client', { name: ' ', settingsId })).statusCode).toBe(400);
      expect((await call('superadmin', 'POST', 'insert_client', { name: 'X', settingsId: 999_999 })).statusCode).toBe(
        400,
      );
      expect((await call('admin', 'POST', 'insert_client', { name: 'X' })).statusCode).toBe(403);
      expect((await call('admin', 'GET', 'get_clients')).statusCode).toBe(403);
    });

    it('edits name, setting, benchmark flag, template and logo', async () => {
      const client = await buildClient(ctx.database);
      const edit = {
        clientId: client.id,
        name: 'Hernoemd',
        settingsId,
        benchmarkEnabled: 1,
        template: 'fertility',
        logo: PNG_DATA_URL,
      };
      expect((await call('superadmin', 'POST', 'edit_client', edit)).statusCode).toBe(200);
      expect(await clientRow(client.id)).toMatchObject({
        name: 'Hernoemd',
        settings_id: settingsId,
        benchmark_enabled: true,
        template: 'fertility',
        has_logo: true,
      });
      const stored = (await call('superadmin', 'GET', `get_client_logo/${client.id}`)).json().logo;
      expect(await storedImage(stored)).toEqual({ format: 'png', width: 1, height: 1 });

      // Without a logo the stored one stays; null removes it.
      const { logo: _logo, ...withoutLogo } = edit;
      expect(
        (await call('superadmin', 'POST', 'edit_client', { ...withoutLogo, benchmarkEnabled: false })).statusCode,
      ).toBe(200);
      expect(await clientRow(client.id)).toMatchObject({ benchmark_enabled: false, has_logo: true });
      expect((await call('superadmin', 'POST', 'edit_client', { ...edit, logo: null })).statusCode).toBe(200);
      expect((await call('superadmin', 'GET', `get_client_logo/${client.id}`)).json()).toEqual({ logo: null });
    });

    it('sets, keeps and clears the statement flag', async () => {
      const created = await call('superadmin', 'POST', 'insert_client', {
        name: 'Met verklaring',
        requiresSignedStatement: true,
      });
      const { id } = created.json<{ id: number }>();
      expect(await clientRow(id)).toMatchObject({ requires_signed_statement: true });
      const edit = {
        clientId: id,
        name: 'Met verklaring',
        settingsId: null,
        benchmarkEnabled: false,
        template: 'default',
      };
      expect((await call('superadmin', 'POST', 'edit_client', edit)).statusCode).toBe(200);
      expect((await clientRow(id))!.requires_signed_statement).toBe(true);
      expect(
        (await call('superadmin', 'POST', 'edit_client', { ...edit, requiresSignedStatement: 0 })).statusCode,
      ).toBe(200);
      expect((await clientRow(id))!.requires_signed_statement).toBe(false);
      expect(
        (await call('superadmin', 'POST', 'edit_client', { ...edit, requiresSignedStatement: 'yes' })).statusCode,
      ).toBe(400);
    });

    it('refuses a logo that is not a png, jpg, gif or bmp, an unknown template and an unknown client', async () => {
      const client = await buildClient(ctx.database);
      const edit = { clientId: client.id, name: 'X', settingsId: null, benchmarkEnabled: true, template: 'default' };
      const svg = await call('superadmin', 'POST', 'edit_client', { ...edit, logo: NOT_AN_IMAGE });
      expect(svg.statusCode).toBe(400);
      expect(svg.json().error.issues).toEqual([
        { path: 'logo', message: 'The logo is not a png, jpg, gif, webp or bmp image.' },
      ]);
      expect((await call('superadmin', 'POST', 'edit_client', { ...edit, template: 'fancy' })).statusCode).toBe(400);
      expect((await call('superadmin', 'POST', 'edit_client', { ...edit, clientId: 999_999 })).statusCode).toBe(404);
      expect((await call('superadmin', 'GET', 'get_client_logo/999999')).statusCode).toBe(404);
      expect((await clientRow(client.id))!.name).toBe(client.name);
    });

    it('removes a client only without organisations', async () => {
      const client = await buildClient(ctx.database);
      await buildOrganization(ctx.database, { clientId: client.id });
      const refused = await call('superadmin', 'POST', 'remove_client', { id: client.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'in_use',
        message: expect.stringContaining('1 organisation'),
      });
      await ctx.database.query(sql`delete from organizations where client_id = ${client.id}`);
      expect((await call('superadmin', 'POST', 'remove_client', { id: client.id })).statusCode).toBe(200);
      expect(await clientRow(client.id)).toBeUndefined();
      expect((await call('superadmin', 'POST', 'remove_client', { id: client.id })).statusCode).toBe(404);
      expect((await call('admin', 'POST', 'remove_client', { id: client.id })).statusCode).toBe(403);
    });
  });

  describe('organisations', () => {
    it('creates organisations in a client and lists them with user counts', async () => {
      const client = await buildClient(ctx.database);
      const created = await call('superadmin', 'POST', 'insert_organization', {
        name: 'Kliniek Zwolle',
        clientId: client.id,
      });
      expect(created.statusCode).toBe(200);
      const { id } = created.json<{ id: number }>();
      await buildUser(ctx.database, { organizationId: id });
      await buildUser(ctx.database, { organizationId: id });
      const list = (await call('superadmin', 'GET', `get_organizations/${client.id}`)).json<TOrganization[]>();
      expect(list).toEqual([
        { id, name: 'Kliniek Zwolle', client_id: client.id, users_count: 2, home_organization: false, has_logo: false },
      ]);
      expect((await clientRow(client.id))!.organization_count).toBe(1);
      expect(
        (await call('superadmin', 'POST', 'insert_organization', { name: 'X', clientId: 999_999 })).statusCode,
      ).toBe(404);
      expect(
        (await call('superadmin', 'POST', 'insert_organization', { name: '', clientId: client.id })).statusCode,
      ).toBe(400);
      expect((await call('superadmin', 'GET', 'get_organizations/999999')).statusCode).toBe(404);
      expect((await call('admin', 'GET', `get_organizations/${client.id}`)).statusCode).toBe(403);
    });

    it("lists the organisations a user administers: an admin's own and those given admin access to", async () => {
      const own = await buildOrganization(ctx.database, { name: 'Aa eigen kliniek' });
      const given = await buildOrganization(ctx.database, { name: 'Ab gegeven kliniek' });
      const foreign = await buildOrganization(ctx.database, { name: 'Ac vreemde kliniek' });
      const manager = await buildUser(ctx.database, { role: 2, organizationId: own.id });
      cookies.manager = await loginAs(ctx.app, manager);
      expect(
        (await call('superadmin', 'POST', 'give_admin_access', { organizationId: given.id, userId: manager.id }))
          .statusCode,
      ).toBe(200);
      const managed = await call('manager', 'GET', 'managed_organizations');
      expect(managed.statusCode).toBe(200);
      expect(managed.json()).toEqual([
        { id: own.id, name: 'Aa eigen kliniek' },
        { id: given.id, name: 'Ab gegeven kliniek' },
      ]);
      // Another organisation's admin sees only their own.
      const names = (await call('admin', 'GET', 'managed_organizations')).json<{ id: number }[]>();
      expect(names.map((row) => row.id)).not.toContain(foreign.id);
      expect(names.map((row) => row.id)).not.toContain(given.id);
      const all = (await call('superadmin', 'GET', 'managed_organizations')).json<{ id: number }[]>();
      expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([own.id, given.id, foreign.id]));
      const researcher = await buildUser(ctx.database, { role: 3, organizationId: own.id });
      cookies.researcher = await loginAs(ctx.app, researcher);
      expect((await call('researcher', 'GET', 'managed_organizations')).statusCode).toBe(403);
    });

    it('edits the name and logo', async () => {
      const organization = await buildOrganization(ctx.database);
      const edit = { organizationId: organization.id, name: 'Nieuwe naam', logo: PNG_1PX };
      expect((await call('superadmin', 'POST', 'edit_organization', edit)).statusCode).toBe(200);
      const logo = (await call('superadmin', 'GET', `get_organization_logo/${organization.id}`)).json().logo;
      expect(await storedImage(logo)).toEqual({ format: 'png', width: 1, height: 1 });
      expect(
        (await call('superadmin', 'POST', 'edit_organization', { ...edit, name: 'Alleen naam', logo: undefined }))
          .statusCode,
      ).toBe(200);
      const [row] = await ctx.database.query<{ name: string; logo: string | null }>(
        sql`select name, logo from organizations where id = ${organization.id}`,
      );
      expect(row).toEqual({ name: 'Alleen naam', logo });

      expect((await call('superadmin', 'POST', 'edit_organization', { ...edit, logo: NOT_AN_IMAGE })).statusCode).toBe(
        400,
      );
      // A canvas over 4096 pixels a side is refused from its header; a wrong MIME prefix is replaced.
      const huge = await sharp({ create: { width: 20_000, height: 200, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      const refused = await call('superadmin', 'POST', 'edit_organization', {
        ...edit,
        logo: `data:image/png;base64,${huge.toString('base64')}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toEqual([
        { path: 'logo', message: 'The logo is 20000×200 pixels; at most 4096×4096 is accepted.' },
      ]);
      const gif = await sharp({ create: { width: 6, height: 3, channels: 3, background: '#3b699c' } })
        .gif()
        .toBuffer();
      const disguised = { ...edit, logo: `data:text/html;base64,${gif.toString('base64')}` };
      expect((await call('superadmin', 'POST', 'edit_organization', disguised)).statusCode).toBe(200);
      const [relabelled] = await ctx.database.query<{ logo: string }>(
        sql`select logo from organizations where id = ${organization.id}`,
      );
      expect(await storedImage(relabelled!.logo)).toEqual({ format: 'png', width: 6, height: 3 });

      // One stored before logos were checked is not handed out under its claimed type.
      await ctx.database.query(
        sql`update organizations set logo = ${`data:text/html;base64,${gif.toString('base64')}`} where id = ${organization.id}`,
      );
      expect((await call('superadmin', 'GET', `get_organization_logo/${organization.id}`)).json().logo).toBe(
        `data:image/gif;base64,${gif.toString('base64')}`,
      );
      await ctx.database.query(
        sql`update organizations set logo = ${huge.toString('base64')} where id = ${organization.id}`,
      );
      expect((await call('superadmin', 'GET', `get_organization_logo/${organization.id}`)).json().logo).toBeNull();

      expect((await call('superadmin', 'POST', 'edit_organization', { ...edit, logo: 'no base64 !' })).statusCode).toBe(
        400,
      );
      expect(
        (await call('superadmin', 'POST', 'edit_organization', { ...edit, organizationId: 999_999 })).statusCode,
      ).toBe(404);
      expect((await call('superadmin', 'GET', 'get_organization_logo/999999')).statusCode).toBe(404);
      expect((await call('admin', 'POST', 'edit_organization', edit)).statusCode).toBe(403);
    });

    it('removes an organisation only without users and surveys, with its empty projects', async () => {
      const withUser = await buildOrganization(ctx.database);
      await buildUser(ctx.database, { organizationId: withUser.id });
      const refusedUsers = await call('superadmin', 'POST', 'remove_organization', { id: withUser.id });
      expect(refusedUsers.statusCode).toBe(409);
      expect(refusedUsers.json().error.code).toBe('in_use');

      const withSurvey = await buildOrganization(ctx.database);
      await buildSurveyWithQuestions(ctx.database, { organizationId: withSurvey.id, pages: [[{ type: 5 }]] });
      const refusedSurveys = await call('superadmin', 'POST', 'remove_organization', { id: withSurvey.id });
      expect(refusedSurveys.statusCode).toBe(409);
      expect(refusedSurveys.json().error.message).toContain('1 survey');

      const empty = await buildOrganization(ctx.database);
      await ctx.database.query(sql`insert into projects (organization_id, name) values (${empty.id}, 'Leeg')`);
      await ctx.database.query(sql`insert into user_admin_access values (${admin.id}, ${empty.id})`);
      expect((await call('superadmin', 'POST', 'remove_organization', { id: empty.id })).statusCode).toBe(200);
      const left = await ctx.database.query(sql`
        select 1 from organizations where id = ${empty.id}
        union all select 1 from projects where organization_id = ${empty.id}
        union all select 1 from user_admin_access where organization_id = ${empty.id}`);
      expect(left.length).toBe(0);
      expect((await call('superadmin', 'POST', 'remove_organization', { id: empty.id })).statusCode).toBe(404);
      expect((await call('admin', 'POST', 'remove_organization', { id: withUser.id })).statusCode).toBe(403);
    });
  });
});
