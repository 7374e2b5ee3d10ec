import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@peil/contract/administration';
import { DeleteIcon, EditIcon } from '../../../lib/icons';
import type { TMessage } from '../../../lib/message-dialog';
import { filterRows, removeErrorKey } from '../administration-rules';
import { removeOrganization, useOrganizationsOfClient } from '../api/organizations';
import { administrationKeys } from '../api/query-keys';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
import { OrganizationDialog } from './organization-dialog';
import { ListToolbar } from './list-toolbar';
import { QueryState } from './query-state';
import { RecordTable, type TColumn } from './record-table';
import { RowAction } from './row-action';
import { ClientPicker } from './scope-pickers';

type TOpenDialog =
  | { kind: 'new'; clientId: number }
  | { kind: 'edit'; organization: TOrganization }
  | { kind: 'remove'; organization: TOrganization }
  | null;

type TProps = {
  clientId: number | null;
  onClientChange: (clientId: number) => void;
  onMessage: (message: TMessage) => void;
  onRemoved: (organizationId: number) => void;
};

/** The organisations of a chosen client (superadmin only). */
export function OrganizationsTab({ clientId, onClientChange, onMessage, onRemoved }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const organizations = useOrganizationsOfClient(clientId);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: administrationKeys.all });

  const rows = useMemo(
    () => filterRows(organizations.data ?? [], search, (organization) => [organization.name, organization.id]),
    [organizations.data, search],
  );

  const remove = useMutation({
    mutationFn: (organization: TOrganization) => removeOrganization(organization.id),
    onSuccess: (_, organization) => {
      onRemoved(organization.id);
      void refresh();
      onMessage({ title: t('staff:common.successTitle'), text: t('organizations.removed') });
      close();
    },
    onError: (error) => {
      onMessage({ title: t('errors.title'), text: t(removeErrorKey(error, 'organization')) });
      close();
    },
  });

  const columns: TColumn<TOrganization>[] = [
    { key: 'name', label: t('organizations.name'), render: (organization) => organization.name },
    {
      key: 'users',
      label: t('organizations.users'),
      render: (organization) => organization.users_count,
      isNumeric: true,
    },
    {
      key: 'home',
      label: t('organizations.home'),
      render: (organization) => (organization.home_organization ? t('common.yes') : t('common.no')),
    },
  ];

  return (
    <Stack spacing={2}>
      <ListToolbar
        before={<ClientPicker value={clientId} onChange={onClientChange} />}
        search={search}
        onSearchChange={setSearch}
        disabled={clientId === null}
        add={{
          label: t('organizations.newOrganization'),
          onClick: () => clientId !== null && setDialog({ kind: 'new', clientId }),
        }}
      />
      {clientId === null ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('common.chooseClientForOrganizations')}
        </Typography>
      ) : (
        <QueryState query={organizations} visibleCount={rows.length} search={search}>
          <RecordTable
            rows={rows}
            columns={columns}
            getKey={(organization) => organization.id}
            caption={t('organizations.caption')}
            titleKey="name"
            testId="organizations-table"
            renderActions={(organization) => (
              <>
                <RowAction
                  label={`${t('common.edit')}: ${organization.name}`}
                  icon={<EditIcon fontSize="small" />}
                  onClick={() => setDialog({ kind: 'edit', organization })}
                />
                <RowAction
                  label={`${t('common.remove')}: ${organization.name}`}
                  icon={<DeleteIcon fontSize="small" />}
                  color="error"
                  onClick={() => setDialog({ kind: 'remove', organization })}
                />
              </>
            )}
          />
        </QueryState>
      )}

      {dialog?.kind === 'new' && (
        <OrganizationDialog
          organization={null}
          clientId={dialog.clientId}
          onClose={close}
          onSaved={(message) => {
            void refresh();
            close();
            onMessage(message);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <OrganizationDialog
          organization={dialog.organization}
          onClose={close}
          onSaved={(message) => {
            void refresh();
            close();
            onMessage(message);
          }}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmRemoveDialog
          title={t('confirm.title')}
          text={`${t('confirm.removeOrganization', { name: dialog.organization.name })} ${t('confirm.irreversible')}`}
          submitLabel={t('confirm.submit')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.organization)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
