import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TAdministrationUser, TObserverProject } from '@peil/contract/administration';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildUser, loginAs, type TestUser } from '../../test/factories.js';
import { prehashPassword } from '../auth/passwords.js';

const base = '/api/v1/administration';

describe('user administration API', () => {
  let ctx: TestContext;
  let orgA: number;
  let orgB: number;
  let orgC: number;
  let projectA1: number;
  let projectA2: number;
  let projectB1: number;
  let superadmin: TestUser;
  let adminA: TestUser;
  let adminB: TestUser;
  let researcherA: TestUser;
  let researcherB: TestUser;
  const cookies: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}/${url}`, payload, headers: { cookie: cookies[who]! } });

  let counter = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      username: `nieuw-${counter}`,
      email: `nieuw-${counter}@kliniek.nl`,
      password: prehashPassword(`wachtwoord-${counter}`),
      organizationId: orgA,
      role: 3,
      locale: 'nl',
      ...overrides,
    };
  };

  const canLogIn = async (username: string, password: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: prehashPassword(password) },
      })
    ).statusCode === 200;

  const projectAccess = async (userId: number) =>
    (
      await ctx.database.query<{ project_id: number }>(
        sql`select project_id from observer_project_access where user_id = ${userId} order by project_id`,
      )
    ).map((row) => row.project_id);

  beforeAll(async () => {
    ctx = await createTestApp();
    const client = await buildClient(ctx.database);
    orgA = (await buildOrganization(ctx.database, { clientId: client.id, name: 'Kliniek A' })).id;
    orgB = (await buildOrganization(ctx.database, { clientId: client.id, name: 'Kliniek B' })).id;
    orgC = (await buildOrganization(ctx.database, { name: 'Kliniek C' })).id;
    const projects = await ctx.database.query<{ id: number }>(sql`insert into projects (organization_id, name)
      values (${orgA}, 'Poli A1'), (${orgA}, 'Poli A2'), (${orgB}, 'Poli B1') returning id`);
    [projectA1, projectA2, projectB1] = projects.map((row) => row.id) as [number, number, number];
    superadmin = await buildUser(ctx.database, { role: 1, organizationId: orgA });
    adminA = await buildUser(ctx.database, { role: 2, organizationId: orgA });
    adminB = await buildUser(ctx.database, { role: 2, organizationId: orgB });
    researcherA = await buildUser(ctx.database, { role: 3, organizationId: orgA });
    researcherB = await buildUser(ctx.database, { role: 3, organizationId: orgB });
    // Admin A also administers organisation C.
    await ctx.database.query(
      sql`insert into user_admin_access (user_id, organization_id) values (${adminA.id}, ${orgC})`,
    );
    for (const [name, user] of Object.entries({ superadmin, adminA, adminB, researcherA })) {
      cookies[name] = await loginAs(ctx.app, user);
    }
  });
  afterAll(() => ctx.close());

  describe('insert_user', () => {
    it('creates a user with an argon2id hash of the pre-hashed password, who can log in', async () => {
      const body = newUser({ username: 'Nieuwe Collega' });
      const response = await call('adminA', 'POST', 'insert_user', body);
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: number }>();
      const [row] = await ctx.database.query<{ password_hash: string; role: number; locale: string }>(
        sql`select password_hash, role, locale from users where id = ${id}`,
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({ role: 3, locale: 'nl' });
      expect(await canLogIn('Nieuwe Collega', `wachtwoord-${counter}`)).toBe(true);

      const list = (await call('adminA', 'GET', `get_users/${orgA}`)).json<TAdministrationUser[]>();
      expect(list.find((user) => user.id === id)).toEqual({
        id,
        username: 'Nieuwe Collega',
        email: body.email,
        role: 3,
        organizationId: orgA,
        organization_name: 'Kliniek A',
        client_id: expect.any(Number),
        client_name: expect.any(String),
        locale: 'nl',
      });
      expect(JSON.stringify(list)).not.toContain('argon2');
    });

    it('requires projects of the organisation for an observer, written with the user', async () => {
      const without = await call('adminA', 'POST', 'insert_user', newUser({ role: 4 }));
      expect(without.statusCode).toBe(400);
      const empty = await call('adminA', 'POST', 'insert_user', newUser({ role: 4, observerProjects: [] }));
      expect(empty.statusCode).toBe(400);
      const foreign = await call('adminA', 'POST', 'insert_user', newUser({ role: 4, observerProjects: [projectB1] }));
      expect(foreign.statusCode).toBe(400);
      const refusedName = `nieuw-${counter}`;
      expect((await ctx.database.query(sql`select id from users where username = ${refusedName}`)).length).toBe(0);

      const response = await call('adminA', 'POST', 'insert_user', newUser({ role: 4, observerProjects: [projectA1] }));
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: number }>();
      expect(await projectAccess(id)).toEqual([projectA1]);
      const projects = (await call('adminA', 'GET', `projects/${orgA}/${id}`)).json<TObserverProject[]>();
      expect(projects).toEqual([
        { id: projectA1, name: 'Poli A1', observer_has_access: true },
        { id: projectA2, name: 'Poli A2', observer_has_access: false },
      ]);
    });

    it('lets an admin give only admin, researcher and observer, in organisations they administer', async () => {
      const asSuperadmin = await call('adminA', 'POST', 'insert_user', newUser({ role: 1 }));
      expect(asSuperadmin.statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'insert_user', newUser({ role: 2 }))).statusCode).toBe(200);
      expect((await call('adminA', 'POST', 'insert_user', newUser({ organizationId: orgB }))).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'insert_user', newUser({ organizationId: orgC }))).statusCode).toBe(200);
      expect(
        (await call('superadmin', 'POST', 'insert_user', newUser({ role: 1, organizationId: orgB }))).statusCode,
      ).toBe(200);
      expect((await call('superadmin', 'POST', 'insert_user', newUser({ organizationId: 999_999 }))).statusCode).toBe(
        404,
      );
    });

    it('refuses a taken username or e-mail address with duplicate_user, ignoring case', async () => {
      const sameName = await call(
        'adminA',
        'POST',
        'insert_user',
        newUser({ username: researcherA.username.toUpperCase() }),
      );
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().error.code).toBe('duplicate_user');
      const sameEmail = await call(
        'adminA',
        'POST',
        'insert_user',
        newUser({ email: researcherB.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().error.code).toBe('duplicate_user');
    });

    it('answers an address of another client exactly like any other clash, naming no one', async () => {
      const elsewhere = await buildUser(ctx.database, { role: 3 });
      const otherClient = await call('adminA', 'POST', 'insert_user', newUser({ email: elsewhere.email }));
      const ownName = await call('adminA', 'POST', 'insert_user', newUser({ username: researcherA.username }));
      expect(otherClient.statusCode).toBe(409);
      expect(otherClient.body).toBe(ownName.body);
      expect(otherClient.json().error).toEqual({
        code: 'duplicate_user',
        message: 'This username or email already exists. Please enter a different one.',
      });
    });

    it('lets an admin below superadmin try at most 10 taken names or addresses in 15 minutes', async () => {
      const prober = await buildUser(ctx.database, { role: 2, organizationId: orgA });
      cookies.prober = await loginAs(ctx.app, prober);
      for (let attempt = 1; attempt <= 10; attempt++) {
        const taken = await buildUser(ctx.database, { role: 3 });
        expect((await call('prober', 'POST', 'insert_user', newUser({ email: taken.email }))).statusCode).toBe(409);
      }
      const blocked = await call('prober', 'POST', 'insert_user', newUser({ email: researcherB.email }));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('too_many_requests');
      // A free address is refused too until the window has passed: the limit is on the administrator.
      expect((await call('prober', 'POST', 'insert_user', newUser())).statusCode).toBe(429);
      await ctx.database.query(sql`update login_attempts set attempted_at = attempted_at - interval '16 minutes'`);
      expect((await call('prober', 'POST', 'insert_user', newUser())).statusCode).toBe(200);
    });

    it('refuses bad input with 400', async () => {
      for (const body of [
        newUser({ email: 'geen-adres' }),
        newUser({ username: '  ' }),
        newUser({ password: 'plain-text-password' }),
        newUser({ role: 5 }),
        newUser({ locale: 'xx' }),
        newUser({ organizationId: 'a' }),
      ]) {
        expect((await call('adminA', 'POST', 'insert_user', body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('save_user', () => {
    const saveBody = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      organizationId: user.organizationId,
      role: user.role,
      ...overrides,
    });

    it('changes the fields and keeps the password unless one is sent', async () => {
      const user = await buildUser(ctx.database, { role: 3, organizationId: orgA, password: 'oud-wachtwoord' });
      const renamed = await call(
        'adminA',
        'POST',
        'save_user',
        saveBody(user, { username: `${user.username}-x`, role: 2 }),
      );
      expect(renamed.statusCode).toBe(200);
      const [row] = await ctx.database.query<{ username: string; role: number }>(
        sql`select username, role from users where id = ${user.id}`,
      );
      expect(row).toEqual({ username: `${user.username}-x`, role: 2 });
      expect(await canLogIn(`${user.username}-x`, 'oud-wachtwoord')).toBe(true);

      const withPassword = saveBody(user, {
        username: `${user.username}-x`,
        role: 2,
        password: prehashPassword('nieuw-wachtwoord'),
      });
      expect((await call('adminA', 'POST', 'save_user', withPassword)).statusCode).toBe(200);
      expect(await canLogIn(`${user.username}-x`, 'oud-wachtwoord')).toBe(false);
      expect(await canLogIn(`${user.username}-x`, 'nieuw-wachtwoord')).toBe(true);
    });

    it('replaces observer projects and clears them when the role changes', async () => {
      const user = await buildUser(ctx.database, { role: 3, organizationId: orgA });
      expect((await call('adminA', 'POST', 'save_user', saveBody(user, { role: 4 }))).statusCode).toBe(400);
      const observer = saveBody(user, { role: 4, observerProjects: [projectA1, projectA2] });
      expect((await call('adminA', 'POST', 'save_user', observer)).statusCode).toBe(200);
      expect(await projectAccess(user.id)).toEqual([projectA1, projectA2].sort((a, b) => a - b));
      expect((await call('adminA', 'POST', 'save_user', saveBody(user, { role: 3 }))).statusCode).toBe(200);
      expect(await projectAccess(user.id)).toEqual([]);
    });

    it('refuses users of other organisations, superadmins, a superadmin role and changing one’s own role', async () => {
      expect((await call('adminA', 'POST', 'save_user', saveBody(researcherB))).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'save_user', saveBody(superadmin))).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'save_user', saveBody(researcherA, { role: 1 }))).statusCode).toBe(403);
      expect(
        (await call('adminA', 'POST', 'save_user', saveBody(researcherA, { organizationId: orgB }))).statusCode,
      ).toBe(403);
      expect((await call('adminA', 'POST', 'save_user', saveBody(adminA, { role: 3 }))).statusCode).toBe(403);
      expect((await call('superadmin', 'POST', 'save_user', saveBody(superadmin, { role: 2 }))).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'save_user', saveBody(adminA, { locale: 'de' }))).statusCode).toBe(200);
      expect((await call('superadmin', 'POST', 'save_user', saveBody(researcherB, { role: 1 }))).statusCode).toBe(200);
      expect((await call('superadmin', 'POST', 'save_user', saveBody(researcherB, { role: 3 }))).statusCode).toBe(200);
      expect((await call('adminA', 'POST', 'save_user', { ...saveBody(researcherA), id: 999_999 })).statusCode).toBe(
        404,
      );
      const [row] = await ctx.database.query<{ role: number; organization_id: number }>(
        sql`select role, organization_id from users where id = ${researcherA.id}`,
      );
      expect(row).toEqual({ role: 3, organization_id: orgA });
    });

    it('refuses a username or e-mail address of another user', async () => {
      const user = await buildUser(ctx.database, { role: 3, organizationId: orgA });
      const response = await call('adminA', 'POST', 'save_user', saveBody(user, { email: researcherA.email }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('duplicate_user');
      const ownAgain = await call('adminA', 'POST', 'save_user', saveBody(user, { email: user.email.toUpperCase() }));
      expect(ownAgain.statusCode).toBe(200);
    });
  });

  describe('remove_user', () => {
    it('removes a user of the organisation and what hangs on them', async () => {
      const user = await buildUser(ctx.database, { role: 4, organizationId: orgA });
      await ctx.database.query(sql`insert into observer_project_access values (${user.id}, ${projectA1})`);
      const response = await call('adminA', 'POST', 'remove_user', { id: user.id, role: 4 });
      expect(response.statusCode).toBe(200);
      expect((await ctx.database.query(sql`select id from users where id = ${user.id}`)).length).toBe(0);
      expect(await projectAccess(user.id)).toEqual([]);
      expect((await call('adminA', 'POST', 'remove_user', { id: user.id })).statusCode).toBe(404);
    });

    it('refuses oneself, other organisations and superadmins', async () => {
      const self = await call('adminA', 'POST', 'remove_user', { id: adminA.id });
      expect(self.statusCode).toBe(403);
      expect((await call('superadmin', 'POST', 'remove_user', { id: superadmin.id })).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'remove_user', { id: researcherB.id })).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'remove_user', { id: superadmin.id })).statusCode).toBe(403);
      expect((await call('adminA', 'POST', 'remove_user', { id: 'x' })).statusCode).toBe(400);
      const remaining = await ctx.database.query(
        sql`select id from users where id in (${adminA.id}, ${superadmin.id}, ${researcherB.id})`,
      );
      expect(remaining.length).toBe(3);
    });
  });

  describe('lists', () => {
    it('lists users and projects only of organisations the admin administers', async () => {
      expect((await call('adminA', 'GET', `get_users/${orgB}`)).statusCode).toBe(403);
      expect((await call('adminA', 'GET', `get_users/${orgC}`)).statusCode).toBe(200);
      expect((await call('adminA', 'GET', `projects_from_organization/${orgB}`)).statusCode).toBe(403);
      expect((await call('adminA', 'GET', `projects/${orgB}/${researcherB.id}`)).statusCode).toBe(403);
      expect((await call('researcherA', 'GET', `get_users/${orgA}`)).statusCode).toBe(403);
      const projects = await call('adminA', 'GET', `projects_from_organization/${orgA}`);
      expect(projects.json()).toEqual([
        { id: projectA1, name: 'Poli A1' },
        { id: projectA2, name: 'Poli A2' },
      ]);
      const usersB = (await call('adminB', 'GET', `get_users/${orgB}`)).json<TAdministrationUser[]>();
      expect(usersB.map((user) => user.id)).toContain(researcherB.id);
      expect(usersB.every((user) => user.organizationId === orgB)).toBe(true);
      expect((await call('adminA', 'GET', 'get_users/abc')).statusCode).toBe(400);
    });

    it('lists every user for the superadmin only', async () => {
      const response = await call('superadmin', 'GET', 'get_all_users');
      expect(response.statusCode).toBe(200);
      const ids = response.json<TAdministrationUser[]>().map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([adminA.id, adminB.id, researcherB.id, superadmin.id]));
      const [{ n }] = (await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from users`)) as [
        { n: number },
      ];
      expect(ids.length).toBe(n);
      expect((await call('adminA', 'GET', 'get_all_users')).statusCode).toBe(403);
    });
  });

  describe('admin access', () => {
    it('gives and removes admin access to other organisations', async () => {
      const before = await call('superadmin', 'POST', 'get_admin_access', { userId: adminB.id });
      expect(before.statusCode).toBe(200);
      const access = before.json<{ adminOrganizations: { id: number }[]; possibleOrganizations: { id: number }[] }>();
      expect(access.adminOrganizations).toEqual([]);
      const possible = access.possibleOrganizations.map((organization) => organization.id);
      expect(possible).toEqual(expect.arrayContaining([orgA, orgC]));
      expect(possible).not.toContain(orgB);

      expect((await call('adminB', 'GET', `get_users/${orgA}`)).statusCode).toBe(403);
      const give = { userId: adminB.id, organizationId: orgA };
      expect((await call('superadmin', 'POST', 'give_admin_access', give)).statusCode).toBe(200);
      expect((await call('superadmin', 'POST', 'give_admin_access', give)).statusCode).toBe(200);
      const after = (await call('superadmin', 'POST', 'get_admin_access', { userId: adminB.id })).json();
      expect(after.adminOrganizations).toEqual([{ id: orgA, name: 'Kliniek A', client_name: expect.any(String) }]);
      expect(after.possibleOrganizations.map((organization: { id: number }) => organization.id)).not.toContain(orgA);
      expect((await call('adminB', 'GET', `get_users/${orgA}`)).statusCode).toBe(200);

      expect((await call('superadmin', 'POST', 'remove_admin_access', give)).statusCode).toBe(200);
      expect((await call('adminB', 'GET', `get_users/${orgA}`)).statusCode).toBe(403);
      expect(
        (await call('superadmin', 'POST', 'get_admin_access', { userId: adminB.id })).json().adminOrganizations,
      ).toEqual([]);
    });

    it('refuses the own organisation, unknown records and non-superadmins', async () => {
      const own = await call('superadmin', 'POST', 'give_admin_access', { userId: adminB.id, organizationId: orgB });
      expect(own.statusCode).toBe(400);
      expect(
        (await call('superadmin', 'POST', 'give_admin_access', { userId: adminB.id, organizationId: 999_999 }))
          .statusCode,
      ).toBe(404);
      expect((await call('superadmin', 'POST', 'get_admin_access', { userId: 999_999 })).statusCode).toBe(404);
      expect((await call('adminA', 'POST', 'get_admin_access', { userId: adminA.id })).statusCode).toBe(403);
      expect(
        (await call('adminA', 'POST', 'give_admin_access', { userId: adminA.id, organizationId: orgB })).statusCode,
      ).toBe(403);
      expect((await call('superadmin', 'POST', 'give_admin_access', { userId: adminB.id })).statusCode).toBe(400);
    });
  });
});
