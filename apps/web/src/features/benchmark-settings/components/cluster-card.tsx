import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClusterSurveyEntry, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { AddIcon, DeleteIcon } from '../../../lib/icons';
import { surveyChoiceLabel, surveyChoicesFor } from '../benchmark-settings-rules';
import { visuallyHidden } from '../../../lib/visually-hidden';

type TProps = {
  cluster: TClusterWithSurveys;
  /** Every survey, for the picker; null while loading. */
  surveyChoices: TSurveyListItem[] | null;
  isBusy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
  onAddSurvey: (surveyId: number) => Promise<unknown>;
  onRemoveSurvey: (survey: TClusterSurveyEntry) => void;
};

/** One cluster of a setting: default mark, its surveys, adding and removing surveys. */
export function ClusterCard(props: TProps) {
  const { t } = useTranslation('benchmarkSettings');
  const { cluster } = props;
  const isDefault = cluster.cluster_id === cluster.default_cluster_id;
  const headingId = `cluster-${cluster.cluster_id}-name`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderColor: isDefault ? 'primary.main' : undefined, borderWidth: isDefault ? 2 : 1 }}
      data-testid={`cluster-${cluster.cluster_id}`}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h4" id={headingId} sx={{ fontWeight: 600, mr: 1 }}>
          {cluster.cluster_name}
        </Typography>
        <Chip size="small" variant="outlined" label={t('clusters.surveyCount', { count: cluster.surveys.length })} />
        {isDefault && <Chip size="small" color="primary" label={t('clusters.defaultCluster')} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          {!isDefault && (
            <Button
              size="small"
              variant="outlined"
              onClick={props.onMakeDefault}
              disabled={props.isBusy}
              sx={{ whiteSpace: 'nowrap' }}
              aria-label={t('clusters.makeDefaultNamed', { name: cluster.cluster_name })}
            >
              {t('clusters.makeDefault')}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={props.onRemove}
            disabled={props.isBusy}
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={t('clusters.removeNamed', { name: cluster.cluster_name })}
          >
            {t('clusters.remove')}
          </Button>
        </Stack>
      </Stack>

      {cluster.overlaps.map((overlap) => (
        <Alert key={overlap.cluster_id} severity="warning" sx={{ mb: 1 }} data-testid="cluster-overlap">
          {t('overlaps.warning', { name: overlap.cluster_name, count: overlap.differing_organizations })}
          {overlap.hidden_in_benchmark && ` ${t('overlaps.hidden')}`}
        </Alert>
      ))}
      <ClusterSurveys cluster={cluster} isBusy={props.isBusy} onRemoveSurvey={props.onRemoveSurvey} />
      <AddSurveyForm {...props} />
    </Paper>
  );
}

function ClusterSurveys({ cluster, isBusy, onRemoveSurvey }: Pick<TProps, 'cluster' | 'isBusy' | 'onRemoveSurvey'>) {
  const { t } = useTranslation('benchmarkSettings');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (cluster.surveys.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('surveys.empty')}
      </Typography>
    );
  }
  const removeButton = (survey: TClusterSurveyEntry) => (
    <IconButton
      edge="end"
      onClick={() => onRemoveSurvey(survey)}
      disabled={isBusy}
      aria-label={t('surveys.removeNamed', { name: survey.survey_internal_name })}
      title={t('surveys.remove')}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );

  if (isPhone) {
    return (
      <List dense aria-label={t('surveys.caption', { name: cluster.cluster_name })}>
        {cluster.surveys.map((survey) => (
          <ListItem key={survey.survey_id} disableGutters secondaryAction={removeButton(survey)}>
            <ListItemText
              primary={`${survey.survey_id} · ${survey.survey_internal_name}`}
              secondary={`${survey.survey_name} — ${survey.organization_name}`}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Table size="small" aria-label={t('surveys.caption', { name: cluster.cluster_name })}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 64 }}>{t('surveys.number')}</TableCell>
          <TableCell>{t('surveys.internalName')}</TableCell>
          <TableCell>{t('surveys.name')}</TableCell>
          <TableCell>{t('surveys.organization')}</TableCell>
          <TableCell sx={{ width: 56 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('surveys.remove')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cluster.surveys.map((survey) => (
          <TableRow key={survey.survey_id}>
            <TableCell>{survey.survey_id}</TableCell>
            <TableCell>{survey.survey_internal_name}</TableCell>
            <TableCell>{survey.survey_name}</TableCell>
            <TableCell>{survey.organization_name}</TableCell>
            <TableCell align="right">{removeButton(survey)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AddSurveyForm({ cluster, surveyChoices, isBusy, onAddSurvey }: TProps) {
  const { t } = useTranslation('benchmarkSettings');
  const [selected, setSelected] = useState<TSurveyListItem | null>(null);
  const options = surveyChoices ? surveyChoicesFor(surveyChoices, cluster) : [];
  const inputId = `add-survey-${cluster.cluster_id}`;

  async function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!selected || isBusy) return;
    try {
      await onAddSurvey(selected.id);
      setSelected(null);
    } catch {
      // The editor shows the failure; the choice stays so that it can be tried again.
    }
  }

  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
    >
      <Autocomplete
        id={inputId}
        options={options}
        value={selected}
        onChange={(_, value) => setSelected(value)}
        getOptionLabel={surveyChoiceLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={surveyChoices === null}
        loadingText={t('surveys.loadingOptions')}
        noOptionsText={t('surveys.noOptions')}
        autoHighlight
        size="small"
        sx={{ flexGrow: 1, minWidth: 0 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('surveys.searchLabel')}
            placeholder={t('surveys.search')}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': t('surveys.addTo', { name: cluster.cluster_name }),
              },
            }}
          />
        )}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={!selected || isBusy}
        sx={{ height: 40, whiteSpace: 'nowrap' }}
      >
        {t('surveys.add')}
      </Button>
    </Stack>
  );
}
