import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { useLanguage } from '../../../lib/use-language';

export function LanguageDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLanguage();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby="language-dialog-title">
      <DialogTitle id="language-dialog-title">{t('languages.choose')}</DialogTitle>
      <List sx={{ pt: 0, minWidth: 240 }}>
        {STAFF_LOCALES.map((code) => (
          <ListItemButton
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setLocale(code);
              onClose();
            }}
          >
            <ListItemText primary={t(`languages.${code}`)} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
