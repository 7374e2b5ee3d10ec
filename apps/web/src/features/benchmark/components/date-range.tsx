import { formatDate } from '../../../lib/format';

const WHOLE = { whiteSpace: 'nowrap' } as const;

/** A period's first and last day in the user's date format; a date is never split over two lines. */
export function DateRange({ start, end, locale }: { start: string; end: string; locale: string }) {
  return (
    <>
      <span style={WHOLE}>{formatDate(start, locale)}</span> – <span style={WHOLE}>{formatDate(end, locale)}</span>
    </>
  );
}
