import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type THeaderFact = { key: string; label: string; value: ReactNode };

type TBenchmarkHeaderProps = {
  title: string;
  facts: THeaderFact[];
  actions: ReactNode;
  /** A placeholder stands in for the survey name until it has loaded. */
  isLoading?: boolean;
};

/** Survey name, what it is compared with and the respondent counts, with the screen's actions. */
export function BenchmarkHeader({ title, facts, actions, isLoading = false }: TBenchmarkHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="benchmark-header">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="benchmark-survey-name">
            {title || (isLoading ? <Skeleton width="40%" /> : '\u00a0')}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, max-content) minmax(min-content, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              // break-word, unlike anywhere, leaves a count's minimum width whole: the label
              // column wraps first, and a number is never split over two lines.
              '& dd': { m: 0, fontWeight: 500, overflowWrap: 'break-word' },
            }}
          >
            {facts.map((fact) => (
              <Box key={fact.key} sx={{ display: 'contents' }}>
                <dt>{fact.label}</dt>
                <dd data-testid={`benchmark-${fact.key}`}>{fact.value}</dd>
              </Box>
            ))}
          </Box>
        </Box>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, flexShrink: 0 }}
        >
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
