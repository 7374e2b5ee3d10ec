import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@peil/contract/limits';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SURVEY_STATUS } from '@peil/contract/domain';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { builderQueryKeys, saveBuilderSurvey, useDimensions } from '../api/builder-api';
import { builderReducer } from '../logic/builder-reducer';
import type { TDraftSurvey } from '../logic/builder-state';
import {
  buildPayload,
  findDraftProblems,
  findBuilderWarnings,
  missingTextCounts,
  type TDraftProblem,
} from '../logic/builder-validation';
import { dataUrlBytes, scaleLogoImage } from '../logic/logo';
import { serverProblemTexts } from '../logic/server-problems';
import { ConfirmDialog, type TConfirmation } from './confirm-dialog';
import { AddIcon } from '../../../lib/icons';
import { LeaveGuard } from './leave-guard';
import { SaveTriedProvider } from './field-errors';
import { AnnouncerProvider } from './move-focus';
import { PageEditor } from './page-editor';
import { SaveDialog, type TSaveMessage } from './save-dialog';
import { SettingsSection } from './settings-section';
import { SurveyPreview } from './survey-preview';

// The surveys list and the shell's survey picker show the saved survey afterwards.
const REFRESHED_AFTER_SAVE = [['surveys'], ['dashboard', 'projectssummary']];

/** Set by a first save: the new survey's edit address opens with the saved message. */
type TBuilderLocationState = { savedMessage?: TSaveMessage } | null;

