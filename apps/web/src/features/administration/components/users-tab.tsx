import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@peil/contract/roles';
import type { TMessage } from '../../../lib/message-dialog';
import { useUsersOfOrganization } from '../api/users';
import { ClientPicker, OrganizationPicker } from './scope-pickers';
import { UsersList, type TViewer } from './users-list';

export type TScope = { clientId: number | null; organization: { id: number; name: string } | null };

type TProps = {
  viewer: TViewer & { organizationId: number; organizationName: string };
  scope: TScope;
  onScopeChange: (scope: TScope) => void;
  onMessage: (message: TMessage) => void;
};

/** Spec §6: the superadmin picks a client, then an organisation; an admin sees their own organisation. */
export function UsersTab({ viewer, scope, onScopeChange, onMessage }: TProps) {
  const { t } = useTranslation('administration');
  const isSuperadmin = viewer.role === ROLES.superadmin;
  const organization = isSuperadmin ? scope.organization : { id: viewer.organizationId, name: viewer.organizationName };
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
      {!isSuperadmin && (
        <Typography variant="subtitle1" component="h2">
          {t('common.organization')}: {viewer.organizationName}
        </Typography>
      )}
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
