import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@peil/contract/domain';
import type { TMessage } from '../../../lib/message-dialog';
import { useManagedOrganizations } from '../api/organizations';
import { useUsersOfOrganization } from '../api/users';
import { ClientPicker, OrganizationPicker } from './scope-pickers';
import { SurveyTools } from './survey-tools';
import { UsersList, type TViewer } from './users-list';

export type TScope = { clientId: number | null; organization: { id: number; name: string } | null };

type TProps = {
  viewer: TViewer & { organizationId: number; organizationName: string };
  scope: TScope;
  onScopeChange: (scope: TScope) => void;
  onMessage: (message: TMessage) => void;
};

/**
 * Spec §6: the superadmin picks a client, then an organisation; an admin sees their own
 * organisation, and picks among the organisations they were given admin access to.
 */
export function UsersTab({ viewer, scope, onScopeChange, onMessage }: TProps) {
  const { t } = useTranslation('administration');
  const isSuperadmin = viewer.role === ROLE.superadmin;
  const managed = useManagedOrganizations(!isSuperadmin);
  const managedChoices = managed.data ?? [];
  const [adminOrganization, setAdminOrganization] = useState({
    id: viewer.organizationId,
    name: viewer.organizationName,
  });
  const organization = isSuperadmin ? scope.organization : adminOrganization;
  const users = useUsersOfOrganization(organization?.id ?? null);

  return (
    <Stack spacing={2}>
      {isSuperadmin && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ClientPicker
            value={scope.clientId}
            onChange={(clientId) => onScopeChange({ clientId, organization: null })}
          />
          <OrganizationPicker
            clientId={scope.clientId}
            value={scope.organization?.id ?? null}
            onChange={(id, name) => onScopeChange({ ...scope, organization: { id, name } })}
          />
        </Stack>
      )}
      {!isSuperadmin && managedChoices.length > 1 && (
        <TextField
          select
          size="small"
          label={t('common.organization')}
          name="organizationId"
          value={adminOrganization.id}
          onChange={(event) => {
            const chosen = managedChoices.find((choice) => choice.id === Number(event.target.value));
            if (chosen) setAdminOrganization(chosen);
          }}
          sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } }}
        >
          {managedChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!isSuperadmin && managedChoices.length <= 1 && (
        <Typography variant="subtitle1" component="h2">
          {t('common.organization')}: {viewer.organizationName}
        </Typography>
      )}
      <SurveyTools organization={organization} canChooseTranslations={isSuperadmin} onMessage={onMessage} />
      {organization ? (
        <UsersList
          key={organization.id}
          query={users}
          viewer={viewer}
          newUserOrganization={organization}
          isShowingOrganization={false}
          onMessage={onMessage}
          testId="users-table"
        />
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {scope.clientId === null ? t('common.chooseClientFirst') : t('common.chooseOrganizationFirst')}
        </Typography>
      )}
    </Stack>
  );
}
