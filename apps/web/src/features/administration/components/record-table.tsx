import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';

export type TColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  isNumeric?: boolean;
};

type TProps<T> = {
  rows: T[];
  columns: TColumn<T>[];
  getKey: (row: T) => number;
  caption: string;
  /** The column that names a row: the card title on phones. */
  titleKey: string;
  renderActions?: (row: T) => ReactNode;
  testId: string;
};

/** A table of records, 20 rows per page (spec §9), shown as cards on phones. */
export function RecordTable<T>({ rows, columns, getKey, caption, titleKey, renderActions, testId }: TProps<T>) {
  const { t } = useTranslation('administration');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [page, setPage] = useState(0);
  const rowsPerPage = LIMITS.tableRowsPerPage;
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const pageRows = rows.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);
  const titleColumn = columns.find((column) => column.key === titleKey)!;
  const otherColumns = columns.filter((column) => column.key !== titleKey);

  return (
    <Stack spacing={1}>
      {isPhone ? (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={caption}
          data-testid={testId}
        >
          {pageRows.map((row) => (
            <Card key={getKey(row)} component="li" variant="outlined" data-row-id={getKey(row)}>
              <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {titleColumn.render(row)}
                </Typography>
                <Stack
                  component="dl"
                  sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
                >
                  {otherColumns.map((column) => (
                    <Stack key={column.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                        {column.render(row)}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
                {renderActions && (
                  <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
                    {renderActions(row)}
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={caption} data-testid={testId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.isNumeric ? 'right' : 'left'}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
                {renderActions && (
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t('common.actions')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map((row) => (
                <TableRow key={getKey(row)} hover data-row-id={getKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.isNumeric ? 'right' : 'left'}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {renderActions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                      {renderActions(row)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > rowsPerPage && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[rowsPerPage]}
        />
      )}
    </Stack>
  );
}
