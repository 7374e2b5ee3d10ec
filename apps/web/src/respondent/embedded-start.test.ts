// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { TSurveyStartResponse } from '@peil/contract/respondent';
import { takeEmbeddedStart } from './embedded-start';

function embed(content: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'peil-survey-start';
  element.textContent = content;
  document.head.append(element);
}

const start = { name: 'Enquête', locales: ['nl', 'en'] } as unknown as TSurveyStartResponse;

describe('takeEmbeddedStart', () => {
  afterEach(() => document.getElementById('peil-survey-start')?.remove());

  it('gives the start the server put in for this survey and locale, once', () => {
    embed(JSON.stringify({ id: 'abc', locale: 'nl', start }));
    expect(takeEmbeddedStart('abc', 'nl')).toEqual(start);
    expect(takeEmbeddedStart('abc', 'nl')).toBeNull();
  });

  it('gives nothing for another survey or locale, or a broken block', () => {
    embed(JSON.stringify({ id: 'abc', locale: 'nl', start }));
    expect(takeEmbeddedStart('abc', 'en')).toBeNull();
    embed(JSON.stringify({ id: 'abc', locale: 'nl', start }));
    expect(takeEmbeddedStart('other', 'nl')).toBeNull();
    embed('{not json');
    expect(takeEmbeddedStart('abc', 'nl')).toBeNull();
    expect(takeEmbeddedStart('abc', 'nl')).toBeNull();
  });
});
