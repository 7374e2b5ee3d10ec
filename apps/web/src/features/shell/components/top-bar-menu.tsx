import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from './change-password-dialog';
import { ColorSchemeDialog } from './color-scheme-dialog';
import { AccountIcon } from '../../../lib/icons';
import { LanguageDialog } from './language-dialog';

type TDialog = 'password' | 'colorScheme' | 'language' | null;

export function TopBarMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);

  function open(which: TDialog) {
    setAnchor(null);
    setDialog(which);
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'top-bar-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountIcon />
      </IconButton>
      <Menu id="top-bar-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('password')}>{t('shell.changePassword')}</MenuItem>
        <MenuItem onClick={() => open('colorScheme')}>{t('shell.colorScheme')}</MenuItem>
        <MenuItem onClick={() => open('language')}>{t('shell.language')}</MenuItem>
      </Menu>
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={() => setDialog(null)} />
      <ColorSchemeDialog isOpen={dialog === 'colorScheme'} onClose={() => setDialog(null)} />
      <LanguageDialog isOpen={dialog === 'language'} onClose={() => setDialog(null)} />
    </>
  );
}
