import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * The sender's address: a local part typed by the user and one of the domains the survey's client
 * may send from (MAIL_SENDER_DOMAINS or the client's own), so no mail leaves with a foreign domain.
 */
export function SenderAddressField(props: {
  localPart: string;
  onLocalPartChange: (localPart: string) => void;
  domain: string;
  domains: string[];
  onDomainChange: (domain: string) => void;
}) {
  const { t } = useTranslation('broadcasts');
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          name="fromLocalPart"
          label={t('form.senderEmail')}
          value={props.localPart}
          onChange={(event) => props.onLocalPartChange(event.target.value)}
          required
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off', 'aria-describedby': 'sender-help' } }}
        />
        <Typography aria-hidden>@</Typography>
        <TextField
          select
          name="fromDomain"
          label={t('form.domain')}
          value={props.domain}
          onChange={(event) => props.onDomainChange(event.target.value)}
          sx={{ minWidth: 130, flexShrink: 0 }}
        >
          {props.domains.map((domain) => (
            <MenuItem key={domain} value={domain}>
              {domain}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormHelperText id="sender-help">{t('form.senderLocalPart')}</FormHelperText>
    </Box>
  );
}
