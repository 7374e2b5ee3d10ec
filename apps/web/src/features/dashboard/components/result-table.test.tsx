// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';
import type { ResultTable as TResultTableComponent } from './result-table';

const i18n = initTestI18n('en');
let ResultTable: ComponentType<ComponentProps<typeof TResultTableComponent>>;

beforeAll(async () => {
  // The feature registers its texts on import, which needs the initialised i18n instance.
  ({ ResultTable } = await import('./result-table'));
});

afterEach(cleanup);

/** A number question answered with 25 different values, 1 to 25. */
const rows = Array.from({ length: 25 }, (_, index) => ({
  label: String(index + 1),
  count: index + 1,
  percentage: 4,
  optionId: null,
}));

function bodyLabels(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('ResultTable', () => {
  it('shows 20 rows a page and the rest on the next page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ResultTable rows={rows} locale="en" />
      </I18nextProvider>,
    );
    expect(bodyLabels()).toEqual(rows.slice(0, 20).map((row) => row.label));
    expect(screen.getByText('1-20 of 25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyLabels()).toEqual(['21', '22', '23', '24', '25']);
    expect(screen.getByText('21-25 of 25')).toBeTruthy();
  });

  it('has no pager for 20 rows or fewer', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ResultTable rows={rows.slice(0, 20)} locale="en" />
      </I18nextProvider>,
    );
    expect(bodyLabels()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /next page/i })).toBeNull();
  });

  it.each([
    ['en', ['1,427', '5.0%', '37.6%']],
    ['nl', ['1.427', '5,0%', '37,6%']],
    ['de', ['1.427', '5,0 %', '37,6 %']],
    ['fr', ['1 427', '5,0 %', '37,6 %']],
  ] as const)('writes counts and percentages alike in %s', (locale, expected) => {
    render(
      <I18nextProvider i18n={i18n}>
        <ResultTable
          rows={[
            { label: 'Ja', count: 1427, percentage: 5, optionId: null },
            { label: 'Nee', count: 12, percentage: 37.6, optionId: null },
          ]}
          locale={locale}
        />
      </I18nextProvider>,
    );
    const [, body] = screen.getAllByRole('rowgroup');
    const cells = within(body!)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent.replace(/[\u00a0\u202f]/g, ' ')),
      );
    expect([cells[0]![1], cells[0]![2], cells[1]![2]]).toEqual(expected);
  });
});
