import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { useRequiredSession } from '../../../lib/session-context';
import { visibleTabs, type TAdminTab } from '../administration-rules';
import { AllUsersTab } from '../components/all-users-tab';
import { ClientsTab } from '../components/clients-tab';
import { OrganizationsTab } from '../components/organizations-tab';
import { UsersTab, type TScope } from '../components/users-tab';
import '../i18n';

const TAB_PARAM = 'tab';

/** Spec §2 and §6: clients, organisations and all users for the superadmin; users for admins. */
export function AdministrationPage() {
  const { t } = useTranslation(['administration', 'staff']);
  const session = useRequiredSession();
  const tabs = visibleTabs(session.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM) as TAdminTab | null;
  const tab = requested && tabs.includes(requested) ? requested : tabs[0];
  // Shared by the tabs, so that a client chosen under Organisations is still chosen under Users.
  const [scope, setScope] = useState<TScope>({ clientId: null, organization: null });
  const [message, setMessage] = useState<TMessage | null>(null);

  if (!tab) {
    return (
      <Alert severity="warning" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  }

  const viewer = {
    role: session.role,
    username: session.username,
    organizationId: session.organizationId,
    organizationName: session.organizationName,
  };

  function selectTab(next: TAdminTab) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <Stack spacing={2}>
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_, next: TAdminTab) => selectTab(next)}
            aria-label={t('tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`tabs.${name}`)}
                id={`admin-tab-${name}`}
                aria-controls="admin-tab-panel"
              />
            ))}
          </Tabs>
        </Box>
      )}
      <Box role={tabs.length > 1 ? 'tabpanel' : undefined} id="admin-tab-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'clients' && (
          <ClientsTab
            viewerRole={session.role}
            onMessage={setMessage}
            onRemoved={(clientId) =>
              setScope((current) => (current.clientId === clientId ? { clientId: null, organization: null } : current))
            }
          />
        )}
        {tab === 'organizations' && (
          <OrganizationsTab
            clientId={scope.clientId}
            onClientChange={(clientId) => setScope({ clientId, organization: null })}
            onMessage={setMessage}
            onRemoved={(organizationId) =>
              setScope((current) =>
                current.organization?.id === organizationId ? { ...current, organization: null } : current,
              )
            }
          />
        )}
        {tab === 'users' && <UsersTab viewer={viewer} scope={scope} onScopeChange={setScope} onMessage={setMessage} />}
        {tab === 'allUsers' && <AllUsersTab viewer={viewer} onMessage={setMessage} />}
      </Box>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
