import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { Pager } from './pager';
import { formatNumber, formatPercent } from '../../../lib/format';

export type TResultTableRow = { label: string; count: number; percentage: number; optionId: number | null };

type TResultTableProps = {
  rows: TResultTableRow[];
  locale: string;
  /** Offered for choice options: the keyboard way to add a filter, since chart bars take no focus. */
  onAddFilter?: (optionId: number) => void;
};

/** The answers of an expanded card with count and share, 20 rows a page (a number question can have many). */
export function ResultTable({ rows, locale, onAddFilter }: TResultTableProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const [page, setPage] = useState(0);
  const hasFilterColumn = onAddFilter !== undefined && rows.some((row) => row.optionId !== null);
  const pageSize = LIMITS.tableRowsPerPage;
  // New results (another filter, say) can leave fewer pages than the one shown.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const pageRows = rows.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  return (
    <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table size="small" data-testid="result-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('cards.answer')}</TableCell>
            <TableCell align="right">{t('cards.count')}</TableCell>
            <TableCell align="right">{t('cards.percentage')}</TableCell>
            {hasFilterColumn && <TableCell padding="checkbox" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {pageRows.map((row, index) => (
            <TableRow key={`${row.label}-${shownPage * pageSize + index}`}>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 96 }}>{row.label}</TableCell>
              <TableCell align="right">{formatNumber(row.count, locale)}</TableCell>
              <TableCell align="right">{formatPercent(row.percentage, locale)}</TableCell>
              {hasFilterColumn && (
                <TableCell padding="checkbox" align="right">
                  {row.optionId !== null && row.count > 0 && (
                    <Tooltip title={t('cards.addFilter')}>
                      <IconButton
                        size="small"
                        onClick={() => onAddFilter(row.optionId!)}
                        aria-label={`${t('cards.addFilter')}: ${row.label}`}
                        data-testid="table-add-filter"
                      >
                        <FilterIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > pageSize && (
        <Pager
          page={shownPage}
          total={rows.length}
          pageSize={pageSize}
          pageInfo={(range) => t('cards.pageInfo', range)}
          onPageChange={setPage}
          previousLabel={t('pager.previous')}
          nextLabel={t('pager.next')}
        />
      )}
    </Box>
  );
}

function FilterIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M4.25 5.61C6.27 8.2 10 13 10 13v6c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-6s3.72-4.8 5.74-7.39A.998.998 0 0 0 18.95 4H5.04c-.83 0-1.3.95-.79 1.61z" />
    </SvgIcon>
  );
}
