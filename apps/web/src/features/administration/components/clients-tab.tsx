import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@peil/contract/administration';
import type { TRole } from '@peil/contract/domain';
import { DeleteIcon, DownloadIcon, EditIcon } from '../../../lib/icons';
import type { TMessage } from '../../../lib/message-dialog';
import { filterRows, removeErrorKey } from '../administration-rules';
import { removeClient, useClients } from '../api/clients';
import { administrationKeys } from '../api/query-keys';
import { ClientDialog } from './client-dialog';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
import { ListToolbar } from './list-toolbar';
import { QueryState } from './query-state';
import { RecordTable, type TColumn } from './record-table';
import { RespondentCountDialog } from './respondent-count-dialog';
import { RowAction } from './row-action';

type TOpenDialog =
  | { kind: 'new' }
  | { kind: 'edit'; client: TClient }
  | { kind: 'remove'; client: TClient }
  | { kind: 'respondentCount'; client: TClient }
  | null;

type TProps = { viewerRole: TRole; onMessage: (message: TMessage) => void; onRemoved: (clientId: number) => void };

/** Clients with their organisation count, benchmark setting and template (superadmin only). */
export function ClientsTab({ viewerRole, onMessage, onRemoved }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const clients = useClients();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: administrationKeys.all });

  const rows = useMemo(
    () => filterRows(clients.data ?? [], search, (client) => [client.name, client.settings_name, client.id]),
    [clients.data, search],
  );

  const remove = useMutation({
    mutationFn: (client: TClient) => removeClient(client.id),
    onSuccess: (_, client) => {
      onRemoved(client.id);
      void refresh();
      onMessage({ title: t('staff:common.successTitle'), text: t('clients.removed') });
      close();
    },
    onError: (error) => {
      onMessage({ title: t('errors.title'), text: t(removeErrorKey(error, 'client')) });
      close();
    },
  });

  const columns: TColumn<TClient>[] = [
    { key: 'name', label: t('clients.name'), render: (client) => client.name },
    {
      key: 'organizations',
      label: t('clients.organizations'),
      render: (client) => client.organization_count,
      isNumeric: true,
    },
    {
      key: 'setting',
      label: t('clients.benchmarkSetting'),
      render: (client) => client.settings_name ?? t('clients.noSetting'),
    },
    {
      key: 'benchmark',
      label: t('clients.benchmarkEnabled'),
      render: (client) => (client.benchmark_enabled ? t('common.yes') : t('common.no')),
    },
    { key: 'template', label: t('clients.template'), render: (client) => t(`clients.templates.${client.template}`) },
  ];

  return (
    <Stack spacing={2}>
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        add={{ label: t('clients.newClient'), onClick: () => setDialog({ kind: 'new' }) }}
      />
      <QueryState query={clients} visibleCount={rows.length} search={search}>
        <RecordTable
          rows={rows}
          columns={columns}
          getKey={(client) => client.id}
          caption={t('clients.caption')}
          titleKey="name"
          testId="clients-table"
          renderActions={(client) => (
            <>
              <RowAction
                label={`${t('common.edit')}: ${client.name}`}
                icon={<EditIcon fontSize="small" />}
                onClick={() => setDialog({ kind: 'edit', client })}
              />
              <RowAction
                label={`${t('clients.exportCount')}: ${client.name}`}
                icon={<DownloadIcon fontSize="small" />}
                onClick={() => setDialog({ kind: 'respondentCount', client })}
              />
              <RowAction
                label={`${t('common.remove')}: ${client.name}`}
                icon={<DeleteIcon fontSize="small" />}
                color="error"
                onClick={() => setDialog({ kind: 'remove', client })}
              />
            </>
          )}
        />
      </QueryState>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <ClientDialog
          client={dialog.kind === 'edit' ? dialog.client : null}
          viewerRole={viewerRole}
          onClose={close}
          onSaved={(message) => {
            void refresh();
            close();
            onMessage(message);
          }}
        />
      )}
      {dialog?.kind === 'respondentCount' && (
        <RespondentCountDialog
          client={dialog.client}
          onClose={close}
          onDone={(message) => {
            close();
            onMessage(message);
          }}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmRemoveDialog
          title={t('confirm.title')}
          text={`${t('confirm.removeClient', { name: dialog.client.name })} ${t('confirm.irreversible')}`}
          submitLabel={t('confirm.submit')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.client)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
