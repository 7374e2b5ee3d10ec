import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_ACCEPT, logoFileProblem, readAsDataUrl } from '../../../lib/logo-file';

type TProps = {
  label: string;
  /** A data: URL (or bare base64 from the server), or null for no logo. */
  value: string | null;
  isLoading: boolean;
  onChange: (logo: string | null) => void;
};

/** Spec §5: a logo upload accepting png, jpg, jpeg, gif and bmp, with a preview and a remove button. */
export function LogoField({ label, value, isLoading, onChange }: TProps) {
  const { t } = useTranslation('administration');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const source = value && !value.startsWith('data:') ? `data:image/png;base64,${value}` : value;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const problem = logoFileProblem(file);
    setProblem(problem === 'type' ? t('logo.wrongType') : problem === 'size' ? t('logo.tooLarge') : null);
    if (problem) return;
    onChange(await readAsDataUrl(file));
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          sx={{
            width: 120,
            height: 64,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
            overflow: 'hidden',
          }}
        >
          {isLoading ? (
            <CircularProgress size={20} aria-label={t('logo.loading')} />
          ) : source ? (
            <img src={source} alt={t('logo.preview')} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('logo.none')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()} disabled={isLoading}>
            {value ? t('logo.replace') : t('logo.upload')}
          </Button>
          {value && (
            <Button size="small" color="error" onClick={() => onChange(null)}>
              {t('logo.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={LOGO_ACCEPT}
        hidden
        aria-describedby={hintId}
        data-testid="logo-input"
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText id={hintId} error={problem !== null} sx={{ m: 0 }}>
        {problem ?? t('logo.hint')}
      </FormHelperText>
    </Stack>
  );
}
