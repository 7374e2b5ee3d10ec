import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BENCHMARK_SETTING_LIMITS,
  type TClusterSurveyEntry,
  type TClusterWithSurveys,
} from '@peil/contract/benchmark-settings';
import { ApiError } from '../../../lib/api-client';
import { AddIcon } from '../../../lib/icons';
import {
  addClusterToSetting,
  addSurveyToCluster,
  createNewCluster,
  removeClusterFromSettings,
  removeSurveyFromCluster,
  setDefaultCluster,
  useAllClusters,
  useClustersWithSurveys,
  useSurveyChoices,
} from '../api/clusters';
import { clustersToAdd, failureKey, isFilledIn } from '../benchmark-settings-rules';
import '../i18n';
import { ClusterCard } from './cluster-card';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
import { useRefreshClusters } from './use-cluster-changes';

type TConflictKey =
  'errors.surveyInCluster' | 'errors.clusterInSetting' | 'errors.duplicateClusterName' | 'errors.generic';

/**
 * A setting's clusters and their surveys: mark the default, add an existing or a new cluster,
 * remove a cluster (after confirmation), add surveys through a searchable picker, remove them.
 */
export function ClusterEditor({ settingsId }: { settingsId: number }) {
  const { t } = useTranslation(['benchmarkSettings', 'staff']);
  const clusters = useClustersWithSurveys(settingsId);
  const surveyChoices = useSurveyChoices(true);
  const refresh = useRefreshClusters(settingsId);
  const [failure, setFailure] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<TClusterWithSurveys | null>(null);

  function handleFailure(error: unknown, conflictKey: TConflictKey) {
    setFailure(t(failureKey(error, conflictKey)));
    // A 404 means someone else changed the setting: show what is there now.
    if (error instanceof ApiError && error.status === 404) refresh();
  }

  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onMutate: () => setFailure(null),
    onSuccess: refresh,
  });
  const run = (action: () => Promise<unknown>, conflictKey: TConflictKey = 'errors.generic') =>
    change.mutateAsync(action).catch((error: unknown) => {
      handleFailure(error, conflictKey);
      throw error;
    });

  const removeCluster = (cluster: TClusterWithSurveys) =>
    run(() => removeClusterFromSettings({ settings_id: settingsId, cluster_id: cluster.cluster_id }))
      .then(() => setToRemove(null))
      .catch(() => setToRemove(null));

  const removeSurvey = (cluster: TClusterWithSurveys, survey: TClusterSurveyEntry) =>
    void run(() => removeSurveyFromCluster({ cluster_id: cluster.cluster_id, survey_id: survey.survey_id })).catch(
      () => undefined,
    );

  return (
    <Stack spacing={2} component="section" aria-labelledby={`clusters-of-${settingsId}`}>
      <Typography variant="h6" component="h3" id={`clusters-of-${settingsId}`}>
        {t('clusters.title')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <AddClusterForms settingsId={settingsId} clusters={clusters.data ?? []} isBusy={change.isPending} onRun={run} />

      {clusters.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label={t('clusters.loading')}>
          <CircularProgress />
        </Box>
      )}
      {clusters.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void clusters.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('clusters.loadFailed')}
        </Alert>
      )}
      {clusters.isSuccess && clusters.data.length === 0 && (
        <Typography color="text.secondary" data-testid="clusters-empty">
          {t('clusters.empty')}
        </Typography>
      )}
      {clusters.data?.map((cluster) => (
        <ClusterCard
          key={cluster.cluster_id}
          cluster={cluster}
          surveyChoices={surveyChoices.data ?? null}
          isBusy={change.isPending}
          onMakeDefault={() =>
            void run(() => setDefaultCluster({ settings_id: settingsId, cluster_id: cluster.cluster_id })).catch(
              () => undefined,
            )
          }
          onRemove={() => setToRemove(cluster)}
          onAddSurvey={(surveyId) =>
            run(
              () =>
                addSurveyToCluster({ cluster_id: cluster.cluster_id, survey_id: surveyId, settings_id: settingsId }),
              'errors.surveyInCluster',
            )
          }
          onRemoveSurvey={(survey) => removeSurvey(cluster, survey)}
        />
      ))}

      {toRemove && (
        <ConfirmRemoveDialog
          title={t('confirmRemove.title')}
          text={
            t('confirmRemove.text', { name: toRemove.cluster_name }) +
            // Removing the default cluster leaves the setting without one: say so.
            (toRemove.cluster_id === toRemove.default_cluster_id ? ` ${t('confirmRemove.defaultWarning')}` : '')
          }
          submitLabel={t('confirmRemove.submit')}
          isPending={change.isPending}
          onConfirm={() => void removeCluster(toRemove)}
          onClose={() => setToRemove(null)}
        />
      )}
    </Stack>
  );
}

