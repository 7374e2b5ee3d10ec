import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TProps<T> = {
  query: UseQueryResult<T[]>;
  /** The rows left after the search; the search text explains an empty result. */
  visibleCount: number;
  search: string;
  children: ReactNode;
};

/** Loading, error (with a retry), empty and no-match states around a list. */
export function QueryState<T>({ query, visibleCount, search, children }: TProps<T>) {
  const { t } = useTranslation('administration');
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('common.loading')}>
        <CircularProgress />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadError')}
      </Alert>
    );
  }
  if (visibleCount === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="administration-empty">
        {query.data.length > 0 && search.trim() ? t('common.noMatches', { search: search.trim() }) : t('common.empty')}
      </Typography>
    );
  }
  return children;
}
