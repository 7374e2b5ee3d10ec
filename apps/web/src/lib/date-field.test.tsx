// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../app/test-providers';
import { DateField } from './date-field';
import { parseDateInput } from './format';

const i18n = initTestI18n('en');
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function Harness({ initial, onChange, min }: { initial: string; onChange: (date: string) => void; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <DateField
        label="Datum"
        value={value}
        min={min}
        testId="date"
        onChange={(date) => {
          onChange(date);
          setValue(date);
        }}
      />
    </I18nextProvider>
  );
}

describe('DateField', () => {
  it.each([
    ['nl', '30-11-2025', 'dd-mm-jjjj'],
    ['de', '30.11.2025', 'TT.MM.JJJJ'],
    ['en', '30/11/2025', 'dd/mm/yyyy'],
    ['fr', '30/11/2025', 'jj/mm/aaaa'],
  ] as const)('shows and reads dates day first in %s', async (locale, shown, placeholder) => {
    await i18n.changeLanguage(locale);
    const onChange = vi.fn();
    render(<Harness initial="2025-11-30" onChange={onChange} />);
    const input = screen.getByTestId<HTMLInputElement>('date');
    expect(input.value).toBe(shown);
    expect(input.placeholder).toBe(placeholder);
    fireEvent.change(input, { target: { value: '1-2-2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-02-01');
  });

  it('passes on no date outside its range or that does not exist, and shows the last one again on leaving', async () => {
    await i18n.changeLanguage('nl');
    const onChange = vi.fn();
    render(<Harness initial="2025-11-30" min="2025-01-01" onChange={onChange} />);
    const input = screen.getByTestId<HTMLInputElement>('date');
    fireEvent.change(input, { target: { value: '31-12-1999' } });
    fireEvent.change(input, { target: { value: '30-02-2025' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Vul een datum in als dd-mm-jjjj.')).toBeTruthy();
    fireEvent.blur(input);
    expect(input.value).toBe('30-11-2025');
    // A date as YYYY-MM-DD (pasted, or filled by a test) is read too.
    fireEvent.change(input, { target: { value: '2025-03-07' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-03-07');
  });

  it('parses numeric dates in the order of the language', () => {
    expect(parseDateInput('7.3.2025', 'de')).toBe('2025-03-07');
    expect(parseDateInput('07/03/2025', 'en')).toBe('2025-03-07');
    expect(parseDateInput('2025-3-7', 'nl')).toBe('2025-03-07');
    expect(parseDateInput('31-04-2025', 'nl')).toBeNull();
    expect(parseDateInput('1-2-25', 'nl')).toBeNull();
    expect(parseDateInput('morgen', 'nl')).toBeNull();
  });
});
