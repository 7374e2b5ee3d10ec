import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_WORDS } from '@peil/contract/locale-codes';
import type { TApiError } from '@peil/contract/errors';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ApiError } from '../../../lib/api-client';
import type { TMessage } from '../../../lib/message-dialog';
import { getLegacyLinks, saveLegacyLinks } from '../api/legacy-links';
import { parseLegacyIds } from '../survey-rules';

type TProps = {
  survey: TSurveyListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
};

/** The old numbers the server found linked to other surveys (issues `oldIds.<index>`). */
function takenIds(error: unknown, ids: string[]): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const issues = (error.body as TApiError | undefined)?.error.issues ?? [];
  return issues.map((issue) => ids[Number(issue.path.split('.')[1])]).filter((id): id is string => id !== undefined);
}

/**
 * Spec §9: old survey ids of the previous system keep working. The superadmin lists the old
 * numbers that lead to this survey; their links redirect to its language selection.
 */
export function LegacyLinksDialog({ survey, onClose, onMessage }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const links = useQuery({
    queryKey: ['surveys', 'legacy-links', survey.id],
    queryFn: () => getLegacyLinks(survey.id),
  });
  const [edited, setEdited] = useState<string | null>(null);
  const text = edited ?? (links.data?.oldIds ?? []).join('\n');
  const { ids, invalid } = parseLegacyIds(text);

  const save = useMutation({
    mutationFn: () => saveLegacyLinks(survey.id, ids),
    onSuccess: () => {
      onMessage({ title: t('staff:common.successTitle'), text: t('legacyLinks.saved') });
      onClose();
    },
  });
  const taken = takenIds(save.error, ids);
  const example = `${window.location.origin}/${SURVEY_WORDS.nl}/${ids[0] ?? '4711'}`;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="legacy-links-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="legacy-links-title">{t('legacyLinks.title', { name: survey.internal_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('legacyLinks.intro', { example })}
        </DialogContentText>
        {links.isPending && <CircularProgress aria-label={t('staff:common.loading')} />}
        {links.isError && <Alert severity="error">{t('legacyLinks.loadFailed')}</Alert>}
        {links.isSuccess && (
          <TextField
            label={t('legacyLinks.label')}
            value={text}
            onChange={(event) => {
              setEdited(event.target.value);
              save.reset();
            }}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            autoFocus
            error={invalid.length > 0}
            helperText={
              invalid.length > 0 ? t('legacyLinks.invalid', { ids: invalid.join(', ') }) : t('legacyLinks.helper')
            }
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {taken.length > 0 ? t('legacyLinks.taken', { ids: taken.join(', ') }) : t('staff:common.genericError')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!links.isSuccess || invalid.length > 0 || save.isPending}
        >
          {t('staff:common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
