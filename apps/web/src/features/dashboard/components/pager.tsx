import './dashboard.css';

type TPagerProps = {
  /** Zero-based. */
  page: number;
  total: number;
  pageSize: number;
  /** The "1-20 of 57" line in the table's words. */
  pageInfo: (range: { from: number; to: number; total: number }) => string;
  onPageChange: (page: number) => void;
  /** The buttons' names, translated by the caller once for every table. */
  previousLabel: string;
  nextLabel: string;
};

/** Previous and next page of a card's table, in the look of the UI kit's table pagination. */
export function Pager({ page, total, pageSize, pageInfo, onPageChange, previousLabel, nextLabel }: TPagerProps) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="card-pager">
      <p>{pageInfo({ from, to, total })}</p>
      <div className="card-pager__actions">
        <button type="button" aria-label={previousLabel} disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" />
          </svg>
        </button>
        <button type="button" aria-label={nextLabel} disabled={to >= total} onClick={() => onPageChange(page + 1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
