import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBenchmarkSetting, TClusterSummary, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildSurveyWithQuestions, buildUser, loginAs } from '../../test/factories.js';

let ctx: TestContext;
const cookies: Record<string, string> = {};

type Who = 'superadmin' | 'otherSuperadmin' | 'admin' | 'researcher' | 'observer';

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });
}

async function createSetting(name: string, description = ''): Promise<TBenchmarkSetting> {
  const response = await call('superadmin', 'POST', '/api/v1/benchmark/create_settings', { name, description });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function createCluster(settingsId: number, name: string): Promise<number> {
  const response = await call('superadmin', 'POST', '/api/v1/benchmark/create_new_cluster', {
    newClusterName: name,
    settings_id: settingsId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ cluster_id: number }>().cluster_id;
}

async function clustersOf(settingsId: number): Promise<TClusterWithSurveys[]> {
  const response = await call('superadmin', 'GET', `/api/v1/benchmark/clusters_with_surveys/${settingsId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function defaultClusterOf(settingsId: number): Promise<number | null> {
  return (await call('superadmin', 'GET', `/api/v1/benchmark/settings/${settingsId}`)).json<TBenchmarkSetting>()
    .default_cluster_id;
}

let homeOrganizationId: number;
let otherOrganization: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  homeOrganizationId = (await buildOrganization(ctx.database, { name: 'Kliniek Noord' })).id;
  otherOrganization = await buildOrganization(ctx.database, { name: 'Klinik Süd' });
  const users = {
    superadmin: await buildUser(ctx.database, { role: 1, organizationId: homeOrganizationId }),
    otherSuperadmin: await buildUser(ctx.database, { role: 1, organizationId: otherOrganization.id }),
    admin: await buildUser(ctx.database, { role: 2, organizationId: homeOrganizationId }),
    researcher: await buildUser(ctx.database, { role: 3, organizationId: homeOrganizationId }),
    observer: await buildUser(ctx.database, { role: 4, organizationId: homeOrganizationId }),
  };
  for (const [who, user] of Object.entries(users)) cookies[who] = await loginAs(ctx.app, user);
});
afterAll(() => ctx.close());

describe('benchmark settings', () => {
  it('creates, reads, lists and edits a setting', async () => {
    const created = await createSetting('  Fertiliteit NL  ', 'Klinieken in Nederland');
    expect(created).toMatchObject({
      name: 'Fertiliteit NL',
      description: 'Klinieken in Nederland',
      default_cluster_id: null,
    });

    const read = await call('superadmin', 'GET', `/api/v1/benchmark/settings/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...created });

    const saved = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${created.id}`, {
      name: 'Fertiliteit Nederland',
      description: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: created.id, name: 'Fertiliteit Nederland', description: '' });
    const [row] = await ctx.database.query<{ name: string; description: string }>(
      sql`select name, description from benchmark_settings where id = ${created.id}`,
    );
    expect(row).toEqual({ name: 'Fertiliteit Nederland', description: '' });

    await createSetting('Augenheilkunde DE');
    const list = (await call('superadmin', 'GET', '/api/v1/benchmark/all_benchmark_settings')).json<
      {
        id: number;
        name: string;
      }[]
    >();
    const names = list.map((setting) => setting.name);
    expect(names).toContain('Fertiliteit Nederland');
    expect(names.indexOf('Augenheilkunde DE')).toBeLessThan(names.indexOf('Fertiliteit Nederland'));
    expect(list.find((setting) => setting.id === created.id)).toEqual({
      id: created.id,
      name: 'Fertiliteit Nederland',
    });
  });

  it('needs a name; the description is optional', async () => {
    const withoutDescription = await call('superadmin', 'POST', '/api/v1/benchmark/create_settings', {
      name: 'Zonder omschrijving',
    });
    expect(withoutDescription.statusCode).toBe(200);
    expect(withoutDescription.json()).toMatchObject({ description: '' });

    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 'A', description: 7 }]) {
      const response = await call('superadmin', 'POST', '/api/v1/benchmark/create_settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const { id } = await createSetting('Te bewerken');
    expect((await call('superadmin', 'POST', `/api/v1/benchmark/settings/${id}`, { name: '' })).statusCode).toBe(400);
    expect((await defaultClusterOf(id)) === null).toBe(true);
  });

  it('refuses a second setting with the same name (any case) with 409', async () => {
    const first = await createSetting('Orthopedie');
    const duplicate = await call('superadmin', 'POST', '/api/v1/benchmark/create_settings', { name: 'ORTHOPEDIE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: { code: 'conflict' } });
    const other = await createSetting('Cardiologie');
    const rename = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${other.id}`, { name: 'orthopedie' });
    expect(rename.statusCode).toBe(409);
    // Saving a setting under its own name is not a conflict.
    const same = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${first.id}`, {
      name: 'Orthopedie',
      description: 'Nieuw',
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown setting and 400 for a malformed id', async () => {
    expect((await call('superadmin', 'GET', '/api/v1/benchmark/settings/999999')).statusCode).toBe(404);
    expect((await call('superadmin', 'POST', '/api/v1/benchmark/settings/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('superadmin', 'GET', '/api/v1/benchmark/clusters_with_surveys/999999')).statusCode).toBe(404);
    expect((await call('superadmin', 'GET', '/api/v1/benchmark/settings/abc')).statusCode).toBe(400);
    expect((await call('superadmin', 'GET', '/api/v1/benchmark/settings/0')).statusCode).toBe(400);
  });
});

describe('clusters of a setting', () => {
  it('creates a cluster in the setting and refuses an empty or repeated name', async () => {
    const setting = await createSetting('Clusters maken');
    const clusterId = await createCluster(setting.id, ' Randstad ');
    expect(await clustersOf(setting.id)).toEqual([
      { cluster_id: clusterId, cluster_name: 'Randstad', default_cluster_id: null, surveys: [], overlaps: [] },
    ]);
    for (const newClusterName of ['', '   ', 'x'.repeat(201)]) {
      const response = await call('superadmin', 'POST', '/api/v1/benchmark/create_new_cluster', {
        newClusterName,
        settings_id: setting.id,
      });
      expect(response.statusCode).toBe(400);
    }
    const repeated = await call('superadmin', 'POST', '/api/v1/benchmark/create_new_cluster', {
      newClusterName: 'randstad',
      settings_id: setting.id,
    });
    expect(repeated.statusCode).toBe(409);
    const unknownSetting = await call('superadmin', 'POST', '/api/v1/benchmark/create_new_cluster', {
      newClusterName: 'Nergens',
      settings_id: 999999,
    });
    expect(unknownSetting.statusCode).toBe(404);
    const [{ n }] = (await ctx.database.query<{ n: number }>(
      sql`select count(*)::int as n from clusters where name = 'Nergens'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('lists every cluster with its survey count and adds an existing one to another setting', async () => {
    const first = await createSetting('Eerste');
    const second = await createSetting('Tweede');
    const clusterId = await createCluster(first.id, 'Gedeeld cluster');
    const { survey } = await buildSurveyWithQuestions(ctx.database, {
      organizationId: homeOrganizationId,
      pages: [[]],
    });
    await call('superadmin', 'POST', '/api/v1/benchmark/add_survey_to_cluster', {
      cluster_id: clusterId,
      survey_id: survey.id,
      settings_id: first.id,
    });

    const all = (await call('superadmin', 'GET', '/api/v1/benchmark/clusters')).json<TClusterSummary[]>();
    expect(all.find((cluster) => cluster.cluster_id === clusterId)).toEqual({
      cluster_id: clusterId,
      cluster_name: 'Gedeeld cluster',
      description: '',
      survey_count: 1,
    });

    const added = await call('superadmin', 'POST', '/api/v1/benchmark/add_cluster_to_setting', {
      id: second.id,
      selectedCluster: clusterId,
    });
    expect(added.statusCode).toBe(200);
    const inSecond = await clustersOf(second.id);
    expect(inSecond.map((cluster) => [cluster.cluster_id, cluster.surveys.map((s) => s.survey_id)])).toEqual([
      [clusterId, [survey.id]],
    ]);

    const twice = await call('superadmin', 'POST', '/api/v1/benchmark/add_cluster_to_setting', {
      id: second.id,
      selectedCluster: clusterId,
    });
    expect(twice.statusCode).toBe(409);
    for (const body of [
      { id: 999999, selectedCluster: clusterId },
      { id: second.id, selectedCluster: 999999 },
    ]) {
      expect((await call('superadmin', 'POST', '/api/v1/benchmark/add_cluster_to_setting', body)).statusCode).toBe(404);
    }
    expect(
      (await call('superadmin', 'POST', '/api/v1/benchmark/add_cluster_to_setting', { id: second.id })).statusCode,
    ).toBe(400);
  });

  it('sets the default cluster, and removing that cluster clears the default but keeps the cluster', async () => {
    const setting = await createSetting('Standaard');
    const north = await createCluster(setting.id, 'Noord');
    const south = await createCluster(setting.id, 'Zuid');
    const { survey } = await buildSurveyWithQuestions(ctx.database, {
      organizationId: homeOrganizationId,
      pages: [[]],
    });
    await call('superadmin', 'POST', '/api/v1/benchmark/add_survey_to_cluster', {
      cluster_id: south,
      survey_id: survey.id,
      settings_id: setting.id,
    });

    const set = await call('superadmin', 'POST', '/api/v1/benchmark/set_default_cluster', {
      settings_id: setting.id,
      cluster_id: south,
    });
    expect(set.statusCode).toBe(200);
    expect(await defaultClusterOf(setting.id)).toBe(south);
    expect((await clustersOf(setting.id)).map((cluster) => cluster.default_cluster_id)).toEqual([south, south]);

    // Removing another cluster leaves the default alone.
    await call('superadmin', 'POST', '/api/v1/benchmark/remove_cluster_from_settings', {
      settings_id: setting.id,
      cluster_id: north,
    });
    expect(await defaultClusterOf(setting.id)).toBe(south);

    const removed = await call('superadmin', 'POST', '/api/v1/benchmark/remove_cluster_from_settings', {
      settings_id: setting.id,
      cluster_id: south,
    });
    expect(removed.statusCode).toBe(200);
    expect(await defaultClusterOf(setting.id)).toBeNull();
    expect(await clustersOf(setting.id)).toEqual([]);
    // The cluster and its surveys still exist, ready for another setting.
    const all = (await call('superadmin', 'GET', '/api/v1/benchmark/clusters')).json<TClusterSummary[]>();
    expect(all.find((cluster) => cluster.cluster_id === south)).toMatchObject({
      cluster_name: 'Zuid',
      survey_count: 1,
    });

    const again = await call('superadmin', 'POST', '/api/v1/benchmark/remove_cluster_from_settings', {
      settings_id: setting.id,
      cluster_id: south,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a default cluster that is not part of the setting, and unknown ids', async () => {
    const setting = await createSetting('Alleen eigen clusters');
    const other = await createSetting('Ander');
    const foreignCluster = await createCluster(other.id, 'Van een ander');
    for (const body of [
      { settings_id: setting.id, cluster_id: foreignCluster },
      { settings_id: 999999, cluster_id: foreignCluster },
      { settings_id: setting.id, cluster_id: 999999 },
    ]) {
      expect((await call('superadmin', 'POST', '/api/v1/benchmark/set_default_cluster', body)).statusCode).toBe(404);
    }
    expect(await defaultClusterOf(setting.id)).toBeNull();
    for (const body of [
      {},
      { settings_id: setting.id },
      { settings_id: 'x', cluster_id: 1 },
      { settings_id: -1, cluster_id: 1 },
    ]) {
      expect((await call('superadmin', 'POST', '/api/v1/benchmark/set_default_cluster', body)).statusCode).toBe(400);
    }
  });
});

describe('surveys of a cluster', () => {
  it('adds surveys of any organisation with their names, refuses doubles and unknown ids, and removes them', async () => {
    const setting = await createSetting('Enquêtes');
    const clusterId = await createCluster(setting.id, 'Alle klinieken');
    const own = await buildSurveyWithQuestions(ctx.database, {
      organizationId: homeOrganizationId,
      internalName: 'NL-2024',
      title: 'Patiëntervaring',
      pages: [[]],
    });
    const foreign = await buildSurveyWithQuestions(ctx.database, {
      organizationId: otherOrganization.id,
      internalName: 'DE-2024',
      locales: ['de'],
      title: 'Patientenerfahrung',
      pages: [[]],
    });
    const add = (surveyId: number, cluster = clusterId, settingsId = setting.id) =>
      call('superadmin', 'POST', '/api/v1/benchmark/add_survey_to_cluster', {
        cluster_id: cluster,
        survey_id: surveyId,
        settings_id: settingsId,
      });

    expect((await add(own.survey.id)).statusCode).toBe(200);
    expect((await add(foreign.survey.id)).statusCode).toBe(200);
    const [cluster] = await clustersOf(setting.id);
    expect(cluster!.surveys).toEqual([
      {
        survey_id: own.survey.id,
        survey_name: 'Patiëntervaring en',
        survey_internal_name: 'NL-2024',
        organization_name: 'Kliniek Noord',
      },
      {
        survey_id: foreign.survey.id,
        survey_name: 'Patientenerfahrung de',
        survey_internal_name: 'DE-2024',
        organization_name: 'Klinik Süd',
      },
    ]);

    // Survey names in the interface language when asked, the user's stored language otherwise.
    const inDutch = await call('superadmin', 'GET', `/api/v1/benchmark/clusters_with_surveys/${setting.id}?locale=nl`);
    expect(inDutch.json<TClusterWithSurveys[]>()[0]!.surveys.map((survey) => survey.survey_name)).toEqual([
      'Patiëntervaring nl',
      'Patientenerfahrung de',
    ]);
    const badLocale = await call(
      'superadmin',
      'GET',
      `/api/v1/benchmark/clusters_with_surveys/${setting.id}?locale=xx`,
    );
    expect(badLocale.statusCode).toBe(400);

    const twice = await add(own.survey.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'conflict' } });
    expect((await add(999999)).statusCode).toBe(404);
    expect((await add(own.survey.id, 999999)).statusCode).toBe(404);
    expect((await add(own.survey.id, clusterId, 999999)).statusCode).toBe(404);
    // A cluster of another setting is not reachable through this one.
    const otherSetting = await createSetting('Ander cluster');
    const otherCluster = await createCluster(otherSetting.id, 'Elders');
    expect((await add(own.survey.id, otherCluster)).statusCode).toBe(404);
    expect(
      (await call('superadmin', 'POST', '/api/v1/benchmark/add_survey_to_cluster', { cluster_id: clusterId }))
        .statusCode,
    ).toBe(400);

    const remove = (surveyId: number, cluster = clusterId) =>
      call('superadmin', 'POST', '/api/v1/benchmark/remove_survey_from_cluster', {
        survey_id: surveyId,
        cluster_id: cluster,
      });
    expect((await remove(own.survey.id)).statusCode).toBe(200);
    expect((await clustersOf(setting.id))[0]!.surveys.map((survey) => survey.survey_id)).toEqual([foreign.survey.id]);
    expect((await remove(own.survey.id)).statusCode).toBe(404);
    expect((await remove(foreign.survey.id, 999999)).statusCode).toBe(404);
    expect(
      (await call('superadmin', 'POST', '/api/v1/benchmark/remove_survey_from_cluster', { survey_id: 'x' })).statusCode,
    ).toBe(400);
    // The survey itself stays.
    const [{ n }] = (await ctx.database.query<{ n: number }>(
      sql`select count(*)::int as n from surveys where id = ${own.survey.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('who may administer benchmark settings', () => {
  it('lets a superadmin of any organisation manage the settings, which belong to no organisation', async () => {
    const setting = await createSetting('Van iedereen');
    const clusterId = await createCluster(setting.id, 'Gemeenschappelijk');
    const { survey } = await buildSurveyWithQuestions(ctx.database, {
      organizationId: homeOrganizationId,
      pages: [[]],
    });
    const response = await call('otherSuperadmin', 'POST', '/api/v1/benchmark/add_survey_to_cluster', {
      cluster_id: clusterId,
      survey_id: survey.id,
      settings_id: setting.id,
    });
    expect(response.statusCode).toBe(200);
    const read = await call('otherSuperadmin', 'GET', `/api/v1/benchmark/clusters_with_surveys/${setting.id}`);
    expect(read.json<TClusterWithSurveys[]>()[0]!.surveys.map((s) => s.survey_id)).toEqual([survey.id]);
  });

  it('refuses admins, researchers and observers without changing anything', async () => {
    const setting = await createSetting('Niet voor beheerders');
    const clusterId = await createCluster(setting.id, 'Beschermd');
    const { survey } = await buildSurveyWithQuestions(ctx.database, {
      organizationId: homeOrganizationId,
      pages: [[]],
    });
    for (const who of ['admin', 'researcher', 'observer'] as const) {
      expect((await call(who, 'GET', '/api/v1/benchmark/all_benchmark_settings')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/v1/benchmark/settings/${setting.id}`)).statusCode).toBe(403);
      const edit = await call(who, 'POST', `/api/v1/benchmark/settings/${setting.id}`, { name: 'Overgenomen' });
      expect(edit.statusCode).toBe(403);
      const add = await call(who, 'POST', '/api/v1/benchmark/add_survey_to_cluster', {
        cluster_id: clusterId,
        survey_id: survey.id,
        settings_id: setting.id,
      });
      expect(add.statusCode).toBe(403);
      const setDefault = await call(who, 'POST', '/api/v1/benchmark/set_default_cluster', {
        settings_id: setting.id,
        cluster_id: clusterId,
      });
      expect(setDefault.statusCode).toBe(403);
    }
    const unauthenticated = await ctx.app.inject({ method: 'GET', url: '/api/v1/benchmark/clusters' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(await defaultClusterOf(setting.id)).toBeNull();
    expect((await clustersOf(setting.id))[0]!.surveys).toEqual([]);
    const [row] = await ctx.database.query<{ name: string }>(
      sql`select name from benchmark_settings where id = ${setting.id}`,
    );
    expect(row!.name).toBe('Niet voor beheerders');
  });
});
