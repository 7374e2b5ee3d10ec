import { defineTexts, textsFor } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = { quarter: (quarter: number, year: number) => `Q${quarter} ${year}` };

/** A quarter as the time page's trend names it ("K4 2023" in Dutch), for the mail and the workbook. */
const QUARTER_NAMES = defineTexts(
  STAFF_LOCALES,
  { en },
  {
    nl: { quarter: (quarter, year) => `K${quarter} ${year}` },
    de: { quarter: (quarter, year) => `Q${quarter} ${year}` },
    fr: { quarter: (quarter, year) => `T${quarter} ${year}` },
  },
);

export function quarterName(locale: string, quarter: number, year: number): string {
  return textsFor(QUARTER_NAMES, locale).quarter(quarter, year);
}
