// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRespondentPath } from '../paths';
import { InvitationAnswerPage } from './invitation-answer-page';

afterEach(cleanup);

describe('InvitationAnswerPage', () => {
  it.each([
    ['nl', 'already-completed', 'Bedankt voor uw antwoord', 'Fijn dat u de vragenlijst al heeft ingevuld.'],
    ['nl', 'no', 'Bedankt voor uw antwoord', 'U kunt deze pagina sluiten.'],
    ['de', 'already-completed', 'Vielen Dank für Ihre Antwort', 'den Fragebogen bereits ausgefüllt'],
    ['de', 'no', 'Vielen Dank für Ihre Antwort', 'Sie können diese Seite schließen.'],
    ['en', 'already-completed', 'Thank you for your answer', 'already completed the survey'],
    ['en', 'no', 'Thank you for your answer', 'You can close this page.'],
    // The invitation has no French: Dutch, the default.
    ['fr', 'no', 'Bedankt voor uw antwoord', 'U kunt deze pagina sluiten.'],
  ])('in %s after "%s" thanks with "%s"', (language, answer, heading, message) => {
    render(<InvitationAnswerPage language={language} answer={answer} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
    expect(document.documentElement.lang).toBe(language === 'fr' ? 'nl' : language);
  });

  it('is the page of its path', () => {
    expect(parseRespondentPath('/invitation-answer/de/already-completed')).toEqual({
      kind: 'invitationAnswer',
      language: 'de',
      answer: 'already-completed',
    });
  });
});
