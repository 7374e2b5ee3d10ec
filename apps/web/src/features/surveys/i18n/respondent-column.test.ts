import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

describe('surveys list respondent column', () => {
  it('names the completed respondents it counts, like the dashboard header', () => {
    expect(en.columns.respondents).toBe('Completed respondents');
    expect(nl.columns.respondents).toBe('Afgeronde respondenten');
    expect(de.columns.respondents).toBe('Abgeschlossene Befragte');
    expect(fr.columns.respondents).toBe('Répondants ayant terminé');
  });
});
