import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdministrationUser } from '@peil/contract/administration';
import { DeleteIcon } from '../../../lib/icons';
import { giveAdminAccess, removeAdminAccess, useAdminAccess } from '../api/admin-access';
import { administrationKeys } from '../api/query-keys';
import { RowAction } from './row-action';

type TProps = { user: TAdministrationUser; onClose: () => void };

/** Spec §6: the superadmin gives a user admin access to organisations besides their own. */
export function AdminAccessDialog({ user, onClose }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const access = useAdminAccess(user.id);
  const [chosen, setChosen] = useState<number | ''>('');

  const change = useMutation({
    mutationFn: ({ organizationId, isGiving }: { organizationId: number; isGiving: boolean }) =>
      (isGiving ? giveAdminAccess : removeAdminAccess)({ organizationId, userId: user.id }),
    onSuccess: async () => {
      setChosen('');
      await queryClient.invalidateQueries({ queryKey: administrationKeys.adminAccess(user.id) });
    },
  });

  const given = access.data?.adminOrganizations ?? [];
  const possible = access.data?.possibleOrganizations ?? [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-access-title">
      <DialogTitle id="admin-access-title">{t('adminAccess.title', { name: user.username })}</DialogTitle>
      <DialogContent>
        {access.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status" aria-label={t('common.loading')}>
            <CircularProgress />
          </Box>
        )}
        {access.isError && (
          <Alert severity="error" role="alert">
            {t('common.loadError')}
          </Alert>
        )}
        {access.isSuccess && (
          <Stack spacing={2}>
            <DialogContentText>{t('adminAccess.intro')}</DialogContentText>
            {given.length === 0 ? (
              <Typography color="text.secondary">{t('adminAccess.none')}</Typography>
            ) : (
              <List dense aria-label={t('users.adminAccess')} data-testid="admin-access-list">
                {given.map((organization) => (
                  <ListItem
                    key={organization.id}
                    divider
                    secondaryAction={
                      <RowAction
                        label={t('adminAccess.removeFor', { name: organization.name })}
                        icon={<DeleteIcon fontSize="small" />}
                        color="error"
                        onClick={() => change.mutate({ organizationId: organization.id, isGiving: false })}
                      />
                    }
                  >
                    <ListItemText primary={organization.name} secondary={organization.client_name} />
                  </ListItem>
                ))}
              </List>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                label={t('adminAccess.add')}
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
                size="small"
                sx={{ flexGrow: 1 }}
                disabled={possible.length === 0}
              >
                {possible.map((organization) => (
                  <MenuItem key={organization.id} value={organization.id}>
                    {organization.name} ({organization.client_name})
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={chosen === '' || change.isPending}
                onClick={() => chosen !== '' && change.mutate({ organizationId: chosen, isGiving: true })}
              >
                {t('adminAccess.give')}
              </Button>
            </Stack>
            {change.isError && (
              <Alert severity="error" role="alert">
                {t('adminAccess.failed')}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('staff:common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
