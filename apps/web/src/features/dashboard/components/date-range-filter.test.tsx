// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../app/test-providers';

initTestI18n('en');
let DateRangeFilter: typeof import('./date-range-filter').DateRangeFilter;

beforeAll(async () => {
  await import('../i18n');
  ({ DateRangeFilter } = await import('./date-range-filter'));
});
afterEach(cleanup);

describe('DateRangeFilter', () => {
  it('keeps a moved thumb when the parent re-renders with an equal range before the move settles', async () => {
    const onChange = vi.fn();
    const props = { start: '2024-01-01', today: '2024-12-31', locale: 'en', onChange };
    const { rerender } = render(<DateRangeFilter {...props} range={[0, 365]} />);
    const [startThumb] = screen.getAllByRole('slider');
    fireEvent.keyDown(startThumb!, { key: 'PageUp' });
    // The dashboard passes `range ?? [0, last]`: a new array with the same values on each render.
    rerender(<DateRangeFilter {...props} range={[0, 365]} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const moved = onChange.mock.calls[0]![0] as [number, number];
    expect(moved[0]).toBeGreaterThan(0);
    expect(moved[1]).toBe(365);
  });
});
