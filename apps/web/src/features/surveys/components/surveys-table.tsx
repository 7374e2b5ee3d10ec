import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SURVEY_STATUS } from '@peil/contract/domain';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TSortDirection, TSurveyAction, TSurveySortKey } from '../survey-rules';
import { SurveyActionsMenu, type TDialogAction } from './survey-actions-menu';
import { formatDate } from '../../../lib/format';

type TColumn = { key: TSurveySortKey; label: string; isNumeric?: boolean };

// The actions stay in view while a narrow screen scrolls the table sideways.
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

const COLUMNS: TColumn[] = [
  { key: 'id', label: 'columns.number', isNumeric: true },
  { key: 'internal_name', label: 'columns.title' },
  { key: 'uuid', label: 'columns.identifier' },
  { key: 'count', label: 'columns.respondents', isNumeric: true },
  { key: 'project_name', label: 'columns.project' },
  { key: 'organization_name', label: 'columns.organization' },
  { key: 'status', label: 'columns.status' },
  { key: 'start_date', label: 'columns.startDate' },
];

type TProps = {
  surveys: TSurveyListItem[];
  actions: TSurveyAction[];
  sortKey: TSurveySortKey;
  sortDirection: TSortDirection;
  onSort: (key: TSurveySortKey) => void;
  onAction: (action: TDialogAction, survey: TSurveyListItem) => void;
};

function StatusChip({ status }: { status: TSurveyListItem['status'] }) {
  const { t } = useTranslation('surveys');
  const isActive = status === SURVEY_STATUS.active;
  return (
    <Chip
      size="small"
      label={isActive ? t('status.active') : t('status.inactive')}
      color={isActive ? 'success' : 'default'}
      variant={isActive ? 'filled' : 'outlined'}
    />
  );
}

function useFormatDate() {
  const { i18n } = useTranslation();
  return (value: string) => formatDate(value, i18n.language);
}

export function SurveysTable({ surveys, actions, sortKey, sortDirection, onSort, onAction }: TProps) {
  const { t } = useTranslation('surveys');
  const formatDate = useFormatDate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('list.caption')} sx={{ '& th, & td': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.isNumeric ? 'right' : 'left'}
                sortDirection={sortKey === column.key ? sortDirection : false}
                // A long heading ("Afgeronde respondenten") takes two lines, so that all columns
                // fit beside the sidebar at 1280 px and none hides under the sticky actions.
                sx={{ fontWeight: 600, verticalAlign: 'bottom', hyphens: 'manual' }}
              >
                <TableSortLabel
                  active={sortKey === column.key}
                  direction={sortKey === column.key ? sortDirection : 'asc'}
                  onClick={() => onSort(column.key)}
                  // The arrow only on the sorted column, so the nine columns fit beside the sidebar.
                  sx={sortKey === column.key ? undefined : { '& .MuiTableSortLabel-icon': { display: 'none' } }}
                >
                  {t(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600, ...STICKY_ACTIONS }}>
              {t('columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {surveys.map((survey) => (
            <TableRow key={survey.id} hover data-survey-id={survey.id}>
              <TableCell align="right">{survey.id}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{survey.internal_name}</TableCell>
              <TableCell
                title={survey.uuid}
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '0.75rem',
                  whiteSpace: 'nowrap',
                  maxWidth: 44,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {survey.uuid}
              </TableCell>
              <TableCell align="right">{survey.count}</TableCell>
              <TableCell>{survey.project_name ?? ''}</TableCell>
              <TableCell>{survey.organization_name}</TableCell>
              <TableCell>
                <StatusChip status={survey.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(survey.start_date)}</TableCell>
              <TableCell align="right" sx={STICKY_ACTIONS}>
                <SurveyActionsMenu survey={survey} actions={actions} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same rows as cards, for phones. */
export function SurveyCards({ surveys, actions, onAction }: Omit<TProps, 'sortKey' | 'sortDirection' | 'onSort'>) {
  const { t } = useTranslation('surveys');
  const formatDate = useFormatDate();
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.caption')}>
      {surveys.map((survey) => (
        <Card key={survey.id} component="li" variant="outlined" data-survey-id={survey.id}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 0 }}>
                {survey.id}. {survey.internal_name}
              </Typography>
              <StatusChip status={survey.status} />
            </Stack>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
              {t('columns.identifier')}: {survey.uuid}
            </Typography>
            <Stack
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
            >
              {[
                [t('columns.respondents'), String(survey.count)],
                [t('columns.project'), survey.project_name ?? ''],
                [t('columns.organization'), survey.organization_name],
                [t('columns.startDate'), formatDate(survey.start_date)],
              ].map(([label, value]) => (
                <Stack key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <SurveyActionsMenu survey={survey} actions={actions} onAction={onAction} isWide />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
