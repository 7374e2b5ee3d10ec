import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BENCHMARK_SETTING_LIMITS,
  BENCHMARK_THRESHOLD_DEFAULTS,
  type TBenchmarkSetting,
} from '@peil/contract/benchmark-settings';
import { ApiError } from '../../../lib/api-client';
import { createBenchmarkSetting, saveBenchmarkSetting, useBenchmarkSetting } from '../api/settings';
import { isFilledIn, parseThresholds, type TThresholdFields } from '../benchmark-settings-rules';
import '../i18n';
import { ClusterEditor } from './cluster-editor';

type TProps = {
  /** The setting to edit; null creates a new one. */
  settingId: number | null;
  onClose: () => void;
  /** After a successful save: the list reloads. */
  onSaved: () => void;
};

/**
 * Spec §2 and §4: a dialog 80 % wide with name and description; editing an existing setting also
 * shows its clusters. Loading, editing, saving; a save closes it, a failure keeps it open.
 */
export function SettingDialog({ settingId, onClose, onSaved }: TProps) {
  const { t } = useTranslation(['benchmarkSettings', 'staff']);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const setting = useBenchmarkSetting(settingId);
  const isCreating = settingId === null;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="benchmark-setting-title"
      fullScreen={isPhone}
      maxWidth={false}
      slotProps={{ paper: { sx: isPhone ? {} : { width: '80%' } } }}
    >
      <DialogTitle id="benchmark-setting-title">
        {isCreating ? t('dialog.createTitle') : t('dialog.editTitle')}
      </DialogTitle>
      {/* The form fills itself once: it waits for a copy fetched since the dialog opened, not a cached one. */}
      {isCreating || (setting.data && setting.isFetchedAfterMount) ? (
        <SettingForm
          key={setting.data?.id ?? 'new'}
          setting={setting.data ?? null}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <>
          <DialogContent>
            {setting.isError ? (
              <Alert severity="error">{t('dialog.loadFailed')}</Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('staff:common.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('staff:common.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function SettingForm({
  setting,
  onClose,
  onSaved,
}: {
  setting: TBenchmarkSetting | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['benchmarkSettings', 'staff']);
  const [name, setName] = useState(setting?.name ?? '');
  const [description, setDescription] = useState(setting?.description ?? '');
  const [isNameTouched, setIsNameTouched] = useState(false);
  const isNameMissing = isNameTouched && !isFilledIn(name);
  const thresholdsOf = setting ?? BENCHMARK_THRESHOLD_DEFAULTS;
  const [fields, setFields] = useState<TThresholdFields>({
    min_organizations: String(thresholdsOf.min_organizations),
    min_respondents: String(thresholdsOf.min_respondents),
    significance_level: String(thresholdsOf.significance_level),
  });
  const parsed = parseThresholds(fields);
  const setField = (key: keyof TThresholdFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description: description.trim(), ...parsed.thresholds };
      return setting ? saveBenchmarkSetting(setting.id, body) : createBenchmarkSetting(body);
    },
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const failure =
    save.error instanceof ApiError && save.error.status === 409 ? t('dialog.duplicateName') : t('dialog.saveFailed');

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    setIsNameTouched(true);
    if (isFilledIn(name) && parsed.thresholds && !save.isPending) save.mutate();
  }

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {save.isError && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Stack component="form" id="benchmark-setting-form" onSubmit={handleSubmit} noValidate spacing={2}>
            <TextField
              label={t('dialog.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setIsNameTouched(true)}
              required
              error={isNameMissing}
              helperText={isNameMissing ? t('dialog.nameRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: BENCHMARK_SETTING_LIMITS.nameMaxLength } }}
              autoFocus
              fullWidth
            />
            <TextField
              label={t('dialog.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: BENCHMARK_SETTING_LIMITS.descriptionMaxLength } }}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['min_organizations', 'min_respondents', 'significance_level'] as const).map((key) => (
                <TextField
                  key={key}
                  label={t(`thresholds.${key}`)}
                  value={fields[key]}
                  onChange={setField(key)}
                  error={parsed.invalid.includes(key)}
                  helperText={t(parsed.invalid.includes(key) ? `thresholds.${key}Invalid` : `thresholds.${key}Hint`)}
                  slotProps={{ htmlInput: { inputMode: key === 'significance_level' ? 'decimal' : 'numeric' } }}
                  data-testid={`threshold-${key}`}
                  fullWidth
                />
              ))}
            </Stack>
          </Stack>
          {setting && (
            <>
              <Divider />
              <ClusterEditor settingsId={setting.id} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button
          type="submit"
          form="benchmark-setting-form"
          variant="contained"
          disabled={save.isPending || !isFilledIn(name) || !parsed.thresholds}
        >
          {save.isPending ? t('dialog.saving') : t('staff:common.save')}
        </Button>
      </DialogActions>
    </>
  );
}
