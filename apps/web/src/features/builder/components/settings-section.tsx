import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LOCALES, NATIVE_LANGUAGE_NAMES } from '@peil/contract/locale-codes';
import { LIMITS } from '@peil/contract/limits';
import type { TBuilderAction } from '../logic/builder-reducer';
import type { TDraftSurvey, TTranslationField } from '../logic/builder-state';
import { LOGO_ACCEPT, logoFileProblem, readAsDataUrl } from '../../../lib/logo-file';
import { scaleLogo } from '../logic/logo';
import { ProjectField } from './project-field';
import { SURVEY_STATUS } from '@peil/contract/domain';
import { BUILDER_LIMITS } from '@peil/contract/surveys';
import { useFieldError, useIsSaveTried } from './field-errors';
import { LocaleTextsField } from './locale-texts-field';

type SettingsSectionProps = {
  survey: TDraftSurvey;
  dispatch: Dispatch<TBuilderAction>;
  logoScale: number;
  onLogoScale: (scale: number) => void;
};

type TTranslationFieldSpec = {
  field: TTranslationField;
  labelKey: string;
  isRequired: boolean;
  multiline: boolean;
  maxLength: number;
};
const TRANSLATION_FIELDS: TTranslationFieldSpec[] = [
  { field: 'title', labelKey: 'settings.title', isRequired: true, multiline: false, maxLength: BUILDER_LIMITS.title },
  {
    field: 'description',
    labelKey: 'settings.description',
    isRequired: false,
    multiline: true,
    maxLength: BUILDER_LIMITS.description,
  },
  {
    field: 'begin_message',
    labelKey: 'settings.beginText',
    isRequired: false,
    multiline: true,
    maxLength: BUILDER_LIMITS.message,
  },
  {
    field: 'end_message',
    labelKey: 'settings.endText',
    isRequired: false,
    multiline: true,
    maxLength: BUILDER_LIMITS.message,
  },
];

export function SettingsSection({ survey, dispatch, logoScale, onLogoScale }: SettingsSectionProps) {
  const { t } = useTranslation('builder');
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoInputId = useId();
  const localesHelpId = useId();
  const internalNameError = useFieldError(survey.internalName.trim() === '');
  const isSaveTried = useIsSaveTried();
  const isActive = survey.status === SURVEY_STATUS.active;

  async function chooseLogo(file: File | undefined) {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoError(
        problem === 'type'
          ? t('settings.logoWrongType')
          : t('settings.logoTooLarge', { size: LIMITS.maxLogoBytes / 1024 / 1024 }),
      );
      return;
    }
    setLogoError(null);
    onLogoScale(1);
    dispatch({ type: 'setField', field: 'logo', value: await readAsDataUrl(file) });
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="builder-settings-heading">
      <Typography variant="h6" component="h2" id="builder-settings-heading" gutterBottom>
        {t('settings.heading')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          name="internalName"
          label={t('settings.internalName')}
          value={survey.internalName}
          onChange={(event) => dispatch({ type: 'setField', field: 'internalName', value: event.target.value })}
          required
          {...internalNameError}
          size="small"
          slotProps={{ htmlInput: { maxLength: LIMITS.surveyNameMaxLength } }}
        />

        <ProjectField survey={survey} dispatch={dispatch} />

        <Box>
          <FormControlLabel
            control={
              <Switch
                name="status"
                checked={isActive}
                onChange={(event) =>
                  dispatch({
                    type: 'setStatus',
                    status: event.target.checked ? SURVEY_STATUS.active : SURVEY_STATUS.inactive,
                  })
                }
              />
            }
            label={t('settings.active')}
          />
          <FormHelperText>{isActive ? t('settings.activeHelp') : t('settings.inactiveHelp')}</FormHelperText>
        </Box>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={localesHelpId}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('locales.heading')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="locale-flags">
            {CONTENT_LOCALES.map((locale) => {
              const isChosen = survey.locales.includes(locale);
              return (
                <Chip
                  key={locale}
                  label={`${locale.toUpperCase()} · ${NATIVE_LANGUAGE_NAMES[locale]}`}
                  color={isChosen ? 'primary' : 'default'}
                  variant={isChosen ? 'filled' : 'outlined'}
                  onClick={() => dispatch({ type: 'toggleLocale', locale })}
                  role="checkbox"
                  aria-checked={isChosen}
                  data-locale={locale}
                />
              );
            })}
          </Box>
          <FormHelperText id={localesHelpId} error={isSaveTried && survey.locales.length === 0}>
            {survey.locales.length === 0 ? t('locales.required') : t('locales.help')}
          </FormHelperText>
        </Box>

        {TRANSLATION_FIELDS.map(({ field, labelKey, isRequired, multiline, maxLength }) => (
          <LocaleTextsField
            key={field}
            name={field}
            label={t(labelKey)}
            locales={survey.locales}
            valueOf={(locale) => survey.translations[locale]?.[field] ?? ''}
            onChange={(locale, value) => dispatch({ type: 'setTranslation', locale, field, value })}
            isRequired={isRequired}
            multiline={multiline}
            maxLength={maxLength}
            helperText={field === 'end_message' ? t('settings.endTextHelp') : undefined}
          />
        ))}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            name="color"
            type="color"
            label={t('settings.color')}
            value={survey.color}
            onChange={(event) => dispatch({ type: 'setField', field: 'color', value: event.target.value })}
            size="small"
            sx={{ width: 120 }}
          />
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {t('settings.logo')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" htmlFor={logoInputId}>
                {t('settings.uploadLogo')}
                <input
                  id={logoInputId}
                  type="file"
                  accept={LOGO_ACCEPT}
                  hidden
                  onChange={(event) => {
                    void chooseLogo(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Button>
              {survey.logo && (
                <>
                  <IconButton
                    aria-label={t('settings.logoSmaller')}
                    onClick={() => onLogoScale(scaleLogo(logoScale, 'minus'))}
                  >
                    <span aria-hidden="true">−</span>
                  </IconButton>
                  <IconButton
                    aria-label={t('settings.logoLarger')}
                    onClick={() => onLogoScale(scaleLogo(logoScale, 'plus'))}
                  >
                    <span aria-hidden="true">+</span>
                  </IconButton>
                  <Button
                    color="error"
                    onClick={() => {
                      onLogoScale(1);
                      dispatch({ type: 'setField', field: 'logo', value: null });
                    }}
                  >
                    {t('settings.removeLogo')}
                  </Button>
                </>
              )}
            </Stack>
            {logoError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {logoError}
              </Alert>
            )}
            {survey.logo && (
              <Box sx={{ mt: 1, overflow: 'hidden' }}>
                <img
                  src={survey.logo}
                  alt={t('settings.logoAlt')}
                  data-testid="logo-preview"
                  style={{ height: 56 * logoScale, maxWidth: '100%', objectFit: 'contain' }}
                />
              </Box>
            )}
          </Box>
        </Stack>
      </Stack>
    </Paper>
  );
}
