import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  BROADCAST_LANGUAGES,
  BROADCAST_LIMITS,
  type TBroadcastLanguage,
  type TBroadcastPreviewRequest,
} from '@peil/contract/broadcasts';
import { DEFAULT_EMAIL_BACKGROUND } from '@peil/contract/limits';
import { useSelectedSurvey } from '../../shell';
import { EyeIcon } from '../../../lib/icons';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { addBroadcast, useBroadcastSurveys, useSenderDomains } from '../api/new-broadcast';
import {
  checkBroadcastForm,
  emptyBroadcastForm,
  initialSurveyId,
  senderEmail,
  type TBroadcastForm,
} from '../broadcast-form';
import { BroadcastSurveyStep } from '../components/broadcast-survey-step';
import { PreviewDialog } from '../components/preview-dialog';
import { RecipientsField, type TUploadedFile } from '../components/recipients-field';
import { SenderAddressField } from '../components/sender-fields';
import '../i18n';

/** The fields that take whatever is typed. */
type TTextField = { [K in keyof TBroadcastForm]: string extends TBroadcastForm[K] ? K : never }[keyof TBroadcastForm];

export function NewBroadcastPage() {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const { selectedSurveyId } = useSelectedSurvey();
  const surveys = useBroadcastSurveys();
  const [form, setForm] = useState<TBroadcastForm>(() => emptyBroadcastForm(''));
  // Until the user picks a survey, the picker shows the preselected one (the only one, or the selected one).
  const [hasChosenSurvey, setHasChosenSurvey] = useState(false);
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [preview, setPreview] = useState<TBroadcastPreviewRequest | null>(null);
  // Spec §5: the survey is picked first, on a step of its own whose Next waits for a choice.
  const [step, setStep] = useState<'survey' | 'details'>('survey');

  const surveyOptions = surveys.data ?? [];
  const surveyId = hasChosenSurvey
    ? form.surveyId
    : initialSurveyId(
        surveyOptions.map((survey) => survey.id),
        selectedSurveyId,
      );
  const senderDomains = useSenderDomains(surveyId).data?.domains ?? [];
  // The first allowed domain until the user picks another one the survey allows.
  const fromDomain = senderDomains.includes(form.fromDomain) ? form.fromDomain : (senderDomains[0] ?? '');
  const current: TBroadcastForm = { ...form, surveyId, fromDomain };
  const listPath = pathFor('broadcasts', locale);

  const update =
    <K extends keyof TBroadcastForm>(key: K) =>
    (value: TBroadcastForm[K]) =>
      setForm((previous) => ({ ...previous, [key]: value }));
  const set = (key: TTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update(key)(event.target.value);

  const save = useMutation({
    mutationFn: addBroadcast,
    onSuccess: (result) => void navigate(listPath, { state: { created: true, leftOut: result.unsubscribed } }),
    onError: () => setMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') }),
  });

  function warn(text: string) {
    setMessage({ title: t('staff:common.warningTitle'), text });
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const check = checkBroadcastForm(current, file?.emails ?? [], senderDomains);
    if (check.kind === 'allFieldsRequired') {
      warn(t('warnings.allFieldsRequired'));
      return;
    }
    if (check.kind === 'senderDomainNotAllowed' || check.kind === 'senderReserved') {
      warn(t(`warnings.${check.kind}`));
      return;
    }
    if (check.kind === 'noRecipients') {
      warn(t('warnings.noRecipients'));
      return;
    }
    if (check.kind === 'invalidRecipients') {
      warn(t('warnings.invalidRecipients', { list: check.invalid.slice(0, 10).join('; ') }));
      return;
    }
    save.mutate(check.request);
  }

  function openPreview() {
    if (surveyId === '') return;
    setPreview({
      fromName: current.fromName,
      fromEmail: current.fromLocalPart.trim() === '' ? '' : senderEmail(current),
      subject: current.subject,
      title: current.title,
      message: current.message,
      buttonColor: current.buttonColor,
      backgroundColor: DEFAULT_EMAIL_BACKGROUND,
      logo: null,
      surveyId,
      language: current.language,
    });
  }

  if (step === 'survey') {
    return (
      <BroadcastSurveyStep
        surveys={surveyOptions}
        isPending={surveys.isPending}
        isEmpty={surveys.isSuccess && surveyOptions.length === 0}
        surveyId={surveyId}
        onChoose={(chosen) => {
          setHasChosenSurvey(true);
          update('surveyId')(chosen);
        }}
        onNext={() => setStep('details')}
        cancelPath={listPath}
      />
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            name="fromName"
            label={t('form.senderName')}
            value={form.fromName}
            onChange={set('fromName')}
            required
            slotProps={{ htmlInput: { maxLength: BROADCAST_LIMITS.maxNameLength } }}
          />
          <SenderAddressField
            localPart={form.fromLocalPart}
            onLocalPartChange={update('fromLocalPart')}
            domain={fromDomain}
            domains={senderDomains}
            onDomainChange={update('fromDomain')}
          />
          <TextField
            name="subject"
            label={t('form.subject')}
            value={form.subject}
            onChange={set('subject')}
            required
            slotProps={{ htmlInput: { maxLength: BROADCAST_LIMITS.maxSubjectLength } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              name="buttonColor"
              type="color"
              label={t('form.buttonColor')}
              value={form.buttonColor}
              onChange={set('buttonColor')}
              sx={{ width: 220 }}
              slotProps={{ htmlInput: { sx: { height: 24, cursor: 'pointer' } } }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {form.buttonColor}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              name="chosenSurvey"
              label={t('form.survey')}
              value={surveyOptions.find((survey) => survey.id === surveyId)?.internal_name ?? ''}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button onClick={() => setStep('survey')}>{t('form.changeSurvey')}</Button>
          </Stack>
          <TextField
            select
            name="language"
            label={t('form.language')}
            value={form.language}
            onChange={(event) => update('language')(event.target.value as TBroadcastLanguage)}
          >
            {BROADCAST_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
          <RecipientsField
            text={form.recipientsText}
            onTextChange={update('recipientsText')}
            file={file}
            onFileChange={setFile}
            onFileError={() => setMessage({ title: t('staff:common.errorTitle'), text: t('form.fileError') })}
          />
          <TextField
            name="title"
            label={t('form.title')}
            value={form.title}
            onChange={set('title')}
            required
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: BROADCAST_LIMITS.maxTitleLength } }}
          />
          <TextField
            name="message"
            label={t('form.message')}
            value={form.message}
            onChange={set('message')}
            required
            multiline
            minRows={5}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: BROADCAST_LIMITS.maxMessageLength } }}
          />
        </Box>
        <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" startIcon={<EyeIcon />} onClick={openPreview} disabled={surveyId === ''}>
            {t('form.preview')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={Link} to={listPath} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('form.save')}
          </Button>
        </Stack>
      </Box>
      {preview && <PreviewDialog request={preview} onClose={() => setPreview(null)} />}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Paper>
  );
}
