import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdministrationUser } from '@peil/contract/administration';
import type { TRole } from '@peil/contract/domain';
import { DeleteIcon, EditIcon, KeyIcon } from '../../../lib/icons';
import type { TMessage } from '../../../lib/message-dialog';
import { canChangeAdminAccess, canManageUserWithRole, filterRows } from '../administration-rules';
import { administrationKeys } from '../api/query-keys';
import { removeUser } from '../api/users';
import { AdminAccessDialog } from './admin-access-dialog';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
import { ListToolbar } from './list-toolbar';
import { QueryState } from './query-state';
import { RecordTable, type TColumn } from './record-table';
import { RowAction } from './row-action';
import { UserDialog, type TUserDialogMode } from './user-dialog';

export type TViewer = { role: TRole; username: string };

type TProps = {
  query: UseQueryResult<TAdministrationUser[]>;
  viewer: TViewer;
  /** Where the New user button puts a user; null hides the button. */
  newUserOrganization: { id: number; name: string } | null;
  /** The all-users list also names each user's organisation and client. */
  isShowingOrganization: boolean;
  onMessage: (message: TMessage) => void;
  testId: string;
};

type TOpenDialog =
  | { kind: 'user'; mode: TUserDialogMode }
  | { kind: 'adminAccess'; user: TAdministrationUser }
  | { kind: 'remove'; user: TAdministrationUser }
  | null;

/** A searchable user table with new, edit, admin-access and remove actions. */
export function UsersList({ query, viewer, newUserOrganization, isShowingOrganization, onMessage, testId }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<TOpenDialog>(null);

  const rows = useMemo(
    () =>
      filterRows(query.data ?? [], search, (user) => [
        user.username,
        user.email,
        t(`staff:roles.${user.role}`),
        ...(isShowingOrganization ? [user.organization_name, user.client_name] : []),
      ]),
    [query.data, search, isShowingOrganization, t],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: administrationKeys.all });
  const close = () => setDialog(null);

  const remove = useMutation({
    mutationFn: (user: TAdministrationUser) => removeUser({ id: user.id, role: user.role }),
    onSuccess: () => {
      void refresh();
      onMessage({ title: t('staff:common.successTitle'), text: t('users.removed') });
      close();
    },
    onError: () => {
      onMessage({ title: t('errors.title'), text: t('users.removeFailed') });
      close();
    },
  });

  const columns: TColumn<TAdministrationUser>[] = [
    { key: 'username', label: t('users.username'), render: (user) => user.username },
    { key: 'email', label: t('users.email'), render: (user) => user.email },
    { key: 'role', label: t('users.role'), render: (user) => t(`staff:roles.${user.role}`) },
    ...(isShowingOrganization
      ? [
          {
            key: 'organization',
            label: t('users.organization'),
            render: (user: TAdministrationUser) => user.organization_name,
          },
          { key: 'client', label: t('users.client'), render: (user: TAdministrationUser) => user.client_name },
        ]
      : [
          {
            key: 'locale',
            label: t('users.language'),
            render: (user: TAdministrationUser) => t(`staff:languages.${user.locale}`, { defaultValue: user.locale }),
          },
        ]),
  ];

  const isSelf = (user: TAdministrationUser) => user.username.toLowerCase() === viewer.username.toLowerCase();

  function renderActions(user: TAdministrationUser) {
    if (!canManageUserWithRole(viewer.role, user.role)) return null;
    return (
      <>
        <RowAction
          label={`${t('common.edit')}: ${user.username}`}
          icon={<EditIcon fontSize="small" />}
          onClick={() => setDialog({ kind: 'user', mode: { kind: 'edit', user } })}
        />
        {canChangeAdminAccess(viewer.role) && (
          <RowAction
            label={`${t('users.adminAccess')}: ${user.username}`}
            icon={<KeyIcon fontSize="small" />}
            onClick={() => setDialog({ kind: 'adminAccess', user })}
          />
        )}
        {!isSelf(user) && (
          <RowAction
            label={`${t('common.remove')}: ${user.username}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => setDialog({ kind: 'remove', user })}
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        add={
          newUserOrganization
            ? {
                label: t('users.newUser'),
                onClick: () =>
                  setDialog({
                    kind: 'user',
                    mode: {
                      kind: 'new',
                      organizationId: newUserOrganization.id,
                      organizationName: newUserOrganization.name,
                    },
                  }),
              }
            : undefined
        }
      />
      <QueryState query={query} visibleCount={rows.length} search={search}>
        <RecordTable
          rows={rows}
          columns={columns}
          getKey={(user) => user.id}
          caption={t('users.caption')}
          titleKey="username"
          renderActions={renderActions}
          testId={testId}
        />
      </QueryState>

      {dialog?.kind === 'user' && (
        <UserDialog
          mode={dialog.mode}
          viewerRole={viewer.role}
          viewerUsername={viewer.username}
          onClose={close}
          onSaved={(message) => {
            void refresh();
            close();
            onMessage(message);
          }}
        />
      )}
      {dialog?.kind === 'adminAccess' && <AdminAccessDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <ConfirmRemoveDialog
          title={t('confirm.title')}
          text={`${t('confirm.removeUser', { name: dialog.user.username })} ${t('confirm.irreversible')}`}
          submitLabel={t('confirm.submit')}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.user)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