type TAddProps = {
  settingsId: number;
  clusters: TClusterWithSurveys[];
  isBusy: boolean;
  onRun: (action: () => Promise<unknown>, conflictKey: TConflictKey) => Promise<unknown>;
};

function AddClusterForms({ settingsId, clusters, isBusy, onRun }: TAddProps) {
  const { t } = useTranslation('benchmarkSettings');
  const allClusters = useAllClusters();
  const choices = clustersToAdd(allClusters.data ?? [], clusters);
  const [selectedCluster, setSelectedCluster] = useState<number | ''>('');
  const [newName, setNewName] = useState('');
  const [isNameTouched, setIsNameTouched] = useState(false);
  const isNameMissing = isNameTouched && !isFilledIn(newName);

  function handleAdd(event: SubmitEvent) {
    event.preventDefault();
    if (selectedCluster === '' || isBusy) return;
    onRun(() => addClusterToSetting({ id: settingsId, selectedCluster }), 'errors.clusterInSetting')
      .then(() => setSelectedCluster(''))
      .catch(() => undefined);
  }

  function handleCreate(event: SubmitEvent) {
    event.preventDefault();
    setIsNameTouched(true);
    if (!isFilledIn(newName) || isBusy) return;
    onRun(
      () => createNewCluster({ newClusterName: newName.trim(), settings_id: settingsId }),
      'errors.duplicateClusterName',
    )
      .then(() => {
        setNewName('');
        setIsNameTouched(false);
      })
      .catch(() => undefined);
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack
        component="form"
        onSubmit={handleAdd}
        direction="row"
        spacing={1}
        sx={{ flex: 1, alignItems: 'flex-start' }}
        aria-label={t('clusters.addExisting')}
      >
        <TextField
          select
          size="small"
          label={t('clusters.existingCluster')}
          value={selectedCluster}
          onChange={(event) => setSelectedCluster(event.target.value === '' ? '' : Number(event.target.value))}
          disabled={choices.length === 0}
          helperText={allClusters.isSuccess && choices.length === 0 ? t('clusters.noExisting') : undefined}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {choices.map((cluster) => (
            <MenuItem key={cluster.cluster_id} value={cluster.cluster_id}>
              {t('clusters.existingOption', {
                name: cluster.cluster_name,
                surveys: t('clusters.surveyCount', { count: cluster.survey_count }),
              })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={selectedCluster === '' || isBusy}
          sx={{ height: 40, whiteSpace: 'nowrap' }}
        >
          {t('clusters.add')}
        </Button>
      </Stack>
      <Stack
        component="form"
        onSubmit={handleCreate}
        noValidate
        direction="row"
        spacing={1}
        sx={{ flex: 1, alignItems: 'flex-start' }}
        aria-label={t('clusters.createNew')}
      >
        <TextField
          size="small"
          label={t('clusters.newClusterName')}
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          onBlur={() => setIsNameTouched(newName !== '')}
          error={isNameMissing}
          helperText={isNameMissing ? t('clusters.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: BENCHMARK_SETTING_LIMITS.clusterNameMaxLength } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!isFilledIn(newName) || isBusy}
          sx={{ height: 40, whiteSpace: 'nowrap' }}
        >
          {t('clusters.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
