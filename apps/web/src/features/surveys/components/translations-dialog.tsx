import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES, type TContentLocale } from '@peil/contract/locale-codes';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { getTranslationChoices, saveOfferedTranslations } from '../api/translations';

type TProps = {
  survey: TSurveyListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/**
 * Chooses which of the 13 translation codes respondents are offered (spec §5: at least one).
 * A withdrawn language keeps its texts and its results; a new one starts as a copy of the main texts.
 */
export function TranslationsDialog({ survey, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const choices = useQuery({
    queryKey: ['surveys', 'translation-choices', survey.id],
    queryFn: () => getTranslationChoices(survey.id),
  });
  const [edited, setEdited] = useState<Set<TContentLocale> | null>(null);
  const offered =
    edited ?? new Set((choices.data ?? []).filter((choice) => choice.offered).map((choice) => choice.locale));

  const save = useMutation({
    mutationFn: () => saveOfferedTranslations(survey.id, [...offered]),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('translations.saved') });
      onClose();
    },
    onError: () => onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') }),
  });

  const toggle = (locale: TContentLocale) => {
    const next = new Set(offered);
    if (next.has(locale)) next.delete(locale);
    else next.add(locale);
    setEdited(next);
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="translations-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="translations-title">{t('translations.title', { name: survey.internal_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('translations.intro')}</DialogContentText>
        {choices.isPending && <CircularProgress aria-label={t('staff:common.loading')} />}
        {choices.isError && <Alert severity="error">{t('translations.loadFailed')}</Alert>}
        {choices.data && (
          <FormGroup aria-describedby="translations-rule">
            {choices.data.map(({ locale, has_texts: hasTexts }) => (
              <FormControlLabel
                key={locale}
                control={<Checkbox checked={offered.has(locale)} onChange={() => toggle(locale)} />}
                label={`${locale.toUpperCase()} · ${NATIVE_LANGUAGE_NAMES[locale]}${hasTexts ? '' : ` (${t('translations.newLanguage')})`}`}
              />
            ))}
          </FormGroup>
        )}
        <FormHelperText id="translations-rule" error={choices.isSuccess && offered.size === 0}>
          {offered.size === 0 && choices.isSuccess ? t('translations.atLeastOne') : t('translations.addInBuilder')}
        </FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!choices.isSuccess || offered.size === 0 || save.isPending}
        >
          {t('staff:common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
