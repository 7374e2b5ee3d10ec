import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_LIMITS, type TOrganization } from '@peil/contract/administration';
import type { TMessage } from '../../../lib/message-dialog';
import { editOrganization, insertOrganization, useOrganizationLogo } from '../api/organizations';
import { FormDialog } from './form-dialog';
import { LogoField } from './logo-field';

type TProps =
  | { organization: TOrganization; clientId?: undefined; onClose: () => void; onSaved: (message: TMessage) => void }
  | { organization: null; clientId: number; onClose: () => void; onSaved: (message: TMessage) => void };

/** New organisation in a client (name), or edit organisation (name and logo). */
export function OrganizationDialog({ organization, clientId, onClose, onSaved }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
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

  return (
    <FormDialog
      id="organization-dialog"
      title={organization ? t('organizations.editTitle') : t('organizations.newTitle')}
      submitLabel={organization ? t('common.save') : t('common.create')}
      canSubmit={canSubmit}
      isPending={save.isPending}
      error={save.isError ? t('errors.generic') : undefined}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
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
    </FormDialog>
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
