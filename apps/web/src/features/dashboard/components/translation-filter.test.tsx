// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';

initTestI18n('en');
let TranslationFilter: typeof import('./translation-filter').TranslationFilter;

beforeAll(async () => {
  await import('../i18n');
  ({ TranslationFilter } = await import('./translation-filter'));
});
afterEach(cleanup);

const translations = [
  { locale: 'nl', count: 9 },
  { locale: 'de', count: 2 },
];

describe('TranslationFilter', () => {
  it('offers each language as a plain button that says whether it is chosen', () => {
    const onChange = vi.fn();
    render(<TranslationFilter translations={translations} isLoading={false} selected={['de']} onChange={onChange} />);
    const chips = screen.getAllByRole('button');
    expect(chips.every((chip) => chip instanceof HTMLButtonElement)).toBe(true);
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([
      ['Nederlands (9)', 'false'],
      ['Deutsch (2)', 'true'],
    ]);
    fireEvent.click(chips[0]!);
    fireEvent.click(chips[1]!);
    expect(onChange.mock.calls).toEqual([[['de', 'nl']], [[]]]);
  });

  it('holds the place of two rows of chips while the languages load', () => {
    render(<TranslationFilter translations={undefined} isLoading selected={[]} onChange={vi.fn()} />);
    expect(screen.getByTestId('translation-filter-placeholder').className).toBe('language-chips');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
