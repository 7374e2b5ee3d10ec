import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_LIMITS, type TAdministrationUser } from '@peil/contract/administration';
import { LIMITS } from '@peil/contract/limits';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { ROLE, type TRole } from '@peil/contract/domain';
import type { TMessage } from '../../../lib/message-dialog';
import { prehashPassword } from '../../../lib/prehash-password';
import {
  roleChoices,
  toStaffLocale,
  userFormProblems,
  userSaveErrorKey,
  type TUserForm,
} from '../administration-rules';
import { insertUser, saveUser, useObserverProjects, useProjectsOfOrganization } from '../api/users';
import { FormDialog } from './form-dialog';

export type TUserDialogMode =
  { kind: 'new'; organizationId: number; organizationName: string } | { kind: 'edit'; user: TAdministrationUser };

type TProps = {
  mode: TUserDialogMode;
  viewerRole: TRole;
  viewerUsername: string;
  onClose: () => void;
  onSaved: (message: TMessage) => void;
};

function initialForm(mode: TUserDialogMode, viewerRole: TRole, locale: string): TUserForm {
  if (mode.kind === 'edit') {
    const { user } = mode;
    return {
      username: user.username,
      email: user.email,
      role: user.role,
      locale: toStaffLocale(user.locale),
      isChangingPassword: false,
      password: '',
      repeatPassword: '',
      observerProjects: [],
    };
  }
  const choices = roleChoices(viewerRole);
  return {
    username: '',
    email: '',
    role: choices.includes(ROLE.researcher) ? ROLE.researcher : (choices[0] ?? ROLE.observer),
    locale: toStaffLocale(locale),
    isChangingPassword: true,
    password: '',
    repeatPassword: '',
    observerProjects: [],
  };
}

