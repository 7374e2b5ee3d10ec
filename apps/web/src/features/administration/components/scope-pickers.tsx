import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useClients } from '../api/clients';
import { useOrganizationsOfClient } from '../api/organizations';

type TClientPickerProps = { value: number | null; onChange: (clientId: number) => void };

export function ClientPicker({ value, onChange }: TClientPickerProps) {
  const { t } = useTranslation('administration');
  const clients = useClients();
  const choices = clients.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('common.client')}
      name="clientId"
      value={value !== null && choices.some((client) => client.id === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={!clients.isSuccess}
      error={clients.isError}
      helperText={clients.isError ? t('common.loadError') : undefined}
      sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
    >
      {choices.map((client) => (
        <MenuItem key={client.id} value={client.id}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type TOrganizationPickerProps = {
  clientId: number | null;
  value: number | null;
  onChange: (organizationId: number, name: string) => void;
};

export function OrganizationPicker({ clientId, value, onChange }: TOrganizationPickerProps) {
  const { t } = useTranslation('administration');
  const organizations = useOrganizationsOfClient(clientId);
  const choices = organizations.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('common.organization')}
      name="organizationId"
      value={value !== null && choices.some((organization) => organization.id === value) ? value : ''}
      onChange={(event) => {
        const organization = choices.find((choice) => choice.id === Number(event.target.value));
        if (organization) onChange(organization.id, organization.name);
      }}
      disabled={clientId === null || !organizations.isSuccess}
      error={organizations.isError}
      helperText={organizations.isError ? t('common.loadError') : undefined}
      sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
    >
      {choices.map((organization) => (
        <MenuItem key={organization.id} value={organization.id}>
          {organization.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
