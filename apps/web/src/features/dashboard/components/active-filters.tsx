import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NAMESPACE } from '../i18n';
import type { TLabelledFilter } from '../logic/result-filters';

type TActiveFiltersProps = {
  filters: TLabelledFilter[];
  onRemove: (filter: TLabelledFilter) => void;
};

export const ActiveFilters = memo(function ActiveFilters({ filters, onRemove }: TActiveFiltersProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <Box data-testid="active-filters">
      <Typography variant="subtitle2" component="h3">
        {t('filters.title')}
      </Typography>
      {filters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('filters.none')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {filters.map((filter) => (
            <Chip
              key={`${filter.questionId}-${filter.optionId}`}
              label={t('filters.chip', { question: filter.question, option: filter.option })}
              title={t('filters.chip', { question: filter.question, option: filter.option })}
              onDelete={() => onRemove(filter)}
              color="primary"
              variant="outlined"
              data-testid="filter-chip"
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
});
