import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import { SURVEY_STATUS, type TRole } from '@peil/contract/domain';
import {
  GENERATE_LANGUAGES,
  SURVEY_DESCRIPTION_MAX_LENGTH,
  SURVEY_TITLE_MAX_LENGTH,
  type TSurveyListItem,
  type TSurveySettings,
} from '@peil/contract/surveys';
import { ApiError } from '../../../lib/api-client';
import type { TMessage } from '../../../lib/message-dialog';
import {
  generateDummyRespondents,
  getSurveySettings,
  saveSurveySettings,
  type TGenerateLanguage,
} from '../api/survey-settings';
import {
  buildSettingsRequest,
  canChangeOrganizationAndRedirect,
  toggleStatus,
  type TSettingsForm,
} from '../survey-rules';

type TProps = {
  survey: TSurveyListItem;
  /** Every survey in the list; the others are the redirect choices. */
  surveys: TSurveyListItem[];
  role: TRole;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

function toForm(settings: TSurveySettings): TSettingsForm {
  return {
    internal_name: settings.internal_name,
    description: settings.description,
    title: settings.translation_name,
    color: settings.color,
    organizationId: settings.organizationId,
    status: settings.status,
    redirectTo: settings.redirect_to,
    singleButtonInvitation: settings.single_button_invitation,
  };
}

export function SettingsDialog(props: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const settings = useQuery({
    queryKey: ['surveys', 'settings', props.survey.id],
    queryFn: () => getSurveySettings(props.survey.id),
    gcTime: 0,
  });

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="survey-settings-title" fullWidth maxWidth="sm">
      <DialogTitle id="survey-settings-title">{t('settings.title')}</DialogTitle>
      {settings.data ? (
        <SettingsForm {...props} settings={settings.data} />
      ) : (
        <>
          <DialogContent>
            {settings.isError ? (
              <Alert severity="error">{t('staff:common.genericError')}</Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('staff:common.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('staff:common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function SettingsForm({
  survey,
  surveys,
  role,
  onClose,
  onMessage,
  onChanged,
  settings,
}: TProps & { settings: TSurveySettings }) {
  const { t } = useTranslation(['surveys', 'staff']);
  const [form, setForm] = useState<TSettingsForm>(() => toForm(settings));
  const isSuperadmin = canChangeOrganizationAndRedirect(role);
  const isInactive = form.status === SURVEY_STATUS.inactive;
  const update = (changes: Partial<TSettingsForm>) => setForm((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: () => saveSurveySettings(survey.id, buildSettingsRequest(form, role)),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('settings.saved') });
      onClose();
    },
    onError: () => onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') }),
  });

  const generate = useMutation({
    mutationFn: (language: TGenerateLanguage) => generateDummyRespondents(survey.id, language),
    onSuccess: (result) => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('settings.generated', { count: result.generated }) });
    },
    // A 400 here means the survey is not written in that language (the only client error left once the form is valid).
    onError: (error, language) =>
      onMessage({
        title: t('staff:common.errorTitle'),
        text:
          error instanceof ApiError && error.status === 400
            ? t('settings.generateNoTranslation', { language: t(`settings.language.${language}`) })
            : t('staff:common.genericError'),
      }),
  });

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (form.internal_name.trim() !== '' && !save.isPending) save.mutate();
  }

  const redirectChoices = surveys.filter((other) => other.id !== survey.id);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label={t('settings.internalName')}
            value={form.internal_name}
            onChange={(event) => update({ internal_name: event.target.value })}
            required
            error={form.internal_name.trim() === ''}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.surveyNameMaxLength } }}
          />
          <TextField
            label={t('settings.surveyTitle')}
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
            fullWidth
            slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX_LENGTH } }}
          />
          <TextField
            label={t('settings.description')}
            value={form.description}
            onChange={(event) => update({ description: event.target.value })}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: SURVEY_DESCRIPTION_MAX_LENGTH } }}
          />
          <TextField
            label={t('settings.color')}
            type="color"
            value={form.color}
            onChange={(event) => update({ color: event.target.value })}
            sx={{ width: 140 }}
          />
          {isSuperadmin && (
            <TextField
              select
              label={t('settings.organization')}
              value={form.organizationId}
              onChange={(event) => update({ organizationId: Number(event.target.value) })}
              fullWidth
            >
              {settings.organizations.map((organization) => (
                <MenuItem key={organization.id} value={organization.id}>
                  {organization.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" id="survey-status-label">
              {t('settings.status')}:
            </Typography>
            <Chip
              aria-describedby="survey-status-label"
              data-testid="settings-status"
              label={isInactive ? t('status.inactive') : t('status.active')}
              color={isInactive ? 'default' : 'success'}
              variant={isInactive ? 'outlined' : 'filled'}
              size="small"
            />
            <Button variant="outlined" onClick={() => setForm(toggleStatus)}>
              {isInactive ? t('settings.activate') : t('settings.deactivate')}
            </Button>
          </Stack>
          {isInactive && isSuperadmin && (
            <TextField
              select
              label={t('settings.redirect')}
              value={form.redirectTo ?? ''}
              onChange={(event) => update({ redirectTo: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              fullWidth
            >
              <MenuItem value="">{t('settings.noRedirect')}</MenuItem>
              {redirectChoices.map((choice) => (
                <MenuItem key={choice.uuid} value={choice.uuid}>
                  {choice.id} {choice.internal_name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.singleButtonInvitation}
                onChange={(event) => update({ singleButtonInvitation: event.target.checked })}
              />
            }
            label={t('settings.singleButtonInvitation')}
          />
          {isSuperadmin && (
            <>
              <Divider />
              <Typography variant="subtitle2" component="h3">
                {t('settings.generateTitle')}
              </Typography>
              <Alert severity="warning">{t('settings.generateWarning')}</Alert>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {GENERATE_LANGUAGES.map((language) => (
                  <Button
                    key={language}
                    variant="outlined"
                    disabled={generate.isPending}
                    onClick={() => generate.mutate(language)}
                  >
                    {language === 'nl' ? t('settings.generateNl') : t('settings.generateDe')}
                  </Button>
                ))}
              </Stack>
              {generate.isPending && (
                <Box role="status">
                  <Typography variant="body2" id="survey-generating-label" gutterBottom>
                    {t('settings.generating', { language: t(`settings.language.${generate.variables}`) })}
                  </Typography>
                  <LinearProgress aria-labelledby="survey-generating-label" />
                </Box>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || form.internal_name.trim() === ''}>
          {save.isPending ? t('staff:common.loading') : t('staff:common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
