// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RESPONDENT_TEXTS } from '../i18n/index';
import { SurveyFrame } from './survey-frame';

afterEach(cleanup);

const frameStyle = (color?: string) => {
  const { container } = render(
    <SurveyFrame texts={RESPONDENT_TEXTS.nl} name="Ervaring" color={color}>
      <p>Inhoud</p>
    </SurveyFrame>,
  );
  return (container.querySelector('.frame') as HTMLElement).style;
};

describe('SurveyFrame', () => {
  it('gives buttons and header black text on a light survey colour and white on a dark one', () => {
    expect(frameStyle('#039cfd').getPropertyValue('--survey-text-color')).toBe('#000000');
    cleanup();
    expect(frameStyle('#3b699c').getPropertyValue('--survey-text-color')).toBe('#ffffff');
    cleanup();
    // No colour: the default #3b699c.
    expect(frameStyle().getPropertyValue('--survey-text-color')).toBe('#ffffff');
  });
});
