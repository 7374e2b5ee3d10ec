import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, UploadIcon } from '../../../lib/icons';
import { allRecipients, recipientsFromFile } from '../broadcast-form';
import '../i18n';

export type TUploadedFile = { name: string; emails: string[] };

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The broadcast's recipients: typed addresses and an uploaded .csv or .txt file, with the total
 * the mailing will count. A file that cannot be read is dropped, and `onFileError` tells the user.
 */
export function RecipientsField(props: {
  text: string;
  onTextChange: (text: string) => void;
  file: TUploadedFile | null;
  onFileChange: (file: TUploadedFile | null) => void;
  onFileError: () => void;
}) {
  const { t } = useTranslation('broadcasts');
  const { file, onFileChange } = props;
  // A new key empties the file input, so the same file can be chosen again after a removal.
  const [fileInputKey, setFileInputKey] = useState(0);
  const recipientTotal = allRecipients(props.text, file?.emails ?? []).length;

  function clearFile() {
    onFileChange(null);
    setFileInputKey((key) => key + 1);
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    try {
      if (chosen.size > MAX_FILE_BYTES || !/\.(csv|txt)$/i.test(chosen.name)) throw new Error('unsupported file');
      onFileChange({ name: chosen.name, emails: recipientsFromFile(await chosen.text()) });
    } catch {
      clearFile();
      props.onFileError();
    }
  }

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextField
        name="recipients"
        label={t('form.recipients')}
        value={props.text}
        onChange={(event) => props.onTextChange(event.target.value)}
        helperText={t('form.recipientsHelp')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
      />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          {t('form.uploadButton')}
          <input
            key={fileInputKey}
            type="file"
            hidden
            name="recipientsFile"
            accept=".csv,.txt,text/csv,text/plain"
            aria-label={t('form.upload')}
            onChange={(event) => void readFile(event)}
          />
        </Button>
        {file ? (
          <Stack direction="row" sx={{ alignItems: 'center' }} data-testid="recipients-file">
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('form.fileFound', { name: file.name, count: file.emails.length })}
            </Typography>
            <IconButton size="small" aria-label={t('form.removeFile')} onClick={clearFile}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('form.upload')}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" data-testid="recipient-total">
          {t('form.total', { count: recipientTotal })}
        </Typography>
      </Stack>
    </Box>
  );
}
