import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_LIMITS, type TOrganization } from '@peil/contract/administration';
import type { TMessage } from '../../../lib/message-dialog';
import { editOrganization, insertOrganization, useOrganizationLogo } from '../api/organizations';
import { LogoField } from './logo-field';

type TProps =
  | { organization: TOrganization; clientId?: undefined; onClose: () => void; onSaved: (message: TMessage) => void }
  | { organization: null; clientId: number; onClose: () => void; onSaved: (message: TMessage) => void };

/** New organisation in a client (name), or edit organisation (name and logo). */
export function OrganizationDialog({ organization, clientId, onClose, onSaved }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [name, setName] = useState(organization?.name ?? '');
  // Undefined until a logo is chosen or removed: then the stored logo is left as it is.
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const canSubmit = name.trim() !== '';

  const save = useMutation({
    mutationFn: async () => {
      if (organization) {
        await editOrganization({
          organizationId: organization.id,
          name: name.trim(),
          ...(logo === undefined ? {} : { logo }),
        });
      } else {
        await insertOrganization({ name: name.trim(), clientId: clientId });
      }
    },
    onSuccess: () =>
      onSaved({
        title: t('staff:common.successTitle'),
        text: organization ? t('organizations.saved') : t('organizations.created'),
      }),
  });

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (canSubmit && !save.isPending) save.mutate();
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="organization-dialog-title"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="organization-dialog-title">
          {organization ? t('organizations.editTitle') : t('organizations.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('organizations.name')}
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: ADMINISTRATION_LIMITS.nameMaxLength } }}
            />
            {organization && <StoredOrganizationLogo organizationId={organization.id} logo={logo} onChange={setLogo} />}
            {save.isError && (
              <Alert severity="error" role="alert">
                {t('errors.generic')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('staff:common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {organization ? t('common.save') : t('common.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type TLogoProps = { organizationId: number; logo: string | null | undefined; onChange: (logo: string | null) => void };

function StoredOrganizationLogo({ organizationId, logo, onChange }: TLogoProps) {
  const { t } = useTranslation('administration');
  const stored = useOrganizationLogo(organizationId);
  return (
    <LogoField
      label={t('organizations.logo')}
      value={logo === undefined ? (stored.data?.logo ?? null) : logo}
      isLoading={logo === undefined && stored.isPending}
      onChange={onChange}
    />
  );
}