/** New or edit user (spec §5): roles at or below one's own, projects for observers, password only when ticked. */
export function UserDialog({ mode, viewerRole, viewerUsername, onClose, onSaved }: TProps) {
  const { t, i18n } = useTranslation(['administration', 'staff']);
  const isNew = mode.kind === 'new';
  const organizationId = isNew ? mode.organizationId : mode.user.organizationId;
  const userId = isNew ? 0 : mode.user.id;
  const isSelf = !isNew && mode.user.username.toLowerCase() === viewerUsername.toLowerCase();

  const [form, setForm] = useState<TUserForm>(() => initialForm(mode, viewerRole, i18n.language));
  // Null until the user ticks a project: until then an existing observer's projects are shown.
  const [chosenProjects, setChosenProjects] = useState<number[] | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const isObserver = form.role === ROLE.observer;
  const newProjects = useProjectsOfOrganization(organizationId, isNew && isObserver);
  const existingProjects = useObserverProjects(organizationId, userId, !isNew && isObserver);
  const projectQuery = isNew ? newProjects : existingProjects;
  const projectChoices = projectQuery.data ?? [];
  const observerProjects =
    chosenProjects ??
    (existingProjects.data ?? []).filter((project) => project.observer_has_access).map((project) => project.id);
  const completeForm = { ...form, observerProjects };
  const problems = userFormProblems(completeForm);

  const save = useMutation({
    mutationFn: async () => {
      const password = form.isChangingPassword ? await prehashPassword(form.password) : undefined;
      const common = {
        username: form.username.trim(),
        email: form.email.trim(),
        role: form.role,
        organizationId,
        locale: form.locale,
        ...(isObserver ? { observerProjects } : {}),
      };
      if (isNew) await insertUser({ ...common, password: password! });
      else await saveUser({ ...common, id: userId, ...(password ? { password } : {}) });
    },
    onSuccess: () => {
      onSaved({
        title: t('userDialog.successTitle'),
        text: isNew ? t('userDialog.created') : t('userDialog.saved'),
      });
    },
  });

  function update<K extends keyof TUserForm>(key: K, value: TUserForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function toggleProject(projectId: number, isChecked: boolean) {
    const next = isChecked ? [...observerProjects, projectId] : observerProjects.filter((id) => id !== projectId);
    setChosenProjects(next);
  }

  function submit() {
    setIsSubmitted(true);
    if (problems.length === 0) save.mutate();
  }

  const showProblem = (problem: (typeof problems)[number], hasInput: boolean) =>
    problems.includes(problem) && (isSubmitted || hasInput);
  const emailInvalid = showProblem('email', form.email.length > 0);
  const passwordShort = showProblem('passwordTooShort', form.password.length > 0);
  const passwordsDiffer = showProblem('passwordsDiffer', form.repeatPassword.length > 0);
  const projectsMissing = isObserver && problems.includes('projects') && isSubmitted;

  return (
    <FormDialog
      id="user-dialog"
      title={isNew ? t('userDialog.newTitle') : t('userDialog.editTitle')}
      submitLabel={isNew ? t('common.create') : t('common.save')}
      canSubmit={!(isSubmitted && problems.length > 0)}
      isPending={save.isPending}
      error={save.isError ? t(userSaveErrorKey(save.error, isNew)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('users.organization')}
        value={isNew ? mode.organizationName : mode.user.organization_name}
        slotProps={{ input: { readOnly: true } }}
        size="small"
      />
      <TextField
        label={t('users.username')}
        name="username"
        value={form.username}
        onChange={(event) => update('username', event.target.value)}
        required
        autoFocus
        autoComplete="off"
        error={isSubmitted && problems.includes('username')}
        slotProps={{ htmlInput: { maxLength: ADMINISTRATION_LIMITS.usernameMaxLength } }}
      />
      <TextField
        label={t('users.email')}
        name="email"
        type="email"
        value={form.email}
        onChange={(event) => update('email', event.target.value)}
        required
        autoComplete="off"
        error={emailInvalid}
        helperText={emailInvalid ? t('userDialog.invalidEmail') : undefined}
        slotProps={{ htmlInput: { maxLength: ADMINISTRATION_LIMITS.emailMaxLength } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('users.role')}
          name="role"
          value={form.role}
          onChange={(event) => update('role', Number(event.target.value) as TRole)}
          disabled={isSelf}
          fullWidth
        >
          {roleChoices(viewerRole).map((role) => (
            <MenuItem key={role} value={role}>
              {t(`staff:roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('users.language')}
          name="locale"
          value={form.locale}
          onChange={(event) => update('locale', toStaffLocale(event.target.value))}
          fullWidth
        >
          {STAFF_LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale}>
              {t(`staff:languages.${locale}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {isObserver && (
        <FormControl component="fieldset" error={projectsMissing} required>
          <FormLabel component="legend">{t('userDialog.projects')}</FormLabel>
          {projectQuery.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }} role="status">
              <CircularProgress size={16} />
              <span>{t('userDialog.projectsLoading')}</span>
            </Stack>
          )}
          {projectQuery.isError && <FormHelperText error>{t('common.loadError')}</FormHelperText>}
          {projectQuery.isSuccess && projectChoices.length === 0 && (
            <FormHelperText>{t('userDialog.noProjects')}</FormHelperText>
          )}
          <FormGroup>
            {projectChoices.map((project) => (
              <FormControlLabel
                key={project.id}
                control={
                  <Checkbox
                    checked={observerProjects.includes(project.id)}
                    onChange={(event) => toggleProject(project.id, event.target.checked)}
                  />
                }
                label={project.name}
              />
            ))}
          </FormGroup>
          {projectsMissing && <FormHelperText>{t('userDialog.projectsRequired')}</FormHelperText>}
        </FormControl>
      )}

      {!isNew && (
        <FormControlLabel
          control={
            <Checkbox
              name="changePassword"
              checked={form.isChangingPassword}
              onChange={(event) => update('isChangingPassword', event.target.checked)}
            />
          }
          label={t('userDialog.changePassword')}
        />
      )}
      {form.isChangingPassword && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('userDialog.password')}
            name="password"
            type="password"
            value={form.password}
            onChange={(event) => update('password', event.target.value)}
            required
            autoComplete="new-password"
            error={passwordShort}
            helperText={
              passwordShort ? t('userDialog.passwordTooShort', { count: LIMITS.passwordMinLength }) : undefined
            }
            fullWidth
          />
          <TextField
            label={t('userDialog.repeatPassword')}
            name="repeatPassword"
            type="password"
            value={form.repeatPassword}
            onChange={(event) => update('repeatPassword', event.target.value)}
            required
            autoComplete="new-password"
            error={passwordsDiffer}
            helperText={passwordsDiffer ? t('userDialog.passwordsDiffer') : undefined}
            fullWidth
          />
        </Stack>
      )}
    </FormDialog>
  );
}
