import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useId, useState } from 'react';
import { LIMITS } from '@peil/contract/limits';
import type { TOpenAnswersPage, TResultsScope } from '@peil/contract/results';
import { useOpenAnswers } from '../api/get-open-answers';
import type { TOpenAnswersTexts } from '../logic/card-texts';
import { Pager } from './pager';
import { formatDate as formatCalendarDate, formatInstant } from '../../../lib/format';
import './dashboard.css';

type TOpenAnswersTableProps = {
  surveyId: number;
  questionId: number;
  scope: TResultsScope;
  firstPage: TOpenAnswersPage | null;
  locale: string;
  /** The answers are dates (a date question's): written as the language writes dates. */
  isDateAnswer?: boolean;
  /** The same object for every table: see cardTexts. */
  texts: TOpenAnswersTexts;
};

const SEARCH_DELAY_MS = 300;

/**
 * Open texts, 20 a page, newest first, with a search; the first page arrives with the card. Its
 * texts come translated from the dashboard, so that a table's first render looks nothing up.
 */
export function OpenAnswersTable({
  surveyId,
  questionId,
  scope,
  firstPage,
  locale,
  isDateAnswer = false,
  texts,
}: TOpenAnswersTableProps) {
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const searchId = useId();

  useEffect(() => {
    const next = searchInput.trim();
    // No timer while the search stands as it is (as on every table's first render).
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const isFirstPage = page === 1 && search === '';
  const query = useOpenAnswers(surveyId, questionId, scope, page, search, !isFirstPage);
  const current = isFirstPage ? firstPage : (query.data ?? null);
  const rows = current?.rows ?? [];

  return (
    <div data-testid="open-answers">
      {/* A plain field in the look of the UI kit's small outlined one: four of them in the kit's
          text field were a tenth of the dashboard's render on a phone. */}
      <div className="open-answers__search">
        {/* After the field, so that the style sheet floats it above a focused or filled field. */}
        <input
          id={searchId}
          type="search"
          maxLength={200}
          placeholder=" "
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <label htmlFor={searchId}>{texts.search}</label>
      </div>
      {!isFirstPage && query.isFetching && <LinearProgress aria-label={texts.search} />}
      {!isFirstPage && query.isError ? (
        <Alert severity="error">{texts.loadError}</Alert>
      ) : rows.length === 0 ? (
        <p className="open-answers__none">{texts.none}</p>
      ) : (
        // A scrolling region is reached by keyboard, so its rows can be scrolled without a mouse.
        <div className="open-answers__region" tabIndex={0} role="region" aria-label={texts.list}>
          <table className="open-answers__table">
            <thead>
              <tr>
                <th scope="col">{texts.answer}</th>
                <th scope="col" className="open-answers__date-heading">
                  {texts.date}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${page}-${index}`}>
                  <td className="open-answers__text">
                    {isDateAnswer ? formatCalendarDate(row.text, locale) : row.text}
                  </td>
                  <td className="open-answers__date">{formatDate(row.date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(current?.total ?? 0) > LIMITS.tableRowsPerPage && (
        <Pager
          page={page - 1}
          total={current?.total ?? 0}
          pageSize={LIMITS.tableRowsPerPage}
          pageInfo={(range) =>
            texts.pageInfo({ from: String(range.from), to: String(range.to), total: String(range.total) })
          }
          previousLabel={texts.previousPage}
          nextLabel={texts.nextPage}
          onPageChange={(nextPage) => setPage(nextPage + 1)}
        />
      )}
    </div>
  );

  function formatDate(value: string): string {
    return formatInstant(value, locale);
  }
}
