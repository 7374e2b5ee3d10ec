// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';

initTestI18n('en');
let DimensionSelect: typeof import('./dimension-select').DimensionSelect;

beforeAll(async () => {
  await import('../i18n');
  ({ DimensionSelect } = await import('./dimension-select'));
});
afterEach(cleanup);

describe('DimensionSelect', () => {
  it('is a plain select, labelled, offering no filter and each dimension', () => {
    const onChange = vi.fn();
    render(<DimensionSelect offered={['Care', 'Information']} value="Care" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Dimension' });
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'No filter',
      'Care',
      'Information',
    ]);
    expect((select as HTMLSelectElement).value).toBe('Care');
    fireEvent.change(select, { target: { value: 'Information' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['Information'], [null]]);
  });

  it('is disabled while no card has a dimension', () => {
    render(<DimensionSelect offered={[]} value={null} onChange={vi.fn()} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dimension' });
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('');
  });
});
