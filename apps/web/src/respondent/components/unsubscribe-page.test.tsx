// @vitest-environment happy-dom
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from './unsubscribe-page';

// The machine running the tests may be busy; the default second is too short for a page to load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it.each([
    ['de', 200, 'Sie wurden aus der Verteilerliste entfernt.'],
    ['en', 200, 'You have been removed from the mailing list.'],
    ['fr', 200, 'U bent verwijderd uit de verzendlijst.'],
    ['ar', 500, 'Er is iets fout gegaan.'],
    ['de', 500, 'Etwas ist schief gelaufen.'],
  ])('in language %s with status %i says "%s"', async (language, status, text) => {
    vi.stubGlobal('fetch', async () => new Response('{"ok":true}', { status }));
    render(<UnsubscribePage surveyId="abc" email="a@b.nl" language={language} signature="s1g" />);
    await screen.findByRole('heading', { name: text });
    expect(document.documentElement.lang).toBe(['de', 'en'].includes(language) ? language : 'nl');
  });

  it("sends the link's signature along and says so when the link is not valid", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"error":{"code":"invalid_link","message":"not signed"}}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<UnsubscribePage surveyId="abc" email="a@b.nl" language="en" signature="altered" />);
    await screen.findByRole('heading', {
      name: 'This unsubscribe link is not valid. Nobody has been unsubscribed; please use the link from your e-mail.',
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ uuid: 'abc', email: 'a@b.nl', sig: 'altered' });
  });
});
