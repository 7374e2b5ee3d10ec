import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@peil/contract/limits';
import { SUPPORT_MAIL_LIMITS } from '@peil/contract/support';
import { ApiError } from '../../../lib/api-client';
import { SendIcon } from '../../../lib/icons';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { sendSupportMail } from '../api/send-support-mail';
import '../i18n';

type TQuestion = { email: string; subject: string; message: string };
const EMPTY_QUESTION: TQuestion = { email: '', subject: '', message: '' };

/** Spec §2: send stays disabled until e-mail, subject and message are all filled in. */
function isComplete(question: TQuestion): boolean {
  return Object.values(question).every((value) => value.trim() !== '');
}

/**
 * Ask a question (spec §2, §7, §8): the mail goes to the support desk. Success says so and clears
 * the form; a failure says so and keeps the text, so nothing typed is lost.
 */
export function AskQuestionPage() {
  const { t } = useTranslation(['askQuestion', 'staff']);
  const [question, setQuestion] = useState<TQuestion>(EMPTY_QUESTION);
  const [isEmailChecked, setIsEmailChecked] = useState(false);
  const [message, setMessage] = useState<TMessage | null>(null);
  const isEmailInvalid = isEmailChecked && !EMAIL_PATTERN.test(question.email.trim());
  const update = (changes: Partial<TQuestion>) => setQuestion((current) => ({ ...current, ...changes }));

  const send = useMutation({
    mutationFn: () =>
      sendSupportMail({ email: question.email.trim(), subject: question.subject.trim(), message: question.message }),
    onSuccess: () => {
      setQuestion(EMPTY_QUESTION);
      setIsEmailChecked(false);
      setMessage({ title: t('staff:common.successTitle'), text: t('sent') });
    },
    onError: (error) =>
      setMessage({
        title: t('staff:common.errorTitle'),
        text: error instanceof ApiError && error.status === 429 ? t('tooMany') : t('failed'),
      }),
  });

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    setIsEmailChecked(true);
    if (!isComplete(question) || !EMAIL_PATTERN.test(question.email.trim()) || send.isPending) return;
    send.mutate();
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" onSubmit={handleSubmit} noValidate spacing={2}>
          <Typography color="text.secondary">{t('intro')}</Typography>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            value={question.email}
            onChange={(event) => update({ email: event.target.value })}
            onBlur={() => setIsEmailChecked(question.email.trim() !== '')}
            error={isEmailInvalid}
            helperText={isEmailInvalid ? t('invalidEmail') : undefined}
            required
            slotProps={{ htmlInput: { maxLength: SUPPORT_MAIL_LIMITS.emailMaxLength } }}
            fullWidth
          />
          <TextField
            label={t('subject')}
            value={question.subject}
            onChange={(event) => update({ subject: event.target.value })}
            required
            slotProps={{ htmlInput: { maxLength: SUPPORT_MAIL_LIMITS.subjectMaxLength } }}
            fullWidth
          />
          <TextField
            label={t('message')}
            value={question.message}
            onChange={(event) => update({ message: event.target.value })}
            required
            multiline
            rows={10}
            slotProps={{ htmlInput: { maxLength: SUPPORT_MAIL_LIMITS.messageMaxLength } }}
            fullWidth
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SendIcon />}
              disabled={!isComplete(question) || send.isPending}
            >
              {send.isPending ? t('sending') : t('send')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
