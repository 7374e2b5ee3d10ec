import { AddIcon } from '../../../lib/icons';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TListToolbarProps = {
  /** A picker before the search field (the client whose organisations are listed). */
  before?: ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  /** The button that adds a record at the row's end; none when the viewer may not add one. */
  add?: { label: string; onClick: () => void };
  /** Nothing to search or add yet (no client chosen). */
  disabled?: boolean;
};

/** Above an administration list: what to list, a search in it, and the button that adds a record. */
export function ListToolbar({ before, search, onSearchChange, add, disabled = false }: TListToolbarProps) {
  const { t } = useTranslation('administration');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {before}
      <TextField
        type="search"
        size="small"
        label={t('common.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        disabled={disabled}
        sx={{ width: { xs: '100%', sm: before ? 260 : 320 } }}
      />
      <Stack sx={{ flexGrow: 1, display: { xs: 'none', sm: 'flex' } }} />
      {add && (
        <Button variant="contained" startIcon={<AddIcon />} disabled={disabled} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </Stack>
  );
}
