import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { getUsersWithAccess, removeSurveyAccess, shareSurvey } from '../api/sharing';
import { addShareEmail, isValidShareEmail, unknownShareEmails } from '../survey-rules';
import { DeleteIcon } from '../../../lib/icons';

type TProps = {
  survey: TSurveyListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/** Share a survey with users by e-mail, and take access away again. */
export function ShareDialog({ survey, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [unknown, setUnknown] = useState<string[]>([]);
  const access = useQuery({
    queryKey: ['surveys', 'access', survey.id],
    queryFn: () => getUsersWithAccess(survey.id),
    gcTime: 0,
  });
  const withAccess = (access.data ?? []).map((user) => user.email);
  const failed = () => onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });

  const share = useMutation({
    mutationFn: (emails: string[]) => shareSurvey(survey.id, emails),
    onMutate: () => setUnknown([]),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('share.shared') });
      onClose();
    },
    // Nothing was shared; addresses without an account are named and dropped, the others stay ready to share.
    onError: (error, emails) => {
      const unknownEmails = unknownShareEmails(error, emails);
      if (!unknownEmails) {
        failed();
        return;
      }
      const lowerUnknown = unknownEmails.map((address) => address.toLowerCase());
      setUnknown(unknownEmails);
      setPending((current) => current.filter((address) => !lowerUnknown.includes(address.toLowerCase())));
    },
  });

  const remove = useMutation({
    mutationFn: (address: string) => removeSurveyAccess(survey.id, address),
    onSuccess: () => {
      onChanged();
      void access.refetch();
    },
    onError: failed,
  });

  const isEmailValid = isValidShareEmail(email);

  function handleAdd(event: SubmitEvent) {
    event.preventDefault();
    if (!isEmailValid) return;
    setPending((current) => addShareEmail(current, email, withAccess));
    setEmail('');
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-survey-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-survey-title">{t('share.title', { name: survey.internal_name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={handleAdd}
            noValidate
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label={t('share.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={email !== '' && !isEmailValid}
              helperText={email !== '' && !isEmailValid ? t('share.invalidEmail') : ' '}
              autoComplete="off"
              autoFocus
              fullWidth
              size="small"
            />
            <Button type="submit" variant="outlined" disabled={!isEmailValid} sx={{ flexShrink: 0, mt: '1px' }}>
              {t('share.add')}
            </Button>
          </Stack>
          {unknown.length > 0 && (
            <Alert severity="warning" data-testid="share-unknown">
              {t('share.unknownUsers', { count: unknown.length, emails: unknown.join(', ') })}
            </Alert>
          )}
          {pending.length > 0 && (
            <div>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('share.toShare')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="share-pending">
                {pending.map((address) => (
                  <Chip
                    key={address}
                    label={address}
                    onDelete={() => setPending((current) => current.filter((item) => item !== address))}
                    deleteIcon={<DeleteIcon titleAccess={t('share.removePending', { email: address })} />}
                  />
                ))}
              </Stack>
            </div>
          )}
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('share.usersWithAccess')}
            </Typography>
            {access.isPending && <CircularProgress size={24} aria-label={t('staff:common.loading')} />}
            {access.isError && <Alert severity="error">{t('staff:common.genericError')}</Alert>}
            {access.data?.length === 0 && (
              <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
                {t('share.noUsers')}
              </Typography>
            )}
            {access.data && access.data.length > 0 && (
              <List dense data-testid="share-users">
                {access.data.map((user) => (
                  <ListItem
                    key={user.email}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('share.removeAccess', { email: user.email })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(user.email)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={user.email} secondary={user.username} />
                  </ListItem>
                ))}
              </List>
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff:common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={pending.length === 0 || share.isPending}
          onClick={() => share.mutate(pending)}
        >
          {share.isPending ? t('staff:common.loading') : t('share.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