export function BuilderForm({ initial }: { initial: TDraftSurvey }) {
  const { t } = useTranslation('builder');
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const arrivedSaved = (location.state as TBuilderLocationState)?.savedMessage ?? null;
  const queryClient = useQueryClient();
  const [survey, dispatch] = useReducer(builderReducer, initial);
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const [logoScale, setLogoScale] = useState(1);
  const [confirmation, setConfirmation] = useState<TConfirmation | null>(null);
  const [message, setMessage] = useState<TSaveMessage | null>(arrivedSaved);
  const [isSaved, setIsSaved] = useState(arrivedSaved !== null);
  const [isSaveTried, setIsSaveTried] = useState(false);
  const [savedNew, setSavedNew] = useState<{ id: number; message: TSaveMessage } | null>(null);
  useEffect(() => {
    // After the render that cleared the unsaved-changes guard, which would block this move.
    if (!savedNew) return;
    void navigate(pathFor('editSurvey', locale, { editSurveyId: savedNew.id }), {
      replace: true,
      state: { savedMessage: savedNew.message } satisfies TBuilderLocationState,
    });
  }, [savedNew, navigate, locale]);
  useEffect(() => {
    // Shown once: a reload of the edit address must not announce the save again.
    if (arrivedSaved) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);
  const [isSaving, setIsSaving] = useState(false);
  const dimensions = useDimensions();
  const counts = useMemo(() => missingTextCounts(survey), [survey]);
  // What the server would get, so edits that cancel out (or only move keys around) are not changes.
  const savedPayload = useMemo(() => JSON.stringify(buildPayload(initial)), [initial]);
  const hasUnsavedChanges = !isSaved && (logoScale !== 1 || JSON.stringify(buildPayload(survey)) !== savedPayload);

  const previewIndex = Math.max(
    0,
    survey.pages.findIndex((page) => page.key === previewKey),
  );
  const problemText = (problem: TDraftProblem) => t(`problems.${problem.code}`, problem.params);

  function save() {
    setIsSaveTried(true);
    const problems = findDraftProblems(survey);
    if (problems.length > 0) {
      setMessage({
        title: t('messages.incompleteTitle'),
        text: t('messages.incompleteText'),
        details: problems.map(problemText),
      });
      return;
    }
    const warnings = findBuilderWarnings(survey);
    if (warnings.length === 0) return void send();
    setConfirmation({
      title: t('warnings.title'),
      text: t('warnings.text'),
      details: warnings.map((warning) => t(`warnings.${warning.key}`, warning.params)),
      confirmLabel: t('warnings.saveAnyway'),
      onConfirm: () => void send(),
    });
  }

  async function send() {
    setIsSaving(true);
    try {
      const logo = survey.logo ? await scaleLogoImage(survey.logo, logoScale) : null;
      if (logo && dataUrlBytes(logo) > LIMITS.maxLogoBytes) {
        setMessage({
          title: t('messages.incompleteTitle'),
          text: t('messages.incompleteText'),
          details: [t('settings.logoTooLarge', { size: LIMITS.maxLogoBytes / 1024 / 1024 })],
        });
        return;
      }
      const saved = await saveBuilderSurvey(survey.id, buildPayload({ ...survey, logo }));
      // The stored logo is the scaled one now; show it at its own size.
      dispatch({ type: 'setField', field: 'logo', value: logo });
      setLogoScale(1);
      for (const queryKey of REFRESHED_AFTER_SAVE) void queryClient.invalidateQueries({ queryKey });
      if (survey.id !== null) queryClient.removeQueries({ queryKey: builderQueryKeys.survey(survey.id) });
      const savedMessage: TSaveMessage = {
        title: t('messages.savedTitle'),
        text: t('messages.savedText'),
        // Patients of an inactive survey only see "Survey not active": say so while it can be changed.
        details: survey.status === SURVEY_STATUS.inactive ? [t('messages.savedInactive')] : [],
      };
      setIsSaved(true);
      // A reload or a shared link must open this survey, not a new empty one: go to its edit address.
      if (survey.id === null) setSavedNew({ id: saved.id, message: savedMessage });
      else setMessage(savedMessage);
    } catch (error) {
      const details = serverProblemTexts(error, t);
      if (details) {
        setMessage({ title: t('messages.incompleteTitle'), text: t('messages.incompleteText'), details });
      } else {
        // Every edit stays on screen, so the user can simply try again.
        setMessage({ title: t('messages.failedTitle'), text: t('messages.failedText'), details: [] });
      }
    } finally {
      setIsSaving(false);
    }
  }

  function closeMessage() {
    setMessage(null);
    if (isSaved) void navigate(pathFor('surveys', locale));
  }

  return (
    // Not a <form>: Enter in a single-line field would submit it; saving is the Save button only.
    <AnnouncerProvider>
      <SaveTriedProvider value={isSaveTried}>
        {/* The heading with Save stays in view however far down a long survey the user is. */}
        <Stack
          direction="row"
          spacing={1}
          data-testid="builder-toolbar"
          sx={{
            alignItems: 'center',
            mb: 2,
            py: 1,
            position: 'sticky',
            top: 0,
            zIndex: 'appBar',
            bgcolor: 'background.default',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="h5"
            component="h1"
            noWrap
            sx={{ flexGrow: 1, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          >
            {survey.id === null ? t('heading.new') : t('heading.edit')}
          </Typography>
          <Button component={Link} to={pathFor('surveys', locale)}>
            {t('actions.back')}
          </Button>
          <Button variant="contained" disabled={isSaving} onClick={save}>
            {isSaving ? t('actions.saving') : t('actions.save')}
          </Button>
        </Stack>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} aria-live="polite" data-testid="missing-counts">
          {survey.locales.map((code) => {
            const count = counts[code] ?? 0;
            return (
              <Chip
                key={code}
                size="small"
                color={count > 0 ? (isSaveTried ? 'error' : 'default') : 'success'}
                variant="outlined"
                label={
                  count > 0 ? t('locales.missing', { locale: code, count }) : t('locales.complete', { locale: code })
                }
              />
            );
          })}
          {survey.locales.length === 0 && (
            <Chip size="small" color={isSaveTried ? 'error' : 'default'} label={t('locales.required')} />
          )}
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <SettingsSection survey={survey} dispatch={dispatch} logoScale={logoScale} onLogoScale={setLogoScale} />
            <Typography variant="h6" component="h2">
              {t('pages.heading')}
            </Typography>
            {survey.pages.map((page, index) => (
              <PageEditor
                key={page.key}
                page={page}
                index={index}
                pages={survey.pages}
                locales={survey.locales}
                dimensions={dimensions.data ?? []}
                dimensionLocale={locale}
                isPreviewed={index === previewIndex}
                dispatch={dispatch}
                onPreview={() => setPreviewKey(page.key)}
                confirm={setConfirmation}
              />
            ))}
            <div>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addPage' })}>
                {t('pages.add')}
              </Button>
            </div>
          </Stack>
          {/* Below the sticky toolbar. */}
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <SurveyPreview survey={survey} pageIndex={previewIndex} logoScale={logoScale} />
          </Box>
        </Box>

        <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} />
        <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
        <SaveDialog message={message} onClose={closeMessage} />
      </SaveTriedProvider>
    </AnnouncerProvider>
  );
}
