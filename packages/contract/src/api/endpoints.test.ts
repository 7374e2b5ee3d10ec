import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, API } from './index.js';
import {
  defineEndpoint,
  endpointKey,
  endpointPath,
  pathParamNames,
  scopeRules,
  type TEndpoint,
} from './define-endpoint.js';
import { schemaOf } from './schemas.js';

describe('the endpoint table', () => {
  it('names every route once', () => {
    const keys = ALL_ENDPOINTS.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('describes every path parameter in params, and no other', () => {
    const differing = ALL_ENDPOINTS.filter((endpoint) => {
      const inPath = pathParamNames(endpoint.path).sort();
      const params = endpoint.params && schemaOf(endpoint.params);
      const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      return JSON.stringify(inPath) !== JSON.stringify(inSchema);
    }).map(endpointKey);
    expect(differing).toEqual([]);
  });

  it('names schemas that exist, so that the server validates every part it declares', () => {
    const named = ALL_ENDPOINTS.flatMap((endpoint) => [
      endpoint.params,
      endpoint.query,
      endpoint.body,
      typeof endpoint.response === 'string' ? endpoint.response : undefined,
      ...Object.values(endpoint.otherResponses ?? {}),
    ]).filter((name) => name !== undefined);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((name) => !(schemaOf(name) instanceof z.ZodType))).toEqual([]);
  });

  it('puts every endpoint under /api/ or /status', () => {
    const elsewhere = ALL_ENDPOINTS.filter((e) => !/^\/(api\/|status)/.test(e.path)).map(endpointKey);
    expect(elsewhere).toEqual([]);
  });

  it('is keyed by area', () => {
    expect(API.benchmark.radarCluster.path).toBe('/api/v1/benchmark');
  });
});

describe('endpointPath', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/:id/:locale',
    access: 'public',
    params: 'respondent.ZSurveyLocaleParams',
    response: 'auth.ZOkResponse',
  });

  it('puts each parameter in its place, encoded as one path segment', () => {
    expect(endpointPath(endpoint, { id: 'a/b c', locale: 'nl?x=1' })).toBe('/api/v1/survey/a%2Fb%20c/nl%3Fx%3D1');
    expect(endpointPath(endpoint, { id: 7, locale: 'de' })).toBe('/api/v1/survey/7/de');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => endpointPath(endpoint, {} as never)).toThrow('needs the path parameter id');
  });

  it('keys an endpoint as METHOD path', () => {
    expect(endpointKey(endpoint)).toBe('GET /api/v1/survey/:id/:locale');
  });
});

describe('an endpoint scope', () => {
  const base = {
    method: 'POST',
    path: '/api/v1/test/:surveyId',
    access: 'public',
    params: 'surveys.ZSurveyIdParams',
    body: 'benchmark.ZBenchmarkExcelRequest',
    response: 'auth.ZOkResponse',
  } as const;

  it('names checks of ids that the endpoint schemas parse, as one rule or a list', () => {
    const one = defineEndpoint({ ...base, scope: { check: 'survey:manage', id: 'params.surveyId' } });
    const list = defineEndpoint({
      ...base,
      scope: [{ check: 'benchmark:enabled' }, { check: 'survey:read', id: 'body.ClusterData.survey_id' }],
    });
    expect(scopeRules(one.scope)).toEqual([{ check: 'survey:manage', id: 'params.surveyId' }]);
    expect(scopeRules(list.scope).map((rule) => rule.check)).toEqual(['benchmark:enabled', 'survey:read']);
    const unscoped: TEndpoint = defineEndpoint(base);
    expect(scopeRules(unscoped.scope)).toEqual([]);
  });

  it('refuses, in type-checking, an id the schemas do not have and a check not in the list', () => {
    // @ts-expect-error the params have no `id`
    defineEndpoint({ ...base, scope: { check: 'survey:read', id: 'params.id' } });
    // @ts-expect-error a text is no id
    defineEndpoint({ ...base, scope: { check: 'survey:read', id: 'body.ClusterData.locale' } });
    // @ts-expect-error no such check
    defineEndpoint({ ...base, scope: { check: 'survey:write', id: 'params.surveyId' } });
    // @ts-expect-error a record check needs its id
    defineEndpoint({ ...base, scope: { check: 'survey:read' } });
    expect(true).toBe(true);
  });
});
