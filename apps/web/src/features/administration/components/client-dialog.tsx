import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMINISTRATION_LIMITS,
  CLIENT_TEMPLATES,
  type TClient,
  type TClientTemplate,
} from '@peil/contract/administration';
import { parseSenderDomains } from '@peil/contract/broadcasts';
import type { TRole } from '@peil/contract/domain';
import type { TMessage } from '../../../lib/message-dialog';
import { canChooseTemplate } from '../administration-rules';
import { editClient, insertClient, useBenchmarkSettingChoices, useClientLogo } from '../api/clients';
import { FormDialog } from './form-dialog';
import { LogoField } from './logo-field';

type TProps = {
  /** Null for a new client. */
  client: TClient | null;
  viewerRole: TRole;
  onClose: () => void;
  onSaved: (message: TMessage) => void;
};

const NO_SETTING = '';

/**
 * New client (name, benchmark setting, statement flag) or edit client (also benchmark flag,
 * template and logo).
 */
export function ClientDialog({ client, viewerRole, onClose, onSaved }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const settings = useBenchmarkSettingChoices();
  const [name, setName] = useState(client?.name ?? '');
  const [settingsId, setSettingsId] = useState<number | typeof NO_SETTING>(client?.settings_id ?? NO_SETTING);
  const [isBenchmarkEnabled, setIsBenchmarkEnabled] = useState(client?.benchmark_enabled ?? false);
  const [requiresStatement, setRequiresStatement] = useState(client?.requires_signed_statement ?? false);
  const [template, setTemplate] = useState<TClientTemplate>(client?.template ?? 'default');
  // Undefined until a logo is chosen or removed: then the stored logo is left as it is.
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [senderDomainsText, setSenderDomainsText] = useState((client?.sender_domains ?? []).join(', '));
  const senderDomains = parseSenderDomains(senderDomainsText);
  const canSubmit = name.trim() !== '' && senderDomains.invalid.length === 0;

  const save = useMutation({
    mutationFn: async () => {
      const setting = settingsId === NO_SETTING ? null : settingsId;
      if (!client) {
        await insertClient({ name: name.trim(), settingsId: setting, requiresSignedStatement: requiresStatement });
        return;
      }
      await editClient({
        clientId: client.id,
        name: name.trim(),
        settingsId: setting,
        benchmarkEnabled: isBenchmarkEnabled,
        template,
        requiresSignedStatement: requiresStatement,
        senderDomains: senderDomains.domains,
        ...(logo === undefined ? {} : { logo }),
      });
    },
    onSuccess: () =>
      onSaved({ title: t('staff:common.successTitle'), text: client ? t('clients.saved') : t('clients.created') }),
  });

  // The stored setting stays choosable even when the settings list cannot be loaded.
  const storedSetting = client?.settings_id ? [{ id: client.settings_id, name: client.settings_name ?? '' }] : [];
  const settingChoices = settings.data ?? storedSetting;

  return (
    <FormDialog
      id="client-dialog"
      title={client ? t('clients.editTitle') : t('clients.newTitle')}
      submitLabel={client ? t('common.save') : t('common.create')}
      canSubmit={canSubmit}
      isPending={save.isPending}
      error={save.isError ? t('errors.generic') : undefined}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      <TextField
        label={t('clients.name')}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: ADMINISTRATION_LIMITS.nameMaxLength } }}
      />
      <TextField
        select
        label={t('clients.benchmarkSetting')}
        name="settingsId"
        value={settingsId}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => setSettingsId(event.target.value === NO_SETTING ? NO_SETTING : Number(event.target.value))}
      >
        <MenuItem value={NO_SETTING}>{t('clients.noSetting')}</MenuItem>
        {settingChoices.map((setting) => (
          <MenuItem key={setting.id} value={setting.id}>
            {setting.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            name="requiresSignedStatement"
            checked={requiresStatement}
            onChange={(event) => setRequiresStatement(event.target.checked)}
          />
        }
        label={t('clients.requiresStatement')}
      />
      {client && (
        <>
          <FormControlLabel
            control={
              <Switch
                name="benchmarkEnabled"
                checked={isBenchmarkEnabled}
                onChange={(event) => setIsBenchmarkEnabled(event.target.checked)}
              />
            }
            label={t('clients.benchmarkEnabled')}
          />
          <TextField
            select
            label={t('clients.template')}
            name="template"
            value={template}
            onChange={(event) => setTemplate(event.target.value as TClientTemplate)}
            disabled={!canChooseTemplate(viewerRole)}
          >
            {CLIENT_TEMPLATES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`clients.templates.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('clients.senderDomains')}
            name="senderDomains"
            value={senderDomainsText}
            onChange={(event) => setSenderDomainsText(event.target.value)}
            error={senderDomains.invalid.length > 0}
            helperText={
              senderDomains.invalid.length > 0
                ? t('clients.senderDomainsInvalid', { list: senderDomains.invalid.join(', ') })
                : t('clients.senderDomainsHelp')
            }
          />
          <StoredClientLogo clientId={client.id} logo={logo} onChange={setLogo} />
        </>
      )}
    </FormDialog>
  );
}

type TLogoProps = { clientId: number; logo: string | null | undefined; onChange: (logo: string | null) => void };

function StoredClientLogo({ clientId, logo, onChange }: TLogoProps) {
  const { t } = useTranslation('administration');
  const stored = useClientLogo(clientId);
  return (
    <LogoField
      label={t('clients.logo')}
      value={logo === undefined ? (stored.data?.logo ?? null) : logo}
      isLoading={logo === undefined && stored.isPending}
      onChange={onChange}
    />
  );
}
