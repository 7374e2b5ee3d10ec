// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { staffRoutes } from '../../../app/routes';

function open(path: string) {
  stubEndpoints(on(API.auth.sessionValid, { body: { valid: false } }));
  const { element } = renderableApp(staffRoutes, path);
  render(element);
}

describe('static legal pages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the privacy statement names every point of spec §1, in each language', async () => {
    open('/privacy-statement');
    await screen.findByRole('heading', { name: 'Privacy statement' });
    const english = document.body.textContent;
    expect(english).toContain('are deleted afterwards');
    expect(english).toContain('session cookie');
    expect(english).toContain('servers in the Netherlands');
    expect(english).toContain('limited to 5000 euro');

    fireEvent.click(screen.getByRole('button', { name: 'NL' }));
    await screen.findByRole('heading', { name: 'Privacyverklaring' });
    const dutch = document.body.textContent;
    expect(dutch).toContain('daarna verwijderd');
    expect(dutch).toContain('sessiecookie');
    expect(dutch).toContain('servers in Nederland');
    expect(dutch).toContain('beperkt tot 5000 euro');

    fireEvent.click(screen.getByRole('button', { name: 'DE' }));
    await screen.findByText('Die Haftung von Peil ist auf 5000 Euro begrenzt.');
    fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    await screen.findByText('La responsabilité de Peil est limitée à 5000 euros.');
  });

  it('the data processing agreement names the same points', async () => {
    open('/dpa/ferring');
    await screen.findByRole('heading', { name: 'Data processing agreement' });
    const text = document.body.textContent;
    expect(text).toContain('deleted after the invitations have been sent');
    expect(text).toContain('session cookies');
    expect(text).toContain('hosted in the Netherlands');
    expect(text).toContain('limited to 5000 euro');
    expect(text).toContain('accepts this agreement at the first login');
  });

  it('the benchmark explanation says how a cluster is weighed and what its intervals cover', async () => {
    open('/benchmark-explanation');
    await screen.findByRole('heading', { name: 'Benchmark explanation' });
    const text = document.body.textContent;
    expect(text).toContain("Each organisation weighs equally in a cluster's score, however many respondents it has");
    expect(text).toContain('for the cluster the answers of all its organisations together');
    expect(text).toContain('not how far the organisations differ from each other');
    // One definition per respondent count, as the dashboard, the exports and the benchmark label them.
    expect(text).toContain('Completed: respondents who finished the survey');
    expect(text).toContain(
      'The n of a result card counts the respondents who answered that question, completed or not',
    );
    expect(text).toContain("The benchmark's respondent counts are the respondents with at least one scored answer");
    // Thresholds and the test.
    expect(text).toContain("Welch's two-sample t-test");
    expect(text).toContain("below the benchmark setting's significance level, p < 0.05 unless set otherwise");
    expect(text).toContain('A dimension is tested on its score directly');
    expect(text).toContain('a minimum number of other organisations (3 unless set otherwise)');
    expect(text).toContain('respondents per question on each side (30 unless set otherwise)');
    expect(text).toContain('"too few to compare"');
    expect(text).toContain('the benchmark shows only the larger of the two');
    // Net Promoter Score: definition, interval, test and which cluster questions count.
    expect(text).toContain('NPS = % promoters − % detractors');
    expect(text).toContain('NPS ± 1.96 × 100 × √((p + d − (p − d)²) / n)');
    expect(text).toContain('difference ± 1.96 × √(v1/n1 + v2/n2)');
    expect(text).toContain('It counts whether or not its own survey marks it as the Net Promoter question');
    expect(text).toContain('an answer at 23:30 on the last day of a month counts in that month');

    fireEvent.click(screen.getByRole('button', { name: 'NL' }));
    await screen.findByRole('heading', { name: 'Uitleg benchmark' });
    const dutch = document.body.textContent;
    expect(dutch).toContain('Elke organisatie weegt even zwaar in de score van een cluster');
    expect(dutch).toContain('Afgerond: respondenten die de vragenlijst hebben afgerond');
    expect(dutch).toContain('NPS = % promotors − % criticasters');
    fireEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(await screen.findByText(/NPS = % Promotoren − % Kritiker/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    expect(await screen.findByText(/NPS = % de promoteurs − % de détracteurs/)).toBeTruthy();
    expect(dutch).toContain('De tijdpagina toont per dimensie een lijngrafiek');
  });

  it.each(['/nieuwsbrief', '/newsletter'])('%s shows the newsletter page', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByText(/Our newsletter covers new Peil features/)).toBeTruthy();
  });
});
